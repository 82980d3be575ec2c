/**
 * Issue 28, "the close, live", in Chromium on the demo world: the manager watches the live auction's close
 * monitor (opened from the dashboard) while bidder1, in a second browser context, opens the info centre,
 * accepts the rules, saves a bid and confirms. After each step the manager's page shows it (opened / rules
 * accepted / last save / confirmed cells of bidder1) within 2 s, without a reload (a marker set on `window`
 * before the first step is still there), and never the value bidder1 typed. Then the manager extends the
 * auction through the form (the server's field message first, then its success message) and bidder1's
 * countdown moves later without a reload, while the monitor's extension history shows the reason.
 * On its own server: bidder1's progress and the auction's end change.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../core/domain/messages';
import { BID_WARNINGS_TITLE } from '../core/bids/bid-warnings';
import { AUCTION_EXTENDED, EXTENSION_REASON_REQUIRED } from '../core/domain/staff-messages';
import { startServer, type ServerProcess } from '../adapters/http/server-process.test-kit';
import { axeViolations, DEMO_PASSWORD, journeyBrowser, signIn as signInAt } from './browser';

const LIVE = 'Q4 2026 Global Multi-Asset Auction';
/** An unusual bid value: the monitor's text must never contain it. */
const BID_VALUE = '61.37';
const REASON = 'E2E drill: borrower system outage';
const LIVE_WITHIN_MS = 2000;
const EST_TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2} E[SD]T/;

const browser = journeyBrowser();
let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({ SEED_DEMO: '1' }, 150_000);
});
afterAll(async () => {
  await server?.stop();
});

/** Signs in on this journey's own server. */
const signIn = (page: Page, login: string): Promise<void> => signInAt(page, login, DEMO_PASSWORD, server.baseUrl);

const MARK = 'closeMonitorNoReload';
const setMarker = (page: Page) => page.evaluate((k) => ((window as unknown as Record<string, string>)[k] = 'kept'), MARK);
const markerKept = async (page: Page) => expect(await page.evaluate((k) => (window as unknown as Record<string, string | undefined>)[k], MARK)).toBe('kept');

/** bidder1's row of the monitor, and its cells: 0 invited, 1 opened, 2 rules accepted, 3 last save, 4 confirmed, 5 reminders. */
const bidder1Row = (monitor: Page): Locator => monitor.getByRole('row', { name: /\(bidder1\)/ });
const cellOf = (monitor: Page, n: number): Locator => bidder1Row(monitor).getByRole('cell').nth(n);
/** The cell shows a New York time within 2 s, with the page never reloaded and no bid value on it. */
const showsTimeSoon = async (monitor: Page, n: number) => {
  await cellOf(monitor, n).filter({ hasText: EST_TIME }).waitFor({ timeout: LIVE_WITHIN_MS });
  await markerKept(monitor);
  expect(await monitor.locator('body').innerText()).not.toContain(BID_VALUE);
};

/** The seconds the wizard's "Bid Closes in" countdown shows. */
const countdownSeconds = async (bidder: Page): Promise<number> => {
  const text = await bidder.getByRole('timer', { name: MSG.BID_CLOSES_IN }).innerText();
  const part = (label: string) => Number(new RegExp(`(\\d+)\\s*${label}`).exec(text)?.[1] ?? Number.NaN);
  return part('Hrs') * 3600 + part('Mins') * 60 + part('Secs');
};

describe('the close monitor, live', () => {
  it("shows bidder1's steps within 2 s without a reload or a bid value, and an extension moves bidder1's countdown", async () => {
    const monitor = await browser.newPage();
    await signIn(monitor, 'manager');
    // The dashboard's summary links to the auction's monitor.
    await monitor.goto(`${server.baseUrl}/esecauction/dashboard`);
    const card = monitor.getByRole('listitem').filter({ has: monitor.getByRole('link', { name: LIVE }) });
    await card.getByText('Bidders confirmed').waitFor();
    expect(await card.innerText()).toMatch(/Phase\s+Live/);
    await card.getByRole('link', { name: LIVE }).click();
    await monitor.waitForURL(/\/closemonitor\?auction=\d+$/);
    await monitor.getByRole('heading', { name: LIVE }).waitFor();
    await monitor.getByRole('status').filter({ hasText: /^Live · updated \d{2}:\d{2}:\d{2} E[SD]T$/ }).waitFor();
    await monitor.getByRole('table', { name: /alpha/i }).waitFor();
    // Fresh demo world: bidder1 has not opened this auction's info centre yet.
    expect(await cellOf(monitor, 1).innerText()).toBe('—');
    expect(await axeViolations(monitor), 'close monitor').toEqual([]);
    await setMarker(monitor);

    // 1. bidder1 signs in: it lands on (opens) the live auction's info centre.
    const bidder = await browser.newPage();
    await signIn(bidder, 'bidder1');
    await bidder.waitForURL(/(columns|collapse)template$/);
    await bidder.getByRole('heading', { level: 1, name: LIVE }).waitFor();
    await showsTimeSoon(monitor, 1);
    expect(await cellOf(monitor, 2).innerText()).toBe('—');

    // 2. The wizard: the rules read and accepted.
    await bidder.getByRole('button', { name: 'Enter Bids' }).click();
    await bidder.waitForURL('**/enterbids');
    await bidder.getByRole('region', { name: 'Accept Rules' }).waitFor();
    await setMarker(bidder);
    await Promise.all([bidder.waitForEvent('download'), bidder.getByRole('button', { name: 'Specific Auction Rules' }).click()]);
    await bidder.getByRole('checkbox', { name: /accept the Specific Auction Rules/ }).check();
    await bidder.getByRole('button', { name: 'GO BID' }).click();
    await bidder.getByRole('region', { name: 'Place Bids' }).waitFor();
    await showsTimeSoon(monitor, 2);
    expect(await cellOf(monitor, 3).innerText()).toBe('—');

    // 3. A bid saved (an unusual value the monitor must never show).
    await bidder.getByLabel('Collateral Type, lot 1', { exact: true }).selectOption('Cash');
    await bidder.getByLabel('BID Basis points, lot 1', { exact: true }).fill(BID_VALUE);
    await bidder.getByRole('button', { name: 'NEXT', exact: true }).click();
    // Far from the lot's reference rate, the wizard asks first (issue 25): the bidder means it.
    const confirmStep = bidder.getByRole('region', { name: 'Confirm Bids' });
    const warning = bidder.getByRole('dialog', { name: BID_WARNINGS_TITLE });
    await Promise.race([confirmStep.waitFor(), warning.waitFor()]);
    if (await warning.count()) await warning.getByRole('button', { name: 'Confirm', exact: true }).click();
    await confirmStep.waitFor();
    await showsTimeSoon(monitor, 3);
    await cellOf(monitor, 4).filter({ hasText: 'Saved, not confirmed' }).waitFor({ timeout: LIVE_WITHIN_MS });

    // 4. Confirmed.
    await bidder.getByRole('checkbox', { name: MSG.CONFIRM_BIDS_CHECKBOX_LABEL }).check();
    await bidder.getByRole('button', { name: 'CONFIRM BIDS' }).click();
    await bidder.getByText(MSG.BIDS_CONFIRMED).waitFor();
    await showsTimeSoon(monitor, 4);
    await bidder.getByRole('region', { name: 'Bids Submitted' }).waitFor();
    const before = await countdownSeconds(bidder);
    expect(before).toBeGreaterThan(0);

    // 5. The manager extends the auction: without a reason the server's field message, then its success message.
    const form = monitor.getByRole('region', { name: 'Extend bidding' });
    await form.getByText(/At least \d+ minutes from now/).waitFor();
    await form.getByRole('button', { name: 'Confirm extension' }).click();
    await form.getByText(EXTENSION_REASON_REQUIRED, { exact: true }).waitFor();
    expect(await form.getByLabel('Reason').getAttribute('aria-invalid')).toBe('true');
    const oldEnd = await form.getByText(/^Current end:/).innerText();
    await form.getByLabel('Reason').fill(REASON);
    await form.getByRole('button', { name: 'Confirm extension' }).click();
    await form.getByRole('status').filter({ hasText: AUCTION_EXTENDED }).waitFor();
    // The stream brings the new end and the history to the monitor.
    await monitor.getByRole('table', { name: 'Extension history' }).getByRole('cell', { name: REASON }).waitFor({ timeout: 5000 });
    expect(await form.getByText(/^Current end:/).innerText()).not.toBe(oldEnd);
    await markerKept(monitor);

    // bidder1's countdown moves at least the 30 minutes the form proposes, without a reload.
    await expect.poll(() => countdownSeconds(bidder), { timeout: 5000, interval: 250 }).toBeGreaterThan(before + 25 * 60);
    await markerKept(bidder);
    expect(await monitor.locator('body').innerText()).not.toContain(BID_VALUE);
  });
});

/**
 * "The close, live", in Chromium on the demo world: the manager watches the live auction's close
 * monitor (opened from the dashboard) while bidder1, in a second browser context, opens the info centre,
 * accepts the rules, saves a bid and confirms. After each step the manager's page shows it (opened / rules
 * accepted / last save / confirmed cells of bidder1) within 2 s, without a reload (a marker set on `window`
 * before the first step is still there), and never the value bidder1 typed. Then the manager extends the
 * auction through the form (the server's field message first, then its success message) and bidder1's
 * countdown moves later without a reload, while the monitor's extension history shows the reason.
 *
 * The close itself: an auction written to the server's database that ends 30 s after it starts.
 * The manager's monitor, left open, sees bidder1 save (the super bidder's row stays as it was) and bidder2 save
 * and confirm, then at the end turns Ended without a reload: the phase, the live line, the Extend bidding
 * form disabled with the server's reason, the closing summary naming bidder1 as saved and not confirmed, and
 * the feed newest first to the second. At 1280×720 no cell of the monitor cuts its text. Then the monitor's
 * list offers the ended auction among the recent closes, and it opens with its final state.
 * On its own server: bidder1's progress and the auction's end change.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MSG } from '../core/domain/messages';
import { BID_WARNINGS_TITLE } from '../web/src/features/bidding/hooks/bid-warnings';
import { AUCTION_EXTENDED, EXTENSION_NOT_LIVE, EXTENSION_REASON_REQUIRED } from '../core/domain/staff-messages';
import { signInOver } from '../adapters/http/tests/kits/server-process.test-kit';
import { openStoreFromEnv } from '../adapters/store-from-env';
import { makeAuction, makeLot } from '../fixtures/builders';
import { saveBody } from '../adapters/http/tests/kits/participation.test-kit';
import { axeViolations, DEMO_PASSWORD, journeyBrowser, ownServer, screenshot, signIn as signInAt } from './browser';

const LIVE = 'Q4 2026 Global Multi-Asset Auction';
/** An unusual bid value: the monitor's text must never contain it. */
const BID_VALUE = '61.37';
const REASON = 'E2E drill: borrower system outage';
const LIVE_WITHIN_MS = 2000;
/** A time to the second, as the monitor's cells show it (date and time on two lines). */
const EST_TIME = /\d{4}-\d{2}-\d{2}\s+\d{2}:\d{2}:\d{2} E[SD]T/;

const browser = journeyBrowser();
const server = ownServer();

/** Signs in on this journey's own server. */
const signIn = (page: Page, login: string): Promise<void> => signInAt(page, login, DEMO_PASSWORD, server().baseUrl);

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
    await monitor.goto(`${server().baseUrl}/esecauction/dashboard`);
    const card = monitor.getByRole('listitem').filter({ has: monitor.getByRole('link', { name: LIVE }) });
    await card.getByText('Bidders confirmed').waitFor();
    expect(await card.innerText()).toMatch(/Phase\s+Live/);
    await card.getByRole('link', { name: LIVE }).click();
    await monitor.waitForURL(/\/closemonitor\?auction=\d+$/);
    await monitor.getByRole('heading', { name: LIVE }).waitFor();
    await monitor.getByRole('status').filter({ hasText: /^Live · updated \d{2}:\d{2}:\d{2} E[SD]T$/ }).waitFor();
    await monitor.getByRole('table', { name: "Approved borrowers' progress" }).getByRole('rowheader', { name: /Alpha Securities LLC/ }).waitFor();
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
    // Far from the lot's reference rate, the wizard asks first: the bidder means it.
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

/**
 * The auction of the close journey: it ends 30 s after it starts. The steps before the end (the monitor's page,
 * eight API calls and two live updates) take about 3 s on an idle machine; the wait after them is the journey's
 * longest, so the window is no longer than a loaded machine needs.
 */
const CLOSING = 'E2E Short Close';
const CLOSE_AFTER_MS = 30_000;

/** Every cell, figure and feed line of the monitor whose text is wider than its box (cut or spilling), by its text. */
const overflowing = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll('.close-monitor td, .close-monitor th, .close-monitor dd, .close-monitor li, .close-monitor .table-wrap, .close-monitor p')]
      .filter((el) => el.scrollWidth > el.clientWidth)
      .map((el) => `${el.tagName} ${(el.textContent ?? '').slice(0, 60)} (${el.scrollWidth} > ${el.clientWidth})`),
  );

/** The auction, written to the server's database as the demo seed writes its own: its info centre complete, ALPHA and BETA approved, two lots, their bidders invited. */
async function closingAuction(dataDir: string): Promise<{ id: number; endMs: number; lots: number[] }> {
  const store = await openStoreFromEnv({ DATA_DIR: dataDir });
  try {
    const [clients, borrowers, users] = await Promise.all([store.clients.list(), store.borrowers.list(), store.users.list()]);
    const clientId = clients.find((c) => c.clientCode === 'STATETRS')?.id;
    if (clientId === undefined) throw new Error('demo client STATETRS');
    const startMs = Date.now();
    const endMs = startMs + CLOSE_AFTER_MS;
    const auction = await store.auctions.create(
      makeAuction({ auctionName: CLOSING, clientId, aicapprovalFlag: true, auctionStartDate: new Date(startMs).toISOString(), auctionEndDate: new Date(endMs).toISOString() }),
    );
    const lots = [
      await store.lots.create(makeLot({ auctionId: auction.id, lotNumber: '1', lotName: 'US Large Cap' })),
      await store.lots.create(makeLot({ auctionId: auction.id, lotNumber: '2', lotName: 'US Small Cap' })),
    ];
    await store.invitees.approve(auction.id, borrowers.filter((b) => b.companyCode === 'ALPHA' || b.companyCode === 'BETA').map((b) => b.id));
    const bidding = users.filter((u) => ['bidder1', 'bidder2', 'superbidder'].includes(u.loginName));
    await store.invitees.addInvitedUsers(auction.id, bidding.map((u) => u.id));
    return { id: auction.id, endMs, lots: lots.map((l) => l.id) };
  } finally {
    await store.close();
  }
}

describe('the close monitor at a real close', () => {
  it('turns Ended at the close without a reload, with the closing summary and the feed; the ended auction stays on the list', async () => {
    // Everyone signs in before the auction is written, so its short window holds only the steps it shows.
    const monitor = await browser.newPage();
    await signIn(monitor, 'manager');
    const tokens = new Map<string, string>();
    for (const login of ['bidder1', 'bidder2']) tokens.set(login, await signInOver(server().baseUrl, login, DEMO_PASSWORD));
    const closing = await closingAuction(server().dataDir);
    await monitor.goto(`${server().baseUrl}/esecauction/closemonitor?auction=${closing.id}`);
    await monitor.getByRole('heading', { name: CLOSING }).waitFor();
    await monitor.getByRole('status').filter({ hasText: /^Live · updated/ }).waitFor();
    await setMarker(monitor);

    // The bidders act through the API (the rules read and accepted, bids saved, confirmed); the monitor follows.
    const post = async (login: string, path: string, json?: unknown) => {
      const token = tokens.get(login);
      if (token === undefined) throw new Error(`${login} is not signed in`);
      const res = await fetch(`${server().baseUrl}/api/auction/${path}/${closing.id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });
      expect(res.status, `${login} ${path}`).toBe(200);
      await res.arrayBuffer();
    };
    const row = (login: string) => monitor.getByRole('row', { name: new RegExp(`\\(${login}\\)`) });
    await post('bidder1', 'templatedata');
    await post('bidder1', 'specaucrules');
    await post('bidder1', 'acceptrules');
    await post('bidder1', 'bidssave', saveBody([{ lotId: closing.lots[0], basisPoints: BID_VALUE }]));
    await row('bidder1').getByRole('cell').nth(4).filter({ hasText: 'Saved, not confirmed' }).waitFor({ timeout: LIVE_WITHIN_MS });
    // Only bidder1 acted: the super bidder's row (its own steps, for bidder1) did not move.
    const superbidder = row('superbidder');
    expect(await superbidder.getByRole('rowheader').innerText()).toContain('super bidder for bidder1');
    expect(await superbidder.getByRole('cell').nth(3).innerText()).toBe('—');
    expect(await superbidder.getByRole('cell').nth(4).innerText()).toBe('—');
    await post('bidder2', 'specaucrules');
    await post('bidder2', 'acceptrules');
    await post('bidder2', 'bidssave', saveBody([{ lotId: closing.lots[1], fixed: '25000' }]));
    await post('bidder2', 'bidsconfirm', []);
    await row('bidder2').getByRole('cell').nth(4).filter({ hasText: EST_TIME }).waitFor({ timeout: LIVE_WITHIN_MS });
    expect(Date.now(), 'the bidders acted before the end').toBeLessThan(closing.endMs);
    await screenshot(monitor, 'close-monitor');

    // The end: nothing is written, the page is not reloaded.
    const summary = monitor.getByRole('region', { name: 'Closing summary' });
    await summary.waitFor({ timeout: closing.endMs - Date.now() + 5000 });
    expect(Date.now() - closing.endMs, 'the ended state within seconds of the end').toBeLessThan(5000);
    await markerKept(monitor);
    expect(await monitor.locator('.close-figures').first().innerText()).toMatch(/Phase\s+Ended/);
    expect(await monitor.getByRole('timer', { name: 'Time to the close' }).innerText()).toBe('Ended');
    await monitor.getByRole('status').filter({ hasText: /^Ended at \d{2}:\d{2}:\d{2} E[SD]T · updated \d{2}:\d{2}:\d{2} E[SD]T$/ }).waitFor();
    const form = monitor.getByRole('region', { name: 'Extend bidding' });
    await form.getByText(EXTENSION_NOT_LIVE, { exact: true }).waitFor();
    expect(await form.getByRole('button', { name: 'Confirm extension' }).isDisabled()).toBe(true);
    const summaryText = await summary.innerText();
    expect(summaryText).toMatch(/Closed\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} E[SD]T/);
    expect(summaryText).toMatch(/Lots bid\s+2 of 2 lots/);
    expect(summaryText).toMatch(/Lots confirmed\s+1 of 2 lots/);
    expect(summaryText).toMatch(/Bidders confirmed\s+1 of 2/);
    const unconfirmed = await summary.getByRole('list', { name: 'Saved, not confirmed at the close' }).innerText();
    expect(unconfirmed).toContain('Alpha Securities LLC (ALPHA)');
    expect(unconfirmed).toMatch(/\(bidder1\), last saved \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} E[SD]T/);
    expect(unconfirmed).not.toContain('bidder2');

    // The feed: newest first, to the second, who acted. The server's reminder pass (an auction of one minute is
    // within its 15-minute reminder from the start) sends its reminders when it runs: they are in it too.
    const lines = await monitor.getByRole('list', { name: 'Last activity, newest first' }).getByRole('listitem').allInnerTexts();
    const [steps, reminders] = [lines.filter((l) => !l.includes('Reminder')), lines.filter((l) => l.includes('Reminder'))];
    expect(steps.map((l) => l.split('\n')[1])).toEqual([
      'Bailey Beta (bidder2) confirmed bids',
      'Bailey Beta (bidder2) saved bids',
      'Bailey Beta (bidder2) accepted the rules',
      'Blake Alpha (bidder1) saved bids',
      'Blake Alpha (bidder1) accepted the rules',
      'Blake Alpha (bidder1) opened the info centre',
    ]);
    expect(reminders.join('\n')).toContain('Reminder sent to Blake Alpha (bidder1) (15 min before the close)');
    for (const l of lines) expect(l).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} E[SD]T\n/);
    expect(await monitor.locator('body').innerText()).not.toContain(BID_VALUE);
    expect(await axeViolations(monitor), 'ended close monitor').toEqual([]);

    // At 1280×720 no cell cuts or spills its text: every time is there to the second.
    await monitor.setViewportSize({ width: 1280, height: 720 });
    await expect.poll(() => overflowing(monitor)).toEqual([]);
    await screenshot(monitor, 'close-monitor-ended');

    // The monitor's list keeps the ended auction among the recent closes, and opens it as it closed.
    await monitor.goto(`${server().baseUrl}/esecauction/closemonitor`);
    const list = monitor.getByLabel('Auction', { exact: true });
    await list.locator('optgroup[label="Ended in the last 7 days"] option', { hasText: `${CLOSING} (Ended)` }).waitFor({ state: 'attached' });
    await list.selectOption({ label: `${CLOSING} (Ended)` });
    await monitor.waitForURL(new RegExp(`/closemonitor\\?auction=${closing.id}$`));
    await monitor.getByRole('heading', { name: CLOSING }).waitFor();
    await monitor.getByRole('region', { name: 'Closing summary' }).getByText('Alpha Securities LLC (ALPHA)').waitFor();
    expect(await monitor.locator('.close-figures').first().innerText()).toMatch(/Phase\s+Ended/);
    await monitor.getByRole('region', { name: 'Extend bidding' }).getByText(EXTENSION_NOT_LIVE, { exact: true }).waitFor();
    expect(await overflowing(monitor)).toEqual([]);
  });
});

/**
 * "Say what happened", in Chromium on the demo world: an empty sheet is not "saved", a
 * Minimum Balance Gtee without a bid is refused naming its lot, a not-started auction says when it
 * opens, a fixed bid of 12,345.67 shows as such, Estimated Bid Value is in sight at 1440 px, toasts
 * leave the wizard's clock clear, "Bids saved." covers no Estimated Bid Value cell at 1280x720, the download menu opens in view, and the super bidder sees whom it
 * bids for on every step while the confirmation e-mail reaches the bidder of record.
 *
 * These journeys confirm bidder1's bids on the live auction, which other journeys also bid on: they run
 * on their own server over a fresh demo world (the web the global setup built), so the order in which
 * the e2e files run does not matter.
 */
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auctionNotOpenYet, biddingOnBehalfOf, MSG } from '../core/domain/messages';
import { minBalanceWithoutBid, NO_BIDS_ON_SHEET } from '../core/bids/sheet-completeness';
import { BID_WARNINGS_TITLE } from '../web/src/features/bidding/hooks/bid-warnings';
import { listOutbox, readEml, type ParsedMail } from '../adapters/mail/eml';
import { extractPdfText } from '../adapters/pdf/pdf-text.test-kit';
import { acceptRulesAndGoBid, axeViolations, bidSavesSentBy, DEMO_PASSWORD, escapeRegExp, journeyBrowser, openInfoCentre, ownServer, signIn } from './browser';

const LIVE = 'Q4 2026 Global Multi-Asset Auction';
const UPCOMING = 'Winter 2027 US Equities Auction';
const LOT1 = { lotNumber: '1', lotName: 'Q4 Large Cap Growth USD' };
const LOT6 = { lotNumber: '6', lotName: 'Q4 Sovereign Core USD' };
const BIDDER = 'bidder1';
const BIDDER_MAIL = 'bidder1@alpha-securities.example';
const SUPER = 'superbidder';
const SUPER_MAIL = 'superbidder@alpha-securities.example';
const ON_BEHALF = biddingOnBehalfOf(BIDDER, 'Alpha Securities LLC');

const browser = journeyBrowser();
const server = ownServer();

const url = (p: string) => `${server().baseUrl}/esecauction${p}`;

/** A page 1440 px wide (the width the issue names), signed in as `login`. */
const signedIn = async (login: string, height = 900): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width: 1440, height }, acceptDownloads: true, bypassCSP: true });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await signIn(page, login, DEMO_PASSWORD, server().baseUrl);
  return page;
};

/** Into the wizard and through Accept Rules (the rules link, the checkbox when not accepted yet, GO BID). */
const toPlaceBids = async (page: Page, check: (step: string) => Promise<void> = async () => {}) => {
  await openInfoCentre(page, LIVE, server().baseUrl);
  await page.getByRole('button', { name: 'Enter Bids' }).click();
  await page.waitForURL('**/enterbids');
  await page.getByRole('region', { name: 'Accept Rules' }).waitFor();
  await check('Accept Rules');
  await acceptRulesAndGoBid(page);
};

const cell = (page: Page, name: string, lot: string) => page.getByLabel(`${name}, lot ${lot}`, { exact: true });
const next = (page: Page) => page.getByRole('button', { name: 'NEXT', exact: true }).click();
/** NEXT, confirming the far-from-reference warning when the wizard asks, until Confirm Bids shows. */
const nextToConfirm = async (page: Page) => {
  await next(page);
  const confirm = page.getByRole('region', { name: 'Confirm Bids' });
  const warning = page.getByRole('dialog', { name: BID_WARNINGS_TITLE });
  await Promise.race([confirm.waitFor(), warning.waitFor()]);
  if (await warning.isVisible()) await warning.getByRole('button', { name: 'Confirm', exact: true }).click();
  await confirm.waitFor();
  return confirm;
};

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (l: Locator): Promise<Box> => {
  const b = await l.boundingBox();
  if (!b) throw new Error('not rendered');
  return b;
};
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const outbox = () => path.join(server().dataDir, 'outbox');
/** The newest outbox e-mail to `address` with a subject matching, waiting for it to land. */
const mailTo = async (address: string, subject: RegExp): Promise<ParsedMail> => {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    const hit = (await listOutbox(outbox())).reverse().find((e) => e.to.some((t) => t.toLowerCase().includes(address)) && subject.test(e.subject));
    if (hit) return readEml(hit.path);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail to ${address}`);
};

describe('bidder1 on the live auction: the sheet says what happened', () => {
  it('refuses an empty sheet and a guarantee without a bid, then saves 12,345.67 and shows it, with Estimated Bid Value in sight and toasts clear of the clock', async () => {
    const page = await signedIn(BIDDER);
    const saves = bidSavesSentBy(page);
    await toPlaceBids(page);
    // A bidder bidding for itself sees no "on behalf" banner.
    expect(await page.getByRole('note', { name: 'Bidder of record' }).count()).toBe(0);

    // 1. An empty sheet: NEXT says so, stays on Place Bids, sends nothing and never says "Bids saved.".
    await next(page);
    await page.getByRole('alert').filter({ hasText: NO_BIDS_ON_SHEET }).first().waitFor();
    expect(await page.getByRole('region', { name: 'Place Bids' }).count()).toBe(1);
    expect(await page.getByText(MSG.BIDS_SAVED).count()).toBe(0);
    expect(saves).toEqual([]);

    // 2. A Minimum Balance Gtee without a bid: refused naming the lot, its cell marked.
    await cell(page, 'Collateral Type', '6').selectOption('Cash');
    await cell(page, 'Minimum Balance Gtee', '6').fill('1000000');
    await next(page);
    await page.getByRole('alert').filter({ hasText: minBalanceWithoutBid(LOT6) }).first().waitFor();
    expect(minBalanceWithoutBid(LOT6)).toContain('lot 6 (Q4 Sovereign Core USD)');
    expect(await cell(page, 'Minimum Balance Gtee', '6').getAttribute('aria-invalid')).toBe('true');
    expect(saves).toEqual([]);
    await page.getByRole('button', { name: 'Clear Bid, lot 6', exact: true }).click();

    // 3. A fixed bid with cents saves, and shows as typed beside its Estimated Bid Value.
    await cell(page, 'Collateral Type', '1').selectOption('Cash');
    await cell(page, 'BID Fixed Amount', '1').fill('12,345.67');
    const confirm = await nextToConfirm(page);
    expect(saves).toHaveLength(1);
    const lotRow = confirm.getByRole('row', { name: new RegExp(escapeRegExp(LOT1.lotName)) });
    // Fixed Amount and Estimated Bid Value: both $12,345.67 (it showed $12,346 beside $12,345.67).
    await expect.poll(() => lotRow.getByRole('cell', { name: '$12,345.67', exact: true }).count()).toBe(2);
    expect(await lotRow.getByRole('cell', { name: '$12,346', exact: true }).count()).toBe(0);

    // 4. Estimated Bid Value is in sight at 1440 px: header and value inside the window, not scrolled off to the right.
    const width = page.viewportSize()?.width ?? 0;
    for (const l of [confirm.getByRole('columnheader', { name: 'Estimated Bid Value' }), lotRow.getByRole('cell').last()]) {
      const b = await boxOf(l);
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(width);
      // Nothing covers it: the element at its centre is the cell itself (or inside it).
      const hit = await l.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return at !== null && (at === el || el.contains(at));
      });
      expect(hit).toBe(true);
    }

    // 5. The toasts (the two refusals above, when still shown) leave the wizard's clock clear; "Bids saved." is the wizard's status line.
    await page.getByRole('status').filter({ hasText: MSG.BIDS_SAVED }).waitFor();
    const clock = await boxOf(page.getByRole('timer', { name: 'Clock' }));
    for (const t of await page.locator('.toast').all()) {
      // A refusal's toast may time out meanwhile (8 s): only the ones still shown are measured.
      const box = await t.boundingBox({ timeout: 1000 }).catch(() => null);
      if (box) expect(overlaps(box, clock), (await t.textContent({ timeout: 1000 }).catch(() => '')) ?? '').toBe(false);
    }
    expect(await axeViolations(page)).toEqual([]);

    // 6. At 1280x720 (a toast in the corner covered the column there), saving again: "Bids saved." is
    // announced in the page's flow (no fixed, absolute or sticky box that a scroll could slide over a
    // cell) and covers no Estimated Bid Value cell.
    await page.setViewportSize({ width: 1280, height: 720 });
    await confirm.getByRole('button', { name: 'CHANGE BIDS' }).click();
    await page.getByRole('region', { name: 'Place Bids' }).waitFor();
    await nextToConfirm(page);
    expect(saves).toHaveLength(2);
    const saved = page.getByRole('status').filter({ hasText: MSG.BIDS_SAVED });
    await saved.waitFor();
    expect(await saved.getAttribute('aria-live')).toBe('polite');
    const overlay = await saved.evaluate((el) => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const p = getComputedStyle(e).position;
        if (p === 'fixed' || p === 'absolute' || p === 'sticky') return `${e.tagName}.${e.className}: ${p}`;
      }
      return null;
    });
    expect(overlay).toBeNull();
    const savedBox = await boxOf(saved);
    const estCells = await confirm.locator('table.bids-table .est').all();
    expect(estCells.length).toBe(2);
    for (const c of estCells) {
      expect(overlaps(savedBox, await boxOf(c))).toBe(false);
      expect(await c.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return at !== null && (at === el || el.contains(at));
      })).toBe(true);
    }
    await page.context().close();
  });
});

describe('a not-started auction', () => {
  it('says when bidding opens, in New York time, on a direct /enterbids', async () => {
    const page = await signedIn(BIDDER);
    await openInfoCentre(page, UPCOMING, server().baseUrl);
    await page.getByText(MSG.AUCTION_STARTS_IN).waitFor();
    await page.goto(url('/enterbids'));
    const message = page.getByText(/^This auction is not open for bids yet\./);
    await message.waitFor();
    const text = (await message.textContent()) ?? '';
    const opens = /Bidding opens at (\d{4}-\d{2}-\d{2} \d{2}:\d{2} EST) \(New York time\)\./.exec(text)?.[1];
    expect(opens).toBeDefined();
    expect(text).toContain(auctionNotOpenYet(opens ?? ''));
    // The same instant as the info centre list's Auction Start Time for the auction.
    await page.goto(url('/infocenterlist'));
    await page.getByRole('row', { name: new RegExp(escapeRegExp(UPCOMING)) }).getByText(opens ?? '-').first().waitFor();
    expect(await page.getByText(MSG.NO_LOTS_TO_BID_ON).count()).toBe(0);
    await page.context().close();
  });
});

describe('the super bidder acts for bidder1', () => {
  it('sees whom it bids for on every step, confirms, and the bidder of record gets the e-mail with the PDF; the download menu opens in view', async () => {
    const page = await signedIn(SUPER, 760);
    const banner = page.getByRole('note', { name: 'Bidder of record' });
    const seesBanner = async (step: string) => {
      await banner.waitFor();
      expect(await banner.textContent(), step).toContain(ON_BEHALF);
    };
    await toPlaceBids(page, seesBanner);
    await seesBanner('Place Bids');
    // bidder1's saved bid, re-filled for its super bidder.
    expect(await cell(page, 'BID Fixed Amount', '1').inputValue()).toBe('12345.67');
    await cell(page, 'Collateral Type', '6').selectOption('Non_Cash');
    await cell(page, 'BID Basis points', '6').fill('15');
    await nextToConfirm(page);
    await seesBanner('Confirm Bids');
    await page.getByRole('checkbox', { name: MSG.CONFIRM_BIDS_CHECKBOX_LABEL }).check();
    await page.getByRole('button', { name: 'CONFIRM BIDS' }).click();
    const submitted = page.getByRole('region', { name: 'Bids Submitted' });
    await submitted.waitFor();
    await seesBanner('Bids Submitted');
    await page.getByText(MSG.BID_CONFIRMATION_EMAIL_SENT).waitFor();

    // The bidder of record is told: the e-mail goes to bidder1, the super bidder in copy, with the PDF of bidder1's bids.
    const mail = await mailTo(BIDDER_MAIL, /Bid Confirmation/);
    expect(mail.to).toEqual([BIDDER_MAIL]);
    expect(mail.cc).toEqual([SUPER_MAIL]);
    expect(mail.text).toContain(`on your behalf by ${SUPER}`);
    const pdf = (await extractPdfText(new Uint8Array(mail.attachments[0].content))).replace(/\s+/g, ' ');
    expect(pdf).toContain(`Bidder Login Name ${BIDDER}`);
    expect(pdf).toContain(`Bids placed by ${SUPER}`);
    expect(pdf).toContain('12,345.67');

    // The download menu opens in view even with its button at the bottom edge of the window.
    const download = submitted.getByRole('button', { name: 'DOWNLOAD BIDS' });
    await download.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await download.click();
    const height = page.viewportSize()?.height ?? 0;
    for (const name of ['Excel', 'PDF']) {
      const item = await boxOf(submitted.getByRole('button', { name, exact: true }));
      expect(item.y, name).toBeGreaterThanOrEqual(0);
      expect(item.y + item.height, name).toBeLessThanOrEqual(height);
    }
    const [file] = await Promise.all([page.waitForEvent('download'), submitted.getByRole('button', { name: 'PDF', exact: true }).click()]);
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    expect(await axeViolations(page)).toEqual([]);

    // Reloaded, the Bids Submitted view still names the bidder of record.
    await page.reload();
    await page.getByRole('region', { name: 'Bids Submitted' }).waitFor();
    await seesBanner('Bids Submitted, reloaded');
    await page.context().close();
  });
});

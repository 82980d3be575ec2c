/**
 * Landing and the bid receipt in the browser, on the demo world (auctions not started, live and ended):
 * - a bidder lands on its live auction, and Enter Bids shows only where bidding is possible (the
 *   super bidder also after the end), on the server's clock even when the browser's is days off;
 * - a bid worth nothing (all-in below the net dividend) is refused in the browser with core's
 *   message naming the lot, before anything is sent, and nothing is saved;
 * - the receipt on the Bids Submitted view equals the confirm answer and what
 *   GET /api/audit/auctions/{id}/receipt/{hash} confirms.
 * bidder3 (GAMMA) is used for the bids: no other journey confirms for it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MSG } from '../core/domain/messages';
import { bidValueNotPositive } from '../core/domain/messages';
import { nonPositiveBidValue } from '../core/bids/bid-value-rule';
import { NO_BID_AMOUNTS } from '../core/domain/bid-kinds';
import { formatEst } from '../core/clock/eastern-format';
import { baseUrl, bidSavesSentBy, journeyBrowser, onInfoCentreOf, openInfoCentre, signIn, tokenOf } from './browser';

const LIVE = 'Q4 2026 Global Multi-Asset Auction';
const UPCOMING = 'Winter 2027 US Equities Auction';
const ENDED = 'Autumn 2026 International Equities Auction';
const HOUR = 3_600_000;

const browser = journeyBrowser();

const api = async <T,>(token: string, method: 'GET' | 'POST', path: string): Promise<{ status: number; body: T }> => {
  const res = await fetch(`${baseUrl()}/api${path}`, { method, headers: { Authorization: `bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as T };
};
interface Item {
  id: number;
  auctionName: string;
  phase: string;
}
const infoCentres = async (token: string): Promise<Item[]> => (await api<Item[]>(token, 'GET', '/auction/findInfocenter')).body;


const enterBidsCount = async (page: Page): Promise<number> => {
  // The countdown renders with the page body: once it is there, the button is too (or never).
  await page.getByText(new RegExp(`${MSG.AUCTION_STARTS_IN}|${MSG.TIME_REMAINING_TO_BID}|${MSG.AUCTION_HAS_ENDED}`)).first().waitFor();
  return page.getByRole('button', { name: 'Enter Bids' }).count();
};

describe('landing and the Enter Bids link follow the server', () => {
  it('the demo world has one auction of each phase for bidder1, upcoming first in the server order', async () => {
    const page = await browser.signedInPage('bidder1');
    const list = await infoCentres(await tokenOf(page));
    const phaseOf = (name: string) => list.find((a) => a.auctionName === name)?.phase;
    expect([phaseOf(UPCOMING), phaseOf(LIVE), phaseOf(ENDED)]).toEqual(['NOT_STARTED', 'LIVE', 'ENDED']);
    expect(list.findIndex((a) => a.auctionName === UPCOMING)).toBeLessThan(list.findIndex((a) => a.auctionName === LIVE));
    await page.context().close();
  });

  it('bidder1 lands on the live auction with Enter Bids; none on the upcoming or the ended one', async () => {
    const page = await browser.signedInPage('bidder1');
    await page.waitForURL(/(columns|collapse)template$/);
    await onInfoCentreOf(page, LIVE);
    expect(await enterBidsCount(page)).toBe(1);
    await openInfoCentre(page, UPCOMING);
    expect(await enterBidsCount(page)).toBe(0);
    await openInfoCentre(page, ENDED);
    await page.getByText(MSG.AUCTION_HAS_ENDED).waitFor();
    expect(await enterBidsCount(page)).toBe(0);
    await page.context().close();
  });

  it('the super bidder keeps Enter Bids after the end, but not before the start', async () => {
    const page = await browser.signedInPage('superbidder');
    await page.waitForURL(/(columns|collapse)template$/);
    await onInfoCentreOf(page, LIVE);
    await openInfoCentre(page, ENDED);
    expect(await enterBidsCount(page)).toBe(1);
    await openInfoCentre(page, UPCOMING);
    expect(await enterBidsCount(page)).toBe(0);
    await page.context().close();
  });

  it("a browser clock 75 hours ahead changes nothing: the live auction is still live, the upcoming one not started", async () => {
    const page = await browser.newPage();
    // Ahead of the live auction's end (+46 h) and past the upcoming one's start (+72 h): were the
    // browser's clock trusted, the live auction would show no Enter Bids and the upcoming one would.
    await page.clock.install({ time: Date.now() + 75 * HOUR });
    await signIn(page, 'bidder1');
    await page.waitForURL(/(columns|collapse)template$/);
    await onInfoCentreOf(page, LIVE);
    await page.getByText(MSG.TIME_REMAINING_TO_BID).waitFor();
    expect(await enterBidsCount(page)).toBe(1);
    await openInfoCentre(page, UPCOMING);
    await page.getByText(MSG.AUCTION_STARTS_IN).waitFor();
    expect(await enterBidsCount(page)).toBe(0);
    await page.context().close();
  });
});

interface Receipt {
  auctionId: number;
  atMs: number;
  at: string;
  headHash: string;
  bidsDigest: string;
}
type BidListItem = { lotId?: number; receipt?: Receipt | null };
interface Lot {
  id: number;
  lotNumber: string;
  lotName: string;
  currency: string;
  marketValue: string;
  termDays: number;
  grossDividend: string | null;
  taxRate: string | null;
}

describe('bidder3 on the live auction: a worthless bid refused in the browser, then the receipt', () => {
  it('refuses an all-in bid below the net dividend before saving, then confirms and shows the receipt the API confirms', async () => {
    const page = await browser.newPage();
    const saves = bidSavesSentBy(page);
    await signIn(page, 'bidder3');
    await page.waitForURL(/(columns|collapse)template$/);
    await onInfoCentreOf(page, LIVE);
    const token = await tokenOf(page);
    const auctionId = (await infoCentres(token)).find((a) => a.auctionName === LIVE)!.id;

    await page.getByRole('button', { name: 'Enter Bids' }).click();
    await page.waitForURL('**/enterbids');
    await page.getByRole('region', { name: 'Accept Rules' }).waitFor();
    const [rules] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Specific Auction Rules' }).click()]);
    expect(rules.suggestedFilename()).toBe('rules.pdf');
    await page.getByRole('checkbox', { name: /accept the Specific Auction Rules/ }).check();
    await page.getByRole('button', { name: 'GO BID' }).click();
    await page.getByRole('region', { name: 'Place Bids' }).waitFor();

    // Lot 3 has a 0% tax rate: the lender keeps the whole dividend, so all-in 95.5 is worth less than not lending.
    const lots = (await api<Lot[]>(token, 'POST', `/auction/enterbids/${auctionId}`)).body;
    const lot3 = lots.find((l) => l.lotNumber === '3')!;
    const value = nonPositiveBidValue({ ...NO_BID_AMOUNTS, allIn: '95.5' }, lot3);
    expect(value).not.toBeNull();
    const expected = bidValueNotPositive(lot3, value!);
    const cell = (name: string, lot: string) => page.getByLabel(`${name}, lot ${lot}`, { exact: true });
    const next = () => page.getByRole('button', { name: 'NEXT', exact: true }).click();
    await cell('Collateral Type', '3').selectOption('Cash');
    await cell('BID All-In points', '3').fill('95.5');
    await next();
    await page.getByRole('alert').filter({ hasText: expected }).first().waitFor();
    expect(await cell('BID All-In points', '3').getAttribute('aria-invalid')).toBe('true');
    // Refused in the browser: no save was sent, and the server holds no bid of bidder3.
    expect(saves).toEqual([]);
    const held = (await api<BidListItem[]>(token, 'POST', `/auction/getbids/${auctionId}`)).body;
    expect(held.filter((b) => b.lotId !== undefined)).toEqual([]);
    expect(await page.getByRole('region', { name: 'Place Bids' }).count()).toBe(1);

    // A bid worth more than 0 goes through (105: 18.40 bps a year, near enough the lot's reference of
    // 36.53 to raise no warning); confirm it and keep the confirm answer's receipt.
    await cell('BID All-In points', '3').fill('105');
    await cell('Collateral Type', '1').selectOption('Non_Cash');
    await cell('BID Basis points', '1').fill('22');
    await next();
    await page.getByRole('region', { name: 'Confirm Bids' }).waitFor();
    expect(saves.length).toBe(1);
    await page.getByRole('checkbox', { name: MSG.CONFIRM_BIDS_CHECKBOX_LABEL }).check();
    const [confirmRes] = await Promise.all([
      page.waitForResponse((r) => r.url().includes(`/api/auction/bidsconfirm/${auctionId}`)),
      page.getByRole('button', { name: 'CONFIRM BIDS' }).click(),
    ]);
    expect(confirmRes.status()).toBe(200);
    const confirmed = (await confirmRes.json()) as BidListItem[];
    const receipt = confirmed[confirmed.length - 1].receipt!;
    expect(receipt).toMatchObject({ auctionId, headHash: expect.stringMatching(/^[0-9a-f]{64}$/), bidsDigest: expect.stringMatching(/^[0-9a-f]{64}$/) });

    // The Bids Submitted view shows exactly that receipt.
    const submitted = page.getByRole('region', { name: 'Bids Submitted' });
    await submitted.waitFor();
    const card = submitted.getByRole('region', { name: 'Bid receipt' });
    await card.waitFor();
    const shown = async () => {
      const terms = await card.locator('dt').allInnerTexts();
      const values = await card.locator('dd').allInnerTexts();
      return Object.fromEntries(terms.map((t, i) => [t.trim(), values[i].trim()]));
    };
    // No ledger entry number: it counts every borrower's writes; the answer does not carry it either.
    expect(receipt).not.toHaveProperty('seq');
    const expectedCard = {
      'Confirmed at': formatEst(receipt.at),
      'Receipt hash': receipt.headHash,
      'Bids digest': receipt.bidsDigest,
    };
    expect(await shown()).toEqual(expectedCard);
    expect(new Date(receipt.atMs).toISOString()).toBe(receipt.at);

    // The API confirms it: in the chain, intact, bidder3's two bids.
    const check = await api<{ receipt: Receipt; intact: boolean; problem: unknown; bids: { lotNumber: string; allIn: string | null; basisPointGuarantee: string | null }[] }>(
      token,
      'GET',
      `/audit/auctions/${auctionId}/receipt/${receipt.headHash}`,
    );
    expect(check.status).toBe(200);
    expect(check.body.receipt).toEqual(receipt);
    expect(check.body.intact).toBe(true);
    expect(check.body.problem).toBeNull();
    expect(check.body.bids.map((b) => b.lotNumber).sort()).toEqual(['1', '3']);

    // Back later: the submitted view shows the same receipt (from getbids).
    await page.reload();
    await card.waitFor();
    expect(await shown()).toEqual(expectedCard);

    // Another borrower's bidder learns nothing about it.
    const other = await browser.signedInPage('bidder2');
    const foreign = await fetch(`${baseUrl()}/api/audit/auctions/${auctionId}/receipt/${receipt.headHash}`, { headers: { Authorization: `bearer ${await tokenOf(other)}` } });
    expect(foreign.status).toBe(404);
    await other.context().close();
    await page.context().close();
  });
});

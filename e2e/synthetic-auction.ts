/**
 * A synthetic live auction of any number of USD lots, answered by the browser's request interception
 * (the four reads of the bid wizard), so a large sheet needs no seeded data: bench/web.bench.ts times
 * its rendering, e2e/bid-sheet-keys.e2e.test.ts walks it by keyboard. No vitest here: the bench imports it.
 */
import type { Page } from 'playwright-core';

export interface SyntheticAuction {
  /** Names the auction ("<label> <n> lots") and its client. */
  label: string;
  lots: number;
  /** Fields of the auction other than the defaults (collateral Cash, no all-in or minimum guarantee columns). */
  auction?: Record<string, unknown>;
  /** Fields of lot `i` (0-based) other than the defaults (USD, 180 days, US Equity, single lot): its name and value at least. */
  lot: (i: number) => Record<string, unknown>;
}

/** Routes the wizard's reads of the auction `990000 + lots` to `spec` (rules accepted, no saved bids); answers its id. */
export async function interceptSyntheticAuction(page: Page, spec: SyntheticAuction): Promise<number> {
  const now = Date.now();
  const id = 990_000 + spec.lots;
  const item = {
    id,
    auctionName: `${spec.label} ${spec.lots} lots`,
    auctionStartDate: new Date(now - 3_600_000).toISOString(),
    auctionEndDate: new Date(now + 86_400_000).toISOString(),
    termStartDate: new Date(now + 7 * 86_400_000).toISOString(),
    termEndDate: new Date(now + 187 * 86_400_000).toISOString(),
    currency: 'USD',
    collateralType: 'Cash',
    allInFlag: false,
    minGuarantee: false,
    bpsBid: true,
    dollarBid: true,
    aicapprovalFlag: true,
    template: 'columns',
    esecAucClient: { id: 1, clientCode: spec.label.toUpperCase(), clientName: `${spec.label} Client` },
    phase: 'LIVE',
    serverTime: new Date(now).toISOString(),
    ...spec.auction,
  };
  const lotList = Array.from({ length: spec.lots }, (_, i) => ({
    id: id * 1000 + i + 1,
    lotNumber: String(i + 1),
    currency: 'USD',
    esecAucCurrency: { currencyCode: 'USD' },
    termDays: 180,
    termDisp: '180',
    assetClass: 'US Equity',
    comboFlag: false,
    comboLotIds: [],
    ...spec.lot(i),
  }));
  const json = (body: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route(`**/api/auction/infocentre/${id}`, (r) => r.fulfill(json(item)));
  await page.route(`**/api/auction/enterbids/${id}`, (r) => r.fulfill(json(lotList)));
  await page.route(`**/api/auction/getAcceptRules/${id}`, (r) => r.fulfill(json([{ acceptRulesFlag: 'RULES_ACCEPTED', specAucRulesLinkFlag: 'LINK_CLICKED' }])));
  await page.route(`**/api/auction/getbids/${id}`, (r) => r.fulfill(json([{ supplementalId: null, bidderComments: '', bidderCommentsConfirmed: null }])));
  return id;
}

/** Makes `auctionId` the session's chosen auction, as picking it on the landing page does (the next page load reads it). */
export async function chooseAuction(page: Page, auctionId: number): Promise<void> {
  await page.evaluate((id) => {
    const s = JSON.parse(sessionStorage.getItem('esecauction.session') ?? '{}') as Record<string, unknown>;
    sessionStorage.setItem('esecauction.session', JSON.stringify({ ...s, auctionId: id }));
  }, auctionId);
}

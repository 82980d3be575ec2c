/**
 * Lots in several currencies, on the seeded demo world (USD auctions with lots in EUR, GBP, JPY, SEK, CHF and AUD): every amount
 * is shown in its own currency, every total over lots in several currencies is converted at the lots' FX
 * rates (units of USD per unit of the lot's currency) and says so, combo lots' market values are computed
 * from their lots, and the award compares bids in dollars.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForAllTests } from '../../tests/kits/test-app-lifecycle.test-kit';
import { seedDemo } from '../../../demo/seed-demo';
import { formatMoney, formatTotalMarketValue } from '../../../../core/money/format';
import { infoCentreSummary } from '../../../../web/src/features/infocentre/components/info-centre-summary';
import type { Auction } from '../../../../core/domain/entities';
import { lotCountText } from '../../../../core/domain/lot-count';

const SUMMER = 'Summer 2026 ETF and Treasury Auction';
const AUTUMN = 'Autumn 2026 International Equities Auction';
const Q4 = 'Q4 2026 Global Multi-Asset Auction';

const t = testAppForAllTests({ seed: false });
let auctions: Map<string, Auction>;
beforeAll(async () => {
  await seedDemo(t.deps);
  auctions = new Map((await t.deps.store.auctions.list()).map((a) => [a.auctionName, a]));
});

const json = async <T>(login: string, path: string, init: { method?: string; json?: unknown } = {}): Promise<T> => {
  const res = await t.request(init.method ?? 'GET', `/api${path}`, { token: await t.signIn(login), ...(init.json === undefined ? {} : { json: init.json }) });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
const idOf = (name: string) => auctions.get(name)?.id ?? -1;

describe('the demo world in its currencies', () => {
  it("shows Summer's EUR lot 3 in euros in the Bid Rankings, and converts the totals", async () => {
    const info = await json<{ currency: string; converted: boolean; totalMarketValue: string; marketValueSubtotals: { amount: string; currency: string }[]; bidRankings: { rows: { lotNumber: string; marketValue: string; currency: string }[]; converted: boolean } }>(
      'reporter',
      `/report/auctionInfo/${idOf(SUMMER)}`,
    );
    const lot3 = info.bidRankings.rows.find((r) => r.lotNumber === '3');
    expect(lot3 && formatMoney(lot3.marketValue, lot3.currency)).toBe('€96,250,000.00');
    expect(info).toMatchObject({ currency: 'USD', converted: true });
    // USD 457,750,000 + EUR 190,250,000 at 1.0850 (206,421,250) = USD 664,171,250 (not 648,000,000)
    expect(info.marketValueSubtotals).toEqual([
      { amount: '457750000.00', currency: 'USD' },
      { amount: '190250000.00', currency: 'EUR' },
    ]);
    expect(formatTotalMarketValue(info.totalMarketValue, info.currency)).toBe('$664,171,250');
  });

  it("computes the combos' market values from their lots, converted into the combo's currency", async () => {
    const summer = await t.deps.store.lots.listByAuction(idOf(SUMMER));
    const mv = (n: string) => summer.find((l) => l.lotNumber === n)?.marketValue;
    // 3C: USD 55,000,000 + EUR 96,250,000 at 1.085; 8D: two USD lots, the plain sum.
    expect([mv('3C'), mv('8D'), mv('7E'), mv('9F')]).toEqual(['159431250.00', '169750000.00', '165093750.00', '106646250.00']);
    // Q4's 6C is in yen: USD 537,675 + 15,537,500 + 63,000,000 over 0.0067 USD per yen.
    const q4 = await t.deps.store.lots.listByAuction(idOf(Q4));
    const c6 = q4.find((l) => l.lotNumber === '6C');
    expect(c6 && formatMoney(c6.marketValue, c6.currency)).toBe('¥11,802,264,925');
  });

  it("labels the info centre's total market value of Q4 as converted, yen not counted as dollars", async () => {
    const a = auctions.get(Q4) as Auction;
    const lots = await t.deps.store.lots.listByAuction(a.id);
    const s = infoCentreSummary({ ...a, clientName: '' }, lots.map((l) => ({ ...l, assetClass: '' })));
    expect(s.totalMarketValueLabel).toBe('Total Market Value in USD at lot FX rates');
    // USD 181,250,000 + EUR 183,250,000 x 1.085 + GBP 114,000,000 x 1.265 + JPY 265,500,000 x 0.0067 + CHF 131,000,000 x 1.13
    // (the raw sum was shown as $875,000,000)
    expect(s.totalMarketValue).toBe('$674,095,100');
  });

  it('optimises Summer in dollars: EUR lots 6 and 9 count at 1.085', async () => {
    const p = await json<{ total: string; preselectionTotal: string; gain: string; currency: string; awards: { lotNumber: string }[] }>('awarder', `/award/auctions/${idOf(SUMMER)}/optimize`, {
      method: 'POST',
      json: {},
    });
    // The preselection keeps 8D with lots 6 and 9 (EUR 79,245.83 and 18,516.00: USD 85,981.73 and 20,089.86, 368,071.59
    // for lots 6-9); 7E and 9F together are worth 375,000.00.
    expect(p).toMatchObject({ total: '1008474.75', preselectionTotal: '1001546.34', gain: '6928.41', currency: 'USD' });
    expect(p.awards.map((a) => a.lotNumber)).toEqual(expect.arrayContaining(['7E', '9F']));
  });

  it('counts lots one way everywhere: single lots, combo lots named apart (the info centre said 16, the Award Summary 18)', async () => {
    for (const [name, expected] of [
      [AUTUMN, '16 (plus 2 combo lots)'],
      [Q4, '20 (plus 2 combo lots)'],
    ] as const) {
      const a = auctions.get(name) as Auction;
      const lots = await t.deps.store.lots.listByAuction(a.id);
      const infoCentre = infoCentreSummary({ ...a, clientName: '' }, lots.map((l) => ({ ...l, assetClass: '' }))).totalLots;
      const award = await json<{ auctionSummaryTable: [string, string][] }>('manager', `/report/awardSummary/${a.id}`);
      const summary = await json<{ totalLots: number; comboLots: number }>('reporter', `/report/auctionInfo/${a.id}`);
      expect([infoCentre, award.auctionSummaryTable.find(([l]) => l === 'Total # Lots')?.[1]], name).toEqual([expected, expected]);
      // The Auction Summary's Total row and the bid sheet say it in words from the same count.
      expect(lotCountText({ lots: summary.totalLots, comboLots: summary.comboLots }), name).toBe(expected.replace(' (', ' lots ('));
    }
  });
});

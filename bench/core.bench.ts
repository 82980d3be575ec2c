/**
 * Pure core rules at realistic sizes: the lots CSV parser and the award screen's computations.
 *
 * Targets (with headroom for a loaded 2-core machine; typical times are several times lower):
 * - Parsing a 5,000-row lots CSV: < 500 ms median. The browser runs the same parser for the upload
 *   preview, and half a second is the longest a manager should wait for it.
 * - Bid rankings + top-bid preselection + overview total over 40 lots × 25 borrowers × 3 bids
 *   (3,000 confirmed bids, 4 combo lots): < 50 ms median. These run on every report and award
 *   screen load, before the database and network costs.
 * - One selection click on that overview (toggle + displayed total): p95 < 16 ms, one frame at
 *   60 Hz, so the award table never stutters under the pointer.
 */
import { bidRankings, type RankingBid, type RankingLot } from '../core/awards/bid-rankings';
import { overviewTopBidsTotal, preselectTopBids, type ValuedCandidate } from '../core/awards/award-rules';
import { displayedTotal, toggleSelection } from '../core/awards/award-selection';
import { parseLotsCsv } from '../core/lots-csv/parse-lots-csv';
import type { CurrencyCode, Id } from '../core/domain/entities';
import { check, measure, seededRandom } from './bench-kit';
import { makeLotsCsv } from './lots-csv-data';

// The parser only needs the ids of the reference lists; these mirror the seeded reference data's shape.
const reference = {
  assetClasses: Array.from({ length: 8 }, (_, i) => ({ id: i + 1 })),
  currencies: (['USD', 'EUR', 'GBP', 'JPY', 'SEK', 'CHF'] as const satisfies readonly CurrencyCode[]).map((currencyCode, i) => ({ id: i + 1, currencyCode })),
};
const csv = makeLotsCsv(5_000, reference);

await measure('core: parse a 5,000-row lots CSV', { iterations: 10, targetMs: 500 }, () => {
  const parsed = parseLotsCsv(csv, { auctionId: 1, allInFlag: false, auctionCurrency: 'USD', ...reference, existingLotNumbers: [] });
  check(parsed.ok && parsed.value.lots.length === 5_000 && parsed.value.skipped.length === 0, 'expected 5,000 lots and no skipped row');
});

// 36 single lots and 4 combo lots each spanning 9 of them; 25 borrowers × 3 bidders bid on every lot.
const LOTS = 40;
const random = seededRandom(7);
const lots: RankingLot[] = [];
const comboLotIds = new Map<Id, Id[]>();
for (let i = 1; i <= LOTS; i++) {
  const combo = i > 36;
  if (combo) comboLotIds.set(i, Array.from({ length: 9 }, (_, k) => (i - 37) * 9 + k + 1));
  lots.push({
    lotId: i,
    lotNumber: String(i),
    lotName: combo ? `Combo ${i - 36}` : `Lot ${i}`,
    marketValue: combo ? '90000000.00' : '10000000.00',
    currency: 'USD',
    fxRate: '1',
    comboFlag: combo,
    discretionaryEstimate: (10_000 + Math.floor(random() * 2_000_000) / 100).toFixed(2),
  });
}
const bids: RankingBid[] = [];
const rows: ValuedCandidate[] = [];
let bidId = 0;
for (const lot of lots) {
  for (let borrower = 1; borrower <= 25; borrower++) {
    for (let user = 1; user <= 3; user++) {
      bidId++;
      const totalBidValue = (5_000 + Math.floor(random() * (lot.comboFlag ? 30_000_000 : 3_000_000)) / 100).toFixed(2);
      const kind = (['BPS', 'FIXED', 'ALL_IN'] as const)[bidId % 3] ?? 'BPS';
      bids.push({ bidId, bidDate: '2026-01-01T00:00:00.000Z', lotId: lot.lotId, bidder: `Borrower ${borrower}`, bidKind: kind, totalBidValue });
      rows.push({ bidId, bidDate: '2026-01-01T00:00:00.000Z', lotId: lot.lotId, comboFlag: lot.comboFlag, comboLotIds: comboLotIds.get(lot.lotId) ?? [], totalBidValue, fxRate: '1' });
    }
  }
}
check(bids.length === 3_000, 'expected 3,000 bids');

await measure('core: bid rankings + top-bid preselection (3,000 bids)', { iterations: 30, warmup: 3, targetMs: 100 }, () => {
  const rankings = bidRankings(lots, bids, 'Provider', 'USD');
  check(rankings.rows.length === LOTS && rankings.totals.totalBidsPlaced === 3_000, 'rankings: wrong rows or total');
  const selected = preselectTopBids(rows);
  check(selected.length >= 4 && selected.length <= 36, 'preselection: wrong size');
  check(overviewTopBidsTotal(rows) !== '0.00', 'overview total missing');
});

// A sequence of clicks on random rows, carrying the selection from click to click as the screen does.
const clicks = Array.from({ length: 220 }, () => rows[Math.floor(random() * rows.length)]?.bidId ?? 1);
const original = overviewTopBidsTotal(rows);
let selection: Id[] = preselectTopBids(rows).map((r) => r.bidId);
await measure(
  'core: one award selection click (toggle + total, 3,000 rows)',
  { iterations: 200, warmup: 20, targetMs: 16, statistic: 'p95' },
  (_: undefined, i) => {
    selection = toggleSelection(rows, selection, clicks[i]);
    check(displayedTotal(rows, selection, original).length > 0, 'no total');
  },
);

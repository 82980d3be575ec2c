import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { totalInAuctionCurrency } from '../../../../../core/money/fx';
import { countedOwnBids, type OwnBid } from './own-bids-total';

const bid = (lotId: number, amount: string, comboLotIds: number[] = [], fxRate = '1'): OwnBid => ({ lotId, comboLotIds, amount, fxRate });
const total = (bids: readonly OwnBid[]) => totalInAuctionCurrency(bids.map((b) => ({ amount: b.amount, fxRate: b.fxRate })));
const ownTotal = (bids: readonly OwnBid[]) => total(countedOwnBids(bids));
const covered = (b: OwnBid) => new Set([b.lotId, ...b.comboLotIds]);

/** A bidder's bids: single lots 1-8 and combo lots 101-104 spanning some of them, positive values at one of three rates. */
const ownBids = fc.array(
  fc.record({
    lotId: fc.integer({ min: 1, max: 8 }),
    combo: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { minLength: 2, maxLength: 4 }), { nil: undefined }),
    comboId: fc.integer({ min: 101, max: 104 }),
    cents: fc.integer({ min: 1, max: 100_000_000 }),
    fxRate: fc.constantFrom('1', '1.0850', '0.0067'),
  }),
  { maxLength: 14 },
).map((rows) => {
  // A combo lot spans the same lots wherever it appears, as a lot does.
  const spans = new Map<number, number[]>();
  return rows.map((r): OwnBid => {
    const amount = `${Math.floor(r.cents / 100)}.${String(r.cents % 100).padStart(2, '0')}`;
    if (!r.combo) return bid(r.lotId, amount, [], r.fxRate);
    if (!spans.has(r.comboId)) spans.set(r.comboId, r.combo);
    return bid(r.comboId, amount, spans.get(r.comboId), r.fxRate);
  });
});

describe("a bidder's Total Estimated Bid Value", () => {
  it('counts a combo lot instead of its own lots, not on top of them (it added both)', () => {
    // Lots 1-3 bid 100 + 200 + 300; combo 10 over them bid 650: the combo is worth more.
    const bids = [bid(1, '100.00'), bid(2, '200.00'), bid(3, '300.00'), bid(10, '650.00', [1, 2, 3])];
    expect(ownTotal(bids)).toBe('650.00');
    // A combo worth less than its lots together: the lots count.
    expect(ownTotal([...bids.slice(0, 3), bid(10, '550.00', [1, 2, 3])])).toBe('600.00');
    // A lot outside the combo counts beside either.
    expect(ownTotal([...bids, bid(4, '5.00')])).toBe('655.00');
  });

  it('compares a combo with its lots in the auction’s currency', () => {
    // EUR 100 at 1.0850 = USD 108.50 on lot 1; the USD combo over lots 1-2 is worth 110 against 108.50 + 1.
    expect(ownTotal([bid(1, '100.00', [], '1.0850'), bid(2, '1.00'), bid(10, '110.00', [1, 2])])).toBe('110.00');
    expect(ownTotal([bid(1, '100.00', [], '1.0850'), bid(2, '2.00'), bid(10, '110.00', [1, 2])])).toBe('110.50');
  });

  it('counts one of several bids on a lot: the highest', () => {
    expect(ownTotal([bid(1, '10.00'), bid(1, '30.00'), bid(2, '5.00')])).toBe('35.00');
  });

  it('never exceeds the sum of the bids, and never counts two bids covering one lot', () => {
    fc.assert(
      fc.property(ownBids, (bids) => {
        const counted = countedOwnBids(bids);
        const lots = counted.flatMap((b) => [...covered(b)]);
        expect(new Set(lots).size).toBe(lots.length);
        expect(Number(ownTotal(bids))).toBeLessThanOrEqual(Number(total(bids)));
      }),
    );
  });

  it('is the plain sum when no two bids cover a common lot', () => {
    fc.assert(
      fc.property(ownBids, (bids) => {
        const apart = bids.filter((b, i) => bids.every((o, j) => j >= i || [...covered(b)].every((l) => !covered(o).has(l))));
        expect(ownTotal(apart)).toBe(total(apart));
        expect(countedOwnBids(apart)).toEqual(apart);
      }),
    );
  });
});

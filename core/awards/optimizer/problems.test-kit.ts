/**
 * Random award problems for the optimiser's property tests, shaped like real auctions: single lots
 * 1..n, and combo lots (ids from 101) that span some single lots. A bid on a single lot covers it; a
 * bid on a combo lot covers the combo lot and its members (coveredLots). Borrowers B1..B4, some capped.
 * Also the brute-force optimum the tests compare with, and the spec's top-bid preselection.
 */
import fc from 'fast-check';
import { preselectTopBids, type ValuedCandidate } from '../award-rules';
import { selectionProblems, valueOf, type AwardProblem, type BorrowerCap, type ProblemBid } from './award-problem';

const COMBO_BASE = 100;

export const problemArb = (maxBids: number, options: { caps?: boolean } = {}): fc.Arbitrary<AwardProblem> =>
  fc
    .record({
      singles: fc.integer({ min: 1, max: 6 }),
      combos: fc.array(fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 2, maxLength: 4 }), { maxLength: 3 }),
      marketValues: fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 6, maxLength: 6 }),
      bids: fc.array(
        fc.record({ lot: fc.nat(), bidder: fc.integer({ min: 1, max: 4 }), value: fc.integer({ min: -20, max: 100 }) }),
        { minLength: 1, maxLength: maxBids },
      ),
      caps: options.caps
        ? fc.dictionary(
            fc.constantFrom('B1', 'B2', 'B3', 'B4'),
            fc.record({ marketValue: fc.option(fc.integer({ min: 0, max: 150 }), { nil: undefined }), lots: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }) }),
          )
        : fc.constant({}),
    })
    .map(({ singles, combos, marketValues, bids, caps }) => {
      const members = combos.map((m) => m.map((l) => ((l - 1) % singles) + 1)).map((m) => [...new Set(m)]).filter((m) => m.length >= 2);
      const ownLots = [...Array.from({ length: singles }, (_, k) => k + 1), ...members.map((_, k) => COMBO_BASE + k + 1)];
      const mv = (l: number) => marketValues[(l - 1) % marketValues.length];
      const problemBids: ProblemBid[] = bids.map((b, i) => {
        const own = ownLots[b.lot % ownLots.length];
        const spans = own > COMBO_BASE ? (members[own - COMBO_BASE - 1]) : [];
        return {
          id: i + 1,
          bidder: `B${b.bidder}`,
          lots: [own, ...spans],
          value: b.value,
          marketValue: spans.length > 0 ? spans.reduce((a, l) => a + mv(l), 0) : mv(own),
          lotCount: Math.max(1, spans.length),
        };
      });
      const cleanCaps: Record<string, BorrowerCap> = {};
      const capsByBidder: Record<string, { marketValue?: number; lots?: number }> = caps;
      for (const [k, c] of Object.entries(capsByBidder)) {
        cleanCaps[k] = { ...(c.marketValue === undefined ? {} : { marketValue: c.marketValue }), ...(c.lots === undefined ? {} : { lots: c.lots }) };
      }
      return { bids: problemBids, caps: cleanCaps };
    });

/** The optimum by enumerating every subset (tests only: up to ~16 bids). */
export const bruteForceOptimum = (problem: AwardProblem): number => {
  const n = problem.bids.length;
  let best = 0;
  for (let mask = 0; mask < 1 << n; mask++) {
    const chosen = problem.bids.filter((_, j) => (mask >> j) & 1);
    const v = valueOf(chosen);
    if (v > best && selectionProblems(problem, chosen.map((b) => b.id)).length === 0) best = v;
  }
  return best;
};

/** The problem's bids as award rows (value in cents as a decimal string), for the spec's preselection. */
export const rowsOf = (problem: AwardProblem): (ValuedCandidate & { cents: number })[] =>
  problem.bids.map((b) => ({
    bidId: b.id,
    bidDate: '2026-01-01T00:00:00.000Z',
    lotId: b.lots[0],
    comboFlag: b.lots.length > 1,
    comboLotId: b.lots.slice(1),
    totalBidValue: (b.value / 100).toFixed(2),
    fxRate: '1',
    cents: b.value,
  }));

/** The spec's top-bid preselection of a problem: its bid ids and total in cents. */
export const preselectionOf = (problem: AwardProblem): { ids: number[]; total: number } => {
  const chosen = preselectTopBids(rowsOf(problem));
  return { ids: chosen.map((r) => r.bidId), total: chosen.reduce((a, r) => a + r.cents, 0) };
};

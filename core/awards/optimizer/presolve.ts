/**
 * Exact reductions of an award problem that never change its optimum value:
 * - a bid worth nothing (value <= 0) is never needed: leaving it out loses nothing;
 * - a bid that alone breaks its borrower's cap can never be chosen;
 * - a cap no selection can reach (the borrower's bids together stay within it) is dropped;
 * - dominance: bid b is out when another bid d covers a subset of b's lots, is worth at least as
 *   much, and swapping b for d can never break a cap (d's borrower is uncapped, or d is the same
 *   borrower's and counts no more than b against each cap). Any selection with b stays valid and
 *   is worth no less with d instead. Ties are broken (fewer lots, then the tie order: core/awards/tie-break.ts) so that of two
 *   equal bids exactly one stays; the relation is transitive, so dropping every dominated bid at
 *   once keeps, for each, a dominating bid.
 * - a combo worth no more than the best single bids (of uncapped borrowers) on its lots together is
 *   out: in any selection with the combo, those single bids can take its lots instead.
 * The usual case: on a lot that no combo touches, only the best single bid survives.
 */
import { CAP_KINDS, capOf, capUsage, isCapped, seniorityOf, type AwardProblem, type BorrowerCap, type ProblemBid } from './award-problem';

const fitsAlone = (problem: AwardProblem, bid: ProblemBid): boolean => {
  const cap = capOf(problem, bid.bidder);
  return CAP_KINDS.every((kind) => cap?.[kind] === undefined || capUsage(bid, kind) <= (cap[kind]));
};

/** The caps some selection of `bids` could exceed; the others can never bind. */
export const reachableCaps = (bids: readonly ProblemBid[], caps: AwardProblem['caps']): Record<string, BorrowerCap> => {
  const total = new Map<string, Record<keyof BorrowerCap, number>>();
  for (const b of bids) {
    const t = total.get(b.bidder) ?? { marketValue: 0, lots: 0 };
    for (const kind of CAP_KINDS) t[kind] += capUsage(b, kind);
    total.set(b.bidder, t);
  }
  const kept: Record<string, BorrowerCap> = {};
  for (const [bidder, cap] of Object.entries(caps)) {
    const t = total.get(bidder);
    if (!t) continue;
    const reachable: BorrowerCap = {};
    for (const kind of CAP_KINDS) if (cap[kind] !== undefined && t[kind] > (cap[kind])) reachable[kind] = cap[kind];
    if (reachable.marketValue !== undefined || reachable.lots !== undefined) kept[bidder] = reachable;
  }
  return kept;
};

const isSubset = (small: readonly number[], big: ReadonlySet<number>): boolean => small.every((l) => big.has(l));

/** True when `d` dominates `b` (see the module comment); `d` covers a subset of `b`'s lots. */
const dominates = (problem: AwardProblem, d: ProblemBid, b: ProblemBid): boolean => {
  if (d === b) return false;
  const swapSafe = !isCapped(problem, d.bidder) || (d.bidder === b.bidder && d.marketValue <= b.marketValue && d.lotCount <= b.lotCount);
  if (!swapSafe) return false;
  if (d.value !== b.value) return d.value > b.value;
  if (d.lots.length !== b.lots.length) return d.lots.length < b.lots.length;
  return seniorityOf(d) < seniorityOf(b);
};

/** The bids no other bid dominates. */
export const undominated = (problem: AwardProblem): ProblemBid[] => {
  const byLot = new Map<number, ProblemBid[]>();
  const firstLot = new Map<ProblemBid, number>();
  for (const b of problem.bids) {
    firstLot.set(b, Math.min(...b.lots));
    for (const lot of b.lots) {
      const list = byLot.get(lot);
      if (list) list.push(b);
      else byLot.set(lot, [b]);
    }
  }
  return problem.bids.filter((b) => {
    const lots = b.lots.length > 1 ? new Set(b.lots) : null;
    for (const lot of b.lots) {
      for (const d of byLot.get(lot) ?? []) {
        // Each candidate once: at its smallest lot.
        if (firstLot.get(d) !== lot || d.lots.length > b.lots.length) continue;
        if ((lots === null || isSubset(d.lots, lots)) && dominates(problem, d, b)) return false;
      }
    }
    return true;
  });
};

/** Drops the combos that the best uncapped single bids on their lots are worth at least as much as. */
export const withoutBeatenCombos = (problem: AwardProblem): ProblemBid[] => {
  const bestSingle = new Map<number, number>();
  for (const b of problem.bids) {
    if (b.lots.length !== 1 || isCapped(problem, b.bidder)) continue;
    const lot = b.lots[0];
    bestSingle.set(lot, Math.max(bestSingle.get(lot) ?? 0, b.value));
  }
  return problem.bids.filter((b) => b.lots.length === 1 || b.lots.reduce((acc, l) => acc + (bestSingle.get(l) ?? 0), 0) < b.value);
};

const sameCaps = (a: AwardProblem['caps'], b: AwardProblem['caps']): boolean =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([k, c]) => c.marketValue === b[k]?.marketValue && c.lots === b[k]?.lots);

/** The reduced problem: same optimum value, and every optimal selection of it is optimal for `problem`. */
export const presolve = (problem: AwardProblem): AwardProblem => {
  const positive = problem.bids.filter((b) => b.value > 0 && fitsAlone(problem, b));
  let caps = reachableCaps(positive, problem.caps);
  let bids = withoutBeatenCombos({ bids: undominated({ bids: positive, caps }), caps });
  // Dropping bids can make caps unreachable, which makes more bids dominated: repeat while caps fall
  // away (with the same caps a second pass changes nothing: dominance only grows with fewer caps).
  for (;;) {
    const keptCaps = reachableCaps(bids, caps);
    if (sameCaps(keptCaps, caps)) return { bids, caps };
    caps = keptCaps;
    bids = withoutBeatenCombos({ bids: undominated({ bids, caps }), caps });
  }
};

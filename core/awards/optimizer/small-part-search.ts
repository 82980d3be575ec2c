/**
 * Exact search for a small part of an award problem, in core: depth-first over the part's lots
 * (the first free lot is awarded to one of its bids that still fits, or left unawarded), pruned by
 * an upper bound, the current value plus, for every free lot, the largest share (value / lots
 * covered) of a bid on it. Stops and answers null after `nodeBudget` nodes, so a part too hard for
 * it goes to the exact solver instead.
 */
import { CAP_KINDS, capOf, capUsage, seniorityOf, type AwardProblem, type ProblemBid } from './award-problem';

export interface PartOptimum {
  chosen: ProblemBid[];
  objective: number;
}

export const searchSmallPart = (problem: AwardProblem, part: readonly ProblemBid[], nodeBudget: number): PartOptimum | null => {
  const lots = [...new Set(part.flatMap((b) => b.lots))];
  const lotIndex = new Map(lots.map((l, i) => [l, i]));
  const share = lots.map(() => 0);
  const bidsOn: { bid: ProblemBid; lots: number[] }[][] = lots.map(() => []);
  for (const bid of part) {
    const idx = bid.lots.map((l) => lotIndex.get(l) as number);
    for (const i of idx) {
      bidsOn[i]?.push({ bid, lots: idx });
      share[i] = Math.max(share[i], bid.value / bid.lots.length);
    }
  }
  // Higher value first, equal values in the tie order (core/awards/tie-break.ts): the search keeps the first
  // selection it finds of the best value, so of equal bids the senior one is awarded.
  for (const list of bidsOn) list.sort((a, b) => b.bid.value - a.bid.value || seniorityOf(a.bid) - seniorityOf(b.bid));
  const free = lots.map(() => true);
  const used = new Map<string, Record<'marketValue' | 'lots', number>>();
  const fits = (bid: ProblemBid): boolean => {
    const cap = capOf(problem, bid.bidder);
    if (!cap) return true;
    const u = used.get(bid.bidder) ?? { marketValue: 0, lots: 0 };
    return CAP_KINDS.every((k) => cap[k] === undefined || u[k] + capUsage(bid, k) <= (cap[k]));
  };
  const account = (bid: ProblemBid, sign: 1 | -1): void => {
    const u = used.get(bid.bidder) ?? { marketValue: 0, lots: 0 };
    for (const k of CAP_KINDS) u[k] += sign * capUsage(bid, k);
    used.set(bid.bidder, u);
  };

  let best: ProblemBid[] = [];
  let bestValue = 0;
  const current: ProblemBid[] = [];
  let nodes = 0;
  let exhausted = false;

  const visit = (from: number, value: number, freeShare: number): void => {
    if (exhausted) return;
    if (++nodes > nodeBudget) {
      exhausted = true;
      return;
    }
    if (value > bestValue) {
      bestValue = value;
      best = [...current];
    }
    // Values are integers, so only a bound at least one cent above the best can improve on it.
    if (value + freeShare < bestValue + 0.5) return;
    let i = from;
    while (i < lots.length && !free[i]) i++;
    if (i >= lots.length) return;
    for (const { bid, lots: idx } of bidsOn[i] as { bid: ProblemBid; lots: number[] }[]) {
      if (!idx.every((k) => free[k]) || !fits(bid)) continue;
      let taken = 0;
      for (const k of idx) {
        free[k] = false;
        taken += share[k];
      }
      account(bid, 1);
      current.push(bid);
      visit(i + 1, value + bid.value, freeShare - taken);
      current.pop();
      account(bid, -1);
      for (const k of idx) free[k] = true;
    }
    free[i] = false;
    visit(i + 1, value, freeShare - (share[i]));
    free[i] = true;
  };
  visit(0, 0, share.reduce((a, s) => a + s, 0));
  return exhausted ? null : { chosen: best, objective: bestValue };
};

/**
 * Splits an award problem into independent parts: two bids are in one part when they share a lot
 * or belong to one capped borrower (the cap ties their choices together), directly or through a
 * chain of such bids. Parts share no lot and no cap, so their optima add up to the whole optimum.
 */
import { isCapped, type AwardProblem, type ProblemBid } from './award-problem';

export const components = (problem: AwardProblem): ProblemBid[][] => {
  const parent = new Map<number, number>();
  const find = (x: number): number => {
    let root = x;
    while (parent.get(root) !== root) root = parent.get(root) as number;
    // Path compression.
    let cur = x;
    while (cur !== root) {
      const next = parent.get(cur) as number;
      parent.set(cur, root);
      cur = next;
    }
    return root;
  };
  const union = (a: number, b: number): void => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent.set(ra, rb);
  };
  const firstLotOfBidder = new Map<string, number>();
  for (const bid of problem.bids) {
    for (const lot of bid.lots) if (!parent.has(lot)) parent.set(lot, lot);
    const first = bid.lots[0];
    if (first === undefined) continue;
    for (const lot of bid.lots) union(first, lot);
    if (isCapped(problem, bid.bidder)) {
      const anchor = firstLotOfBidder.get(bid.bidder);
      if (anchor === undefined) firstLotOfBidder.set(bid.bidder, first);
      else union(anchor, first);
    }
  }
  const parts = new Map<number, ProblemBid[]>();
  for (const bid of problem.bids) {
    const first = bid.lots[0];
    if (first === undefined) continue;
    const root = find(first);
    const part = parts.get(root);
    if (part) part.push(bid);
    else parts.set(root, [bid]);
  }
  return [...parts.values()];
};

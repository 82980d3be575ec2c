/**
 * The winner-determination problem of an award: choose bids so that no lot is awarded
 * twice (a combo bid wins all its lots or none), every borrower stays within its caps, and the sum
 * of the chosen bids' values is the largest possible. Money is integer cents throughout.
 */
import type { BinaryProgram, BinaryRow } from '../../ports/exact-solver';

export interface ProblemBid {
  id: number;
  /** The borrower (caps are per borrower). */
  bidder: string;
  /** Lots the bid covers (coveredLots): two chosen bids never share one. */
  lots: readonly number[];
  /** The bid's value in integer cents (totalBidValue). */
  value: number;
  /** Market value the bid takes, integer cents (what a market-value cap counts). */
  marketValue: number;
  /** Number of lots the bid takes (what a lot-count cap counts). */
  lotCount: number;
  /**
   * The bid's place in the tie order (value saved first, then id): of two
   * bids worth the same, the lower wins. The id when absent.
   */
  seniority?: number;
}

/** The tie order of a bid: lower wins a tie of equal value (tie-break.ts). */
export const seniorityOf = (b: ProblemBid): number => b.seniority ?? b.id;

/** A borrower's counterparty limits; either may be absent. */
export interface BorrowerCap {
  /** Most market value (cents) the borrower may be awarded. */
  marketValue?: number;
  /** Most lots the borrower may be awarded. */
  lots?: number;
}

export interface AwardProblem {
  bids: readonly ProblemBid[];
  caps: Readonly<Record<string, BorrowerCap>>;
}

export type CapKind = keyof BorrowerCap;
export const CAP_KINDS: readonly CapKind[] = ['marketValue', 'lots'];

/** What a bid counts against a cap of the given kind. */
export const capUsage = (bid: ProblemBid, kind: CapKind): number => (kind === 'marketValue' ? bid.marketValue : bid.lotCount);

export const capOf = (problem: AwardProblem, bidder: string): BorrowerCap | undefined =>
  Object.prototype.hasOwnProperty.call(problem.caps, bidder) ? problem.caps[bidder] : undefined;

export const isCapped = (problem: AwardProblem, bidder: string): boolean => {
  const cap = capOf(problem, bidder);
  return cap !== undefined && (cap.marketValue !== undefined || cap.lots !== undefined);
};

/** Sum of the values of the given bids. */
export const valueOf = (bids: readonly ProblemBid[]): number => bids.reduce((acc, b) => acc + b.value, 0);

/** Why a selection is not a valid award: each lot at most once, every cap honoured. Empty when valid. */
export const selectionProblems = (problem: AwardProblem, winnerIds: readonly number[]): string[] => {
  const byId = new Map(problem.bids.map((b) => [b.id, b]));
  const problems: string[] = [];
  const lotOwner = new Map<number, number>();
  const used = new Map<string, Record<CapKind, number>>();
  for (const id of winnerIds) {
    const bid = byId.get(id);
    if (!bid) {
      problems.push(`unknown bid ${id}`);
      continue;
    }
    for (const lot of bid.lots) {
      const owner = lotOwner.get(lot);
      if (owner !== undefined) problems.push(`lot ${lot} awarded to bids ${owner} and ${id}`);
      else lotOwner.set(lot, id);
    }
    const u = used.get(bid.bidder) ?? { marketValue: 0, lots: 0 };
    for (const kind of CAP_KINDS) u[kind] += capUsage(bid, kind);
    used.set(bid.bidder, u);
  }
  for (const [bidder, u] of used) {
    const cap = capOf(problem, bidder);
    for (const kind of CAP_KINDS) {
      const limit = cap?.[kind];
      if (limit !== undefined && u[kind] > limit) problems.push(`${bidder} takes ${kind} ${u[kind]} over its cap ${limit}`);
    }
  }
  return problems;
};

/**
 * The 0-1 program of a problem: one variable per bid (in the order given), one row per lot covered
 * by two or more bids, one row per cap that some selection could exceed.
 */
export const binaryProgramOf = (problem: AwardProblem): BinaryProgram => {
  const byLot = new Map<number, number[]>();
  const byBidder = new Map<string, number[]>();
  problem.bids.forEach((bid, j) => {
    for (const lot of bid.lots) {
      const list = byLot.get(lot);
      if (list) list.push(j);
      else byLot.set(lot, [j]);
    }
    const mine = byBidder.get(bid.bidder);
    if (mine) mine.push(j);
    else byBidder.set(bid.bidder, [j]);
  });
  const rows: BinaryRow[] = [];
  for (const vars of byLot.values()) if (vars.length > 1) rows.push({ variables: vars, coefficients: vars.map(() => 1), limit: 1 });
  for (const [bidder, vars] of byBidder) {
    const cap = capOf(problem, bidder);
    for (const kind of CAP_KINDS) {
      const limit = cap?.[kind];
      if (limit === undefined) continue;
      const coefficients = vars.map((j) => capUsage(problem.bids[j], kind));
      if (coefficients.reduce((a, c) => a + c, 0) > limit) rows.push({ variables: vars, coefficients, limit });
    }
  }
  return { values: problem.bids.map((b) => b.value), rows };
};

/**
 * Revenue-optimal award: the exact winner determination engine. Presolve (presolve.ts),
 * split into independent parts (components.ts), solve each part by the cheapest exact means: one
 * bid or one lot directly, a small part by search in core (small-part-search.ts), the rest by the
 * exact 0-1 solver port. The answer is optimal when every part was proven optimal; otherwise it is
 * the best selection found within the time limit, with an upper bound on the optimum.
 */
import type { ExactSolver } from '../../ports/exact-solver';
import { binaryProgramOf, capOf, CAP_KINDS, capUsage, seniorityOf, valueOf, type AwardProblem, type BorrowerCap, type CapKind, type ProblemBid } from './award-problem';
import { components } from './components';
import { presolve, reachableCaps } from './presolve';
import { searchSmallPart } from './small-part-search';

export interface SolveOptions {
  /** Time budget of the whole solve, in ms. */
  timeLimitMs: number;
  /** Milliseconds from some fixed origin (injected so core stays pure). */
  now: () => number;
  /** Off: hand the whole problem to the solver as one 0-1 program (the benchmark's baseline). */
  reduce?: boolean;
}

export interface AwardSolution {
  /** Winning bid ids, ascending. */
  winners: number[];
  /** Their total value, cents. */
  objective: number;
  /** Upper bound on the optimum, cents; equals `objective` when proven. */
  bound: number;
  proven: boolean;
  /** How the problem was split: bids after presolve, parts, and parts that needed the solver. */
  stats: { bids: number; keptBids: number; parts: number; solverParts: number };
}

/** Nodes the core search may spend on one part before it goes to the solver. */
const SEARCH_NODE_BUDGET = 2_000;
/** Parts larger than this go straight to the solver (the search rarely finishes them in budget). */
const SEARCH_MAX_BIDS = 40;
/** The least time a solver call gets even when the budget is spent (it must still answer). */
const MIN_SOLVER_MS = 50;

/** Higher value first; equal values: the tie order (core/awards/tie-break.ts). */
const byValueThenSeniority = (a: ProblemBid, b: ProblemBid): number => b.value - a.value || seniorityOf(a) - seniorityOf(b);

async function solveWhole(problem: AwardProblem, solver: ExactSolver, timeLimitMs: number) {
  const solution = await solver.solve(binaryProgramOf(problem), { timeLimitMs });
  const chosen = solution.chosen.map((j) => problem.bids[j]);
  const objective = valueOf(chosen);
  return { chosen, objective, bound: solution.proven ? objective : Math.max(objective, Math.floor(solution.bound + 1e-6)), proven: solution.proven };
}

export async function solveAwardProblem(problem: AwardProblem, solver: ExactSolver, options: SolveOptions): Promise<AwardSolution> {
  const deadline = options.now() + options.timeLimitMs;
  const remaining = () => Math.max(MIN_SOLVER_MS, deadline - options.now());
  if (options.reduce === false) {
    const whole = await solveWhole(problem, solver, options.timeLimitMs);
    return {
      winners: whole.chosen.map((b) => b.id).sort((a, b) => a - b),
      objective: whole.objective,
      bound: whole.bound,
      proven: whole.proven,
      stats: { bids: problem.bids.length, keptBids: problem.bids.length, parts: 1, solverParts: 1 },
    };
  }
  const reduced = presolve(problem);
  const parts = components(reduced);
  const winners: ProblemBid[] = [];
  let bound = 0;
  let proven = true;
  const hard: ProblemBid[][] = [];
  for (const part of parts) {
    const onOneLot = part.every((b) => b.lots.length === 1 && b.lots[0] === part[0]?.lots[0]);
    if (part.length === 1 || onOneLot) {
      // One bid, or bids competing for one lot (each fits its caps alone): the best one.
      const top = [...part].sort(byValueThenSeniority)[0];
      winners.push(top);
      bound += top.value;
      continue;
    }
    const found = part.length <= SEARCH_MAX_BIDS ? searchSmallPart(reduced, part, SEARCH_NODE_BUDGET) : null;
    if (found) {
      winners.push(...found.chosen);
      bound += found.objective;
    } else hard.push(part);
  }
  if (hard.length > 0) {
    // One solver call for all the hard parts together: its fixed cost is paid once, and the parts'
    // independence stays visible to the solver (the program is block-diagonal).
    const sub = await solveWhole({ bids: hard.flat(), caps: reduced.caps }, solver, remaining());
    winners.push(...sub.chosen);
    bound += sub.bound;
    proven = sub.proven;
  }
  return {
    winners: winners.map((b) => b.id).sort((a, b) => a - b),
    objective: valueOf(winners),
    bound,
    proven,
    stats: { bids: problem.bids.length, keptBids: reduced.bids.length, parts: parts.length, solverParts: hard.length },
  };
}

export interface CapCost {
  bidder: string;
  kind: CapKind;
  /** The cap, in cents (market value) or lots. */
  limit: number;
  /** What the optimal award gives the borrower against it. */
  used: number;
  /** Revenue the cap costs: the optimum without this cap minus the optimum with it, cents (0: not binding). */
  cost: number;
  /** False when either solve stopped at the time limit (the cost is then an estimate). */
  proven: boolean;
}

/**
 * What each cap costs: for every cap, the problem is solved again without it. A cap that no
 * selection could reach costs nothing and is not solved again.
 */
export async function capCosts(problem: AwardProblem, solution: AwardSolution, solver: ExactSolver, options: SolveOptions): Promise<CapCost[]> {
  const winners = new Set(solution.winners);
  const positive = problem.bids.filter((b) => b.value > 0);
  const reachable = reachableCaps(positive, problem.caps);
  const costs: CapCost[] = [];
  for (const bidder of Object.keys(problem.caps).sort()) {
    const cap = capOf(problem, bidder);
    for (const kind of CAP_KINDS) {
      const limit = cap?.[kind];
      if (limit === undefined) continue;
      const used = problem.bids.filter((b) => b.bidder === bidder && winners.has(b.id)).reduce((acc, b) => acc + capUsage(b, kind), 0);
      if (reachable[bidder]?.[kind] === undefined) {
        costs.push({ bidder, kind, limit, used, cost: 0, proven: true });
        continue;
      }
      const without: BorrowerCap = { ...cap };
      delete without[kind];
      const relaxed = await solveAwardProblem({ bids: problem.bids, caps: { ...problem.caps, [bidder]: without } }, solver, options);
      costs.push({ bidder, kind, limit, used, cost: Math.max(0, relaxed.objective - solution.objective), proven: solution.proven && relaxed.proven });
    }
  }
  return costs;
}

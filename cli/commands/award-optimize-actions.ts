/** What `sla award optimize` and `sla award solve` do (their options: award-optimize.ts). */
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import type { CliIo } from '../cli-io';
import { applyAwardProposal, optimizeAwards, type AwardProposal } from '../../core/awards/award-optimizer-service';
import { problemFromInstance, type InstanceAnswer } from '../../core/awards/optimizer/award-instance';
import { OPTIMIZE_TIME_LIMIT_DEFAULT_SECONDS } from '../../core/awards/optimizer/optimize-limits';
import { OptimizeRequest, type CapRequest } from '../../core/awards/optimizer/optimize-request';
import { proposalGainLine } from '../../core/awards/optimizer/proposal-gain';
import { solveAwardProblem } from '../../core/awards/optimizer/winner-determination';
import { highsSolver } from '../../adapters/highs/highs-solver';
import { output, withAuctionActor } from '../cli-context';
import { CliError, EXIT, valueOrExit } from '../cli-error';

/** `BORROWER=VALUE` pairs of --cap and --max-lots, merged per borrower. */
const capsOf = (amounts: readonly string[], counts: readonly string[]): CapRequest[] => {
  const caps = new Map<string, CapRequest>();
  const pair = (text: string, option: string): [string, string] => {
    const at = text.lastIndexOf('=');
    if (at <= 0 || at === text.length - 1) throw new CliError(`${option} takes BORROWER=VALUE, got "${text}"`, EXIT.INVALID);
    return [text.slice(0, at).trim(), text.slice(at + 1).trim()];
  };
  const entry = (borrower: string): CapRequest => {
    const key = borrower.toLowerCase();
    const cap = caps.get(key) ?? { borrower };
    caps.set(key, cap);
    return cap;
  };
  for (const text of amounts) {
    const [borrower, amount] = pair(text, '--cap');
    entry(borrower).marketValue = amount;
  }
  for (const text of counts) {
    const [borrower, count] = pair(text, '--max-lots');
    entry(borrower).lots = /^-?\d+$/.test(count) ? Number(count) : Number.NaN;
  }
  return [...caps.values()];
};

const requestOf = (opts: { cap: string[]; maxLots: string[]; timeLimit?: string }): OptimizeRequest => {
  const parsed = OptimizeRequest.safeParse({
    caps: capsOf(opts.cap, opts.maxLots),
    ...(opts.timeLimit === undefined ? {} : { timeLimitSeconds: Number(opts.timeLimit) }),
  });
  if (!parsed.success) throw new CliError(parsed.error.issues[0]?.message ?? 'Invalid options', EXIT.INVALID);
  return parsed.data;
};

const gainText = (p: AwardProposal): string => {
  // The award screen's wording: a negative gain is the cost of the limits (caps here), shown as a positive amount.
  const g = proposalGainLine(p.gain);
  return `${g.label.toLowerCase()} ${g.amount} ${p.currency}`;
};

const proposalLines = (auctionName: string, p: AwardProposal): string[] => [
  `${p.proven ? 'Optimal' : `Best found (not proven optimal; at most ${p.gap} more possible)`} award for ${auctionName}, ${p.awards.length} awards, ${p.solveMs} ms:`,
  // Each award in its lot's currency; the totals, the gain and the caps in the auction's (each bid at its lot's FX rate).
  ...p.awards.map((r) => `  lot ${r.lotNumber.padEnd(6)} ${r.bidder.padEnd(28)} ${r.totalBidValue} ${r.currency}`),
  `Total ${p.total} ${p.currency}; top-bid preselection ${p.preselectionTotal} ${p.currency}${p.preselectionWithinCaps ? '' : ' (breaks a cap)'}; ${gainText(p)}`,
  ...p.capCosts.map((c) =>
    c.kind === 'lots'
      ? `  cap ${c.borrower} lots ${c.limit}: used ${c.used}, ${c.binding ? `costs ${c.cost} ${p.currency}` : 'not binding'}`
      : `  cap ${c.borrower} market value ${c.limit} ${p.currency}: used ${c.used} ${p.currency}, ${c.binding ? `costs ${c.cost} ${p.currency}` : 'not binding'}`,
  ),
];

export interface OptimizeOptions {
  cap: string[];
  maxLots: string[];
  timeLimit?: string;
  apply?: boolean;
  as?: string;
  json?: boolean;
}

export const optimize = async (io: CliIo, ref: string, opts: OptimizeOptions): Promise<void> => {
  const request = requestOf(opts);
  await withAuctionActor(io, ref, 'award', opts.as, async ({ deps, auction, actor }) => {
    const p = valueOrExit(await optimizeAwards(deps, actor, auction.id, request));
    const applied = opts.apply ? valueOrExit(await applyAwardProposal(deps, actor, p)).message : undefined;
    const awards = p.awards.map((r) => ({ bidId: r.bidId, lotId: r.lotId, lotNumber: r.lotNumber, bidder: r.bidder, totalBidValue: r.totalBidValue, currency: r.currency }));
    output(io, Boolean(opts.json), { ...p, awards, ...(applied ? { applied } : {}) }, () => [...proposalLines(auction.auctionName, p), ...(applied ? [applied] : [])]);
  });
};

export const solve = async (io: CliIo, file: string, opts: { timeLimit?: string; json?: boolean }): Promise<void> => {
  const { timeLimitSeconds } = requestOf({ cap: [], maxLots: [], ...(opts.timeLimit === undefined ? {} : { timeLimit: opts.timeLimit }) });
  let input: unknown;
  try {
    input = JSON.parse(await readFile(file, 'utf8'));
  } catch (e) {
    throw new CliError(`Cannot read ${file} as JSON: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`, EXIT.INVALID);
  }
  const problem = valueOrExit(problemFromInstance(input));
  const started = performance.now();
  const best = await solveAwardProblem(problem, highsSolver(), {
    timeLimitMs: (timeLimitSeconds ?? OPTIMIZE_TIME_LIMIT_DEFAULT_SECONDS) * 1000,
    now: () => performance.now(),
  });
  const answer: InstanceAnswer = { objective: best.objective, winners: best.winners, proven: best.proven, ms: Math.round(performance.now() - started) };
  output(io, Boolean(opts.json), answer, () => [
    `objective ${answer.objective}${answer.proven ? ' (proven optimal)' : ` (not proven; bound ${best.bound})`}, ${answer.winners.length} winners, ${answer.ms} ms`,
    `winners ${answer.winners.join(' ')}`,
  ]);
};

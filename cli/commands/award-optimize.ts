/**
 * `sla award optimize` (the revenue-optimal award of an auction, with caps; `--apply` saves it like
 * `award generate`) and `sla award solve` (the engine on a JSON instance, core/awards/optimizer/
 * award-instance.ts documents the format), so an agent can see the best award before saving one.
 */
import type { Command } from 'commander';
import type { CliIo } from '../cli-io';
import { OPTIMIZE_TIME_LIMIT_DEFAULT_SECONDS } from '../../core/awards/optimizer/optimize-limits';
import { AS_AWARD_USER, actingCommand } from '../command-options';
import type { OptimizeOptions } from './award-optimize-actions';

const collect = (value: string, previous: string[]): string[] => [...previous, value];

export const registerAwardOptimize = (award: Command, io: CliIo): void => {
  actingCommand(award, 'optimize <auction>', 'propose the revenue-optimal award (exact, combo lots, optional borrower caps) and the gain over the top-bid preselection', AS_AWARD_USER, 'print the proposal as JSON')
    .option('--cap <borrower=amount>', 'market value cap of a borrower (code or name), repeatable', collect, [])
    .option('--max-lots <borrower=n>', 'lot cap of a borrower (code or name), repeatable', collect, [])
    .option('--time-limit <seconds>', `solver time limit (default ${OPTIMIZE_TIME_LIMIT_DEFAULT_SECONDS})`)
    .option('--apply', 'save the proposal as the awards, like award generate')
    .action(async (ref: string, opts: OptimizeOptions) => (await import('./award-optimize-actions')).optimize(io, ref, opts));

  award
    .command('solve <instance>')
    .description('solve a winner-determination instance file: {"lots":[{"id","marketValue"}],"bids":[{"id","bidder","lots","value"}],"caps":{}} (cents)')
    .option('--time-limit <seconds>', `solver time limit (default ${OPTIMIZE_TIME_LIMIT_DEFAULT_SECONDS})`)
    .option('--json', 'print {"objective","winners","proven","ms"}')
    .action(async (file: string, opts: { timeLimit?: string; json?: boolean }) => (await import('./award-optimize-actions')).solve(io, file, opts));
};

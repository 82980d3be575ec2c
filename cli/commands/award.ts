import type { Command } from 'commander';
import type { CliIo } from '../cli-io';
import { AS_AWARD_USER, actingCommand } from '../command-options';
import { registerAwardOptimize } from './award-optimize';

export const registerAward = (program: Command, io: CliIo): void => {
  const award = program.command('award').description('generate, confirm and unconfirm the awards of an auction');

  actingCommand(award, 'generate <auction>', 'award the top bid of every lot (replaces unconfirmed awards); <auction> is an id or the exact name', AS_AWARD_USER, 'print the awards as JSON')
    .action(async (ref: string, opts: { as?: string; json?: boolean }) => (await import('./award-actions')).generate(io, ref, opts));

  actingCommand(award, 'confirm <auction>', 'confirm the saved awards (they cannot change until unconfirmed)', AS_AWARD_USER)
    .action(async (ref: string, opts: { as?: string; json?: boolean }) => (await import('./award-actions')).confirm(io, ref, opts));

  actingCommand(award, 'unconfirm <auction>', 'unconfirm the awards so they can be changed again', AS_AWARD_USER)
    .requiredOption('--reason <text>', 'why (at most 900 characters)')
    .action(async (ref: string, opts: { reason: string; as?: string; json?: boolean }) => (await import('./award-actions')).unconfirm(io, ref, opts));

  registerAwardOptimize(award, io);
};

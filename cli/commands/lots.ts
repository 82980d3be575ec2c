import type { Command } from 'commander';
import type { CliIo } from '../cli-io';
import { AS_MANAGER, actingCommand } from '../command-options';

export const registerLots = (program: Command, io: CliIo): void => {
  const lots = program.command('lots').description('manage the lots of an auction');

  actingCommand(lots, 'import <auction> <file>', 'import lots from a 16-column CSV (the Lot Template); <auction> is an id or the exact name', AS_MANAGER, 'print the summary as JSON')
    .action(async (ref: string, file: string, opts: { as?: string; json?: boolean }) => (await import('./lots-actions')).importLotsFile(io, ref, file, opts));
};

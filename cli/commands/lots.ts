import type { Command } from 'commander';
import type { CliIo } from '../cli-io';
import { AS_MANAGER, actingCommand } from '../command-options';

export const registerLots = (program: Command, io: CliIo): void => {
  const lots = program.command('lots').description('manage the lots of an auction');

  actingCommand(lots, 'import <auction> <file>', 'import lots from a 16-column CSV (the Lot Template); <auction> is an id or the exact name', AS_MANAGER, 'print the summary as JSON')
    .action(async (ref: string, file: string, opts: { as?: string; json?: boolean }) => (await import('./lots-actions')).importLotsFile(io, ref, file, opts));

  actingCommand(
    lots,
    'holdings <auction>',
    "each single lot's holdings against its market value (what staff see before completing the info centre); <auction> is an id or the exact name",
    'act as this user (MANAGER or CLIENT_RELATIONS role; default: the first usable such user)',
  ).action(async (ref: string, opts: { as?: string; json?: boolean }) => (await import('./lots-actions')).holdingsCheck(io, ref, opts));
};

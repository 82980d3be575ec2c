import type { Command } from 'commander';
import type { CliIo } from '../cli-io';
import { AS_MANAGER, actingCommand } from '../command-options';
import type { LoansExportOptions } from './loans-actions';

/** The `--as` help of the loan commands: any internal staff role sees the loans. */
const AS_STAFF = 'act as this user (MANAGER, CLIENT_RELATIONS, REPORT or AWARD role; default: the first usable such user)';

export const registerLoans = (program: Command, io: CliIo): void => {
  const loans = program.command('loans').description('the loan records confirmations make, their SLATE file and CDM documents');

  actingCommand(loans, 'list <auction>', "list the auction's loan records with their report deadlines and what each lacks", AS_STAFF)
    .action(async (ref: string, opts: { as?: string; json?: boolean }) => (await import('./loans-actions')).list(io, ref, opts));

  loans
    .command('export <auction>')
    .description('print the SLATE file (JSON rows, or CSV with --csv) or the CDM execution document of every loan; <auction> is an id or the exact name')
    .requiredOption('--format <format>', 'slate or cdm')
    .option('--csv', 'the SLATE file as CSV instead of JSON')
    .option('--date <yyyy-mm-dd>', "only the auction's loans effected or cancelled on this New York day (slate)")
    .option('--as <login>', AS_STAFF)
    .action(async (ref: string, opts: LoansExportOptions) => (await import('./loans-actions')).exportLoans(io, ref, opts));

  actingCommand(loans, 'collateral <auction> <percent>', "set the auction's percentage of collateral to the value loaned (e.g. 102; 'none' clears it)", AS_MANAGER)
    .action(async (ref: string, pct: string, opts: { as?: string; json?: boolean }) => (await import('./loans-actions')).collateral(io, ref, pct, opts));
};

/**
 * `sla billing statements`: the borrowers' monthly statements of exclusive fees (core/billing), written as
 * PDF and Excel files and, with `--email`, e-mailed to each borrower's users.
 */
import type { Command } from 'commander';
import type { CliIo } from '../cli-io';
import { actingCommand } from '../command-options';
import type { StatementsOptions } from './billing-actions';

/** The `--as` help of the billing command. */
export const AS_BILLING_USER =
  'act as this user (a staff role, or a borrower\'s user for its own statement; --email needs MANAGER or AWARD; default: the first usable such user)';

export const registerBilling = (program: Command, io: CliIo): void => {
  const billing = program.command('billing').description('exclusive fees over the term of confirmed awards');
  actingCommand(billing, 'statements <auction>', "write each borrower's statement of a month as PDF and .xlsx files; <auction> is an id or the exact name", AS_BILLING_USER)
    .requiredOption('--month <YYYY-MM>', 'the calendar month of the statements')
    .option('--out <dir>', 'the folder the files are written to (created if missing)', '.')
    .option('--borrower <code>', "only this borrower's statement (its short code)")
    .option('--email', "also e-mail each borrower's statement to its users (PDF and .xlsx attached)")
    .action(async (ref: string, opts: StatementsOptions) => (await import('./billing-actions')).statements(io, ref, opts));
};


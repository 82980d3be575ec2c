import type { Command } from 'commander';
import type { CliIo } from '../cli-io';
import { AS_MANAGER, actingCommand } from '../command-options';
import type { AddOptions } from './user-actions';

/** `user add` on a database without a manager creates the first one (core/admin/first-manager.ts). */
const AS_MANAGER_OR_FIRST = `${AS_MANAGER}; on a database without one, this command creates the first manager (it must hold MANAGER)`;

export const registerUser = (program: Command, io: CliIo): void => {
  const user = program.command('user').description('manage users');

  actingCommand(user, 'add', 'create a user (same validation and messages as the user form)', AS_MANAGER_OR_FIRST, 'print the created user as JSON')
    .requiredOption('--login <login>', 'login name')
    .requiredOption('--email <email>', 'e-mail address')
    .requiredOption('--first <name>', 'first name')
    .requiredOption('--last <name>', 'last name')
    .requiredOption('--roles <codes>', 'comma-separated role codes, e.g. BIDDER or MANAGER,REPORT')
    .option('--borrower <code>', 'borrower shortname (bidders, super bidders, AIC)')
    .option('--client <code>', 'client shortname (client role)')
    .option('--bidder <login>', 'for a super bidder: the bidder it bids for')
    .option('--password <password>', 'set this password now (otherwise send a link with `sla user reset-password`)')
    .action(async (opts: AddOptions) => (await import('./user-actions')).addUser(io, opts));

  actingCommand(user, 'reset-password <login>', 'e-mail a single-use password reset link, or set a password directly with --password', `with --password: ${AS_MANAGER}`)
    .option('--password <password>', 'set this password now instead of sending a link')
    .action(async (login: string, opts: { password?: string; as?: string; json?: boolean }) => (await import('./user-actions')).resetPassword(io, login, opts));

  actingCommand(user, 'mfa <login>', 'enrol a user in one-time codes (prints the otpauth URI), or --disable', AS_MANAGER)
    .option('--disable', 'turn one-time codes off for the user')
    .action(async (login: string, opts: { disable?: boolean; as?: string; json?: boolean }) => (await import('./user-actions')).mfa(io, login, opts));
};

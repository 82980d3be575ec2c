import type { Command } from 'commander';
import { saveUser } from '../../core/admin/users';
import { disableMfa, enrolMfa } from '../../core/auth/mfa';
import { requestPasswordReset, setPassword } from '../../core/auth/password-reset';
import type { CoreDeps } from '../../core/app/deps';
import type { Actor } from '../../core/bids/actor';
import type { User } from '../../core/domain/entities';
import type { Store } from '../../core/ports/repositories';
import { validateResetPassword } from '../../core/validation/auth-forms';
import { userWire } from '../../contract/admin-users';
import { actingUser } from '../acting-user';
import { createFirstManager, needsFirstManager } from '../../core/admin/first-manager';
import { output, withDeps } from '../cli-context';
import { CliError, cliErrorOf, EXIT } from '../cli-error';

interface AddOptions {
  login: string;
  email: string;
  first: string;
  last: string;
  roles: string;
  borrower?: string;
  client?: string;
  bidder?: string;
  password?: string;
  as?: string;
  json?: boolean;
}

/** The manager a user command acts as (`--as LOGIN`, else the first usable manager). */
const administrator = (deps: CoreDeps, login?: string): Promise<Actor> => actingUser(deps, 'administerUsers', login);

const AS_HELP = 'act as this user (MANAGER role; default: the first usable manager)';

const findUser = async (store: Store, login: string): Promise<User> => {
  const user = await store.users.getByLogin(login.trim());
  if (!user) throw new CliError(`No user with login name "${login}"`, EXIT.NOT_FOUND);
  return user;
};

/** Checks a password with the reset form's rules before anything is written. */
const checkPassword = (password: string): void => {
  const check = validateResetPassword({ password, confirmPassword: password, loginName: 'cli', passwordResetCode: 'cli' });
  if (!check.ok) throw cliErrorOf(check);
};

export const registerUser = (program: Command): void => {
  const user = program.command('user').description('manage users');

  user
    .command('add')
    .description('create a user (same validation and messages as the user form)')
    .requiredOption('--login <login>', 'login name')
    .requiredOption('--email <email>', 'e-mail address')
    .requiredOption('--first <name>', 'first name')
    .requiredOption('--last <name>', 'last name')
    .requiredOption('--roles <codes>', 'comma-separated role codes, e.g. BIDDER or MANAGER,REPORT')
    .option('--borrower <code>', 'borrower shortname (bidders, super bidders, AIC)')
    .option('--client <code>', 'client shortname (client role)')
    .option('--bidder <login>', 'for a super bidder: the bidder it bids for')
    .option('--password <password>', 'set this password now (otherwise send a link with `sla user reset-password`)')
    .option('--as <login>', `${AS_HELP}; on a database without one, this command creates the first manager (it must hold MANAGER)`)
    .option('--json', 'print the created user as JSON')
    .action(async (opts: AddOptions) => {
      if (opts.password !== undefined) checkPassword(opts.password);
      await withDeps(async ({ deps }) => {
        const borrower = opts.borrower ? await deps.store.borrowers.getByCode(opts.borrower.trim()) : null;
        if (opts.borrower && !borrower) throw new CliError(`No borrower with shortname "${opts.borrower}"`, EXIT.NOT_FOUND);
        const client = opts.client ? await deps.store.clients.getByCode(opts.client.trim()) : null;
        if (opts.client && !client) throw new CliError(`No client with shortname "${opts.client}"`, EXIT.NOT_FOUND);
        const bidder = opts.bidder ? await findUser(deps.store, opts.bidder) : null;
        // Role codes are matched exactly; the CLI only trims and upper-cases what was typed.
        const roles = opts.roles.split(',').map((r) => r.trim().toUpperCase()).filter((r) => r.length > 0);
        // The user form's validation and messages run inside the use case. A fresh installation has
        // no manager yet: the first one is created by the installation itself (createFirstManager).
        const input = {
          id: -1,
          loginName: opts.login,
          firstName: opts.first,
          lastName: opts.last,
          emailAddress: opts.email,
          roles,
          borrowerId: borrower?.id ?? null,
          clientId: client?.id ?? null,
          bidderId: bidder?.id ?? null,
        };
        const first = opts.as === undefined && (await needsFirstManager(deps));
        const saved = first ? await createFirstManager(deps, input) : await saveUser(deps, await administrator(deps, opts.as), input);
        if (!saved.ok) throw cliErrorOf(saved);
        const created = saved.value.user;
        if (opts.password !== undefined) {
          // The first manager sets its own password; otherwise the acting manager does.
          const actor = first ? await administrator(deps, created.loginName) : await administrator(deps, opts.as);
          const set = await setPassword(deps, actor, created.id, opts.password);
          if (!set.ok) throw cliErrorOf(set);
        }
        // --json prints the user as the HTTP API answers it.
        output(Boolean(opts.json), { user: userWire(created), passwordSet: opts.password !== undefined }, () => [
          `Created user ${created.loginName} (id ${created.id}) with roles ${created.roles.join(', ')}.`,
          opts.password !== undefined
            ? 'Password set.'
            : `No password yet: run \`sla user reset-password ${created.loginName}\` to e-mail a link.`,
        ]);
      });
    });

  user
    .command('reset-password <login>')
    .description('e-mail a single-use password reset link, or set a password directly with --password')
    .option('--password <password>', 'set this password now instead of sending a link')
    .option('--as <login>', `with --password: ${AS_HELP}`)
    .option('--json', 'print the result as JSON')
    .action(async (login: string, opts: { password?: string; as?: string; json?: boolean }) => {
      if (opts.password !== undefined) checkPassword(opts.password);
      await withDeps(async ({ deps, outboxDir }) => {
        const target = await findUser(deps.store, login);
        if (opts.password !== undefined) {
          const set = await setPassword(deps, await administrator(deps, opts.as), target.id, opts.password);
          if (!set.ok) throw cliErrorOf(set);
          output(Boolean(opts.json), { loginName: target.loginName, passwordSet: true }, () => [
            `Password of ${target.loginName} set; sessions revoked and account unlocked.`,
          ]);
          return;
        }
        const sent = await requestPasswordReset(deps, target.loginName);
        if (!sent.ok) throw cliErrorOf(sent);
        if (sent.value.sentTo === null) {
          throw new CliError(`User ${target.loginName} is disabled or has no e-mail address: no link sent`, EXIT.CONFLICT);
        }
        const where = process.env.SMTP_URL ? 'by SMTP' : `to the outbox ${outboxDir}`;
        output(Boolean(opts.json), { loginName: target.loginName, sentTo: sent.value.sentTo }, () => [
          `Reset link for ${target.loginName} e-mailed to ${sent.value.sentTo} (${where}).`,
        ]);
      });
    });

  user
    .command('mfa <login>')
    .description('enrol a user in one-time codes (prints the otpauth URI), or --disable')
    .option('--disable', 'turn one-time codes off for the user')
    .option('--as <login>', AS_HELP)
    .option('--json', 'print the result as JSON')
    .action(async (login: string, opts: { disable?: boolean; as?: string; json?: boolean }) => {
      await withDeps(async ({ deps }) => {
        const target = await findUser(deps.store, login);
        const actor = await administrator(deps, opts.as);
        if (opts.disable) {
          const off = await disableMfa(deps, actor, target.id);
          if (!off.ok) throw cliErrorOf(off);
          output(Boolean(opts.json), { loginName: target.loginName, mfaEnabled: false }, () => [
            `One-time codes disabled for ${target.loginName}.`,
          ]);
          return;
        }
        const enrolled = await enrolMfa(deps, actor, target.id);
        if (!enrolled.ok) throw cliErrorOf(enrolled);
        output(Boolean(opts.json), { loginName: target.loginName, mfaEnabled: true, ...enrolled.value }, () => [
          `One-time codes enabled for ${target.loginName}. Add this to an authenticator app:`,
          enrolled.value.uri,
          `Secret: ${enrolled.value.secret}`,
        ]);
      });
    });
};

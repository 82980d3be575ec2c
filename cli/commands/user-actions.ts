/** What `sla user add`, `reset-password` and `mfa` do (their options: user.ts). */
import type { CliIo } from '../cli-io';
import { saveUser } from '../../core/admin/users';
import { disableMfa, enrolMfa } from '../../core/auth/mfa';
import { requestPasswordReset, setPassword } from '../../core/auth/password-reset';
import type { CoreDeps } from '../../core/app/deps';
import type { Actor } from '../../core/policy/actor';
import type { User } from '../../core/domain/entities';
import type { Store } from '../../core/ports/repositories';
import { validateResetPassword } from '../../core/validation/auth-forms';
import { userWire } from '../../contract/admin-users';
import { actingUser } from '../acting-user';
import { createFirstManager, needsFirstManager } from '../../core/admin/first-manager';
import { output, withDeps } from '../cli-context';
import { CliError, EXIT, valueOrExit } from '../cli-error';

export interface AddOptions {
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

const findUser = async (store: Store, login: string): Promise<User> => {
  const user = await store.users.getByLogin(login.trim());
  if (!user) throw new CliError(`No user with login name "${login}"`, EXIT.NOT_FOUND);
  return user;
};

/** Checks a password with the reset form's rules before anything is written. */
const checkPassword = (password: string): void => {
  valueOrExit(validateResetPassword({ password, confirmPassword: password, loginName: 'cli', passwordResetCode: 'cli' }));
};

export const addUser = async (io: CliIo, opts: AddOptions): Promise<void> => {
  if (opts.password !== undefined) checkPassword(opts.password);
  await withDeps(io, async ({ deps }) => {
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
    const created = valueOrExit(first ? await createFirstManager(deps, input) : await saveUser(deps, await administrator(deps, opts.as), input)).user;
    if (opts.password !== undefined) {
      // The first manager sets its own password; otherwise the acting manager does.
      const actor = first ? await administrator(deps, created.loginName) : await administrator(deps, opts.as);
      valueOrExit(await setPassword(deps, actor, created.id, opts.password));
    }
    // --json prints the user as the HTTP API answers it.
    output(io, Boolean(opts.json), { user: userWire(created), passwordSet: opts.password !== undefined }, () => [
      `Created user ${created.loginName} (id ${created.id}) with roles ${created.roles.join(', ')}.`,
      opts.password !== undefined
        ? 'Password set.'
        : `No password yet: run \`sla user reset-password ${created.loginName}\` to e-mail a link.`,
    ]);
  });
};

export const resetPassword = async (io: CliIo, login: string, opts: { password?: string; as?: string; json?: boolean }): Promise<void> => {
  if (opts.password !== undefined) checkPassword(opts.password);
  await withDeps(io, async ({ deps, outboxDir }) => {
    const target = await findUser(deps.store, login);
    if (opts.password !== undefined) {
      valueOrExit(await setPassword(deps, await administrator(deps, opts.as), target.id, opts.password));
      output(io, Boolean(opts.json), { loginName: target.loginName, passwordSet: true }, () => [
        `Password of ${target.loginName} set; sessions revoked and account unlocked.`,
      ]);
      return;
    }
    const { sentTo } = valueOrExit(await requestPasswordReset(deps, target.loginName));
    if (sentTo === null) {
      throw new CliError(`User ${target.loginName} is disabled or has no e-mail address: no link sent`, EXIT.CONFLICT);
    }
    const where = io.env.SMTP_URL ? 'by SMTP' : `to the outbox ${outboxDir}`;
    output(io, Boolean(opts.json), { loginName: target.loginName, sentTo }, () => [
      `Reset link for ${target.loginName} e-mailed to ${sentTo} (${where}).`,
    ]);
  });
};

export const mfa = async (io: CliIo, login: string, opts: { disable?: boolean; as?: string; json?: boolean }): Promise<void> => {
  await withDeps(io, async ({ deps }) => {
    const target = await findUser(deps.store, login);
    const actor = await administrator(deps, opts.as);
    if (opts.disable) {
      valueOrExit(await disableMfa(deps, actor, target.id));
      output(io, Boolean(opts.json), { loginName: target.loginName, mfaEnabled: false }, () => [
        `One-time codes disabled for ${target.loginName}.`,
      ]);
      return;
    }
    const enrolled = valueOrExit(await enrolMfa(deps, actor, target.id));
    output(io, Boolean(opts.json), { loginName: target.loginName, mfaEnabled: true, ...enrolled }, () => [
      `One-time codes enabled for ${target.loginName}. Add this to an authenticator app:`,
      enrolled.uri,
      `Secret: ${enrolled.secret}`,
    ]);
  });
};

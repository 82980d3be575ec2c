/**
 * Users: list (with borrower, client and role names), the edit form (-1 = blank, with the choice
 * lists), save (validation by core/validation/user-form), and MFA switched on or off by a manager.
 *
 * Decisions:
 * - A new user has no password: the user sets one through Create Password (the forgot-password
 *   screen), as the login screen offers.
 * - `bidderId` of a super bidder must be another user holding BIDDER, of the super bidder's own
 *   borrower when one is chosen: the bids it places belong to that bidder and its borrower.
 * - `mfaEnabled: true` on a user without MFA enrols a new secret and answers it once
 *   (`mfaEnrolment`: secret and otpauth URI) so the manager can hand it over; `false` disables MFA.
 * - Clearing `accountLocked` also resets the failed sign-in counter; disabling or locking a user
 *   revokes their tokens at once.
 * - A manager cannot remove their own Manager role, or disable or lock themselves.
 */
import type { CoreDeps } from '../app/deps';
import type { Actor } from '../policy/actor';
import type { Borrower, Client, Id, Role, User } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import { isInternalRole, type RoleCode } from '../domain/roles';
import { can } from '../policy/capabilities';
import { useCase } from '../app/use-case';
import { validateUserSaveRequest, type UserSaveRequestInput } from '../validation/user-form';
import { clientRef, type ClientRef } from './auctions';
import { disableMfa, enrolMfa, type MfaEnrolment } from '../auth/mfa';
import { guardWrite } from './write-guard';
import { fieldsOutOfRange } from '../validation/input-id';
import { fieldsTooLong } from '../validation/text-limit-fields';
import { throttleLogin } from '../auth/sign-in';
import { validationFailure } from '../validation/field-failure';

/** A borrower as other records name it. */
export type BorrowerRef = Pick<Borrower, 'id' | 'companyName' | 'companyCode'>;

export const borrowerRef = (b: Borrower | null | undefined): BorrowerRef | null =>
  b ? { id: b.id, companyName: b.companyName, companyCode: b.companyCode } : null;

/** A user as lists and forms show it: never credentials or counters. */
export type UserView = Omit<User, 'failedLoginCount'> & {
  /** The user's borrower (borrower-side users), else null. */
  borrower: BorrowerRef | null;
  /** The user's client (client users), else null. */
  client: ClientRef | null;
  /** The user's roles as role records (`roles` holds their codes). */
  userRoles: Role[];
  isBorrower: boolean;
};

interface Lookups {
  borrowers: Map<Id, Borrower>;
  clients: Map<Id, Client>;
  roles: Role[];
}

async function lookups(deps: CoreDeps): Promise<Lookups> {
  return {
    borrowers: new Map((await deps.store.borrowers.list()).map((b) => [b.id, b])),
    clients: new Map((await deps.store.clients.list()).map((c) => [c.id, c])),
    roles: await deps.store.users.roles(),
  };
}

function viewOf(u: User, l: Lookups): UserView {
  const { failedLoginCount: _omit, ...rest } = u;
  const b = u.borrowerId !== null ? l.borrowers.get(u.borrowerId) : undefined;
  const c = u.clientId !== null ? l.clients.get(u.clientId) : undefined;
  return {
    ...rest,
    borrower: borrowerRef(b),
    client: clientRef(c),
    userRoles: l.roles.filter((r) => u.roles.includes(r.roleCode)),
    isBorrower: u.borrowerId !== null,
  };
}

/** GET /auction/users (administerUsers): every user with its borrower, client and role records. */
export const listUsers = useCase({ name: 'users.list', access: 'administerUsers' }, async (deps: CoreDeps, _actor: Actor): Promise<Result<UserView[]>> => {
  const l = await lookups(deps);
  return ok((await deps.store.users.list()).map((u) => viewOf(u, l)));
});

export interface BidderInfo {
  id: Id;
  description: string;
}

/** The edit form: the user (a blank one for id -1) and the choice lists. */
export type UserForm = UserView & {
  borrowerChoices: Borrower[];
  clientChoices: Client[];
  /** Every role. */
  roleChoices: Role[];
  /** The users a super bidder may bid for (BIDDER). */
  bidderChoices: BidderInfo[];
};

/** A user's postal address, phone and fax, all empty (none of them is required). */
export const USER_CONTACT_EMPTY = {
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  country: '',
  phone: '',
  fax: '',
} as const satisfies Partial<User>;

/** The user form's blank user (id -1): no roles, enabled, every text empty. */
export const BLANK_USER: User = {
  id: -1,
  loginName: '',
  firstName: '',
  lastName: '',
  emailAddress: '',
  borrowerId: null,
  clientId: null,
  roles: [],
  bidderId: null,
  accountEnabled: true,
  accountLocked: false,
  failedLoginCount: 0,
  mfaEnabled: false,
  ...USER_CONTACT_EMPTY,
};

/** The users who bid for their own borrower (BIDDER, not SUPERBIDDER), for the super bidder's bidder choice. */
async function biddersInfo(deps: CoreDeps, l: Lookups): Promise<BidderInfo[]> {
  return (await deps.store.users.list())
    .filter((u) => can(u.roles, 'bidForOwnBorrower'))
    .map((u) => {
      const company = u.borrowerId !== null ? l.borrowers.get(u.borrowerId)?.companyName : undefined;
      return { id: u.id, description: `${u.firstName} ${u.lastName} (${u.loginName})${company ? ` - ${company}` : ''}` };
    });
}

/**
 * True while the login is under the temporary sign-in lock (core/auth/sign-in.ts): the user form
 * shows Account Locked ticked, and saving it unticked lifts the lock (the spec's manager unlock).
 */
async function underSignInLock(deps: CoreDeps, user: User): Promise<boolean> {
  const whole = await deps.store.auth.getSignInThrottle(throttleLogin(user.loginName), '');
  return whole?.blockedUntil != null && Date.parse(whole.blockedUntil) > deps.clock.nowMs();
}

/** POST /auction/useredit/{id} (administerUsers): the form of a user, -1 for a blank one. */
export const loadUserForm = useCase({ name: 'users.load', access: 'administerUsers' }, async (deps: CoreDeps, _actor: Actor, id: Id): Promise<Result<UserForm, 'NOT_FOUND'>> => {
  const found = id === -1 ? BLANK_USER : await deps.store.users.get(id);
  if (!found) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const user = id !== -1 && !found.accountLocked && (await underSignInLock(deps, found)) ? { ...found, accountLocked: true } : found;
  const l = await lookups(deps);
  return ok({
    ...viewOf(user, l),
    borrowerChoices: [...l.borrowers.values()],
    clientChoices: [...l.clients.values()],
    roleChoices: l.roles,
    bidderChoices: await biddersInfo(deps, l),
  });
});

export interface UserSaved {
  user: UserView;
  /** Present when this save enrolled MFA: shown once. */
  mfaEnrolment?: MfaEnrolment;
}

const sameRoles = (a: readonly RoleCode[], b: readonly RoleCode[]): boolean =>
  a.every((r) => b.includes(r)) && b.every((r) => a.includes(r));

/**
 * POST /auction/usersave (administerUsers): creates (id -1) or updates a user. `input` is the user
 * form (validateUserSaveRequest: the form's rules and messages). Editing their own user, the acting
 * manager may not give up `administerUsers` (their MANAGER role), disable or lock themselves (nobody
 * would be left to undo it).
 */
export const saveUser = useCase({ name: 'users.save', access: 'administerUsers' }, async (deps: CoreDeps, actor: Actor, input: UserSaveRequestInput): Promise<Result<UserSaved>> => {
  const valid = validateUserSaveRequest(input);
  if (!valid.ok) return valid;
  const u = valid.value;
  const summary = u.id === -1 ? MSG.UNABLE_TO_CREATE_USER : MSG.USER_EDIT_HAS_ERRORS;
  const range = {
    ...fieldsOutOfRange({ id: u.id, borrowerId: u.borrowerId, clientId: u.clientId, bidderId: u.bidderId }),
    ...fieldsTooLong({ loginName: u.loginName, firstName: u.firstName, lastName: u.lastName, emailAddress: u.emailAddress, address1: u.address1, address2: u.address2, city: u.city, state: u.state, zip: u.zip, country: u.country, phone: u.phone, fax: u.fax }),
  };
  if (Object.keys(range).length) return validationFailure(range, summary);
  if (u.id === actor.user.id && (!can(u.roles, 'administerUsers') || !u.accountEnabled || u.accountLocked)) {
    return fail('VALIDATION', MSG.CANNOT_REMOVE_OWN_ACCESS, { roles: MSG.CANNOT_REMOVE_OWN_ACCESS });
  }
  const wantMfa = u.mfaEnabled;

  if (u.borrowerId !== null && !(await deps.store.borrowers.get(u.borrowerId))) {
    return fail('VALIDATION', summary, { borrowerId: MSG.INVALID_VALUE });
  }
  if (u.clientId !== null && !(await deps.store.clients.get(u.clientId))) return fail('VALIDATION', summary, { clientId: MSG.INVALID_VALUE });
  if (u.bidderId !== null) {
    const bidder = await deps.store.users.get(u.bidderId);
    const sameBorrower = u.borrowerId === null || bidder?.borrowerId === u.borrowerId;
    if (!bidder || bidder.id === u.id || !can(bidder.roles, 'bidForOwnBorrower') || !sameBorrower) {
      return fail('VALIDATION', summary, { bidderId: MSG.INVALID_VALUE });
    }
  }

  const fields = {
    loginName: u.loginName,
    firstName: u.firstName,
    lastName: u.lastName,
    emailAddress: u.emailAddress,
    borrowerId: u.borrowerId,
    clientId: u.clientId,
    roles: u.roles,
    bidderId: u.bidderId,
    accountEnabled: u.accountEnabled,
    address1: u.address1,
    address2: u.address2,
    city: u.city,
    state: u.state,
    zip: u.zip,
    country: u.country,
    phone: u.phone,
    fax: u.fax,
  };
  let saved: Result<User>;
  if (u.id < 0) {
    saved = await guardWrite(() => deps.store.users.create(fields));
  } else {
    const existing = await deps.store.users.get(u.id);
    if (!existing) return fail('NOT_FOUND', MSG.NOT_FOUND);
    // Spec §2/§4: roles are read-only for a user holding an internal role; the screen shows them
    // read-only, and the server refuses a change that bypasses the screen.
    if (existing.roles.some(isInternalRole) && !sameRoles(existing.roles, u.roles)) {
      return fail('VALIDATION', summary, { roles: MSG.ROLES_READ_ONLY_FOR_INTERNAL_USERS });
    }
    saved = await guardWrite(() => deps.store.users.update({ ...existing, ...fields, accountLocked: existing.accountLocked && u.accountLocked }));
    // What the form showed: the stored flag, or the temporary sign-in lock (which never ends sessions).
    const shownLocked = existing.accountLocked || (await underSignInLock(deps, existing));
    if (saved.ok && !u.accountLocked && shownLocked) {
      await deps.store.users.clearFailedLogins(u.id);
      await deps.store.auth.clearSignInThrottle(throttleLogin(existing.loginName));
    }
    if (saved.ok && (!u.accountEnabled || (u.accountLocked && !shownLocked))) await deps.store.auth.revokeAllForUser(u.id);
  }
  if (!saved.ok) return saved;
  const user = saved.value;

  let mfaEnrolment: MfaEnrolment | undefined;
  if (wantMfa === true && !user.mfaEnabled) {
    const e = await enrolMfa(deps, actor, user.id);
    if (e.ok) mfaEnrolment = e.value;
  } else if (wantMfa === false && user.mfaEnabled) {
    await disableMfa(deps, actor, user.id);
  }
  const fresh = (await deps.store.users.get(user.id)) as User;
  const view = viewOf(fresh, await lookups(deps));
  return ok(mfaEnrolment ? { user: view, mfaEnrolment } : { user: view });
});

/** Rows of the Users export (First Name, Last Name, Login Name, Email, Borrower, Client, Roles). */
export const usersExportRows = (users: UserView[]): Record<string, string>[] =>
  users.map((u) => ({
    'First Name': u.firstName,
    'Last Name': u.lastName,
    'Login Name': u.loginName,
    Email: u.emailAddress,
    Borrower: u.borrower?.companyName ?? '',
    Client: u.client?.clientName ?? '',
    Roles: u.userRoles.map((r) => r.roleName).join(', '),
  }));

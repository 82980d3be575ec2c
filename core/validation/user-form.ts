/**
 * User form (access-and-administration §5 and §6), the server's copy of every role rule.
 *
 * Decisions where the spec is silent (each a rule a real administrator expects):
 * - Roles are exact codes; an unknown code is an invalid value, duplicates are dropped.
 * - A Bidder needs a borrower (bids belong to a borrower): Please select Borrower.
 * - A Client user needs a client (its reports are scoped to it): Please select Client.
 * - bidderId only means something for a Super Bidder; it is cleared for everyone else.
 * - The e-mail must look like an address (one @, a dot in the domain, no spaces).
 * - The summary message is the spec's: Unable to create user (new) or Unable to save changes.
 *   Please correct the errors below. (existing user).
 * Whether the chosen bidder really holds BIDDER, and the read-only roles of internal users, need
 * the store and are checked by the user service.
 */
import { z } from 'zod';
import { MSG } from '../domain/messages';
import { isRoleCode, type RoleCode } from '../domain/roles';
import { can } from '../policy/capabilities';
import { addError, isBlank, okUnlessErrors, parseShape, type FieldErrors, type Validated } from './field-failure';
import { ok } from '../domain/result';
import { lazySchema } from './lazy-schema';
import { shortText } from './text-limits';

export const userSaveSchema = lazySchema(() => {
  const optionalId = z.number().int().positive().nullable().default(null);
  const text = shortText().default('');
  return z.object({
    id: z.number().int().default(-1),
    loginName: text,
    firstName: text,
    lastName: text,
    emailAddress: text,
    borrowerId: optionalId,
    clientId: optionalId,
    bidderId: optionalId,
    roles: z.array(shortText()).default([]),
    accountEnabled: z.boolean().default(true),
    accountLocked: z.boolean().default(false),
    address1: text,
    address2: text,
    city: text,
    state: text,
    zip: text,
    country: text,
    phone: text,
    fax: text,
  });
});
export type UserSaveInput = z.input<typeof userSaveSchema>;
export type UserSave = Omit<z.output<typeof userSaveSchema>, 'roles'> & { roles: RoleCode[] };

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const isEmailAddress = (s: string): boolean => EMAIL.test(s.trim());

export const validateUser = (input: unknown): Validated<UserSave> => {
  const shape = parseShape(userSaveSchema, input);
  if (!shape.ok) return shape;
  const v = shape.value;
  const fields: FieldErrors = {};
  if (isBlank(v.firstName)) addError(fields, 'firstName', MSG.FIRST_NAME_IS_REQUIRED);
  if (isBlank(v.lastName)) addError(fields, 'lastName', MSG.LAST_NAME_IS_REQUIRED);
  if (isBlank(v.emailAddress)) addError(fields, 'emailAddress', MSG.EMAIL_IS_REQUIRED);
  else if (!isEmailAddress(v.emailAddress)) addError(fields, 'emailAddress', MSG.EMAIL_IS_NOT_VALID);
  if (isBlank(v.loginName)) addError(fields, 'loginName', MSG.LOGIN_NAME_IS_REQUIRED);

  const roles = [...new Set(v.roles)];
  if (!roles.every(isRoleCode)) addError(fields, 'roles', MSG.INVALID_VALUE);
  const codes = roles.filter(isRoleCode);
  // The super bidder bids on behalf of its bidder: that bidder is required and no other role may join it.
  const superBidder = can(codes, 'bidOnBehalf');
  if (codes.length === 0) addError(fields, 'roles', MSG.PLEASE_SELECT_ROLE);
  else if (superBidder && codes.length > 1) addError(fields, 'roles', MSG.CANNOT_SELECT_OTHER_ROLES_WITH_SUPER_BIDDER_ROLE);
  if (superBidder && v.bidderId === null) addError(fields, 'bidderId', MSG.BIDDER_IS_REQUIRED_WITH_SUPER_BIDDER_ROLE);
  if (can(codes, 'seeOwnClientAuctions')) {
    if (v.borrowerId !== null) addError(fields, 'borrowerId', MSG.YOU_CANNOT_SELECT_BORROWER_WITH_CLIENT_ROLE);
    if (v.clientId === null) addError(fields, 'clientId', MSG.PLEASE_SELECT_CLIENT);
  }
  if (can(codes, 'bidForOwnBorrower') && v.borrowerId === null) addError(fields, 'borrowerId', MSG.PLEASE_SELECT_BORROWER);

  const summary = v.id === -1 ? MSG.UNABLE_TO_CREATE_USER : MSG.USER_EDIT_HAS_ERRORS;
  return okUnlessErrors(
    fields,
    () => ({
      ...v,
      loginName: v.loginName.trim(),
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      emailAddress: v.emailAddress.trim(),
      roles: codes,
      bidderId: superBidder ? v.bidderId : null,
    }),
    summary,
  );
};

/** The user screen's save body: the form plus the MFA switch (true enrols, false disables, absent keeps). */
export const userSaveRequestSchema = lazySchema(() => userSaveSchema.extend({ mfaEnabled: z.boolean().optional() }));
export type UserSaveRequest = UserSave & { mfaEnabled?: boolean };
/** What a caller of the user save passes: the form as the screen sends it (validateUserSaveRequest checks it). */
export type UserSaveRequestInput = z.input<typeof userSaveRequestSchema>;

/** validateUser, keeping `mfaEnabled` when it is a boolean (anything else leaves MFA as it is). */
export const validateUserSaveRequest = (input: unknown): Validated<UserSaveRequest> => {
  const v = validateUser(input);
  if (!v.ok) return v;
  const mfa = input && typeof input === 'object' ? (input as { mfaEnabled?: unknown }).mfaEnabled : undefined;
  return ok(typeof mfa === 'boolean' ? { ...v.value, mfaEnabled: mfa } : v.value);
};

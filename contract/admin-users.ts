/**
 * Users (access-and-administration.md §5 "User", §6 roles, §7).
 */
import { z } from 'zod';
import { defineRoute, eachAs, pathId, served } from './route';
import { checkedBody, Id, IdParams } from './common';
import { Borrower, BorrowerRef, Client, ClientRef } from './admin-organisations';
import { ROLE_CODES } from '../core/domain/roles';
import { userSaveRequestSchema, validateUserSaveRequest } from '../core/validation/user-form';
import type { UserForm as UserFormView, UserSaved as UserSavedView, UserView as UserViewOf } from '../core/admin/users';
import { listUsers, loadUserForm, saveUser } from '../core/admin/users';

const TAGS = ['Users'] as const;
const RoleCode = z.enum(ROLE_CODES);

export const Role = z.object({ id: Id, roleCode: RoleCode, roleName: z.string(), roleDescription: z.string(), isInternal: z.boolean() });

const userFields = {
  id: Id,
  loginName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  borrowerId: Id.nullable(),
  clientId: Id.nullable(),
  bidderId: Id.nullable(),
  accountEnabled: z.boolean(),
  accountLocked: z.boolean(),
  mfaEnabled: z.boolean(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  phone: z.string(),
  fax: z.string(),
  esecAucCompany: BorrowerRef.nullable(),
  esecAucClient: ClientRef.nullable(),
  userRoles: z.array(Role),
  isBorrower: z.boolean(),
};

/** A user as lists show it (never credentials or counters): `roles` are the user's role codes. */
export const UserView = z.object({ ...userFields, roles: z.array(RoleCode) });

/**
 * The edit form: as in the spec, `roles` is the choice list (every role); the user's own roles are
 * `userRoles` (objects) and `roleCodes` (codes, what the save body's `roles` takes).
 */
export const UserForm = z.object({
  ...userFields,
  roles: z.array(Role),
  roleCodes: z.array(RoleCode),
  companies: z.array(Borrower),
  clients: z.array(Client),
  biddersInfoList: z.array(z.object({ id: Id, description: z.string() })),
});

export const MfaEnrolment = z.object({ secret: z.string(), uri: z.string() });

const UserSaved = z.object({ user: UserView, mfaEnrolment: MfaEnrolment.optional() });

// ---- Serialisers: core's views → the spec's wire names (esecAucCompany, esecAucClient, companies, …) ----

/** A user as the wire names it: the borrower as `esecAucCompany`, the client as `esecAucClient`. */
export function userWire(v: UserViewOf): z.input<typeof UserView> {
  const { borrower, client, userRoles, isBorrower, ...user } = v;
  return { ...user, esecAucCompany: borrower, esecAucClient: client, userRoles, isBorrower };
}

/** The user form as the wire names it: `roles` is the role choice list, the user's own codes are `roleCodes`. */
export function userFormWire(f: UserFormView): z.input<typeof UserForm> {
  const { borrowerChoices, clientChoices, roleChoices, bidderChoices, ...view } = f;
  const { roles, ...user } = userWire(view);
  return { ...user, companies: borrowerChoices, clients: clientChoices, roles: roleChoices, roleCodes: roles, biddersInfoList: bidderChoices };
}

/** The user save's answer: the saved user, and the MFA enrolment when this save made one. */
export const userSavedWire = (s: UserSavedView): z.input<typeof UserSaved> =>
  s.mfaEnrolment ? { user: userWire(s.user), mfaEnrolment: s.mfaEnrolment } : { user: userWire(s.user) };

export const userRoutes = {
  list: served(
    defineRoute({
      method: 'get',
      path: '/auction/users',
      useCase: listUsers,
      tags: TAGS,
      summary: 'Users list',
      description: 'Each user with esecAucCompany, esecAucClient and userRoles; never credentials.',
      response: z.array(UserView),
    }),
    () => [],
    eachAs(userWire),
  ),
  load: served(
    defineRoute({
      method: 'post',
      path: '/auction/useredit/{id}',
      useCase: loadUserForm,
      tags: TAGS,
      summary: 'Load a user (-1: blank form) with companies, clients, roles and biddersInfoList',
      params: IdParams,
      response: UserForm,
    }),
    pathId,
    userFormWire,
  ),
  save: served(
    defineRoute({
      method: 'post',
      path: '/auction/usersave',
      useCase: saveUser,
      tags: TAGS,
      summary: 'Create (id -1) or update a user',
      description:
        'Body: the user fields with roles as role codes, plus optional mfaEnabled (true enrols MFA: the answer then ' +
        'carries mfaEnrolment {secret, uri} once; false disables it). Duplicate login: 409 "Unable to save. Login Name already exists."',
      body: checkedBody(userSaveRequestSchema, validateUserSaveRequest),
      response: UserSaved,
      failures: { 409: 'Unable to save. Login Name already exists. (Error)' },
    }),
    ({ body }) => [body],
    userSavedWire,
  ),
} as const;

// The user screen's use cases called directly (no HTTP): the spec's validation messages and what is written.
import { describe, expect, it } from 'vitest';
import { useCaseWorldForAllTests } from '../../fixtures/use-case-world.test-kit';
import { MSG } from '../domain/messages';
import { listUsers, loadUserForm, saveUser } from './users';

const w = useCaseWorldForAllTests();

const form = (extra: Record<string, unknown> = {}) => ({
  id: -1,
  loginName: 'newbidder',
  firstName: 'Nora',
  lastName: 'Bidwell',
  emailAddress: 'nora@example.com',
  roles: ['BIDDER'],
  borrowerId: w.world.borrowers.first.id,
  ...extra,
});

describe('saveUser', () => {
  it('creates a bidder of a borrower and writes it, answering its view', async () => {
    const r = await saveUser(w.deps, w.actor('manager'), form({ loginName: ' nbidwell ', city: 'Boston' }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const { user } = r.value;
    expect(user).toMatchObject({ loginName: 'nbidwell', roles: ['BIDDER'], city: 'Boston', accountEnabled: true, isBorrower: true });
    expect(user.borrower).toEqual({ id: w.world.borrowers.first.id, companyName: 'First Borrower Bank', companyCode: 'FBB' });
    expect(user.userRoles.map((role) => role.roleCode)).toEqual(['BIDDER']);
    expect(user).not.toHaveProperty('failedLoginCount');
    expect(r.value.mfaEnrolment).toBeUndefined();
    expect(await w.deps.store.users.getByLogin('nbidwell')).toMatchObject({ id: user.id, emailAddress: 'nora@example.com', borrowerId: w.world.borrowers.first.id });
  });

  it('answers every blank field of a new user with the spec messages under "Unable to create user"', async () => {
    const r = await saveUser(w.deps, w.actor('manager'), { id: -1 });
    expect(r).toMatchObject({
      ok: false,
      code: 'VALIDATION',
      message: MSG.UNABLE_TO_CREATE_USER,
      fields: {
        loginName: MSG.LOGIN_NAME_IS_REQUIRED,
        firstName: MSG.FIRST_NAME_IS_REQUIRED,
        lastName: MSG.LAST_NAME_IS_REQUIRED,
        emailAddress: MSG.EMAIL_IS_REQUIRED,
        roles: MSG.PLEASE_SELECT_ROLE,
      },
    });
  });

  it('checks the role rules: e-mail shape, a bidder needs a borrower, a client user a client and no borrower', async () => {
    const manager = w.actor('manager');
    expect(await saveUser(w.deps, manager, form({ emailAddress: 'nora at example' }))).toMatchObject({ ok: false, fields: { emailAddress: MSG.EMAIL_IS_NOT_VALID } });
    expect(await saveUser(w.deps, manager, form({ borrowerId: null }))).toMatchObject({ ok: false, fields: { borrowerId: MSG.PLEASE_SELECT_BORROWER } });
    expect(await saveUser(w.deps, manager, form({ roles: ['CLIENT'] }))).toMatchObject({
      ok: false,
      fields: { borrowerId: MSG.YOU_CANNOT_SELECT_BORROWER_WITH_CLIENT_ROLE, clientId: MSG.PLEASE_SELECT_CLIENT },
    });
    expect(await saveUser(w.deps, manager, form({ roles: ['SUPERBIDDER', 'BIDDER'] }))).toMatchObject({
      ok: false,
      fields: { roles: MSG.CANNOT_SELECT_OTHER_ROLES_WITH_SUPER_BIDDER_ROLE, bidderId: MSG.BIDDER_IS_REQUIRED_WITH_SUPER_BIDDER_ROLE },
    });
    expect(await saveUser(w.deps, manager, form({ roles: ['NOT_A_ROLE'] }))).toMatchObject({ ok: false, fields: { roles: MSG.INVALID_VALUE } });
    expect(await saveUser(w.deps, manager, form({ borrowerId: 999_999 }))).toMatchObject({ ok: false, message: MSG.UNABLE_TO_CREATE_USER, fields: { borrowerId: MSG.INVALID_VALUE } });
    expect(await w.deps.store.users.getByLogin('newbidder')).toBeNull();
  });

  it('refuses a login name another user has: CONFLICT with the spec message', async () => {
    expect(await saveUser(w.deps, w.actor('manager'), form({ loginName: 'bidder1' }))).toMatchObject({ ok: false, code: 'CONFLICT', message: MSG.UNABLE_TO_SAVE_LOGIN_NAME_ALREADY_EXISTS });
  });

  it('a super bidder\'s bidder must be a bidder of the same borrower', async () => {
    const { bidder2 } = w.world.users;
    const r = await saveUser(w.deps, w.actor('manager'), form({ loginName: 'sb2', roles: ['SUPERBIDDER'], bidderId: bidder2.id }));
    expect(r).toMatchObject({ ok: false, message: MSG.UNABLE_TO_CREATE_USER, fields: { bidderId: MSG.INVALID_VALUE } });
  });

  it('edits an existing user under "Unable to save changes…", and keeps internal users\' roles read-only', async () => {
    const { reporter, client } = w.world.users;
    const blank = await saveUser(w.deps, w.actor('manager'), { ...client, firstName: '' });
    expect(blank).toMatchObject({ ok: false, message: MSG.USER_EDIT_HAS_ERRORS, fields: { firstName: MSG.FIRST_NAME_IS_REQUIRED } });
    const roles = await saveUser(w.deps, w.actor('manager'), { ...reporter, roles: ['REPORT', 'AWARD'] });
    expect(roles).toMatchObject({ ok: false, message: MSG.USER_EDIT_HAS_ERRORS, fields: { roles: MSG.ROLES_READ_ONLY_FOR_INTERNAL_USERS } });
    expect((await w.deps.store.users.get(reporter.id))?.roles).toEqual(['REPORT']);
    const renamed = await saveUser(w.deps, w.actor('manager'), { ...client, lastName: 'Renamed' });
    expect(renamed).toMatchObject({ ok: true, value: { user: { id: client.id, lastName: 'Renamed', client: { id: w.world.clients.acme.id } } } });
    expect((await w.deps.store.users.get(client.id))?.lastName).toBe('Renamed');
  });

  it('a manager may not remove their own access', async () => {
    const { manager } = w.world.users;
    expect(await saveUser(w.deps, w.actor('manager'), { ...manager, accountEnabled: false })).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: MSG.CANNOT_REMOVE_OWN_ACCESS,
      fields: { roles: MSG.CANNOT_REMOVE_OWN_ACCESS },
    });
    expect((await w.deps.store.users.get(manager.id))?.accountEnabled).toBe(true);
  });

  it('the MFA switch enrols once (the secret shown in the answer) and turns it off again', async () => {
    const { aic } = w.world.users;
    const on = await saveUser(w.deps, w.actor('manager'), { ...aic, mfaEnabled: true });
    expect(on).toMatchObject({ ok: true, value: { user: { mfaEnabled: true }, mfaEnrolment: { secret: expect.any(String), uri: expect.stringMatching(/^otpauth:/) } } });
    const off = await saveUser(w.deps, w.actor('manager'), { ...aic, mfaEnabled: false });
    expect(off).toMatchObject({ ok: true, value: { user: { mfaEnabled: false } } });
    expect((await w.deps.store.users.getCredentials(aic.id)).otpSecret).toBeNull();
  });

  it('is refused to a user who may not administer users', async () => {
    expect(await saveUser(w.deps, w.actor('relations'), form({ loginName: 'viaRelations' }))).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(await w.deps.store.users.getByLogin('viaRelations')).toBeNull();
  });
});

describe('loadUserForm and listUsers', () => {
  it('loads a user with the choices of the form', async () => {
    const { superbidder, bidder1 } = w.world.users;
    const r = await loadUserForm(w.deps, w.actor('manager'), superbidder.id);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({ id: superbidder.id, loginName: 'superbidder', bidderId: bidder1.id, roles: ['SUPERBIDDER'] });
    expect(r.value.borrowerChoices.map((b) => b.companyCode)).toEqual(expect.arrayContaining(['FBB', 'SSS']));
    expect(r.value.clientChoices.map((c) => c.clientCode)).toEqual(expect.arrayContaining(['ACME', 'GLOBEX']));
    expect(r.value.roleChoices.map((role) => role.roleCode)).toEqual(expect.arrayContaining(['MANAGER', 'BIDDER', 'SUPERBIDDER', 'CLIENT']));
  });

  it('loads the blank form for -1, NOT_FOUND for an unknown id', async () => {
    expect(await loadUserForm(w.deps, w.actor('manager'), -1)).toMatchObject({ ok: true, value: { id: -1, loginName: '', roles: [] } });
    expect(await loadUserForm(w.deps, w.actor('manager'), 999_999)).toEqual({ ok: false, code: 'NOT_FOUND', message: MSG.NOT_FOUND });
  });

  it('lists every seeded user with its borrower and client', async () => {
    const r = await listUsers(w.deps, w.actor('manager'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const byLogin = new Map(r.value.map((u) => [u.loginName, u]));
    for (const login of Object.keys(w.world.users)) expect(byLogin.has(login)).toBe(true);
    expect(byLogin.get('bidder2')?.borrower?.companyCode).toBe('SSS');
    expect(byLogin.get('client')?.client?.clientCode).toBe('ACME');
  });
});

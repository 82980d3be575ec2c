import { describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages';
import { validateUser } from './user-form';

const base = {
  loginName: 'jdoe',
  firstName: 'Jane',
  lastName: 'Doe',
  emailAddress: 'jane@bank.example',
  roles: ['MANAGER'],
};

const fieldsOf = (input: unknown): Record<string, string> => {
  const r = validateUser(input);
  return r.ok ? {} : (r.fields ?? {});
};

describe('user form', () => {
  it('accepts a valid manager and fills the defaults', () => {
    const r = validateUser({ ...base, loginName: ' jdoe ' });
    expect(r).toMatchObject({ ok: true, value: { id: -1, loginName: 'jdoe', roles: ['MANAGER'], accountEnabled: true, address1: '' } });
  });

  it('requires names, e-mail, login name and a role', () => {
    const r = validateUser({ roles: [] });
    expect(r).toMatchObject({
      ok: false,
      message: MSG.UNABLE_TO_CREATE_USER,
      fields: {
        firstName: MSG.FIRST_NAME_IS_REQUIRED,
        lastName: MSG.LAST_NAME_IS_REQUIRED,
        emailAddress: MSG.EMAIL_IS_REQUIRED,
        loginName: MSG.LOGIN_NAME_IS_REQUIRED,
        roles: MSG.PLEASE_SELECT_ROLE,
      },
    });
    expect(validateUser({ id: 4, roles: [] })).toMatchObject({ message: MSG.USER_EDIT_HAS_ERRORS });
  });

  it('checks the e-mail format', () => {
    for (const bad of ['jane', 'jane@', 'jane@bank', 'ja ne@bank.com', '@bank.com']) {
      expect(fieldsOf({ ...base, emailAddress: bad }).emailAddress).toBe(MSG.EMAIL_IS_NOT_VALID);
    }
    expect(fieldsOf({ ...base, emailAddress: 'j.doe+x@mail.bank.co.uk' })).toEqual({});
  });

  it('keeps the super bidder alone and with a bidder', () => {
    expect(fieldsOf({ ...base, roles: ['SUPERBIDDER', 'BIDDER'], bidderId: 3, borrowerId: 1 }).roles).toBe(
      MSG.CANNOT_SELECT_OTHER_ROLES_WITH_SUPER_BIDDER_ROLE,
    );
    expect(fieldsOf({ ...base, roles: ['SUPERBIDDER'] }).bidderId).toBe(MSG.BIDDER_IS_REQUIRED_WITH_SUPER_BIDDER_ROLE);
    expect(validateUser({ ...base, roles: ['SUPERBIDDER'], bidderId: 3 })).toMatchObject({ ok: true, value: { bidderId: 3 } });
  });

  it('clears bidderId for anyone but a super bidder', () => {
    expect(validateUser({ ...base, bidderId: 3 })).toMatchObject({ ok: true, value: { bidderId: null } });
  });

  it('forbids a borrower with the client role and needs a client', () => {
    expect(fieldsOf({ ...base, roles: ['CLIENT'], borrowerId: 2, clientId: 1 }).borrowerId).toBe(MSG.YOU_CANNOT_SELECT_BORROWER_WITH_CLIENT_ROLE);
    expect(fieldsOf({ ...base, roles: ['CLIENT'] }).clientId).toBe(MSG.PLEASE_SELECT_CLIENT);
    expect(fieldsOf({ ...base, roles: ['CLIENT'], clientId: 1 })).toEqual({});
  });

  it('needs a borrower for a bidder', () => {
    expect(fieldsOf({ ...base, roles: ['BIDDER'] }).borrowerId).toBe(MSG.PLEASE_SELECT_BORROWER);
    expect(fieldsOf({ ...base, roles: ['BIDDER'], borrowerId: 2 })).toEqual({});
  });

  it('matches role codes exactly and drops duplicates', () => {
    expect(fieldsOf({ ...base, roles: ['SUPER'] }).roles).toBe(MSG.INVALID_VALUE);
    expect(fieldsOf({ ...base, roles: ['manager'] }).roles).toBe(MSG.INVALID_VALUE);
    expect(validateUser({ ...base, roles: ['REPORT', 'REPORT', 'AWARD'] })).toMatchObject({ ok: true, value: { roles: ['REPORT', 'AWARD'] } });
  });
});

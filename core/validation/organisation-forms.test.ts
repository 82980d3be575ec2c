import { describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages';
import { validateBorrower, validateClient } from './organisation-forms';

describe('borrower form', () => {
  it('requires name and shortname', () => {
    expect(validateBorrower({ companyName: '', companyCode: ' ' })).toMatchObject({
      ok: false,
      code: 'VALIDATION',
      fields: { companyName: MSG.BORROWER_NAME_IS_REQUIRED, companyCode: MSG.SHORTNAME_IS_REQUIRED },
    });
  });

  it('trims and defaults a new borrower', () => {
    expect(validateBorrower({ companyName: ' Big Bank ', companyCode: 'BB ' })).toEqual({
      ok: true,
      value: { id: -1, companyName: 'Big Bank', companyCode: 'BB', active: true },
    });
  });
});

describe('client form', () => {
  it('requires name and shortname', () => {
    expect(validateClient({ id: 3 })).toMatchObject({
      ok: false,
      fields: { clientName: MSG.CLIENT_NAME_IS_REQUIRED, clientCode: MSG.SHORTNAME_IS_REQUIRED },
    });
  });

  it('keeps the id and active flag', () => {
    expect(validateClient({ id: 3, clientName: 'Pension', clientCode: 'PEN', active: false })).toEqual({
      ok: true,
      value: { id: 3, clientName: 'Pension', clientCode: 'PEN', active: false },
    });
  });
});

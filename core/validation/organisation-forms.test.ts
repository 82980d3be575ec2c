import { describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages';
import { LEI_INVALID, MPID_INVALID } from '../parties/parties';
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

describe('parties regulators can name', () => {
  it('keeps a borrower\'s LEI, type and MPID, upper case', () => {
    expect(validateBorrower({ companyName: 'Big Bank', companyCode: 'BB', lei: ' 5493001kjtiigc8y1r12 ', borrowerType: 'BROKER_DEALER', mpid: 'abcd' })).toMatchObject({
      ok: true,
      value: { lei: '5493001KJTIIGC8Y1R12', borrowerType: 'BROKER_DEALER', mpid: 'ABCD' },
    });
  });

  it('refuses an LEI with a wrong check digit and an MPID that is not 4 letters', () => {
    expect(validateBorrower({ companyName: 'Big Bank', companyCode: 'BB', lei: '5493001KJTIIGC8Y1R13', mpid: 'AB1D' })).toMatchObject({
      ok: false,
      code: 'VALIDATION',
      fields: { lei: LEI_INVALID, mpid: MPID_INVALID },
    });
    expect(validateClient({ clientName: 'Pension', clientCode: 'PEN', lei: 'HWUPKR0MPOU8FGXBT39' })).toMatchObject({ ok: false, fields: { lei: LEI_INVALID } });
  });

  it('refuses a borrower type it does not know', () => {
    expect(validateBorrower({ companyName: 'Big Bank', companyCode: 'BB', borrowerType: 'HEDGE_FUND' })).toMatchObject({ ok: false, code: 'VALIDATION' });
  });

  it('takes a blank LEI or MPID as none', () => {
    expect(validateClient({ clientName: 'Pension', clientCode: 'PEN', lei: '  ' })).toMatchObject({ ok: true, value: { lei: null } });
    expect(validateBorrower({ companyName: 'B', companyCode: 'B', lei: '', mpid: null })).toMatchObject({ ok: true, value: { lei: null, mpid: null } });
  });
});

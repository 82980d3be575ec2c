import { describe, expect, it } from 'vitest';
import { LEI_INVALID } from '../parties/parties';
import { HOLDING_MESSAGES, validateHolding, validateHoldingRows } from './holding-rules';
import { MSG } from '../domain/messages';
import { invalidSecurityIdMessage } from './security-identifiers';

const apple = { isin: 'us0378331005', issuerName: ' Apple Inc. ', quantity: '1,000', price: '190.25', currency: 'usd' };

describe('a holding\'s fields', () => {
  it('keeps a valid holding, identifiers upper case, amounts exact, shares by default', () => {
    expect(validateHolding(apple)).toEqual({
      ok: true,
      value: { isin: 'US0378331005', cusip: null, sedol: null, figi: null, issuerName: 'Apple Inc.', issuerLei: null, quantity: '1000', quantityKind: 'SHARES', price: '190.25', currency: 'USD' },
    });
    expect(validateHolding({ ...apple, quantity: '5000000.000001', quantityKind: 'par', price: '0.98765' })).toMatchObject({ ok: true, value: { quantity: '5000000.000001', quantityKind: 'PAR', price: '0.98765' } });
  });

  it('needs at least one identifier, and checks every one given', () => {
    expect(validateHolding({ ...apple, isin: '' })).toMatchObject({ ok: false, fields: { isin: HOLDING_MESSAGES.NO_IDENTIFIER } });
    expect(validateHolding({ ...apple, cusip: '037833101', figi: 'BBG000B9XRY4' })).toMatchObject({ ok: false, fields: { cusip: invalidSecurityIdMessage('CUSIP') } });
    expect(validateHolding({ isin: '', sedol: '2046251', issuerName: 'Apple', quantity: 1, price: 1, currency: 'GBP' })).toMatchObject({ ok: true, value: { sedol: '2046251' } });
  });

  it('names every field that is wrong', () => {
    const refused = validateHolding({ isin: 'US0378331006', issuerName: '', issuerLei: 'HWUPKR0MPOU8FGXBT395', quantity: '0', quantityKind: 'LOTS', price: '-1', currency: 'XYZ' });
    expect(refused).toMatchObject({
      ok: false,
      code: 'VALIDATION',
      fields: {
        isin: invalidSecurityIdMessage('ISIN'),
        issuerName: HOLDING_MESSAGES.ISSUER_REQUIRED,
        issuerLei: LEI_INVALID,
        quantity: HOLDING_MESSAGES.QUANTITY_INVALID,
        quantityKind: HOLDING_MESSAGES.QUANTITY_KIND_INVALID,
        price: HOLDING_MESSAGES.PRICE_INVALID,
        currency: HOLDING_MESSAGES.CURRENCY_INVALID,
      },
    });
  });

  it('takes a price of 0 but refuses text and more than 10 decimals', () => {
    expect(validateHolding({ ...apple, price: '0' })).toMatchObject({ ok: true, value: { price: '0' } });
    expect(validateHolding({ ...apple, price: 'ten' })).toMatchObject({ ok: false, fields: { price: HOLDING_MESSAGES.PRICE_INVALID } });
    expect(validateHolding({ ...apple, quantity: '1.00000000001' })).toMatchObject({ ok: false, fields: { quantity: HOLDING_MESSAGES.QUANTITY_INVALID } });
  });
});

describe("a lot's rows", () => {
  it('are all kept, or every refused row is named by its index and field', () => {
    expect(validateHoldingRows([apple, apple])).toMatchObject({ ok: true, value: [{ isin: 'US0378331005' }, { isin: 'US0378331005' }] });
    expect(validateHoldingRows([apple, { ...apple, price: '-1', currency: '' }])).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: MSG.UNABLE_TO_SAVE,
      fields: { 'rows.1.price': HOLDING_MESSAGES.PRICE_INVALID, 'rows.1.currency': HOLDING_MESSAGES.CURRENCY_INVALID },
    });
  });
});

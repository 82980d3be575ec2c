import { describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages';
import { validateLot } from './lot-form';

const base = {
  auctionId: 7,
  lotNumber: '10A',
  lotName: 'US Large Cap',
  assetClassId: 2,
  marketValue: '1,250,000.50',
  currency: 'USD',
  termDays: 365,
  termDisp: '12',
};

const fieldsOf = (input: unknown, allInFlag = false): Record<string, string> => {
  const r = validateLot(input, { allInFlag, auctionCurrency: 'USD' });
  return r.ok ? {} : (r.fields ?? {});
};

describe('lot form', () => {
  it('needs the FX Rate of a lot in another currency than the auction\'s, never assuming 1', () => {
    expect(fieldsOf({ ...base, currency: 'EUR' })).toEqual({ fxRate: MSG.FX_RATE_REQUIRED });
    expect(fieldsOf({ ...base, currency: 'EUR', fxRate: ' ' })).toEqual({ fxRate: MSG.FX_RATE_REQUIRED });
    expect(fieldsOf({ ...base, currency: 'EUR', fxRate: '0' })).toEqual({ fxRate: MSG.FX_RATE_MUST_BE_POSITIVE });
    expect(fieldsOf({ ...base, currency: 'EUR', fxRate: '1.0850' })).toEqual({});
    // A lot in the auction's own currency may leave it empty (rate 1).
    expect(fieldsOf({ ...base, currency: 'USD' })).toEqual({});
    expect(validateLot({ ...base, currency: 'USD' }, { allInFlag: false, auctionCurrency: 'EUR' })).toMatchObject({ ok: false, fields: { fxRate: MSG.FX_RATE_REQUIRED } });
  });

  it("computes a combo's market value instead of reading it, and needs the combo's lots", () => {
    expect(validateLot({ ...base, id: 9, marketValue: null, comboFlag: true, comboLotIds: [1, 2] }, { allInFlag: false, auctionCurrency: 'USD' })).toMatchObject({
      ok: true,
      value: { marketValue: '0', comboLotIds: [1, 2] },
    });
    expect(fieldsOf({ ...base, id: 9, marketValue: 'abc', comboFlag: true, comboLotIds: [] })).toEqual({ comboLotIds: MSG.COMBO_LOT_NEEDS_LOTS });
    expect(fieldsOf({ ...base, id: 9, comboFlag: true, comboLotIds: [9] })).toEqual({ comboLotIds: MSG.COMBO_LOT_NEEDS_LOTS });
  });

  it('accepts a lot and converts its numbers to decimal strings', () => {
    expect(validateLot({ ...base, assumedPct: 20, eslBps: '12.25', secType: 'E', domicile: '' }, { allInFlag: false, auctionCurrency: 'USD' })).toMatchObject({
      ok: true,
      value: {
        id: -1,
        marketValue: '1250000.5',
        assumedPct: '20',
        eslBps: '12.25',
        termDays: 365,
        termDisp: '12',
        secType: 'E',
        domicile: null,
        incumbent: null,
        comboLotIds: [],
      },
    });
  });

  it('refuses values out of range with the field at fault', () => {
    expect(fieldsOf({ ...base, marketValue: '-1', termDays: 0, fxRate: '0', eslBps: '-0.5', assumedPct: '100.01' })).toEqual({
      marketValue: MSG.MARKET_VALUE_MUST_BE_POSITIVE,
      termDays: MSG.TERM_DAYS_MUST_BE_POSITIVE,
      fxRate: MSG.FX_RATE_MUST_BE_POSITIVE,
      eslBps: MSG.COMPARISON_BPS_NOT_NEGATIVE,
      assumedPct: MSG.ASSUMED_PCT_RANGE,
    });
    expect(fieldsOf({ ...base, marketValue: '0.01', termDays: 1, fxRate: '1.0842', eslBps: '0', assumedPct: '100' })).toEqual({});
  });

  it('requires name, number, asset class and currency', () => {
    expect(fieldsOf({ auctionId: 7 })).toEqual({
      lotName: MSG.LOT_NAME_IS_REQUIRED,
      lotNumber: MSG.LOT_NUMBER_IS_REQUIRED,
      assetClassId: MSG.ASSET_CLASS_IS_REQUIRED,
      currency: MSG.CURRENCY_IS_REQUIRED,
      marketValue: MSG.MARKET_VALUE_IS_REQUIRED,
      termDays: MSG.TERM_DAYS_IS_REQUIRED,
      termDisp: MSG.TERM_DISP_IS_REQUIRED,
    });
  });

  it('requires the numeric fields to be numeric', () => {
    expect(fieldsOf({ ...base, marketValue: 'lots', termDays: '30.5', termDisp: 'a year', eslBps: 'x', assumedPct: '20%', fxRate: '1,1' })).toEqual({
      marketValue: MSG.MARKET_VALUE_MUST_BE_NUMERIC,
      termDays: MSG.TERM_DAYS_MUST_BE_NUMERIC,
      termDisp: MSG.TERM_DISP_MUST_BE_NUMERIC,
      eslBps: MSG.COMPARISON_BPS_MUST_BE_NUMERIC,
      assumedPct: MSG.ASSUMED_PCT_MUST_BE_NUMERIC,
      fxRate: MSG.FX_RATE_MUST_BE_NUMERIC,
    });
  });

  it('keeps gross dividend and tax rate for all-in auctions only', () => {
    const withAllIn = { ...base, grossDividend: '2.5', taxRate: '15' };
    expect(validateLot(withAllIn, { allInFlag: true, auctionCurrency: 'USD' })).toMatchObject({ ok: true, value: { grossDividend: '2.5', taxRate: '15' } });
    expect(validateLot(withAllIn, { allInFlag: false, auctionCurrency: 'USD' })).toMatchObject({ ok: true, value: { grossDividend: null, taxRate: null } });
    expect(fieldsOf({ ...base, taxRate: 'high' }, true).taxRate).toBe(MSG.TAX_RATE_MUST_BE_NUMERIC);
    expect(fieldsOf({ ...base, taxRate: 'high' }, false)).toEqual({});
  });

  it('keeps combo links only for combo lots, never to itself', () => {
    expect(validateLot({ ...base, id: 3, comboFlag: false, comboLotIds: [1, 2] }, { allInFlag: false, auctionCurrency: 'USD' })).toMatchObject({ value: { comboLotIds: [] } });
    expect(validateLot({ ...base, id: 3, comboFlag: true, comboLotIds: [1, 2, 3, 2] }, { allInFlag: false, auctionCurrency: 'USD' })).toMatchObject({
      value: { comboLotIds: [1, 2] },
    });
  });

  it('rejects malformed choices', () => {
    expect(fieldsOf({ ...base, secType: 'X' }).secType).toBe(MSG.INVALID_VALUE);
    expect(fieldsOf({ ...base, currency: 'XYZ' }).currency).toBe(MSG.INVALID_VALUE);
    expect(fieldsOf({ ...base, auctionId: undefined }).auctionId).toBe(MSG.INVALID_VALUE);
  });
});

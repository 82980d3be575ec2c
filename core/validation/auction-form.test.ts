import { describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages';
import { validateAuction } from './auction-form';

// 2026-11-22 15:00 UTC = 10:00 in New York (EST).
const NOW = Date.parse('2026-11-22T15:00:00.000Z');

const base = {
  auctionName: 'Winter Equities',
  clientId: 1,
  auctionDate: '2026-11-25',
  startTime: '09:00',
  endTime: '17:30',
  marketValueDate: '2026-11-20',
  termStartDate: '2026-12-01',
  termEndDate: '2027-11-30',
  datalendEstimateDate: '2026-11-20',
  discretionaryEstimateDate: '2026-11-20',
  collateralType: 'Cash',
  bpsBid: true,
};

const fieldsOf = (input: unknown, existingStartDate?: string): Record<string, string> => {
  const r = validateAuction(input, { nowMs: NOW, existingStartDate });
  return r.ok ? {} : (r.fields ?? {});
};

describe('auction form', () => {
  it('turns Eastern wall times into instants', () => {
    const r = validateAuction(base, { nowMs: NOW });
    expect(r).toMatchObject({
      ok: true,
      value: {
        id: -1,
        auctionStartDate: '2026-11-25T14:00:00.000Z',
        auctionEndDate: '2026-11-25T22:30:00.000Z',
        marketValueDate: '2026-11-20T05:00:00.000Z',
        termEndDate: '2027-11-30T05:00:00.000Z',
        dayCount: 360,
        reinvest: null,
        currency: 'USD',
        template: 'collapse',
      },
    });
  });

  it('requires description, client, collateral type and date', () => {
    expect(fieldsOf({ bpsBid: true })).toMatchObject({
      auctionName: MSG.AUCTION_DESCRIPTION_IS_REQUIRED,
      clientId: MSG.PLEASE_SELECT_CLIENT,
      collateralType: MSG.PLEASE_SELECT_COLLATERAL_TYPE,
      auctionDate: MSG.PLEASE_CHOOSE_DATE,
    });
    expect(fieldsOf({ ...base, collateralType: 'Gold' }).collateralType).toBe(MSG.PLEASE_SELECT_COLLATERAL_TYPE);
    expect(fieldsOf({ ...base, termStartDate: '2026-02-30' }).termStartDate).toBe(MSG.PLEASE_CHOOSE_DATE);
    expect(fieldsOf({ ...base, startTime: '' }).startTime).toBe(MSG.PLEASE_CHOOSE_TIME);
  });

  it('defaults empty secondary dates to today midnight Eastern', () => {
    const r = validateAuction({ ...base, datalendEstimateDate: '', marketValueDate: '' }, { nowMs: NOW });
    expect(r).toMatchObject({ ok: true, value: { datalendEstimateDate: '2026-11-22T05:00:00.000Z', marketValueDate: '2026-11-22T05:00:00.000Z' } });
  });

  it('wants a later date than today (Eastern) for new or moved auctions', () => {
    expect(fieldsOf({ ...base, auctionDate: '2026-11-21', marketValueDate: '2026-11-20' }).auctionDate).toBe(MSG.AUCTION_DATE_IN_PAST);
    expect(fieldsOf({ ...base, auctionDate: '2026-11-22', marketValueDate: '2026-11-20' })).toEqual({});
    // Editing a past auction without moving it stays possible; moving it into the past does not.
    const past = { ...base, id: 5, auctionDate: '2026-11-01', marketValueDate: '2026-10-30' };
    expect(fieldsOf(past, '2026-11-01T14:00:00.000Z')).toEqual({});
    expect(fieldsOf(past, '2026-12-01T14:00:00.000Z').auctionDate).toBe(MSG.AUCTION_DATE_IN_PAST);
  });

  it('uses the Eastern day for today, not the UTC day', () => {
    // 03:00 UTC on the 23rd is still the 22nd in New York.
    const r = validateAuction({ ...base, auctionDate: '2026-11-22' }, { nowMs: Date.parse('2026-11-23T03:00:00.000Z') });
    expect(r.ok).toBe(true);
  });

  it('wants the market value date no later than the auction date', () => {
    expect(fieldsOf({ ...base, marketValueDate: '2026-11-26' }).marketValueDate).toBe(MSG.MARKET_VALUE_DATE_AFTER_AUCTION_DATE);
    expect(fieldsOf({ ...base, marketValueDate: '2026-11-25' })).toEqual({});
  });

  it('wants the start before the end', () => {
    expect(fieldsOf({ ...base, startTime: '17:30', endTime: '17:30' }).startTime).toBe(MSG.START_TIME_MUST_BE_EARLIER_THAN_END_TIME);
    expect(fieldsOf({ ...base, startTime: '18:00', endTime: '09:00' }).startTime).toBe(MSG.START_TIME_MUST_BE_EARLIER_THAN_END_TIME);
  });

  it('requires at least one bid type', () => {
    expect(fieldsOf({ ...base, bpsBid: false }).dollarBid).toBe(MSG.AUCTION_BID_TYPE_REQUIRED);
    expect(fieldsOf({ ...base, bpsBid: false, allInFlag: true })).toEqual({});
  });

  it('checks term order, reinvest and day count', () => {
    expect(fieldsOf({ ...base, termEndDate: '2026-11-30' }).termEndDate).toBe(MSG.TERM_END_MUST_BE_AFTER_TERM_START);
    expect(fieldsOf({ ...base, termEndDate: '2026-12-01' }).termEndDate).toBe(MSG.TERM_END_MUST_BE_AFTER_TERM_START);
    expect(fieldsOf({ ...base, reinvest: 'ten' }).reinvest).toBe(MSG.BPS_REINVEST_MUST_BE_NUMERIC);
    expect(fieldsOf({ ...base, dayCount: 0 }).dayCount).toBe(MSG.DAY_COUNT_MUST_BE_NUMERIC);
    expect(validateAuction({ ...base, reinvest: '12.50', dayCount: '365' }, { nowMs: NOW })).toMatchObject({
      ok: true,
      value: { reinvest: '12.5', dayCount: 365 },
    });
  });

  it('wants the term to start on or after the auction date', () => {
    expect(fieldsOf({ ...base, termStartDate: '2026-11-24' }).termStartDate).toBe(MSG.TERM_START_BEFORE_AUCTION_DATE);
    expect(fieldsOf({ ...base, termStartDate: '2026-11-25' })).toEqual({});
  });

  it('derives empty term dates from the auction date: a 365-day term starting on it', () => {
    const r = validateAuction({ ...base, auctionDate: '2027-01-14', termStartDate: '', termEndDate: '' }, { nowMs: NOW });
    expect(r).toMatchObject({ ok: true, value: { termStartDate: '2027-01-14T05:00:00.000Z', termEndDate: '2028-01-13T05:00:00.000Z' } });
    const end = validateAuction({ ...base, termEndDate: '' }, { nowMs: NOW });
    expect(end).toMatchObject({ ok: true, value: { termStartDate: '2026-12-01T05:00:00.000Z', termEndDate: '2027-11-30T05:00:00.000Z' } });
  });

  it('lets an auction end on a later day than it starts', () => {
    const r = validateAuction({ ...base, startTime: '17:00', endDate: '2026-11-27', endTime: '09:00' }, { nowMs: NOW });
    expect(r).toMatchObject({ ok: true, value: { auctionStartDate: '2026-11-25T22:00:00.000Z', auctionEndDate: '2026-11-27T14:00:00.000Z' } });
    expect(fieldsOf({ ...base, endDate: '2026-11-24' }).startTime).toBe(MSG.START_TIME_MUST_BE_EARLIER_THAN_END_TIME);
    expect(fieldsOf({ ...base, endDate: '2026-02-30' }).endDate).toBe(MSG.PLEASE_CHOOSE_DATE);
  });
});

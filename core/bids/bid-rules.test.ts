import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bidAllInAboveCeiling, bidBpsAboveCeiling, bidFixedAboveMarketValue, bidValueNotPositive, minBalanceAboveMarketValue, MSG } from '../domain/messages';
import { bidTotalValue } from '../money/bid-values';
import { clearBidRow, collateralOptions, countsForReports, parseBidNumber, resolveBidCollateral, rowHasValues, truncateSupplemental, truncateToUtf8Bytes, utf8ByteLength, validateBidRows, type BidRowInput, ALL_IN_CEILING, BPS_CEILING } from './bid-rules';
import { bidCeilingRefusal, bidValueRule, type LotForBidRule } from './bid-value-rule';
import { dec } from '../money/decimal';
import { placeholderRow } from './place-bids-table';
import { BID_AMOUNT_FIELDS, EMPTY_BID_INPUTS, NO_BID_AMOUNTS, NO_BID_KIND_FLAGS, perKind } from '../domain/bid-kinds';

/** A new Cash row on lot 7, empty unless `over` fills it. */
const row = (over: Partial<BidRowInput> = {}): BidRowInput => ({ ...placeholderRow(7, 'Cash'), ...over });
const allTypes = { ...NO_BID_KIND_FLAGS, collateralType: 'Both', bpsBid: true, dollarBid: true, allInFlag: true } as const;

describe('parseBidNumber', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['100', '100'],
    ['10.25', '10.25'],
    ['10.50', '10.5'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['007', '7'],
    ['0', '0'],
    ['25,000', '25000'],
    ['1,234,567.89', '1234567.89'],
    [' 42 ', '42'],
  ])('"%s" -> %s', (text, expected) => expect(parseBidNumber(text, 2)).toEqual({ ok: true, value: expected }));

  it.each(['-5', '-0.5', '- 5', '-25,000'])('"%s" is negative, which has its own message', (text) =>
    expect(parseBidNumber(text, 2)).toMatchObject({ ok: false, message: MSG.BID_MUST_NOT_BE_NEGATIVE }),
  );

  it.each(['abc', '--5', '-x', '+5', '1e3', '2,50', '1 000', '$100', 'NaN', 'Infinity', '.', '1.2.3', '12,34,567'])(
    '"%s" is not numeric',
    (text) => expect(parseBidNumber(text, 2)).toMatchObject({ ok: false, message: MSG.BID_NOT_NUMERIC }),
  );

  it('limits decimals (trailing zeros do not count)', () => {
    expect(parseBidNumber('10.255', 2)).toMatchObject({ ok: false, message: MSG.BID_TOO_MANY_DECIMALS });
    expect(parseBidNumber('10.2500', 2)).toEqual({ ok: true, value: '10.25' });
    expect(parseBidNumber('95.1234', 4)).toEqual({ ok: true, value: '95.1234' });
  });

  it('property: never throws, and accepted values are canonical decimals', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const r = parseBidNumber(s, 2);
        if (r.ok && r.value !== null) expect(r.value).toMatch(/^(0|[1-9]\d*)(\.\d{0,1}[1-9])?$/);
      }),
    );
  });
});

describe('comment limits', () => {
  it('counts UTF-8 bytes', () => {
    expect(utf8ByteLength('abc')).toBe(3);
    expect(utf8ByteLength('é')).toBe(2);
    expect(utf8ByteLength('€')).toBe(3);
    expect(utf8ByteLength('😀')).toBe(4);
  });

  it('truncates to bytes without splitting a character', () => {
    expect(truncateToUtf8Bytes('ab€', 4)).toBe('ab');
    expect(truncateToUtf8Bytes('ab€', 5)).toBe('ab€');
    expect(utf8ByteLength(truncateToUtf8Bytes('é'.repeat(600), 1000))).toBe(1000);
  });

  it('truncates supplemental comments at 10000 characters with the alert', () => {
    expect(truncateSupplemental('hello')).toEqual({ text: 'hello', truncated: false, message: null });
    const long = truncateSupplemental('x'.repeat(10_001));
    expect(long.text).toHaveLength(10_000);
    expect(long.truncated).toBe(true);
    expect(long.message).toBe(MSG.SUPPLEMENTAL_COMMENTS_TOO_LONG);
    // code points: 10000 emoji are within the limit
    expect(truncateSupplemental('😀'.repeat(10_000)).truncated).toBe(false);
  });
});

describe('collateral', () => {
  it('is fixed for Cash / Non_Cash auctions and selectable for Both', () => {
    expect(collateralOptions('Cash')).toEqual(['Cash']);
    expect(collateralOptions('Non_Cash')).toEqual(['Non_Cash']);
    expect(collateralOptions('Both')).toEqual(['Cash', 'Non_Cash']);
  });

  it('resolves the row value', () => {
    expect(resolveBidCollateral('Cash', '')).toBe('Cash');
    expect(resolveBidCollateral('Cash', 'Cash')).toBe('Cash');
    expect(resolveBidCollateral('Cash', 'Non_Cash')).toBeNull();
    expect(resolveBidCollateral('Non_Cash', 'Non Cash')).toBe('Non_Cash');
    expect(resolveBidCollateral('Both', 'Non Cash')).toBe('Non_Cash');
    expect(resolveBidCollateral('Both', '')).toBeNull();
    expect(resolveBidCollateral('Both', 'Gold')).toBeNull();
  });
});

describe('validateBidRows', () => {
  it('accepts one value per row and canonicalizes it', () => {
    const r = validateBidRows(
      [
        row({ basisPoints: '10.25', minBalance: '1,000,000', lotComment: 'ok' }),
        row({ bidId: 12, lotId: 8, collateralType: 'Non_Cash', fixed: '25,000' }),
        row({ lotId: 9, allIn: '95.5' }),
      ],
      allTypes,
    );
    expect(r).toEqual({
      ok: true,
      value: {
        rows: [
          { ...NO_BID_AMOUNTS, bidId: -1, lotId: 7, collateralType: 'Cash', basisPointGuarantee: '10.25', minBalGuarantee: '1000000', lotSpecificComments: 'ok' },
          { ...NO_BID_AMOUNTS, bidId: 12, lotId: 8, collateralType: 'Non_Cash', fixed: '25000', minBalGuarantee: null, lotSpecificComments: '' },
          { ...NO_BID_AMOUNTS, bidId: -1, lotId: 9, collateralType: 'Cash', allIn: '95.5', minBalGuarantee: null, lotSpecificComments: '' },
        ],
        emptyRows: [],
      },
    });
  });

  it('discards all bids when any row has two values', () => {
    const r = validateBidRows([row({ basisPoints: '10' }), row({ basisPoints: '5', fixed: '100' })], allTypes);
    expect(r).toMatchObject({ ok: false, code: 'VALIDATION', message: MSG.BID_IN_MORE_THAN_ONE_FIELD });
    expect(r.ok ? null : r.fields).toEqual({ 'rows.1.basisPoints': MSG.BID_IN_MORE_THAN_ONE_FIELD });
  });

  it('the one-value rule wins over a non-numeric value elsewhere', () => {
    const r = validateBidRows([row({ basisPoints: 'abc' }), row({ fixed: '1', allIn: '2' })], allTypes);
    expect(r).toMatchObject({ ok: false, message: MSG.BID_IN_MORE_THAN_ONE_FIELD });
  });

  it('rejects non-numeric values in any of the four fields, minimum balance included', () => {
    for (const f of ['basisPoints', 'fixed', 'allIn', 'minBalance'] as const) {
      const r = validateBidRows([row({ [f]: '12abc', ...(f === 'minBalance' ? { fixed: '1' } : {}) })], allTypes);
      expect(r).toMatchObject({ ok: false, message: MSG.BID_NOT_NUMERIC, fields: { [`rows.0.${f}`]: MSG.BID_NOT_NUMERIC } });
    }
  });

  it('rejects bps with more than 2 decimals', () => {
    expect(validateBidRows([row({ basisPoints: '10.125' })], allTypes)).toMatchObject({ ok: false, message: MSG.BID_TOO_MANY_DECIMALS });
  });

  it('rejects a lot comment over 1000 UTF-8 bytes (not characters)', () => {
    expect(validateBidRows([row({ fixed: '1', lotComment: 'a'.repeat(1000) })], allTypes).ok).toBe(true);
    // 500 two-byte characters = 1000 bytes: fine; 501 = 1002 bytes: too long
    expect(validateBidRows([row({ fixed: '1', lotComment: 'é'.repeat(500) })], allTypes).ok).toBe(true);
    expect(validateBidRows([row({ fixed: '1', lotComment: 'é'.repeat(501) })], allTypes)).toMatchObject({
      ok: false,
      message: MSG.LOT_COMMENT_TOO_LONG,
    });
  });

  it('enforces the collateral setting', () => {
    const cashOnly = { ...allTypes, collateralType: 'Cash' } as const;
    expect(validateBidRows([row({ fixed: '1', collateralType: '' })], cashOnly)).toMatchObject({ ok: true });
    expect(validateBidRows([row({ fixed: '1', collateralType: 'Non_Cash' })], cashOnly)).toMatchObject({
      ok: false,
      message: MSG.PLEASE_SELECT_COLLATERAL_TYPE,
    });
    expect(validateBidRows([row({ fixed: '1', collateralType: '' })], allTypes)).toMatchObject({ ok: false });
  });

  it('refuses a bid type the auction does not offer', () => {
    const noAllIn = { ...allTypes, allInFlag: false };
    expect(validateBidRows([row({ allIn: '95' })], noAllIn)).toMatchObject({ ok: false, message: MSG.BID_TYPE_NOT_OFFERED });
    expect(validateBidRows([row({ fixed: '95' })], noAllIn).ok).toBe(true);
  });

  it('sets rows without a bid aside (placeholders and cleared bids)', () => {
    const r = validateBidRows([row({ bidId: 5, lotComment: 'kept?' }), row({ lotId: 8, fixed: '1' })], allTypes);
    expect(r.ok && r.value.emptyRows).toEqual([{ bidId: 5, lotId: 7 }]);
    expect(r.ok && r.value.rows.map((x) => x.lotId)).toEqual([8]);
  });
});

describe('row helpers', () => {
  it('clears a row and knows whether it has values', () => {
    const filled = row({ bidId: 3, basisPoints: '1', minBalance: '2', lotComment: 'c' });
    expect(rowHasValues(filled)).toBe(true);
    const cleared = clearBidRow(filled);
    expect(rowHasValues(cleared)).toBe(false);
    expect(cleared.bidId).toBe(3);
    expect(cleared.collateralType).toBe('Cash');
  });

  it('only confirmed bids count for reports', () => {
    expect(countsForReports({ confirmed: true })).toBe(true);
    expect(countsForReports({ confirmed: false })).toBe(false);
  });
});

describe('validateBidRows properties', () => {
  const cell = fc.oneof(fc.constant(''), fc.constant('10.25'), fc.constant('25,000'), fc.string({ maxLength: 6 }));
  const rowArb = fc.record({
    bidId: fc.oneof(fc.constant(-1), fc.integer({ min: 1, max: 1000 })),
    lotId: fc.integer({ min: 1, max: 1000 }),
    collateralType: fc.constantFrom('', 'Cash', 'Non_Cash', 'Non Cash', 'x'),
    ...perKind('input', () => cell),
    minBalance: cell,
    lotComment: fc.string({ maxLength: 20 }),
  });
  // Rows a bidder would really type (one bid value, a valid collateral), so that some inputs pass.
  const typedRowArb = fc
    .record({
      bidId: fc.oneof(fc.constant(-1), fc.integer({ min: 1, max: 1000 })),
      lotId: fc.integer({ min: 1, max: 1000 }),
      collateralType: fc.constantFrom('Cash', 'Non_Cash', 'Non Cash'),
      field: fc.constantFrom('basisPoints', 'fixed', 'allIn'),
      value: fc.constantFrom('10.25', '25,000', '0'),
      minBalance: fc.constantFrom('', '5000000'),
      lotComment: fc.string({ maxLength: 20 }),
    })
    .map(({ field, value, ...r }) => ({ ...EMPTY_BID_INPUTS, ...r, [field]: value }));
  const rowsArb = fc.oneof(fc.array(typedRowArb, { maxLength: 8 }), fc.array(fc.oneof(typedRowArb, rowArb), { maxLength: 8 }));

  it('never throws; a refusal names one field of a real row; accepted rows carry exactly one bid value; nothing is lost', () => {
    let acceptedBids = 0;
    fc.assert(
      fc.property(rowsArb, (rows) => {
        const r = validateBidRows(rows, allTypes);
        if (!r.ok) {
          const fields = Object.entries(r.fields ?? {});
          expect(fields).toHaveLength(1);
          const [key, message] = fields[0] ?? ['', ''];
          expect(message).toBe(r.message);
          expect(Number(/^rows\.(\d+)\./.exec(key)?.[1] ?? NaN)).toBeLessThan(rows.length);
          return;
        }
        acceptedBids += r.value.rows.length;
        expect(r.value.rows.length + r.value.emptyRows.length).toBe(rows.length);
        for (const v of r.value.rows) {
          expect(BID_AMOUNT_FIELDS.map((f) => v[f]).filter((x) => x !== null)).toHaveLength(1);
        }
      }),
      { numRuns: 300 },
    );
    // The property is not vacuous: some generated rows were accepted as bids.
    expect(acceptedBids).toBeGreaterThan(0);
  });
});

describe('bid value rule (an all-in bid of 0.55 was once saved with a value of -658,756.80)', () => {
  // 10,000,000 market value, 365 days, 3% gross dividend, 15% tax: the net dividend kept is 85 points.
  const lot: LotForBidRule = {
    id: 7,
    lotNumber: 'L-007',
    lotName: 'Euro Equities',
    currency: 'EUR',
    marketValue: '10000000.00',
    termDays: 365,
    grossDividend: '3.00',
    taxRate: '15.00',
  };

  it('refuses a bid whose computed value is not positive, naming the lot and pointing at the cell', () => {
    const low = validateBidRows([row({ allIn: '0.55' })], allTypes, bidValueRule([lot]));
    const value = bidTotalValue({ ...NO_BID_AMOUNTS, allIn: '0.55' }, lot);
    expect(value).toBe('-253350.00');
    expect(low).toMatchObject({ ok: false, message: bidValueNotPositive(lot, value), fields: { 'rows.0.allIn': bidValueNotPositive(lot, value) } });
    // The lot named, the value formatted in the lot's currency (it read "-659419.20").
    expect(low.ok || low.message).toBe('Unable to save. The bid on lot L-007 (Euro Equities) has a bid value of -€253,350.00: a bid must be worth more than 0.');
    expect(validateBidRows([row({ basisPoints: '0' })], allTypes, bidValueRule([lot]))).toMatchObject({ ok: false, fields: { 'rows.0.basisPoints': bidValueNotPositive(lot, '0.00') } });
    expect(validateBidRows([row({ fixed: '0.00' })], allTypes, bidValueRule([lot]))).toMatchObject({ ok: false, message: bidValueNotPositive(lot, '0.00') });
  });

  it('without the value rule (a caller that did not load it) only the entry rules apply', () => {
    expect(validateBidRows([row({ allIn: '0.55' })], allTypes).ok).toBe(true);
  });

  it('a row on a lot the rule does not know is left to the caller (the server refuses foreign lots itself)', () => {
    expect(validateBidRows([row({ lotId: 8, fixed: '0' })], allTypes, bidValueRule([lot])).ok).toBe(true);
  });

  it('accepts bids worth more than 0, and an empty row whatever the lot', () => {
    expect(validateBidRows([row({ allIn: '90' }), row({ basisPoints: '10.25' }), row({ fixed: '1' }), row()], allTypes, bidValueRule([lot])).ok).toBe(true);
  });

  it('property: with the lots given, a bid within its ceiling is accepted exactly when it is worth more than 0', () => {
    const amount = fc.oneof(fc.constant('0'), fc.constant('0.01'), fc.stringMatching(/^\d{1,3}(\.\d{1,2})?$/));
    fc.assert(
      fc.property(fc.constantFrom('basisPoints', 'fixed', 'allIn'), amount, fc.stringMatching(/^\d{1,2}\.\d{2}$/), (field, value, gross) => {
        const l = { ...lot, grossDividend: gross };
        const r = validateBidRows([row({ [field]: value })], allTypes, bidValueRule([l]));
        const bid = { ...NO_BID_AMOUNTS, basisPointGuarantee: field === 'basisPoints' ? value : null, fixed: field === 'fixed' ? value : null, allIn: field === 'allIn' ? value : null };
        const worth = Number(bidTotalValue(bid, l));
        const within = bidCeilingRefusal({ ...bid, minBalGuarantee: null }, l) === null;
        expect(r.ok).toBe(worth > 0 && within);
      }),
      { numRuns: 300 },
    );
  });
});


describe('hard ceilings (99999999999999999999 bps was once saved, worth $133,749,999,999,999,999,998,662.50)', () => {
  const lot: LotForBidRule = { id: 7, lotNumber: '3', lotName: 'Q4 Mid Cap Blend GBP', currency: 'GBP', marketValue: '36000000.00', termDays: 180, grossDividend: '1.84', taxRate: '0.00' };
  const check = (over: Partial<BidRowInput>) => validateBidRows([row(over)], allTypes, bidValueRule([lot]));
  const messageOf = (over: Partial<BidRowInput>) => {
    const r = check(over);
    return r.ok ? null : r.message;
  };

  it('refuses each bid type above its ceiling, naming the lot with the amounts in its currency, and points at the cell', () => {
    expect(check({ basisPoints: '99999999999999999999' })).toMatchObject({ ok: false, fields: { 'rows.0.basisPoints': bidBpsAboveCeiling(lot, '99999999999999999999', BPS_CEILING) } });
    expect(messageOf({ basisPoints: '99999999999999999999' })).toBe(
      "Unable to save. The bid on lot 3 (Q4 Mid Cap Blend GBP) is 99,999,999,999,999,999,999.00 basis points: a bid cannot be more than 10,000.00 basis points, the lot's whole market value of £36,000,000.00 a year.",
    );
    expect(check({ fixed: '36000000.01' })).toMatchObject({ ok: false, fields: { 'rows.0.fixed': bidFixedAboveMarketValue(lot, '36000000.01') } });
    expect(messageOf({ fixed: '36000000.01' })).toBe(
      "Unable to save. The bid on lot 3 (Q4 Mid Cap Blend GBP) is a fixed amount of £36,000,000.01: a fixed bid cannot be more than the lot's market value of £36,000,000.00.",
    );
    expect(check({ allIn: '200.0001' })).toMatchObject({ ok: false, fields: { 'rows.0.allIn': bidAllInAboveCeiling(lot, '200.0001', ALL_IN_CEILING) } });
    expect(check({ basisPoints: '10', minBalance: '36,000,000.01' })).toMatchObject({ ok: false, fields: { 'rows.0.minBalance': minBalanceAboveMarketValue(lot, '36000000.01') } });
  });

  it('accepts every value up to its ceiling, both bounds included', () => {
    for (const over of [{ basisPoints: '10000' }, { basisPoints: '10,000.00' }, { fixed: '36000000' }, { allIn: '200' }, { allIn: '100.45' }, { fixed: '1', minBalance: '36000000.00' }])
      expect(check(over), JSON.stringify(over)).toMatchObject({ ok: true });
  });

  it('a lot without a market value has no market-value ceilings (the bps and all-in ones stay)', () => {
    const bare = bidCeilingRefusal({ ...NO_BID_AMOUNTS, fixed: '5', minBalGuarantee: '7' }, { ...lot, marketValue: '' });
    expect(bare).toBeNull();
    expect(bidCeilingRefusal({ ...NO_BID_AMOUNTS, basisPointGuarantee: '10000.01', minBalGuarantee: null }, { ...lot, marketValue: '' })).toMatchObject({ field: 'basisPoints' });
  });

  it('property: a value is refused by its ceiling exactly when it is above it (exact decimal comparison)', () => {
    const amount = fc.oneof(fc.stringMatching(/^\d{1,8}(\.\d{1,2})?$/), fc.stringMatching(/^\d{9,25}$/), fc.constantFrom('10000', '10000.01', '200', '200.01', '36000000', '36000000.01'));
    fc.assert(
      fc.property(fc.constantFrom('basisPoints', 'fixed', 'allIn', 'minBalance'), amount, (field, value) => {
        const terms = {
          ...NO_BID_AMOUNTS,
          basisPointGuarantee: field === 'basisPoints' ? value : null,
          fixed: field === 'fixed' ? value : null,
          allIn: field === 'allIn' ? value : null,
          minBalGuarantee: field === 'minBalance' ? value : null,
        };
        const ceiling = field === 'basisPoints' ? BPS_CEILING : field === 'allIn' ? ALL_IN_CEILING : lot.marketValue;
        const refused = bidCeilingRefusal(terms, lot);
        expect(refused?.field === field).toBe(dec(value).gt(dec(ceiling)));
      }),
      { numRuns: 500 },
    );
  });
});

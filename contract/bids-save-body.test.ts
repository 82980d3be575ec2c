import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MSG } from '../core/domain/messages';
import { decodeBidsSaveBody, encodeBidsSaveBody } from './bids-save-body';
import type { BidsSaveBody } from '../core/bids/bids-save';

const body: BidsSaveBody = {
  loginName: 'jsmith',
  rows: [
    { bidId: 12, lotId: 3, collateralType: 'Cash', basisPoints: '10.25', fixed: '', allIn: '', minBalance: '', lotComment: 'a' },
    { bidId: -1, lotId: 4, collateralType: 'Non_Cash', basisPoints: '', fixed: '25000', allIn: '', minBalance: '100', lotComment: '' },
  ],
  supplemental: { id: 9, comments: 'thanks' },
};

describe('bidssave body', () => {
  it('encodes the spec flat list', () => {
    expect(encodeBidsSaveBody(body)).toEqual([
      'jsmith',
      '12', '3', 'Cash', '10.25', '', '', '', 'a',
      '-1', '4', 'Non_Cash', '', '25000', '', '100', '',
      '9', 'thanks',
    ]);
    expect(encodeBidsSaveBody({ ...body, rows: [], supplemental: { id: null, comments: '' } })).toEqual(['jsmith', '']);
  });

  it('decodes the tail after the last full row as the supplemental part', () => {
    expect(decodeBidsSaveBody(encodeBidsSaveBody(body))).toEqual({ ok: true, value: body });
    // no supplemental id: one trailing item
    expect(decodeBidsSaveBody(['u', '-1', '4', 'Cash', '1', '', '', '', '', 'note'])).toEqual({
      ok: true,
      value: {
        loginName: 'u',
        rows: [{ bidId: -1, lotId: 4, collateralType: 'Cash', basisPoints: '1', fixed: '', allIn: '', minBalance: '', lotComment: '' }],
        supplemental: { id: null, comments: 'note' },
      },
    });
    // no tail at all
    expect(decodeBidsSaveBody(['u'])).toEqual({ ok: true, value: { loginName: 'u', rows: [], supplemental: { id: null, comments: '' } } });
  });

  it('reads "" as a new bid id and numbers as text', () => {
    const r = decodeBidsSaveBody(['u', '', 4, 'Cash', '1', null, '', '', '', '']);
    expect(r.ok && r.value.rows[0]).toMatchObject({ bidId: -1, lotId: 4, fixed: '' });
  });

  it('reads bid ids up to 16 digits (the opaque wire ids), lot ids up to 15', () => {
    const r = decodeBidsSaveBody(['u', '4503599627370496', '4', 'Cash', '1', '', '', '', '', '4503599627370497', '']);
    expect(r.ok && [r.value.rows[0].bidId, r.value.supplemental.id]).toEqual([4503599627370496, 4503599627370497]);
    expect(decodeBidsSaveBody(['u', '-1', '4503599627370496', 'Cash', '1', '', '', '', '']).ok).toBe(false);
    expect(decodeBidsSaveBody(['u', '99999999999999999', '4', 'Cash', '1', '', '', '', '']).ok).toBe(false);
  });

  it('refuses malformed lists', () => {
    expect(decodeBidsSaveBody([])).toMatchObject({ ok: false, message: MSG.NO_BID_INPUTS });
    expect(decodeBidsSaveBody('x')).toMatchObject({ ok: false, message: MSG.NO_BID_INPUTS });
    expect(decodeBidsSaveBody(['u', 'a', 'b', 'c'])).toMatchObject({ ok: false, message: MSG.BIDS_SAVE_BODY_MALFORMED });
    expect(decodeBidsSaveBody(['u', 'x', '4', 'Cash', '1', '', '', '', ''])).toMatchObject({ ok: false });
    expect(decodeBidsSaveBody(['u', '-1', '0', 'Cash', '1', '', '', '', ''])).toMatchObject({ ok: false });
    expect(decodeBidsSaveBody(['u', 'abc', 'note'])).toMatchObject({ ok: false });
    expect(decodeBidsSaveBody(['u', { a: 1 }])).toMatchObject({ ok: false });
  });

  const id = fc.integer({ min: 1, max: 999_999_999_999_999 });
  const rowArb = fc.record({
    bidId: fc.oneof(fc.constant(-1), id),
    lotId: id,
    collateralType: fc.string(),
    basisPoints: fc.string(),
    fixed: fc.string(),
    allIn: fc.string(),
    minBalance: fc.string(),
    lotComment: fc.string(),
  });
  const bodyArb = fc.record({
    loginName: fc.string(),
    rows: fc.array(rowArb, { maxLength: 12 }),
    supplemental: fc.record({ id: fc.option(id, { nil: null }), comments: fc.string() }),
  });

  it('property: decode(encode(x)) == x', () => {
    fc.assert(
      fc.property(bodyArb, (b) => {
        expect(decodeBidsSaveBody(encodeBidsSaveBody(b))).toEqual({ ok: true, value: b });
      }),
    );
  });

  it('property: decode never throws on arbitrary lists', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.double(), fc.boolean())), (list) => {
        const r = decodeBidsSaveBody(list);
        expect(typeof r.ok).toBe('boolean');
      }),
    );
    fc.assert(
      fc.property(fc.anything(), (x) => {
        expect(typeof decodeBidsSaveBody(x).ok).toBe('boolean');
      }),
    );
  });
});

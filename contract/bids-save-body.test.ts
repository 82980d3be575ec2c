import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MSG } from '../core/domain/messages';
import { decodeBidsSaveBody, encodeBidsSaveBody } from './bids-save-body';
import { NEW_BID_ID, type BidsSaveBody } from '../core/bids/bids-save';
import { BID_INPUT_FIELDS, EMPTY_BID_INPUTS, perKind, type BidInputs } from '../core/domain/bid-kinds';

/** A row's bid kind items on the wire, one per kind in the registry's order; only the kinds named are filled. */
const kindItems = (typed: Partial<BidInputs>): string[] => BID_INPUT_FIELDS.map((f) => typed[f] ?? '');

const body: BidsSaveBody = {
  rows: [
    { ...EMPTY_BID_INPUTS, bidId: 12, lotId: 3, collateralType: 'Cash', basisPoints: '10.25', minBalance: '', lotComment: 'a' },
    { ...EMPTY_BID_INPUTS, bidId: -1, lotId: 4, collateralType: 'Non_Cash', fixed: '25000', minBalance: '100', lotComment: '' },
  ],
  supplemental: { id: 9, comments: 'thanks' },
};

describe('bidssave body', () => {
  it('encodes the spec flat list', () => {
    // The spec's kinds keep their wire places (a new kind goes after them).
    expect(BID_INPUT_FIELDS.slice(0, 3)).toEqual(['basisPoints', 'fixed', 'allIn']);
    expect(encodeBidsSaveBody('jsmith', body)).toEqual([
      'jsmith',
      '12', '3', 'Cash', ...kindItems({ basisPoints: '10.25' }), '', 'a',
      '-1', '4', 'Non_Cash', ...kindItems({ fixed: '25000' }), '100', '',
      '9', 'thanks',
    ]);
    expect(encodeBidsSaveBody('jsmith', { ...body, rows: [], supplemental: { id: null, comments: '' } })).toEqual(['jsmith', '']);
  });

  it('decodes the tail after the last full row as the supplemental part, dropping the login name', () => {
    expect(decodeBidsSaveBody(encodeBidsSaveBody('jsmith', body))).toEqual({ ok: true, value: body });
    // no supplemental id: one trailing item
    expect(decodeBidsSaveBody(['u', '-1', '4', 'Cash', ...kindItems({ basisPoints: '1' }), '', '', 'note'])).toEqual({
      ok: true,
      value: {
        rows: [{ ...EMPTY_BID_INPUTS, bidId: -1, lotId: 4, collateralType: 'Cash', basisPoints: '1', minBalance: '', lotComment: '' }],
        supplemental: { id: null, comments: 'note' },
      },
    });
    // no tail at all
    expect(decodeBidsSaveBody(['u'])).toEqual({ ok: true, value: { rows: [], supplemental: { id: null, comments: '' } } });
  });

  it('reads "" as a new bid id and numbers as text', () => {
    const items: (string | number | null)[] = ['u', '', 4, 'Cash', ...kindItems({ basisPoints: '1' }), '', ''];
    items[4 + BID_INPUT_FIELDS.indexOf('fixed')] = null;
    const r = decodeBidsSaveBody(items);
    expect(r.ok && r.value.rows[0]).toMatchObject({ bidId: -1, lotId: 4, fixed: '' });
  });

  it('decodes every new-id marker of the wire to one representation: NEW_BID_ID for a row, null for the supplemental id', () => {
    const bps = kindItems({ basisPoints: '1' });
    for (const marker of ['-1', '', ' -1 ', -1, null]) {
      const r = decodeBidsSaveBody(['u', marker, '4', 'Cash', ...bps, '', '', marker, 'c']);
      expect(r.ok && [r.value.rows[0].bidId, r.value.supplemental.id]).toEqual([NEW_BID_ID, null]);
    }
    for (const notAnId of ['0', 0, '-2', 'x']) {
      expect(decodeBidsSaveBody(['u', notAnId, '4', 'Cash', ...bps, '', '']).ok).toBe(false);
      expect(decodeBidsSaveBody(['u', '-1', '4', 'Cash', ...bps, '', '', notAnId, 'c']).ok).toBe(false);
    }
  });

  it('reads bid ids up to 16 digits (the opaque wire ids), lot ids up to 15', () => {
    const bps = kindItems({ basisPoints: '1' });
    const r = decodeBidsSaveBody(['u', '4503599627370496', '4', 'Cash', ...bps, '', '', '4503599627370497', '']);
    expect(r.ok && [r.value.rows[0].bidId, r.value.supplemental.id]).toEqual([4503599627370496, 4503599627370497]);
    expect(decodeBidsSaveBody(['u', '-1', '4503599627370496', 'Cash', ...bps, '', '']).ok).toBe(false);
    expect(decodeBidsSaveBody(['u', '99999999999999999', '4', 'Cash', ...bps, '', '']).ok).toBe(false);
  });

  it('refuses malformed lists', () => {
    expect(decodeBidsSaveBody([])).toMatchObject({ ok: false, message: MSG.NO_BID_INPUTS });
    expect(decodeBidsSaveBody('x')).toMatchObject({ ok: false, message: MSG.NO_BID_INPUTS });
    expect(decodeBidsSaveBody(['u', 'a', 'b', 'c'])).toMatchObject({ ok: false, message: MSG.BIDS_SAVE_BODY_MALFORMED });
    const bps = kindItems({ basisPoints: '1' });
    expect(decodeBidsSaveBody(['u', '-1', '4', 'Cash', ...bps, '', '']).ok).toBe(true);
    expect(decodeBidsSaveBody(['u', 'x', '4', 'Cash', ...bps, '', ''])).toMatchObject({ ok: false });
    expect(decodeBidsSaveBody(['u', '-1', '0', 'Cash', ...bps, '', ''])).toMatchObject({ ok: false });
    expect(decodeBidsSaveBody(['u', 'abc', 'note'])).toMatchObject({ ok: false });
    expect(decodeBidsSaveBody(['u', { a: 1 }])).toMatchObject({ ok: false });
  });

  const id = fc.integer({ min: 1, max: 999_999_999_999_999 });
  const rowArb = fc.record({
    bidId: fc.oneof(fc.constant(-1), id),
    lotId: id,
    collateralType: fc.string(),
    ...perKind('input', () => fc.string()),
    minBalance: fc.string(),
    lotComment: fc.string(),
  });
  const bodyArb = fc.record({
    rows: fc.array(rowArb, { maxLength: 12 }),
    supplemental: fc.record({ id: fc.option(id, { nil: null }), comments: fc.string() }),
  });

  it('property: decode(encode(x)) == x', () => {
    fc.assert(
      fc.property(fc.string(), bodyArb, (loginName, b) => {
        expect(decodeBidsSaveBody(encodeBidsSaveBody(loginName, b))).toEqual({ ok: true, value: b });
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

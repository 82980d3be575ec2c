/**
 * The wire format of POST /auction/bidssave/{auctionId} (spec section 7): a flat list of strings:
 *   login name,
 *   then per row 8 fields: bid id, lot id, collateral type, one per bid kind in core/domain/bid-kinds.ts order
 *   (basis points, fixed, all-in), minimum balance, lot comment,
 *   then the supplemental id (if any) and the supplemental comments.
 * The web encodes; the contract (contract/bidding.ts) decodes at the edge, so the save use case takes
 * the decoded BidsSaveBody (core/bids/bids-save.ts). This wire codec lives in the contract, beside the
 * route; core never sees the flat list.
 *
 * Unambiguous tail rule (OUR DECISION): after the login name, rows take 8 items each; whatever is
 * left after the last full row (0, 1 or 2 items, since a tail is always shorter than a row) is the
 * supplemental part: nothing -> no comments; [comments]; or [supplemental id, comments].
 * A remainder of 3-7 items is malformed. The encoder always sends the comments item (maybe "").
 *
 * Ids on the wire: a new row (or a lot's placeholder row) carries "-1"; "" (and null, read as "") is
 * also read as new. The decoder is the one place these markers are read: a new row's bid id becomes
 * NEW_BID_ID, a new supplemental record's id null, so core receives one representation (its one check
 * is core/bids/bids-save.ts `isExistingBidId`). Other ids ("0" included) are malformed unless they are
 * positive safe integers of up to 16 digits (the bid wizard's opaque ids, adapters/http/wire/opaque-ids.ts,
 * are mapped back after decoding). Lot ids are positive integers.
 */
import type { Id } from '../core/domain/entities';
import { BIDDER_MSG as MSG } from '../core/domain/bidder-messages';
import { fail, ok, type Result } from '../core/domain/result';
import type { BidRowInput } from '../core/bids/bid-rules';
import { BID_INPUT_FIELDS, perKind } from '../core/domain/bid-kinds';
import { NEW_BID_ID, type BidsSaveBody } from '../core/bids/bids-save';

/** Items per row: bid id, lot id, collateral type, one per bid kind, minimum balance, lot comment. */
export const BIDS_SAVE_ROW_FIELDS = 5 + BID_INPUT_FIELDS.length;

/** The flat list the web posts: `loginName` first (the spec's; the server reads past it), then `body`. */
export const encodeBidsSaveBody = (loginName: string, body: BidsSaveBody): string[] => [
  loginName,
  ...body.rows.flatMap((r) => [
    String(r.bidId),
    String(r.lotId),
    r.collateralType,
    ...BID_INPUT_FIELDS.map((f) => r[f]),
    r.minBalance,
    r.lotComment,
  ]),
  ...(body.supplemental.id === null ? [] : [String(body.supplemental.id)]),
  body.supplemental.comments,
];

const POSITIVE_INT = /^[1-9]\d{0,14}$/;
const WIRE_ID = /^[1-9]\d{0,15}$/;

/** A lot id (positive integer), or null. */
const readLotId = (s: string): Id | null => (POSITIVE_INT.test(s.trim()) ? Number(s.trim()) : null);
/** A bid or supplemental id: 'new' for the wire's new markers ("" and "-1"), a positive safe integer, else null (malformed). */
const readId = (s: string): Id | 'new' | null => {
  const t = s.trim();
  if (t === '' || t === '-1') return 'new';
  return WIRE_ID.test(t) && Number.isSafeInteger(Number(t)) ? Number(t) : null;
};

/** JSON items we accept as text: strings; numbers (ids sent as numbers); null as "". */
const asText = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : v === null ? '' : null;

export type BidsSaveDecodeCode = 'VALIDATION';

/**
 * Read the posted body. Never throws: anything that is not such a list is a VALIDATION failure
 * ("No bid inputs." when there is not even a login name, our malformed-list message otherwise).
 * The login name is dropped here (identity comes from the signed-in user). Only the shape is checked
 * here; the values are checked by validateBidRows.
 */
export const decodeBidsSaveBody = (input: unknown): Result<BidsSaveBody, BidsSaveDecodeCode> => {
  if (!Array.isArray(input) || input.length === 0) return fail('VALIDATION', MSG.NO_BID_INPUTS);
  const items: string[] = [];
  for (const v of input as unknown[]) {
    const t = asText(v);
    if (t === null) return fail('VALIDATION', MSG.BIDS_SAVE_BODY_MALFORMED);
    items.push(t);
  }
  const rest = items.slice(1);
  const tail = rest.length % BIDS_SAVE_ROW_FIELDS;
  if (tail > 2) return fail('VALIDATION', MSG.BIDS_SAVE_BODY_MALFORMED);

  const rows: BidRowInput[] = [];
  const rowItems = rest.length - tail;
  for (let i = 0; i < rowItems; i += BIDS_SAVE_ROW_FIELDS) {
    const row = rest.slice(i, i + BIDS_SAVE_ROW_FIELDS);
    const [bidIdText = '', lotIdText = '', collateralType = ''] = row;
    const [minBalance = '', lotComment = ''] = row.slice(3 + BID_INPUT_FIELDS.length);
    const bidId = readId(bidIdText);
    const lotId = readLotId(lotIdText);
    if (bidId === null || lotId === null) return fail('VALIDATION', MSG.BIDS_SAVE_BODY_MALFORMED);
    const amounts = perKind('input', (k) => row[3 + BID_INPUT_FIELDS.indexOf(k.input)] ?? '');
    rows.push({ bidId: bidId === 'new' ? NEW_BID_ID : bidId, lotId, collateralType, ...amounts, minBalance, lotComment });
  }

  let supplemental: BidsSaveBody['supplemental'] = { id: null, comments: '' };
  if (tail === 1) supplemental = { id: null, comments: rest[rowItems] };
  if (tail === 2) {
    const id = readId(rest[rowItems]);
    if (id === null) return fail('VALIDATION', MSG.BIDS_SAVE_BODY_MALFORMED);
    supplemental = { id: id === 'new' ? null : id, comments: rest[rowItems + 1] };
  }
  return ok({ rows, supplemental });
};

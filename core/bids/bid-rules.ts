/**
 * Bid entry rules (spec participation-and-reporting section 5), used by the web (as the bidder types
 * and before NEXT) and by the server (which must enforce every rule itself).
 *
 * What "numeric" means here (OUR DECISION, since the spec says only "must be numeric"):
 * - blank (after trimming) means "not filled";
 * - otherwise plain decimal notation: digits, optionally a point and decimals (".5" and "5." are fine);
 *   thousands separators are accepted only when correctly grouped ("25,000" yes, "2,50" no) and removed;
 * - no sign (negative bids make no sense and "+" is noise), no exponent ("1e3"), no currency symbols,
 *   no spaces inside, no "NaN"/"Infinity". A minus sign before a number gets its own message
 *   (BID_MUST_NOT_BE_NEGATIVE). Zero parses, but see the next point.
 * - a bid's computed value (`bidTotalValue`: fixed amount, bps over the lot's term, all-in
 *   uplift over the net dividend) must be positive: a bid worth nothing or less to the lender is
 *   refused, naming the lot (an all-in bid of 0.55 points is below the net dividend). That rule needs
 *   decimal.js, so it lives in the bid value rule's own module and is passed in (`valueRule`): this module stays
 *   free of the decimal library, which the bidder's first screens must not download.
 * - precision: basis points, fixed amounts and minimum balance at most 2 decimals (bps per the spec,
 *   10.25 means .001025; money in cents); all-in points at most 4 decimals (a percentage of a dividend).
 * - hard ceilings (a 99999999999999999999 bps bid was saved), values no lending fee reaches,
 *   refused naming the lot with the amounts in its currency (`bidCeilingRefusal`,
 *   part of the value rule: like it, loaded by the wizard on NEXT, so the bidder's first screens stay
 *   within their JavaScript budget):
 *   - basis points above 10,000: a fee of the lot's whole market value a year;
 *   - a fixed bid above the lot's market value: more than the securities lent are worth;
 *   - all-in points above 200: an all-in bid of X points pays the lender X% of the gross dividend
 *     on top of the dividend itself, so 200 pays the dividend twice, once as the dividend and once more
 *     as a fee. 100 would be too low a ceiling: on a lot taxed at 0% the lender keeps the whole
 *     dividend without lending, so every all-in bid worth anything is above 100 (the demo's Q4 lot 3);
 *   - a minimum balance guarantee above the lot's market value: more than can ever be on loan.
 *   Bids far from the lot's reference but below these ceilings only warn.
 */
import type { Auction, Bid, BidCollateralType, CollateralType, DecimalString, Id, Lot } from '../domain/entities';
import { BIDDER_MSG as MSG } from '../domain/bidder-messages';
import { BID_INPUT_FIELDS, EMPTY_BID_INPUTS, offeredBidKinds, perKind, type BidAmountField, type BidInputField, type BidInputs, type BidKindFlag } from '../domain/bid-kinds';
import { fail, ok, type Result } from '../domain/result';
import { canonicalDecimalText, decimalPlaces, parseDecimalText, TYPED_UNSIGNED_DECIMAL } from '../money/decimal-text';

export const LOT_COMMENT_MAX_BYTES = 1000;
export const SUPPLEMENTAL_MAX_CHARS = 10_000;
export const MONEY_MAX_DECIMALS = 2;
/** Hard ceiling of a basis-point bid: 10,000 bps is the lot's whole market value a year. */
export const BPS_CEILING: DecimalString = '10000';
/** Hard ceiling of an all-in bid, in points: twice the gross dividend (see the module's doc). */
export const ALL_IN_CEILING: DecimalString = '200';

/** One bid row as typed in the Place Bids table (and as carried by the bidssave list): one text per bid kind (BidInputs). */
export interface BidRowInput extends BidInputs {
  /** Existing bid id, or NEW_BID_ID for a new row / a lot's placeholder row. */
  bidId: Id;
  lotId: Id;
  /** 'Cash' or 'Non_Cash' ('Non Cash' accepted); may be empty when the auction fixes it. */
  collateralType: string;
  minBalance: string;
  lotComment: string;
}

/**
 * What a bidder states for one lot, as stored: collateral, the bid amounts (exactly one of them set),
 * the minimum balance guarantee and the lot comment.
 */
export type BidTerms = Pick<Bid, 'collateralType' | BidAmountField | 'minBalGuarantee' | 'lotSpecificComments'>;

/** A row that passed every rule, values canonical ("25,000" -> "25000"). */
export interface ValidBidRow extends BidTerms {
  bidId: Id;
  lotId: Id;
}

export interface ValidatedBids {
  /** Rows carrying a bid. */
  rows: ValidBidRow[];
  /**
   * Rows with none of basis points / fixed / all-in (a lot's placeholder or a cleared row): no bid.
   * Their minimum balance and comment are dropped; an existing bidId here means "this bid was cleared".
   */
  emptyRows: { bidId: Id; lotId: Id }[];
}

export type BidEntryCode = 'VALIDATION';
/** Auction settings the rules depend on. */
export type BidEntryAuction = Pick<Auction, 'collateralType' | BidKindFlag>;

/**
 * Parse one bid number. Ok(null) when blank; Ok(canonical decimal) when numeric within `maxDecimals`;
 * otherwise a VALIDATION failure with the spec's non-numeric message or our decimals message.
 */
export const parseBidNumber = (text: string, maxDecimals: number): Result<DecimalString | null, BidEntryCode> => {
  const t = text.trim();
  if (t === '') return ok(null);
  // A number typed with a minus sign gets its own message, not the non-numeric one.
  if (t.startsWith('-') && parseDecimalText(t.slice(1).trim(), TYPED_UNSIGNED_DECIMAL)) return fail('VALIDATION', MSG.BID_MUST_NOT_BE_NEGATIVE);
  const parts = parseDecimalText(t, TYPED_UNSIGNED_DECIMAL);
  if (!parts) return fail('VALIDATION', MSG.BID_NOT_NUMERIC);
  const value = canonicalDecimalText(parts, { keepScale: false });
  if (decimalPlaces(value) > maxDecimals) return fail('VALIDATION', MSG.BID_TOO_MANY_DECIMALS);
  return ok(value);
};

export const isBlank = (s: string | null | undefined): boolean => s === null || s === undefined || s.trim() === '';

/** UTF-8 byte length (the lot comment limit is in bytes). */
export const utf8ByteLength = (s: string): number => new TextEncoder().encode(s).length;

/** Longest prefix of `s` within `maxBytes` UTF-8 bytes, never splitting a character (for the comment box). */
export const truncateToUtf8Bytes = (s: string, maxBytes: number): string => {
  let bytes = 0;
  let out = '';
  for (const ch of s) {
    const n = utf8ByteLength(ch);
    if (bytes + n > maxBytes) break;
    bytes += n;
    out += ch;
  }
  return out;
};

export const lotCommentWithinLimit = (comment: string): boolean => utf8ByteLength(comment) <= LOT_COMMENT_MAX_BYTES;

/**
 * Supplemental comments are truncated at 10000 characters with an alert (spec). "Characters" are
 * Unicode code points (OUR DECISION: an emoji counts once and is never cut in half).
 */
export const truncateSupplemental = (text: string): { text: string; truncated: boolean; message: string | null } => {
  const chars = [...text];
  if (chars.length <= SUPPLEMENTAL_MAX_CHARS) return { text, truncated: false, message: null };
  return {
    text: chars.slice(0, SUPPLEMENTAL_MAX_CHARS).join(''),
    truncated: true,
    message: MSG.SUPPLEMENTAL_COMMENTS_TOO_LONG,
  };
};

export const COLLATERAL_LABELS: Record<BidCollateralType, string> = { Cash: 'Cash', Non_Cash: 'Non Cash' };

/** Collateral choices of a bid row: fixed to Cash or Non Cash, selectable when the auction takes Both. */
export const collateralOptions = (auctionCollateral: CollateralType): BidCollateralType[] =>
  auctionCollateral === 'Both' ? ['Cash', 'Non_Cash'] : [auctionCollateral];

/** The row's collateral under the auction's setting; null when it is missing (Both) or not allowed. */
export const resolveBidCollateral = (auctionCollateral: CollateralType, requested: string): BidCollateralType | null => {
  const r = requested.trim();
  const asked: BidCollateralType | null =
    r === 'Cash' ? 'Cash' : r === 'Non_Cash' || r === 'Non Cash' ? 'Non_Cash' : null;
  if (auctionCollateral === 'Both') return asked;
  if (r === '' || asked === auctionCollateral) return auctionCollateral;
  return null;
};

/** How many of the bid kinds' fields (basis points / fixed / all-in) are filled. */
export const filledBidFieldCount = (row: Pick<BidRowInput, BidInputField>): number => BID_INPUT_FIELDS.filter((f) => !isBlank(row[f])).length;

/** A row with any value typed (deleting it asks "Are you sure you want to delete this bid."). */
export const rowHasValues = (row: Pick<BidRowInput, BidInputField | 'minBalance' | 'lotComment'>): boolean =>
  filledBidFieldCount(row) > 0 || !isBlank(row.minBalance) || !isBlank(row.lotComment);

/**
 * Clear Bid: empties the row's values. OUR DECISION: the lot comment goes too, because a row without
 * a bid is not stored and a kept comment would silently vanish on save.
 */
export const clearBidRow = <R extends BidRowInput>(row: R): R => ({
  ...row,
  ...EMPTY_BID_INPUTS,
  minBalance: '',
  lotComment: '',
});

/** Only confirmed bids appear in bidder lists, comments, individual detail and Full Bid Details. */
export const countsForReports = (bid: { confirmed: boolean }): boolean => bid.confirmed;

/** A bid row's number fields (the cells a refusal points at). */
export type RowField = BidInputField | 'minBalance';
/** The decimals each number field takes (a bid kind's from the registry). */
const FIELD_DECIMALS: Record<RowField, number> = { ...perKind('input', (k) => k.maxDecimals), minBalance: MONEY_MAX_DECIMALS };
const fieldKey = (i: number, f: string) => `rows.${i}.${f}`;

/** What the lot rules read of a row: its parsed bid value and minimum balance guarantee. */
export type BidRuleTerms = Pick<BidTerms, BidAmountField | 'minBalGuarantee'>;
/** A row refused by a lot rule: the message and the cell it points at. */
export interface BidRuleRefusal {
  field: RowField;
  message: string;
}

/**
 * The bid value rule (./bid-value-rule.ts `bidValueRule(lots)`): given a row's lot and its parsed
 * terms, the refusal when a value is above its ceiling or the bid is worth nothing, else null.
 */
export type BidValueRule = (lotId: Id, terms: BidRuleTerms) => BidRuleRefusal | null;

/** The lot fields the ceilings read (its number and name, for the message; its currency, for the amounts). */
export type LotForCeiling = Pick<Lot, 'lotNumber' | 'lotName' | 'marketValue' | 'currency'>;

/**
 * Validate the whole Place Bids table. Order: the one-field rule first over all rows (it discards all
 * bids), then per row: numbers, offered bid type, collateral, lot comment, and (given the auction's
 * value rule) the hard ceilings and a positive bid value. The first failure is returned with `fields`
 * keyed `rows.<index>.<field>` so the web can point at the cell. The server always passes
 * `bidValueRule(auction's lots)`; the browser loads that module when NEXT is clicked and passes the
 * lots it shows, so the bidder hears of a worthless or impossible bid before anything is saved.
 */
export const validateBidRows = (
  rows: readonly BidRowInput[],
  auction: BidEntryAuction,
  valueRule?: BidValueRule,
): Result<ValidatedBids, BidEntryCode> => {
  const multi = rows.findIndex((r) => filledBidFieldCount(r) > 1);
  if (multi >= 0)
    return fail('VALIDATION', MSG.BID_IN_MORE_THAN_ONE_FIELD, {
      [fieldKey(multi, BID_INPUT_FIELDS[0])]: MSG.BID_IN_MORE_THAN_ONE_FIELD,
    });

  const offered = new Set<BidInputField>(offeredBidKinds(auction).map((k) => k.input));
  const out: ValidatedBids = { rows: [], emptyRows: [] };
  for (const [i, row] of rows.entries()) {
    const values: Partial<Record<RowField, DecimalString | null>> = {};
    for (const f of Object.keys(FIELD_DECIMALS) as RowField[]) {
      const parsed = parseBidNumber(row[f] ?? '', FIELD_DECIMALS[f]);
      if (!parsed.ok) return fail('VALIDATION', parsed.message, { [fieldKey(i, f)]: parsed.message });
      values[f] = parsed.value;
    }
    if (filledBidFieldCount(row) === 0) {
      out.emptyRows.push({ bidId: row.bidId, lotId: row.lotId });
      continue;
    }
    for (const f of BID_INPUT_FIELDS) {
      if (values[f] !== null && !offered.has(f)) return fail('VALIDATION', MSG.BID_TYPE_NOT_OFFERED, { [fieldKey(i, f)]: MSG.BID_TYPE_NOT_OFFERED });
    }
    const collateralType = resolveBidCollateral(auction.collateralType, row.collateralType ?? '');
    if (collateralType === null)
      return fail('VALIDATION', MSG.PLEASE_SELECT_COLLATERAL_TYPE, { [fieldKey(i, 'collateralType')]: MSG.PLEASE_SELECT_COLLATERAL_TYPE });
    if (!lotCommentWithinLimit(row.lotComment))
      return fail('VALIDATION', MSG.LOT_COMMENT_TOO_LONG, {
        [fieldKey(i, 'lotComment')]: MSG.LOT_COMMENT_TOO_LONG,
      });
    const terms: BidRuleTerms = {
      ...perKind('field', (k) => values[k.input] ?? null),
      minBalGuarantee: values.minBalance ?? null,
    };
    const refused = valueRule ? valueRule(row.lotId, terms) : null;
    if (refused !== null) return fail('VALIDATION', refused.message, { [fieldKey(i, refused.field)]: refused.message });
    out.rows.push({ bidId: row.bidId, lotId: row.lotId, collateralType, ...terms, lotSpecificComments: row.lotComment });
  }
  return ok(out);
};

/**
 * The ways to bid on a lot, defined once. Everything that names a bid kind reads it from
 * here: the Bid and Auction types (one amount field and one auction flag per kind), validation (which
 * field a row fills, its decimals, its ceiling), the stored columns (the SQL adapters generate their
 * column lists from BID_AMOUNT_FIELDS), the wire (the bidssave row), the ledger's
 * bid state, the exports' labels and cells, the award ranking's labels, the bid sheet's columns and
 * the bid file import's headers.
 *
 * A saved bid carries exactly one amount; its kind is the first filled in this order (`bidKindOf`).
 * Adding a kind: an entry here, its value formula (`VALUE_OF`), its
 * ceiling (`CEILING_OF`), a migration adding its `bids` column and its
 * auction flag column, and tests (the developers' guide walks through adding one).
 *
 * Pure data, no formulas: the bidder's first screens import it, within their JavaScript budget.
 */
import type { DecimalString } from './scalars';

/** How a kind's amount reads: basis points a year, an amount of the lot's currency, or points (a percentage). */
export type BidUnit = 'bps' | 'money' | 'percent';

export interface BidKindSpec {
  code: string;
  /** The amount on a stored bid (Bid, the `bids` column in snake case, the wire, the ledger state). */
  field: string;
  /** The typed field of a bid row (the Place Bids sheet, the bidssave list, the bid file import). */
  input: string;
  /** The auction's flag offering the kind (Auction, the auction form's checkbox). */
  auctionFlag: string;
  /** The auction form's checkbox label, and its place among the checkboxes (the spec's order). */
  flagLabel: string;
  flagOrder: number;
  /** Offered when the auction offers none (a setup slip, the rules note). */
  offeredByDefault: boolean;
  /** Whether the sheet shows its column only when the auction offers it (else always). */
  sheetColumnWhenOffered: boolean;
  unit: BidUnit;
  maxDecimals: number;
  /** The sheet's column title, also the bid template's header. */
  sheetTitle: string;
  /** Other headers a bid file may use for the column (lower case). */
  importHeaders: readonly string[];
  /**
   * "Bid Type" in the bidder's exports (spec section 9). For a money kind it is the spec's label of an amount
   * in US dollars ("Fixed Dollar"); an amount in another currency reads `exportCurrencyLabel` (below).
   */
  exportLabel: string;
  /**
   * A money kind's export label before the currency code of a lot not in US dollars ("Fixed" -> "Fixed (GBP)"),
   * so a pound, franc or yen amount is never called dollars; null for the kinds that are no amount.
   */
  exportCurrencyLabel: string | null;
  /** After an amount in plain text ("36 bps", "250000 fixed"): the CLI's audit lines. */
  shortLabel: string;
  /** The award ranking's bid type (spec: Exclusive …). */
  rankingLabel: string;
  /** In the ledger's bid state since its first version: then always present, else only when set. */
  inLedgerV1: boolean;
}

export const BID_KINDS = [
  {
    code: 'BPS',
    field: 'basisPointGuarantee',
    input: 'basisPoints',
    auctionFlag: 'bpsBid',
    flagLabel: 'bps Bid',
    flagOrder: 2,
    offeredByDefault: true,
    sheetColumnWhenOffered: false,
    unit: 'bps',
    maxDecimals: 2,
    sheetTitle: 'BID Basis points',
    importHeaders: ['bid basis points', 'basis points', 'bps', 'bid bps'],
    exportLabel: 'Basis points',
    exportCurrencyLabel: null,
    shortLabel: 'bps',
    rankingLabel: 'Exclusive Basis Point',
    inLedgerV1: true,
  },
  {
    code: 'FIXED',
    field: 'fixed',
    input: 'fixed',
    auctionFlag: 'dollarBid',
    flagLabel: 'Dollar Bid',
    flagOrder: 1,
    offeredByDefault: true,
    sheetColumnWhenOffered: false,
    unit: 'money',
    maxDecimals: 2,
    sheetTitle: 'BID Fixed Amount',
    importHeaders: ['bid fixed amount', 'fixed amount', 'fixed', 'bid fixed'],
    exportLabel: 'Fixed Dollar',
    exportCurrencyLabel: 'Fixed',
    shortLabel: 'fixed',
    rankingLabel: 'Exclusive Fixed Cash',
    inLedgerV1: true,
  },
  {
    code: 'ALL_IN',
    field: 'allIn',
    input: 'allIn',
    auctionFlag: 'allInFlag',
    flagLabel: 'All-In',
    flagOrder: 3,
    offeredByDefault: false,
    sheetColumnWhenOffered: true,
    unit: 'percent',
    maxDecimals: 4,
    sheetTitle: 'BID All-In points',
    importHeaders: ['bid all-in points', 'all-in points', 'all-in', 'all in points', 'bid all in points'],
    exportLabel: 'All-In points',
    exportCurrencyLabel: null,
    shortLabel: 'all-in',
    rankingLabel: 'Exclusive All-in',
    inLedgerV1: true,
  },
] as const satisfies readonly BidKindSpec[];

/** One entry of the registry, with its literal types. */
export type BidKindEntry = (typeof BID_KINDS)[number];

export type BidKind = BidKindEntry['code'];
export type BidKindOf<K extends BidKind> = Extract<BidKindEntry, { code: K }>;
/** The amount fields of a stored bid. */
export type BidAmountField = BidKindEntry['field'];
/** The typed fields of a bid row. */
export type BidInputField = BidKindEntry['input'];
/** The auction flags offering the kinds. */
export type BidKindFlag = BidKindEntry['auctionFlag'];

/** A bid's amounts: exactly one is set on a saved bid. */
export type BidAmounts = { [F in BidAmountField]: DecimalString | null };
/** A bid row's typed amounts (text as typed, '' when empty). */
export type BidInputs = { [I in BidInputField]: string };
/** An auction's bid kinds offered. */
export type BidKindFlags = { [F in BidKindFlag]: boolean };

export const BID_KIND_CODES = BID_KINDS.map((k) => k.code) as [BidKind, ...BidKind[]];
export const BID_AMOUNT_FIELDS: readonly BidAmountField[] = BID_KINDS.map((k) => k.field);
export const BID_INPUT_FIELDS: readonly BidInputField[] = BID_KINDS.map((k) => k.input);
export const BID_KIND_FLAGS: readonly BidKindFlag[] = BID_KINDS.map((k) => k.auctionFlag);

export const bidKindSpec = <K extends BidKind>(code: K): BidKindOf<K> => BID_KINDS.find((k) => k.code === code) as BidKindOf<K>;

/** A record with one entry per kind, built from the registry (so no kind is left out). */
export const perKind = <K extends keyof BidKindSpec & ('code' | 'field' | 'input' | 'auctionFlag'), V>(
  key: K,
  value: (kind: BidKindEntry) => V,
): { [P in BidKindEntry[K]]: V } => Object.fromEntries(BID_KINDS.map((k) => [k[key], value(k)])) as { [P in BidKindEntry[K]]: V };

const filled = (v: DecimalString | null | undefined): v is DecimalString => v !== null && v !== undefined && v !== '';

/** The kind of the bid: the first amount filled, in the registry's order; null if none. */
export const bidKindOf = (bid: BidAmounts): BidKind | null => BID_KINDS.find((k) => filled(bid[k.field]))?.code ?? null;

/** The amount of the bid's own kind (null for an empty bid). */
export const bidAmountOf = (bid: BidAmounts): { kind: BidKind; amount: DecimalString } | null => {
  const k = BID_KINDS.find((kind) => filled(bid[kind.field]));
  return k ? { kind: k.code, amount: bid[k.field] as DecimalString } : null;
};

/** Just the amounts of `b`, field by field (never a spread of a whole row). */
export const bidAmountsOf = (b: BidAmounts): BidAmounts => perKind('field', (k) => b[k.field]);

/** The amounts of a row whose every amount is null. */
export const NO_BID_AMOUNTS: BidAmounts = perKind('field', () => null);
/** A bid row's empty inputs. */
export const EMPTY_BID_INPUTS: BidInputs = perKind('input', () => '');

/** Which kinds the auction offers; none set (a setup slip) falls back to the kinds offered by default, as the rules note says. */
export const offeredBidKinds = (a: BidKindFlags): readonly BidKindEntry[] => {
  const set = BID_KINDS.filter((k) => a[k.auctionFlag]);
  return set.length > 0 ? set : BID_KINDS.filter((k) => k.offeredByDefault);
};

/** The kinds whose column the bid sheet shows for the auction, in the sheet's order. */
export const sheetBidKinds = (a: BidKindFlags): readonly BidKindEntry[] => BID_KINDS.filter((k) => !k.sheetColumnWhenOffered || a[k.auctionFlag]);

/** The kinds in the auction form's order of its checkboxes. */
export const BID_KINDS_BY_FLAG_ORDER: readonly BidKindEntry[] = [...BID_KINDS].sort((a, b) => a.flagOrder - b.flagOrder);

/** Just the bid-kind flags of `a`, flag by flag. */
export const bidKindFlagsOf = (a: BidKindFlags): BidKindFlags => perKind('auctionFlag', (k) => a[k.auctionFlag]);
/** No kind offered (a new auction's form before the user ticks any). */
export const NO_BID_KIND_FLAGS: BidKindFlags = perKind('auctionFlag', () => false);

/**
 * Bid wizard routes (participation-and-reporting.md §2.4 and §7 "Bid wizard"). Identity is always the
 * signed-in user: login names in bodies are ignored, and every answer holds only the caller's own bids
 * (a super bidder's: its bidder's).
 */
import { z } from 'zod';
import { BID_INPUT_FIELDS } from '../core/domain/bid-kinds';
import { defineRoute, eachAs, pathAuctionId, served } from './route';
import { AuctionIdParams, bidAmountsShape, Decimal, freeText, Id, Instant, MessageAnswer, refuse, shortText, textUpTo } from './common';
import { decodeBidsSaveBody } from './bids-save-body';
import type { BidsSaveBody as DecodedBidsSave } from '../core/bids/bids-save';
import { FREE_TEXT_MAX_LENGTH } from '../core/validation/text-limits';
import { BIDDER_MSG as MSG } from '../core/domain/bidder-messages';
import { CONFIRMED, CURRENCIES, LINK_CLICKED, RULES_ACCEPTED } from '../core/domain/entities';
import type { BidView, LotView } from '../core/bids/bid-views';
import type { BidList as CoreBidList } from '../core/bids/bids';
import { confirmBids, enterBids, getBids, saveBids } from '../core/bids/bids';
import { acceptRules, getAcceptRules } from '../core/bids/rules-acceptance';
import { bidConfirmationPdf, bidsExcel, sendConfirmationEmail } from '../core/bids/bid-confirmation-pdf';
import { bidTemplate, readBidFile } from '../core/bids/bid-file';

const TAGS = ['Bid wizard'] as const;
const WINDOW = { 409: 'Outside the bidding window, or bids already confirmed (Error)' } as const;

export const BidLot = z.object({
  id: Id,
  lotNumber: z.string(),
  lotName: z.string(),
  marketValue: Decimal,
  currency: z.enum(CURRENCIES),
  esecAucCurrency: z.object({ currencyCode: z.enum(CURRENCIES) }),
  termDays: z.number().int(),
  termDisp: z.string(),
  assetClass: z.string(),
  comboFlag: z.boolean(),
  comboLotIds: z.array(Id),
  /** The lot's gross dividend and tax rate in percent (all-in auctions; spec Lot shape): the browser checks the bid value with core's rule. */
  grossDividend: Decimal.nullable(),
  taxRate: Decimal.nullable(),
  /** The lot's eSL basis points (spec Lot shape): the reference rate the wizard warns of a bid far from (web/src/features/bidding/hooks/bid-warnings.ts). */
  eslBps: Decimal.nullable(),
  /** Ours: the lot's stored FX rate into the auction's currency (core/money/fx.ts; empty for a lot in it), for the sheet's converted running total. */
  fxRate: Decimal.nullable().optional(),
});
export type BidLot = z.infer<typeof BidLot>;

export const RulesFlags = z.object({
  acceptRulesFlag: z.literal(RULES_ACCEPTED).nullable(),
  specAucRulesLinkFlag: z.literal(LINK_CLICKED).nullable(),
  /** Ours: a super bidder's bidder of record (its login, name and borrower); absent for a bidder. */
  bidderOfRecord: z.object({ loginName: z.string(), firstName: z.string(), lastName: z.string(), borrowerName: z.string() }).optional(),
});
export type RulesFlags = z.infer<typeof RulesFlags>;

const Company = z.object({ companyName: z.string(), companyCode: z.string() });
const BidUser = z.object({ id: Id, loginName: z.string(), firstName: z.string(), lastName: z.string(), emailAddress: z.string() });

export const SavedBid = z.object({
  id: Id,
  bidId: Id,
  lotId: Id,
  esecAucLot: z.object({
    id: Id,
    lotNumber: z.string(),
    lotName: z.string(),
    marketValue: Decimal,
    currency: z.enum(CURRENCIES),
    termDays: z.number().int(),
    /** Ours: the lot's rate into the auction's currency ("1" for a lot in it), for sorting and adding bids on different lots. */
    fxRate: Decimal,
    /** Ours: the lots a combo lot spans (empty for a single lot), so the bidder's total counts a combo and its lots once (web/src/features/bidding/grid/own-bids-total.ts). */
    comboLotIds: z.array(Id),
  }),
  collateralType: z.enum(['Cash', 'Non_Cash']),
  ...bidAmountsShape,
  minBalGuarantee: Decimal.nullable(),
  lotSpecificComments: z.string(),
  confirmed: z.boolean(),
  /** Login name of the super bidder who placed the bid, or null. */
  superBidder: z.string().nullable(),
  bidDate: Instant,
  /** Estimated Bid Value, computed by the server (core/money). */
  estimatedBid: Decimal,
  company: Company,
  user: BidUser,
  esecAucCompany: Company,
  esecAucUser: BidUser,
});
export type SavedBid = z.infer<typeof SavedBid>;

/**
 * The bid ledger's receipt of a confirmation (core/audit/bid-receipt.ts): what a bidder keeps as proof.
 * No ledger entry number: it would tell a bidder how many writes its rivals made.
 */
export const BidReceipt = z.object({
  auctionId: Id,
  atMs: z.number().int(),
  at: z.string(),
  headHash: z.string(),
  bidsDigest: z.string(),
});
export type BidReceipt = z.infer<typeof BidReceipt>;

/** The last element of a bid list (spec §3 "Supplemental record"), with the receipt once confirmed. */
export const Supplemental = z.object({
  supplementalId: Id.nullable(),
  bidderComments: z.string(),
  bidderCommentsConfirmed: z.literal(CONFIRMED).nullable(),
  receipt: BidReceipt.nullable(),
});
export type Supplemental = z.infer<typeof Supplemental>;

/** `[...bids, supplemental]`: the bids, then always the supplemental record last. */
export const BidList = z.array(z.union([SavedBid, Supplemental]));
export type BidList = z.infer<typeof BidList>;

// ---- Serialisers: core's views (core/bids/bid-views.ts) in the spec's wire shape, key for key ----

/** A lot of the wizard, with the spec's `esecAucCurrency` beside its currency. */
export const bidLotWire = (v: LotView): z.input<typeof BidLot> => ({
  id: v.id,
  lotNumber: v.lotNumber,
  lotName: v.lotName,
  marketValue: v.marketValue,
  currency: v.currency,
  esecAucCurrency: { currencyCode: v.currency },
  termDays: v.termDays,
  termDisp: v.termDisp,
  assetClass: v.assetClass,
  comboFlag: v.comboFlag,
  comboLotIds: v.comboLotIds,
  grossDividend: v.grossDividend,
  taxRate: v.taxRate,
  eslBps: v.eslBps,
  fxRate: v.fxRate,
});

/**
 * A bid: the view with the spec's aliases added, `bidId` beside `id`, the lot as `esecAucLot`, and the
 * borrower and user under both their names. The view's `lot` and `borrower` are taken out (the wire names
 * them otherwise), so the answer carries only declared members; an answer is sent in its value's order
 * (adapters/http/wire/declared-fields.ts), so the members around the spread keep the wire's order.
 */
export const savedBidWire = ({ id, lotId, lot, borrower, user, ...terms }: BidView): z.input<typeof SavedBid> => ({
  id,
  bidId: id,
  lotId,
  esecAucLot: lot,
  ...terms,
  company: borrower,
  user,
  esecAucCompany: borrower,
  esecAucUser: user,
});

/** A bid list: its bids in the wire's shape, then the supplemental record as it is. */
export const bidListWire = (list: CoreBidList): BidList => list.map((item) => ('supplementalId' in item ? item : savedBidWire(item)));

/** Splits a bid list into its bids and its (last) supplemental record. */
export const splitBidList = (list: BidList): { bids: SavedBid[]; supplemental: Supplemental } => {
  const bids = list.filter((x): x is SavedBid => 'bidId' in x);
  const last = list.findLast((x): x is Supplemental => 'supplementalId' in x);
  return { bids, supplemental: last ?? { supplementalId: null, bidderComments: '', bidderCommentsConfirmed: null, receipt: null } };
};

/**
 * The spec's flat list (contract/bids-save-body.ts): login name, 8 items per row, then the supplemental
 * id (if any) and comments. Items are text (numbers and null read as text), decoded here into core's
 * BidsSaveBody ("No bid inputs." without a login name, the malformed-list message otherwise); the
 * values are checked by core's bid rules.
 */
// Items at most twice the supplemental limit at the edge, so that texts just over the spec's limits still get
// the spec's messages from core (lot comment 1000 bytes, supplemental comments 10,000 characters).
export const BidsSaveBody = z
  .array(z.union([textUpTo(2 * FREE_TEXT_MAX_LENGTH), z.number(), z.null()], { error: MSG.BIDS_SAVE_BODY_MALFORMED }), {
    error: MSG.NO_BID_INPUTS,
  })
  .transform((items, ctx): DecodedBidsSave => {
    const decoded = decodeBidsSaveBody(items);
    return decoded.ok ? decoded.value : refuse(ctx, decoded.message);
  });

/**
 * The PDF export body: only auctionId / auctionName, date and dateMessage are read (the rest comes from
 * the server). The spec's other display fields (client, bids, ...) are accepted and dropped unread.
 */
export const PdfExportBody = z.object({
  auctionId: z.union([z.number(), shortText()]).optional(),
  auctionName: shortText().optional(),
  date: shortText().optional(),
  dateMessage: freeText().optional(),
});

/** A read bid file: its name and its rows of cell texts. */
export const BidFileRows = z.object({ fileName: z.string(), rows: z.array(z.array(z.string())) });
export type BidFileRows = z.infer<typeof BidFileRows>;

export const biddingRoutes = {
  enterBids: served(
    defineRoute({
      method: 'post',
      path: '/auction/enterbids/{auctionId}',
      useCase: enterBids,
      tags: TAGS,
      summary: 'The lots of an auction the caller may bid on now',
      description:
        `"${MSG.NO_LOTS_TO_BID_ON}" when the caller's borrower is not approved (403), the auction is not live (409; a super ` +
        'bidder also after the end) or has no lots (404). Not 401: in this API 401 means the session has expired.',
      params: AuctionIdParams,
      response: z.array(BidLot),
      failures: WINDOW,
    }),
    pathAuctionId,
    eachAs(bidLotWire),
  ),
  acceptRulesFlags: served(
    defineRoute({
      method: 'post',
      path: '/auction/getAcceptRules/{auctionId}',
      useCase: getAcceptRules,
      tags: TAGS,
      summary: 'The rules flags of the signed-in user (a list whose first item holds them)',
      description: 'Body (the login name) is ignored.',
      params: AuctionIdParams,
      response: z.array(RulesFlags),
    }),
    pathAuctionId,
  ),
  acceptRules: served(
    defineRoute({
      method: 'post',
      path: '/auction/acceptrules/{auctionId}',
      useCase: acceptRules,
      // Why this access: ours: records the rules acceptance (GO BID); the link click is recorded by specaucrules
      tags: TAGS,
      summary: 'Accept the auction rules (our endpoint: the GO BID step)',
      description: `Requires the Specific Auction Rules to have been fetched first (POST /auction/specaucrules/{auctionId}); else 400 "${MSG.RULES_LINK_NOT_CLICKED}".`,
      params: AuctionIdParams,
      response: z.array(RulesFlags),
    }),
    pathAuctionId,
  ),
  bids: defineRoute({
    method: 'post',
    path: '/auction/getbids/{auctionId}',
    useCase: getBids,
    tags: TAGS,
    summary: "The caller's own bids; the last item is the supplemental record",
    description: 'A super bidder sees the bids of its bidder. Bids of other users or borrowers are never returned. Body ignored.',
    params: AuctionIdParams,
    response: BidList,
  }),
  save: defineRoute({
    method: 'post',
    path: '/auction/bidssave/{auctionId}',
    useCase: saveBids,
    tags: TAGS,
    summary: "Save the bids (the spec's flat list)",
    description:
      `Body: ["loginName", then per row bidId, lotId, collateralType, ${BID_INPUT_FIELDS.join(', ')}, minBalance, lotComment, ` +
      'then optionally the supplemental id, then the supplemental comments]. The login name ' +
      "is ignored. Replaces the caller's unconfirmed bids in one transaction; returns the saved list with estimatedBid. " +
      'Live auctions only (super bidders also after the end), after the rules were accepted; refused once confirmed.',
    params: AuctionIdParams,
    body: BidsSaveBody,
    response: BidList,
    failures: WINDOW,
  }),
  confirm: defineRoute({
    method: 'post',
    path: '/auction/bidsconfirm/{auctionId}',
    useCase: confirmBids,
    tags: TAGS,
    summary: 'Confirm the saved bids (final)',
    description: 'The body (the saved list) is not trusted: the server confirms the bids it holds for the caller.',
    params: AuctionIdParams,
    response: BidList,
    failures: WINDOW,
  }),
  pdf: defineRoute({
    method: 'post',
    path: '/pdf/export/{service}',
    useCase: bidConfirmationPdf,
    heavy: true,
    expensive: true,
    // Why this access: the bid wizard PDF (isSuperBidder is taken from the roles, not the body)
    tags: TAGS,
    summary: "PDF of the caller's own bids",
    description:
      "Body: { auctionId? | auctionName, date?, dateMessage?, ...the spec's display fields }. Only auctionId/auctionName, " +
      'date and dateMessage are read: the bids, names and the super-bidder note come from the server.',
    params: z.object({ service: z.string() }),
    body: PdfExportBody,
    response: { file: 'application/pdf' },
  }),
  excel: defineRoute({
    method: 'post',
    path: '/auction/exportbids/{auctionId}',
    useCase: bidsExcel,
    expensive: true,
    // Why this access: ours: the DOWNLOAD BIDS Excel of the caller's own bids, shaped and logged by the server
    tags: TAGS,
    summary: "Excel file of the caller's own bids (DOWNLOAD BIDS > Excel; our endpoint)",
    description: 'Rows shaped by the server (Additional Comments on the first row), file named "{auction name} Bids" with underscores; logged as a wizard step.',
    params: AuctionIdParams,
    response: { file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  }),
  confirmationEmail: served(
    defineRoute({
      method: 'post',
      path: '/auction/sendConfirmationEmail/{auctionId}/{fileName}',
      useCase: sendConfirmationEmail,
      expensive: true,
      tags: TAGS,
      summary: 'E-mail the confirmed bids PDF to the bidder of record',
      description:
        "The server renders the PDF from the confirmed bids and mails it to the bidder of record (a super bidder in copy). The spec's " +
        'multipart body (the PDF in field "pdfExport") is accepted and ignored: nothing uploaded is read, stored or attached. ' +
        `Bids not confirmed yet: 400 "${MSG.BID_ATTACHMENT_FAILED_UNABLE_TO_SEND_CONFIRMATION_EMAIL}".`,
      params: AuctionIdParams.extend({ fileName: z.string() }),
      multipart: { pdfExport: 'the bids PDF of the spec: accepted and ignored (the server renders its own)' },
      ignoredBody: true,
      response: MessageAnswer,
      failures: { 502: MSG.UNABLE_TO_SEND_BID_CONFIRMATION_EMAIL },
    }),
    ({ params }) => [params.auctionId, params.fileName],
  ),
  bidTemplate: defineRoute({
    method: 'post',
    path: '/auction/bidtemplate/{auctionId}',
    useCase: bidTemplate,
    expensive: true,
    // Why this access: ours: the bid template of the auction's lots; borrower approved, checked by the service
    tags: TAGS,
    summary: "The auction's bid template (.xlsx; not in the original API)",
    description: 'One row per lot under the Place Bids columns, bid cells empty. Bidders of the auction only.',
    params: AuctionIdParams,
    response: { file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  }),
  readBidFile: defineRoute({
    method: 'post',
    path: '/auction/readbidfile/{auctionId}',
    useCase: readBidFile,
    // Read in the upload pool's workers within measured budgets (core/ports/upload-reader.ts); still one of the few at a time.
    heavy: true,
    expensive: true,
    // Why this access: ours: reads an uploaded bid file into rows for the import preview; stores nothing
    tags: TAGS,
    summary: 'Read a bid file (.xlsx or .csv) into rows of cell texts; saves nothing (not in the original API)',
    description: 'One .xlsx (first sheet) or UTF-8 .csv file as rows of cell texts; at most 2 MB and 20,000 lines.',
    params: AuctionIdParams,
    multipart: { file: 'the .xlsx or .csv bid file (any file part is taken)' },
    response: BidFileRows,
    failures: { 413: 'Over 2 MB', 415: 'Not multipart', 422: 'Over 20,000 lines, or over a reading budget (inflated bytes, time, memory)' },
  }),
} as const;

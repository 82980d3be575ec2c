/**
 * Reporting centre routes (participation-and-reporting.md §2.5–2.9, §7 "Reports"): the report data,
 * the report edits and the report workbooks. Answers follow core/reports/*.ts; the save and export
 * bodies are parsed here into core's inputs (their messages: "Unable to save." with the field at
 * fault); core checks its free-text limit and what only the store knows.
 */
import { z } from 'zod';
import { defineRoute, eachAs, pathAuctionId, pathId, served } from './route';
import { AuctionIdParams, Decimal, Id, idFrom, IdParam, IdParams, Instant, MessageAnswer, refuse, shortText, textUpTo } from './common';
import { CURRENCIES, type Id as CoreId } from '../core/domain/entities';
import { BID_KINDS } from '../core/domain/bid-kinds';
import type { BidTypeLabel } from '../core/awards/bid-rankings';
import type { AwardSummarySave } from '../core/reports/award-summary';
import { AWARD_SUMMARY_TEXT_FIELDS, awardSummaryTextsSchema } from '../core/reports/award-summary-fields';
import type { LegalCommentEdit, LegalCommentNew, LegalCommentsSave } from '../core/reports/legal-comments';
import type { AuctionInfo as AuctionInfoView, BidderCommentRow as BidderCommentView, TopBids } from '../core/reports/report-queries';
import type { RecommendationEdit } from '../core/reports/recommendations';
import { FREE_TEXT_MAX_LENGTH } from '../core/validation/text-limits';
import { OverviewRow } from './overview-row';
import { auctionHeadingWire } from './auction-heading';
import { MSG } from '../core/domain/messages';
import type { Capability } from '../core/policy/capabilities';
import type { SpecifiedUseCase, UseCaseSpec } from '../core/app/use-case-spec';
import * as reportReads from '../core/reports/report-queries';
import { awardSummary, saveAwardSummary } from '../core/reports/award-summary';
import { addLegalComment, legalComments, saveLegalComments } from '../core/reports/legal-comments';
import { auctionRecommendations, saveRecommendations } from '../core/reports/recommendations';
import { reportLogo } from '../core/reports/report-logos';
import { fullBidDetailsWorkbook, legalCommentsWorkbook, recommendationsWorkbook } from '../core/reports/report-exports';

const TAGS = ['Reports'] as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// ---- Shapes ----

/**
 * Currencies (ours): an amount of one lot is in the lot's `currency`; a total over several lots is
 * in the auction's `currency`, each lot at its FX rate (core/money/fx.ts), `converted` true when any lot is in
 * another currency (the screens then label the total "... in USD at lot FX rates"), with per-currency
 * subtotals beside it.
 */
const Currency = z.enum(CURRENCIES);
export const MoneyAmount = z.object({ amount: Decimal, currency: Currency });

export const ReportLot = z.object({
  id: Id,
  lotNumber: z.string(),
  lotName: z.string(),
  marketValue: Decimal,
  currency: z.string(),
  termDays: z.number().int(),
  assetClass: z.string(),
  comboFlag: z.boolean(),
  comboLotIds: z.array(Id),
  eslBps: Decimal.nullable(),
  incumbent: z.string().nullable(),
  concRisk: z.string().nullable(),
  discretionaryEstimate: Decimal,
});

export const RankedBid = z.object({
  bidder: z.string(),
  bidType: z.enum(['Discretionary', ...BID_KINDS.map((k) => k.rankingLabel)] as [BidTypeLabel, ...BidTypeLabel[]]),
  totalBidValue: Decimal,
  percentOfTopBid: Decimal.nullable(),
});

export const RankingTotals = z.object({
  totalIntrinsicRevenue: Decimal,
  totalDiscretionaryEstimate: Decimal,
  exclusivePremiumPct: Decimal,
  totalBidsPlaced: z.number().int(),
});

export const BidRankings = z.object({
  rows: z.array(
    z.object({
      lotId: Id,
      lotNumber: z.string(),
      lotName: z.string(),
      marketValue: Decimal,
      /** The lot's currency: the row's market value and bid values are in it. */
      currency: Currency,
      comboFlag: z.boolean(),
      bidsPlaced: z.number().int(),
      bids: z.array(RankedBid),
    }),
  ),
  /** In the auction's currency (`currency`). */
  totals: RankingTotals,
  currency: Currency,
  converted: z.boolean(),
  /** The totals per lot currency, unconverted. */
  subtotals: z.array(z.object({ currency: Currency, totalIntrinsicRevenue: Decimal, totalDiscretionaryEstimate: Decimal })),
});

export const AuctionInfo = z.object({
  id: Id,
  auctionName: z.string(),
  auctionStartDate: Instant,
  auctionEndDate: Instant,
  termStartDate: z.string(),
  termEndDate: z.string(),
  termLength: z.number().int(),
  marketValueDate: z.string(),
  currency: z.string(),
  collateralType: z.string(),
  allInFlag: z.boolean(),
  minGuarantee: z.boolean(),
  awardConfirmFlag: z.boolean(),
  esecAucClient: z.object({ id: Id, clientCode: z.string(), clientName: z.string() }),
  approvedBidders: z.array(z.string()),
  bidsPlacedBy: z.array(z.string()),
  approvedHosts: z.array(z.string()),
  lots: z.array(ReportLot),
  /** In the auction's currency, each lot at its FX rate. */
  totalMarketValue: z.string(),
  marketValueSubtotals: z.array(MoneyAmount),
  converted: z.boolean(),
  /** Single lots (core/domain/lot-count.ts). */
  totalLots: z.number().int(),
  /** Ours: combo lots, counted apart from totalLots ("20 lots (plus 2 combo lots)"). */
  comboLots: z.number().int(),
  bidRankings: BidRankings,
});

export const ReportBorrower = z.object({ id: Id, companyName: z.string(), companyCode: z.string() });
export const ReportBidderUser = z.object({
  id: Id,
  loginName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  /** Individual Bidder Detail dropdown text: "company - login name". */
  label: z.string(),
});
export const TopBidRow = OverviewRow.extend({ marketValue: Decimal, lotCurrency: z.string(), auctionCurrency: z.string() });
export const FullBidDetails = z.object({
  rows: z.array(OverviewRow.extend({ awardAnalysis: z.string() })),
  additionalComments: z.array(z.object({ bidder: z.string(), loginName: z.string(), comments: z.string() })),
  warning: z.string().nullable(),
});
export const BidderCommentRow = z.object({
  name: z.string(),
  bidderComments: z.string(),
  bidderCommentsConfirmed: z.string().nullable(),
  esecAucCompany: z.object({ companyName: z.string() }),
  esecAucUser: z.object({ loginName: z.string() }),
});
export const ActivityRow = z.object({
  actionTime: z.string(),
  companyName: z.string(),
  bidderName: z.string(),
  step: z.string(),
  action: z.string(),
  /** Written after the close (a super bidder's late save or confirm): staff see it flagged. */
  afterClose: z.boolean(),
});
export const IndividualBidDetail = z.object({
  bidder: ReportBidderUser.nullable(),
  rows: z.array(OverviewRow),
  /** In the auction's currency (`currency`), each row at its lot's FX rate. */
  exclusiveTotal: Decimal,
  currency: Currency,
  converted: z.boolean(),
  subtotals: z.array(MoneyAmount),
  additionalComments: z.string(),
  note: z.string().nullable(),
  convertedToBps: z.boolean(),
});

export const AwardSummaryFields = awardSummaryTextsSchema.extend({ totalAuctionDate: Instant.nullable() });
const LabelValue = z.tuple([z.string(), z.string()]);
export const ChartSeries = z.object({ labels: z.array(z.string()), values: z.array(Decimal) });
export const AwardSummaryReport = z.object({
  auctionId: Id,
  auctionName: z.string(),
  auctionSummary: AwardSummaryFields,
  portfolio1Table: z.array(LabelValue),
  portfolio2Table: z.array(LabelValue),
  auctionSummaryTable: z.array(LabelValue),
  totalAuctionTable: z.array(LabelValue),
  lendableAssestsChart: ChartSeries,
  breakdownByRevenueChart: ChartSeries,
  revenueByCounterpartyChart: ChartSeries,
  totals: RankingTotals.extend({ awardedRevenue: Decimal }),
  /** The currency of the tables' amounts and the charts: the auction's. */
  currency: Currency,
  converted: z.boolean(),
});

export const LegalComment = z.object({
  id: Id,
  auctionId: Id,
  borrower: z.string(),
  comments: z.string(),
  createdBy: z.string(),
  createdAt: Instant,
  updatedBy: z.string(),
  updatedAt: Instant,
});

export const RecommendationRow = z.object({
  recommendationsTableId: Id.nullable(),
  lotId: Id,
  lotNumber: z.string(),
  lotName: z.string(),
  accountCode: z.string().nullable(),
  lotSize: Decimal,
  /** The lot's currency: the row's amounts are in it. */
  currency: Currency,
  termDays: z.number().int(),
  datalendDiscretionary: Decimal.nullable(),
  seasonalAnalysis: z.string().nullable(),
  specialsAnalysis: z.string().nullable(),
  eslEstimate: Decimal,
  eslBps: Decimal.nullable(),
  bidder: z.string(),
  bidType: z.string(),
  bpsBid: Decimal.nullable(),
  annualizedBid: Decimal.nullable(),
  awardedBidder: z.string(),
  awardedAnnualizedBid: Decimal.nullable(),
  awardedEslEstimate: Decimal.nullable(),
  awardedTotalBidValue: Decimal.nullable(),
  awardAnalysis: z.string(),
  concRisk: z.string().nullable(),
});
export const RecommendationReport = z.object({
  auctionId: Id,
  auctionName: z.string(),
  auctionStartDate: Instant,
  marketValueDate: z.string(),
  datalendEstimateDate: z.string(),
  discretionaryEstimateDate: z.string(),
  auctionMarketValue: z.string(),
  collateralProfile: z.string(),
  lottingStrategy: z.string(),
  clientCode: z.string(),
  reportAuctionRecommendationsTable: z.array(RecommendationRow),
  /** In the auction's currency (`currency`). */
  totals: z.array(z.object({ label: z.string(), eslEstimate: Decimal, awardedTotalBidValue: Decimal })),
  currency: Currency,
  converted: z.boolean(),
  subtotals: z.array(z.object({ currency: Currency, eslEstimate: Decimal, awardedTotalBidValue: Decimal })),
});

// ---- Serialisers: core's report views (core/reports/report-queries.ts) in the spec's wire shape, key for key ----

/** The Auction Summary with the spec's `esecAucClient`. */
export const auctionInfoWire = (v: AuctionInfoView): z.input<typeof AuctionInfo> => ({
  ...auctionHeadingWire(v),
  termLength: v.termLength,
  marketValueDate: v.marketValueDate,
  currency: v.currency,
  collateralType: v.collateralType,
  allInFlag: v.allInFlag,
  minGuarantee: v.minGuarantee,
  awardConfirmFlag: v.awardConfirmFlag,
  esecAucClient: { id: v.client.id, clientCode: v.client.clientCode, clientName: v.client.clientName },
  approvedBidders: v.approvedBidders,
  bidsPlacedBy: v.bidsPlacedBy,
  approvedHosts: v.approvedHosts,
  lots: v.lots,
  totalMarketValue: v.totalMarketValue,
  marketValueSubtotals: v.marketValueSubtotals,
  converted: v.converted,
  totalLots: v.totalLots,
  comboLots: v.comboLots,
  bidRankings: v.bidRankings,
});

/** The top-bid rows: each overview row with the spec's `marketValue` and `lotCurrency` (its lot's size and currency) and the auction's currency. */
export const topBidRowsWire = (v: TopBids): z.input<typeof TopBidRow>[] =>
  v.rows.map((r) => ({ ...r, marketValue: r.lotSize, lotCurrency: r.currency, auctionCurrency: v.auctionCurrency }));

/** A bidder comment with the spec's `esecAucCompany` and `esecAucUser`. */
export const bidderCommentWire = (v: BidderCommentView): z.input<typeof BidderCommentRow> => ({
  name: v.name,
  bidderComments: v.bidderComments,
  bidderCommentsConfirmed: v.bidderCommentsConfirmed,
  esecAucCompany: { companyName: v.companyName },
  esecAucUser: { loginName: v.loginName },
});

// ---- Request bodies: parsed here into core's inputs; failures answer "Unable to save." with the field at fault ----

const unableToSave = { error: MSG.UNABLE_TO_SAVE };
/** Ids may come as numbers or digit strings (the original client sent both). */
const BodyId = z.union([z.number(), shortText()], unableToSave);
/**
 * The edge bound of a report text: twice core's free-text limit, so that a text just over that limit
 * still gets core's field message, and nothing unbounded reaches a service.
 */
export const REPORT_TEXT_EDGE_LIMIT = 2 * FREE_TEXT_MAX_LENGTH;
const reportText = () => textUpTo(REPORT_TEXT_EDGE_LIMIT);
const Text = z.union([reportText(), z.number()], unableToSave).nullable().optional();
/** A row id or auction id of a legal comment: not negative. */
const rowId = (v: number | string): CoreId | null => {
  const id = idFrom(v);
  return id !== null && id >= 0 ? id : null;
};
const invalid = (ctx: z.RefinementCtx, field: string) => refuse(ctx, MSG.UNABLE_TO_SAVE, { [field]: MSG.INVALID_VALUE });

const awardSummaryFields = {
  auctionId: BodyId.optional(),
  /** ISO instant or yyyy-mm-dd; anything else is saved as null (spec §5). */
  totalAuctionDate: shortText().nullable().optional(),
  auctionMarketValue: Text,
  lottingStrategy: Text,
  collateralProfile: Text,
  portfoliosTitle1: Text,
  portfoliosTitle2: Text,
  baseline1: Text,
  baseline2: Text,
  providerDiscretionary1: Text,
  providerDiscretionary2: Text,
  auctionRevenue1: Text,
  auctionRevenue2: Text,
  bidSummary: Text,
};
export const AwardSummarySaveBody = z
  .object(
    {
      ...awardSummaryFields,
      /** The original client's shape: the fields inside a nested `auctionSummary` object. */
      auctionSummary: z.object(awardSummaryFields, unableToSave).optional(),
    },
    unableToSave,
  )
  .transform((b, ctx): AwardSummarySave => {
    const src = b.auctionSummary ?? b;
    const auctionId = idFrom(b.auctionId ?? src.auctionId);
    if (auctionId === null) return invalid(ctx, 'auctionId');
    const texts = Object.fromEntries(AWARD_SUMMARY_TEXT_FIELDS.map((f) => [f, src[f] === undefined || src[f] === null ? '' : String(src[f])]));
    return { auctionId, totalAuctionDate: src.totalAuctionDate ?? null, texts: texts as AwardSummarySave['texts'] };
  });
/** Rows of one auction (the first row's auctionId); an empty list is refused. */
export const LegalCommentsSaveBody = z
  .array(z.object({ id: BodyId, auctionId: BodyId, borrower: shortText().nullable(), comments: reportText().nullable() }, unableToSave), unableToSave)
  .transform((list, ctx): LegalCommentsSave => {
    if (list.length === 0) return refuse(ctx, MSG.UNABLE_TO_SAVE);
    const rows: LegalCommentEdit[] = [];
    for (const [at, r] of list.entries()) {
      const id = rowId(r.id);
      if (id === null) return invalid(ctx, `${at}.id`);
      rows.push({ id, borrower: r.borrower ?? '', comments: r.comments ?? '' });
    }
    const auctionId = rowId(list[0].auctionId);
    return auctionId === null ? invalid(ctx, '0.auctionId') : { auctionId, rows };
  });
export const LegalCommentRowBody = z
  .object({ auctionId: BodyId, borrower: shortText(), comments: reportText().nullable().optional() }, unableToSave)
  .transform((b, ctx): LegalCommentNew => {
    const auctionId = rowId(b.auctionId);
    if (auctionId === null) return invalid(ctx, 'auctionId');
    if (b.borrower.trim() === '') return invalid(ctx, 'borrower');
    return { auctionId, borrower: b.borrower, comments: b.comments ?? '' };
  });
/** Analyses of lots of one auction; an empty list is refused. */
export const RecommendationsSaveBody = z
  .array(z.object({ id: BodyId.nullable().optional(), auctionId: BodyId, lotId: BodyId, awardAnalysis: reportText().nullable().optional() }, unableToSave), unableToSave)
  .transform((list, ctx): RecommendationEdit[] => {
    if (list.length === 0) return refuse(ctx, MSG.UNABLE_TO_SAVE);
    const rows: RecommendationEdit[] = [];
    for (const r of list) {
      const auctionId = idFrom(r.auctionId);
      const lotId = idFrom(r.lotId);
      if (auctionId === null) return invalid(ctx, 'auctionId');
      if (lotId === null) return invalid(ctx, 'lotId');
      rows.push({ auctionId, lotId, awardAnalysis: r.awardAnalysis ?? '' });
    }
    return rows;
  });
/** Report exports: only auctionId is read (the server builds the workbook from its own data). */
export const ReportExportBody = z.object({ auctionId: BodyId.optional() }, unableToSave).transform((b, ctx): { auctionId: CoreId } => {
  const auctionId = idFrom(b.auctionId);
  return auctionId === null ? refuse(ctx, MSG.NOT_FOUND, { auctionId: MSG.NOT_FOUND }) : { auctionId };
});

// ---- Routes ----

/** A report read: heavy, like every GET /report/… (its answer is built in memory); its use case, whose access it takes. */
const byAuction = <const P extends string, U extends SpecifiedUseCase<UseCaseSpec<string, Capability>>, S extends z.ZodType>(path: P, useCase: U, summary: string, response: S) =>
  defineRoute({ method: 'get', path, useCase, heavy: true, tags: TAGS, summary, params: IdParams, response });

/** A report read streamed by its own handler: heavy like the others, with its access (it names no use case). */
const streamedByAuction = <const P extends string, S extends z.ZodType>(path: P, access: Capability, summary: string, response: S) =>
  defineRoute({ method: 'get', path, access, heavy: true, tags: TAGS, summary, params: IdParams, response });

/** A report workbook: heavy (the workbook is rendered in memory) and expensive (counted in the user's quota); its use case, whose access it takes. */
const exportRoute = <const P extends string, U extends SpecifiedUseCase<UseCaseSpec<string, Capability>>>(path: P, useCase: U, summary: string, note?: string) =>
  defineRoute({
    method: 'post',
    path,
    useCase,
    heavy: true,
    expensive: true,
    ...(note ? { note } : {}),
    tags: TAGS,
    summary,
    description:
      'Body: { auctionId, ... } (the spec\'s report description may be posted too; only auctionId is read: the server ' +
      'builds the workbook from its own data, with the title "{Report} Report - {auction name}"). The file name is in Content-Disposition.',
    body: ReportExportBody,
    response: { file: XLSX },
  });

/** A report edit: Managers and Client Relations (Edit and Add Row are hidden from clients); its use case, whose access it takes. */
const saveRoute = <const P extends string, U extends SpecifiedUseCase<UseCaseSpec<string, 'editReports'>>, B extends z.ZodType, S extends z.ZodType>(
  path: P,
  useCase: U,
  summary: string,
  body: B,
  response: S,
  note?: string,
) => defineRoute({ method: 'post', path, useCase, ...(note ? { note } : {}), tags: TAGS, summary, body, response });

export const reportRoutes = {
  auctionInfo: served(
    defineRoute({
      method: 'get',
      path: '/report/auctionInfo/{auctionId}',
      useCase: reportReads.auctionInfo,
      heavy: true,
      tags: TAGS,
      summary: 'Auction Summary: auction, approved bidders, bids placed by, approved hosts, lots, totals, Bid Rankings',
      params: AuctionIdParams,
      response: AuctionInfo,
    }),
    pathAuctionId,
    auctionInfoWire,
  ),
  lots: served(byAuction('/report/auctions/{id}/lots', reportReads.lots, 'Lots with asset class and discretionary estimate', z.array(ReportLot)), pathId),
  bidders: served(byAuction('/report/auctions/{id}/bidders', reportReads.bidders, 'Approved borrowers', z.array(ReportBorrower)), pathId),
  users: served(
    byAuction('/report/auctions/{id}/users', reportReads.users, 'Bidder users with confirmed bids (label "company - login name")', z.array(ReportBidderUser)),
    pathId,
  ),
  // Streamed as its rows are read: its own handler.
  bids: streamedByAuction('/report/auctions/{id}/bids', 'seeAuctionResults', 'Bid overview rows of every confirmed bid', z.array(OverviewRow)),
  topBids: served(
    byAuction('/report/auctions/{id}/top-bids', reportReads.topBids, 'The top bid per lot (overview rows)', z.array(TopBidRow)),
    pathId,
    topBidRowsWire,
  ),
  topAllInBids: served(
    byAuction('/report/auctions/{id}/top-all-in-bids', reportReads.topAllInBids, 'The top all-in bid per lot (overview rows)', z.array(TopBidRow)),
    pathId,
    topBidRowsWire,
  ),
  // Streamed as its rows are read: its own handler.
  fullBidDetails: streamedByAuction(
    '/report/auctions/{id}/full-bid-details',
    'openReportCentre',
    '{ rows, additionalComments, warning } — warning "Warning, there is no bid for the auction selected." when empty',
    FullBidDetails,
  ),
  bidderComments: served(
    defineRoute({
      method: 'get',
      path: '/report/bidderComments/{id}',
      useCase: reportReads.bidderComments,
      heavy: true,
      tags: TAGS,
      summary: 'Confirmed supplemental bidder comments',
      params: IdParams,
      response: z.array(BidderCommentRow),
    }),
    pathId,
    eachAs(bidderCommentWire),
  ),
  bidderActivity: served(
    defineRoute({
      method: 'get',
      path: '/report/bidderActivity/{id}',
      useCase: reportReads.bidderActivity,
      heavy: true,
      tags: TAGS,
      summary: 'Bidder activity log',
      params: IdParams,
      response: z.array(ActivityRow),
    }),
    pathId,
  ),
  individualBidDetail: served(
    defineRoute({
      method: 'get',
      path: '/report/indivBidDetail/{id}',
      useCase: reportReads.individualBidDetail,
      heavy: true,
      tags: TAGS,
      summary: "Individual Bidder Detail: one bidder user's confirmed bids",
      description: 'Query bidderId (the bidder user id) and convertToBps=true|false (Convert Bids: fixed bids also shown in bps).',
      params: IdParams,
      query: z.object({ bidderId: IdParam, convertToBps: z.enum(['true', 'false']).optional() }),
      response: IndividualBidDetail,
    }),
    ({ params, query }) => [params.id, query.bidderId, query.convertToBps === 'true'],
  ),
  awardSummary: served(
    defineRoute({
      method: 'get',
      path: '/report/awardSummary/{auctionId}',
      useCase: awardSummary,
      heavy: true,
      // Why this access: clients do not see Award Summary
      tags: TAGS,
      summary: 'Award Summary: stored fields, tables and the three chart series from the awards',
      params: AuctionIdParams,
      response: AwardSummaryReport,
    }),
    pathAuctionId,
  ),
  awardSummarySave: served(
    saveRoute('/report/awardSummary/awardSummarySave', saveAwardSummary, 'Save the award summary fields', AwardSummarySaveBody, MessageAnswer),
    ({ body }) => [body],
  ),
  legalComments: served(
    defineRoute({
      method: 'get',
      path: '/report/legalcomments/{auctionId}',
      useCase: legalComments,
      heavy: true,
      tags: TAGS,
      summary: 'Legal Bidder Comments rows',
      params: AuctionIdParams,
      response: z.array(LegalComment),
    }),
    pathAuctionId,
  ),
  legalCommentsSave: served(
    saveRoute(
      '/report/legalcomments/legalCommentsSave',
      saveLegalComments,
      'Save legal comment rows: [{ id, auctionId, borrower, comments }]',
      LegalCommentsSaveBody,
      MessageAnswer.extend({ rows: z.array(LegalComment) }),
      'Edit is hidden from clients',    ),
    ({ body }) => [body],
  ),

  legalCommentRowSave: served(
    saveRoute(
      '/report/legalcomments/legalCommentsRowSave',
      addLegalComment,
      'Add a legal comment row: { borrower, comments, auctionId }',
      LegalCommentRowBody,
      MessageAnswer.extend({ row: LegalComment }),
      'Add Row is hidden from clients',    ),
    ({ body }) => [body],
  ),

  recommendations: served(
    defineRoute({
      method: 'get',
      path: '/report/auctionrecommendations/{id}',
      useCase: auctionRecommendations,
      heavy: true,
      // Why this access: clients do not see Auction Recommendations
      tags: TAGS,
      summary: 'Auction Recommendations',
      params: IdParams,
      response: RecommendationReport,
    }),
    pathId,
  ),
  recommendationsSave: served(
    saveRoute(
      '/report/auctionrecommendations/auctionRecommendationsSave',
      saveRecommendations,
      'Save award analysis texts: [{ id, auctionId, lotId, awardAnalysis }]',
      RecommendationsSaveBody,
      MessageAnswer,    ),
    ({ body }) => [body],
  ),

  providerLogo: defineRoute({
    method: 'get',
    path: '/report/loadproviderlogo/',
    useCase: reportLogo,
    heavy: true,
    tags: TAGS,
    summary: 'The provider logo of the Award Summary',
    description: 'logos/provider.png from the file store when present, else the built-in SVG logo.',
    response: { file: 'image/*' },
  }),
  partnerLogo: defineRoute({
    method: 'get',
    path: '/report/loadpartnerlogo/',
    useCase: reportLogo,
    heavy: true,
    tags: TAGS,
    summary: 'The partner logo of the Award Summary',
    description: 'logos/partner.png from the file store when present, else the built-in SVG logo.',
    response: { file: 'image/*' },
  }),
  exportLegalComments: exportRoute('/excel/report/bidderLegalComments', legalCommentsWorkbook, 'Legal Bid Comments workbook'),
  exportFullBidDetails: exportRoute('/excel/report/fullBidDetails', fullBidDetailsWorkbook, 'Full Bid Details workbook (lot header rows merged across columns 0-12 from row 6)'),
  exportRecommendations: exportRoute(
    '/excel/report/auctionRecommendations',
    recommendationsWorkbook,
    'Auction Recommendations workbook',
    'ours: the recommendations export (path not shown in the spec); clients do not see the report',
  ),
} as const;

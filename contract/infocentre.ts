/**
 * Info centre routes (participation-and-reporting.md §2.1-2.3 and §7 "Info centre"). Who may call
 * each route is decided by core/policy; what each caller sees by core/infocentre.
 */
import { z } from 'zod';
import { defineRoute, eachAs, pathAuctionId, served } from './route';
import { auctionHeadingWire } from './auction-heading';
import { bidKindFlagsOf } from '../core/domain/bid-kinds';
import { AuctionIdParams, bidKindFlagsShape, Decimal, freeText, Id, idFrom, Instant, MessageAnswer, refuse, shortText } from './common';
import { BIDDER_MSG as MSG } from '../core/domain/bidder-messages';
import { AUCTION_PHASES } from '../core/clock/auction-clock';
import { COLLATERAL_TYPES, CURRENCIES, TEMPLATES, type Id as CoreId, type InfoCentreKind } from '../core/domain/entities';
import type { DocumentRowInput, DocumentRowView } from '../core/infocentre/document-rows';
import type { InfoCentreListItem, TemplateData as TemplateDataView } from '../core/infocentre/infocentre';
import { chooseTemplate, downloadDocument, editRows, findInfocenter, infoCentreOf, saveRows, specificAuctionRules, templateData, uploadFiles, userAgreement } from '../core/infocentre/infocentre';

const TAGS = ['Info centre'] as const;
const LOCKED = { 423: MSG.INFOCENTRE_COMPLETE } as const;

export const InfoCentreItem = z.object({
  id: Id,
  auctionName: z.string(),
  auctionStartDate: Instant,
  auctionEndDate: Instant,
  termStartDate: Instant,
  termEndDate: Instant,
  currency: z.string(),
  collateralType: z.enum(COLLATERAL_TYPES),
  ...bidKindFlagsShape,
  minGuarantee: z.boolean(),
  aicapprovalFlag: z.boolean(),
  template: z.enum(TEMPLATES),
  esecAucClient: z.object({ id: Id, clientCode: z.string(), clientName: z.string() }),
  /** Ours: the auction's phase on the server's clock when it answered. */
  phase: z.enum(AUCTION_PHASES),
  /** Ours: the server's time of the answer; the browser follows the server's clock from it, not its own. */
  serverTime: Instant,
});
export type InfoCentreItem = z.infer<typeof InfoCentreItem>;

/**
 * A document row (spec §3): generic names plus the kind's own (auctionRuleDetails / auctionAssetDetails /
 * auctionOpDetails, the link and the nested record), present for the row's kind only.
 */
const nested = (link: string) => z.object({ id: Id, [link]: z.string().nullable() }).optional();
export const DocumentRow = z.object({
  id: Id,
  slot: z.number().int(),
  displayFlag: z.boolean(),
  details: z.string(),
  /** The uploaded file's name (the "link" users see), or null before an upload. */
  fileName: z.string().nullable(),
  esecAucAuction: z.object({ id: Id }),
  auctionRuleDetails: z.string().optional(),
  auctionRuleLink: z.string().nullable().optional(),
  esecAucRule: nested('ruleLink'),
  auctionAssetDetails: z.string().optional(),
  auctionAssetLink: z.string().nullable().optional(),
  esecAucAsset: nested('assetLink'),
  auctionOpDetails: z.string().optional(),
  auctionOpLink: z.string().nullable().optional(),
  esecAucOperational: nested('operationalLink'),
});
export type DocumentRow = z.infer<typeof DocumentRow>;

export const TemplateLot = z.object({
  id: Id,
  lotNumber: z.string(),
  lotName: z.string(),
  marketValue: z.string(),
  currency: z.enum(CURRENCIES),
  /** Ours: units of the auction's currency per unit of the lot's; null for a lot in the auction's currency without one. */
  fxRate: Decimal.nullable(),
  assetClass: z.string(),
  comboFlag: z.boolean(),
});
export type TemplateLot = z.infer<typeof TemplateLot>;

/** `[rule rows, asset rows, operational rows, lots]`. */
export const TemplateData = z.tuple([z.array(DocumentRow), z.array(DocumentRow), z.array(DocumentRow), z.array(TemplateLot)]);

// ---- Serialisers: core's views (core/infocentre) in the spec's wire shape, key for key ----

/** An info centre of the list with the spec's `esecAucClient`. */
export const infoCentreItemWire = (v: InfoCentreListItem): z.input<typeof InfoCentreItem> => ({
  ...auctionHeadingWire(v),
  currency: v.currency,
  collateralType: v.collateralType,
  ...bidKindFlagsOf(v),
  minGuarantee: v.minGuarantee,
  aicapprovalFlag: v.aicapprovalFlag,
  template: v.template,
  esecAucClient: { id: v.client.id, clientCode: v.client.clientCode, clientName: v.client.clientName },
  phase: v.phase,
  serverTime: v.serverTime,
});

/** The spec's name of a row's details, per kind (a save reads it, or the generic `details`). */
const DETAILS_FIELD = { rules: 'auctionRuleDetails', assets: 'auctionAssetDetails', ops: 'auctionOpDetails' } as const satisfies Record<InfoCentreKind, string>;

/** Each kind's own names of a row's details, link and nested record (spec §3). */
const KIND_FIELDS: Record<InfoCentreKind, (v: DocumentRowView) => Partial<z.input<typeof DocumentRow>>> = {
  rules: (v) => ({ auctionRuleDetails: v.details, auctionRuleLink: v.fileName, esecAucRule: { id: v.id, ruleLink: v.fileName } }),
  assets: (v) => ({ auctionAssetDetails: v.details, auctionAssetLink: v.fileName, esecAucAsset: { id: v.id, assetLink: v.fileName } }),
  ops: (v) => ({ auctionOpDetails: v.details, auctionOpLink: v.fileName, esecAucOperational: { id: v.id, operationalLink: v.fileName } }),
};

/** A document row: the generic names, `esecAucAuction`, then its kind's own names. */
export const documentRowWire = (v: DocumentRowView): z.input<typeof DocumentRow> => ({
  id: v.id,
  slot: v.slot,
  displayFlag: v.displayFlag,
  details: v.details,
  fileName: v.fileName,
  esecAucAuction: { id: v.auctionId },
  ...KIND_FIELDS[v.kind](v),
});

/** The four groups of an info centre, their rows in the wire's shape. */
export const templateDataWire = ([rules, assets, ops, lots]: TemplateDataView): z.input<typeof TemplateData> => [
  rules.map(documentRowWire),
  assets.map(documentRowWire),
  ops.map(documentRowWire),
  lots,
];

/** A save's or upload's answer, its rows in the wire's shape. */
export const rowsAnswerWire = (v: { message: string; rows: DocumentRowView[] }): z.input<typeof RowsAnswer> => ({ message: v.message, rows: v.rows.map(documentRowWire) });

/** A posted row: its id, and the details and display flag under the generic or the kind's names. */
const RowInput = z.object({
  id: z.union([z.number(), shortText()], { error: MSG.UNABLE_TO_SAVE }),
  displayFlag: z.union([z.boolean(), shortText(), z.number()]).optional(),
  details: freeText().optional(),
  // The kind's own name of the details (core/infocentre/document-rows.ts); other keys are dropped unread.
  auctionRuleDetails: freeText().optional(),
  auctionAssetDetails: freeText().optional(),
  auctionOpDetails: freeText().optional(),
});
type RowInput = z.infer<typeof RowInput>;
/** A row's id: a positive id, or null. */
const rowIdOf = (v: number | string | undefined): CoreId | null => {
  const id = v === undefined ? null : idFrom(v);
  return id !== null && id > 0 ? id : null;
};
/** The rows of a save, read into core's inputs with the kind's name of the details. */
export const rowsInput = (kind: InfoCentreKind) =>
  z.array(RowInput, { error: MSG.UNABLE_TO_SAVE }).transform((rows, ctx): DocumentRowInput[] => {
    if (rows.length === 0) return refuse(ctx, MSG.UNABLE_TO_SAVE, { _: MSG.INVALID_VALUE });
    const out: DocumentRowInput[] = [];
    for (const [i, r] of rows.entries()) {
      const id = rowIdOf(r.id);
      if (id === null) return refuse(ctx, MSG.UNABLE_TO_SAVE, { [`${i}.id`]: MSG.INVALID_VALUE });
      const details = r[DETAILS_FIELD[kind]] ?? r.details ?? '';
      out.push({ id, displayFlag: r.displayFlag === true || r.displayFlag === 'true' || r.displayFlag === 1, details: String(details) });
    }
    return out;
  });
/** The row whose file is wanted: only its id is read (no usable id: 404). */
const DownloadInput = z
  .object({ id: z.union([z.number(), shortText()], { error: MSG.NOT_FOUND }).optional() }, { error: MSG.NOT_FOUND })
  .transform((r, ctx): CoreId => rowIdOf(r.id) ?? refuse(ctx, MSG.NOT_FOUND, undefined, 'NOT_FOUND'));

const RowsAnswer = z.object({ message: z.string(), rows: z.array(DocumentRow) });

/** The three document kinds with their spec paths and upload id field. */
export const DOCUMENT_KINDS = [
  {
    kind: 'rules',
    edit: '/auction/auctionrulesedit/{auctionId}',
    save: '/auction/rulessave',
    upload: '/auction/uploadrulesfiles/{auctionId}',
    download: '/auction/download/rules',
    label: 'rule',
    idField: 'uploadedruleid',
    slots: 5,
  },
  {
    kind: 'assets',
    edit: '/auction/auctionassetedit/{auctionId}',
    save: '/auction/assetsave',
    upload: '/auction/uploadassetfiles/{auctionId}',
    download: '/auction/download/assets',
    label: 'asset',
    idField: 'uploadedassetid',
    slots: 9,
  },
  {
    kind: 'ops',
    edit: '/auction/auctionopedit/{auctionId}',
    save: '/auction/operationalsave',
    upload: '/auction/uploadopfiles/{auctionId}',
    download: '/auction/download/ops',
    label: 'operational',
    idField: 'uploadedopid',
    slots: 2,
  },
] as const satisfies readonly ({ kind: InfoCentreKind; idField: string; slots: number } & Record<string, unknown>)[];

/** The three document kinds' routes: anyone signed in downloads what the service lets it see; the editors edit. */
const documentRoutes = <const K extends (typeof DOCUMENT_KINDS)[number]>(k: K) => ({
  download: defineRoute({
    method: 'post',
    path: k.download,
    useCase: downloadDocument,
    // Why this access: document rows are scoped to visible auctions by the service
    tags: TAGS,
    summary: `Download the file of one ${k.label} document row`,
    description: 'Body: the row (only its id is read). The server serves the file it stored for that row, if the caller may see that info centre.',
    body: DownloadInput,
    response: { file: 'application/octet-stream' },
  }),
  edit: served(
    defineRoute({
      method: 'post',
      path: k.edit,
      useCase: editRows,
      tags: TAGS,
      summary: `The ${k.label} document rows of an auction (slots created when missing)`,
      params: AuctionIdParams,
      response: z.array(DocumentRow),
    }),
    ({ params }) => [params.auctionId, k.kind],
    eachAs(documentRowWire),
  ),
  save: served(
    defineRoute({
      method: 'post',
      path: k.save,
      useCase: saveRows,
      tags: TAGS,
      summary: `Save the ${k.label} document rows (details, displayFlag)`,
      description: `Refused with "${MSG.INFOCENTRE_COMPLETE}" (423) once the info centre is complete.`,
      body: rowsInput(k.kind),
      response: RowsAnswer,
      failures: LOCKED,
    }),
    ({ body }) => [k.kind, body],
    rowsAnswerWire,
  ),
  upload: defineRoute({
    method: 'post',
    path: k.upload,
    useCase: uploadFiles,
    expensive: true,
    tags: TAGS,
    summary: `Upload ${k.label} documents`,
    description: `multipart/form-data: repeated "uploadedfiles" with matching repeated "${k.idField}" (row ids), in the same order.`,
    params: AuctionIdParams,
    multipart: { uploadedfiles: 'the files (repeated)', [k.idField]: 'the row id of each file, same order (repeated)' },
    response: RowsAnswer,
    failures: LOCKED,
  }),
});

export const infoCentreRoutes = {
  list: served(
    defineRoute({
      method: 'get',
      path: '/auction/findInfocenter',
      useCase: findInfocenter,
      // Why this access: post-login routing and the info-centre list; scoped to the user
      tags: TAGS,
      summary: 'Auctions with a complete info centre the caller may see',
      description:
        "Only complete info centres (aicapprovalFlag). Bidders, super bidders and AIC users see only auctions their borrower is approved for; clients their own client's; staff all.",
      response: z.array(InfoCentreItem),
    }),
    () => [],
    eachAs(infoCentreItemWire),
  ),
  clockStream: defineRoute({
    method: 'get',
    path: '/auction/clock/{auctionId}/stream',
    access: 'authenticated',
    // Why this access: the auction's times as Server-Sent Events; scoped like /auction/infocentre/{auctionId}
    tags: TAGS,
    summary: "The auction's times as Server-Sent Events (not in the original API): a `clock` event { auctionStartDate, auctionEndDate, serverTime } at once and whenever the end moves",
    description: 'For whoever may see the info centre; the info centre and the bid wizard keep their countdowns on it, so an extension shows without a reload.',
    params: AuctionIdParams,
    response: { file: 'text/event-stream' },
  }),
  one: served(
    defineRoute({
      method: 'get',
      path: '/auction/infocentre/{auctionId}',
      useCase: infoCentreOf,
      // Why this access: ours: one info centre of the list, complete or not for staff; scoped like findInfocenter
      tags: TAGS,
      summary: 'One info centre as in the list (not in the original API), complete or not, for a caller who may see it',
      description: 'Staff see every auction (a manager opens an incomplete info centre to complete it); others only what findInfocenter lists.',
      params: AuctionIdParams,
      response: InfoCentreItem,
    }),
    pathAuctionId,
    infoCentreItemWire,
  ),
  templateData: served(
    defineRoute({
      method: 'post',
      path: '/auction/templatedata/{auctionId}',
      useCase: templateData,
      // Why this access: info-centre pages have no role limit; the service shows bidders only approved, complete info centres
      tags: TAGS,
      summary: 'The four groups of an info centre: rule rows, asset rows, operational rows, lots',
      description: 'Non-editors receive only displayed rows with a file.',
      params: AuctionIdParams,
      response: TemplateData,
    }),
    pathAuctionId,
    templateDataWire,
  ),
  chooseTemplate: served(
    defineRoute({
      method: 'post',
      path: '/auction/choosetemplate/{auctionId}/{template}/{approvalFlag}',
      useCase: chooseTemplate,
      // Why this access: template and Mark As Complete: Managers and Client Relations only
      tags: TAGS,
      summary: 'Save the template (columns | collapse) and the Mark As Complete flag (true | false)',
      params: AuctionIdParams.extend({ template: z.string(), approvalFlag: z.string() }),
      response: MessageAnswer,
    }),
    ({ params }) => [params.auctionId, params.template, params.approvalFlag],
  ),
  userAgreement: defineRoute({
    method: 'get',
    path: '/auction/download/useragreement',
    useCase: userAgreement,
    tags: TAGS,
    summary: 'The user agreement (PDF, generated by the server)',
    response: { file: 'application/pdf' },
  }),
  specificAuctionRules: defineRoute({
    method: 'post',
    path: '/auction/specaucrules/{auctionId}',
    useCase: specificAuctionRules,
    // Why this access: the rules PDF of the wizard; staff may preview it; the link-clicked flag is recorded for bidders only
    tags: TAGS,
    summary: 'The Specific Auction Rules (rules.pdf)',
    description:
      'The first displayed rules document when it is a PDF, else a generated PDF. When a bidder or super bidder of an approved ' +
      'borrower fetches it, the Specific Auction Rules link click (LINK_CLICKED) is recorded: the server has delivered the rules.',
    params: AuctionIdParams,
    response: { file: 'application/pdf' },
  }),
  rules: documentRoutes(DOCUMENT_KINDS[0]),
  assets: documentRoutes(DOCUMENT_KINDS[1]),
  ops: documentRoutes(DOCUMENT_KINDS[2]),
} as const;

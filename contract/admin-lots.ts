/**
 * Lots of an auction: list, edit form, blank form, template lists, save, delete and the CSV upload
 * (access-and-administration.md §3 "Lots", §5, §7).
 */
import { z } from 'zod';
import { defineRoute, eachAs, pathAuctionId, pathId, served } from './route';
import { AuctionIdParams, checkedBody, Decimal, freeText, Id, idFrom, IdParams, isObject, MessageAnswer, shortText, textUpTo } from './common';
import { MSG } from '../core/domain/messages';
import { CURRENCIES, DOMICILES, SECURITY_TYPES, type Domicile, type SecurityType } from '../core/domain/entities';
import { parseShape } from '../core/validation/field-failure';
import { lotSaveBodySchema } from '../core/validation/lot-form';
import { recordsToCsv, type LotForm as LotFormView, type LotRecords, type LotView as LotViewOf } from '../core/admin/lots';
import type { Id as CoreId } from '../core/domain/entities';
import { ok } from '../core/domain/result';
import { parseLotIds } from '../core/validation/admin-bodies';
import { blankLotForm, deleteLots, importLots, listLots, loadLotForm, lotChoices, saveLot } from '../core/admin/lots';
import { saveManyLots } from '../core/admin/lots-save-many';
import { LotRow, parseLotRows } from '../core/validation/lot-rows';

const TAGS = ['Lots'] as const;
const HAS_BIDS = { 302: 'Unable to save. There are bids placed for this lot. (Error; no Location header)' } as const;

export const AssetClass = z.object({ id: Id, acFormDescr: z.string() });
export const CurrencyRow = z.object({ id: Id, currencyCode: z.enum(CURRENCIES) });

export const Lot = z.object({
  id: Id,
  auctionId: Id,
  lotNumber: z.string(),
  lotName: z.string(),
  assetClassId: Id,
  marketValue: Decimal,
  assumedPct: Decimal.nullable().meta({ description: 'Percent, entered as 20.00 (not 0.20)' }),
  currency: z.enum(CURRENCIES),
  fxRate: Decimal.nullable(),
  termDays: z.number().int(),
  termDisp: z.string(),
  secType: z.enum(Object.keys(SECURITY_TYPES) as [SecurityType, ...SecurityType[]]).nullable(),
  domicile: z.enum(Object.keys(DOMICILES) as [Domicile, ...Domicile[]]).nullable(),
  comboFlag: z.boolean(),
  comboLotIds: z.array(Id),
  eslBps: Decimal.nullable(),
  incumbent: z.string().nullable(),
  concRisk: z.string().nullable(),
  grossDividend: Decimal.nullable(),
  taxRate: Decimal.nullable(),
  datalendDiscretionary: Decimal.nullable(),
  accountCode: z.string().nullable(),
  seasonalAnalysis: z.string().nullable(),
  specialsAnalysis: z.string().nullable(),
  compBid: Decimal.nullable(),
});

/** A lot as the list and forms show it: with its asset class, currency, auction and combo lots. */
export const LotView = Lot.extend({
  esecAucACForm: AssetClass.nullable(),
  esecAucCurrency: z.object({ currencyCode: z.string() }),
  currencySymbol: z.string(),
  esecAucAuction: z.object({
    id: Id,
    auctionName: z.string(),
    allInFlag: z.boolean(),
    /** Ours: the auction's currency, into which `fxRate` converts (units of it per unit of the lot's currency). */
    currency: z.enum(CURRENCIES),
    clientCode: z.string().nullable(),
    clientName: z.string().nullable(),
  }),
  comboLots: z.array(Lot.pick({ id: true, lotNumber: true, lotName: true })),
});

export const LotChoices = z.object({ assetClasses: z.array(AssetClass), currencies: z.array(CurrencyRow) });

/** The edit form: the lot, the choice lists and the other lots of the auction (combo choices). */
export const LotForm = LotView.extend({
  ...LotChoices.shape,
  otherLots: z.array(Lot.pick({ id: true, lotNumber: true, lotName: true, comboFlag: true, marketValue: true, currency: true, fxRate: true, comboLotIds: true })),
  allInFlag: z.boolean(),
  /** Ours: the auction's currency (a lot in another one needs its FX Rate). */
  auctionCurrency: z.enum(CURRENCIES),
});

// ---- Serialisers: core's views → the spec's wire names ----

/** A lot as the wire names it: `esecAucACForm` (asset class), `esecAucCurrency`, `esecAucAuction`. */
export function lotWire(v: LotViewOf): z.input<typeof LotView> {
  const { assetClass, currencySymbol, auction, comboLots, ...lot } = v;
  return { ...lot, esecAucACForm: assetClass, esecAucCurrency: { currencyCode: lot.currency }, currencySymbol, esecAucAuction: auction, comboLots };
}

/** The lot form as the wire names it: the lot, the choice lists, the other lots and the auction's all-in flag. */
export function lotFormWire(f: LotFormView): z.input<typeof LotForm> {
  const { assetClasses, currencies, otherLots, ...view } = f;
  return { ...lotWire(view), assetClasses, currencies, otherLots, allInFlag: view.auction.allInFlag, auctionCurrency: view.auction.currency };
}

/** A lots file sent as JSON text: at most 10,000,000 characters (the default request body limit). */
export const LOTS_CSV_MAX_LENGTH = 10_000_000;
const LOTS_CSV_TOO_LONG = `The lots file must be at most ${LOTS_CSV_MAX_LENGTH.toLocaleString('en-US')} characters.`;
/** One CSV line of 16 cells. */
const LOTS_CSV_LINE_MAX_LENGTH = 16 * 10_000;

const LotRef = z.union([Id, z.object({ id: Id })]);
/** A cell of a lots file row: the analyses are free texts, so a cell (or a CSV line of 16) is at most a free text. */
const Cell = z.union([freeText(), z.number(), z.boolean(), z.null()]);
const UploadRecords = z.array(z.union([z.array(Cell), textUpTo(LOTS_CSV_LINE_MAX_LENGTH, MSG.FREE_TEXT_TOO_LONG)])).meta({ description: 'Rows: each the 16 cells, or one CSV line' });

/**
 * The JSON form of the lots upload: a list of records, or `{ auctionId, records }` / `{ auctionId, csv }`.
 * `csv` is absent when the body carries no readable records (the upload may be multipart instead).
 */
export interface LotsUploadJson {
  auctionId?: CoreId;
  csv?: string;
}

const isRecords = (v: unknown): v is LotRecords =>
  Array.isArray(v) && v.every((r) => typeof r === 'string' || (Array.isArray(r) && r.every((c) => c === null || ['string', 'number', 'boolean'].includes(typeof c))));
const csvOf = (records: unknown): string | null => (isRecords(records) ? recordsToCsv(records) : null);

export function readLotsUploadJson(body: unknown): LotsUploadJson {
  const b = isObject(body) ? body : null;
  const auctionId = b ? idFrom(b.auctionId) : null;
  const csv = Array.isArray(body) ? csvOf(body) : b ? (typeof b.csv === 'string' ? b.csv : csvOf(b.records)) : null;
  return { ...(auctionId !== null ? { auctionId } : {}), ...(csv !== null ? { csv } : {}) };
}

export const SkippedRow = z.object({ line: z.number().int(), reason: z.string() });

export const lotRoutes = {
  list: served(
    defineRoute({
      method: 'get',
      path: '/auction/lot/{auctionId}',
      useCase: listLots,
      // Why this access: lots list is Manager-only
      tags: TAGS,
      summary: 'Lots of an auction in lot-number order',
      params: AuctionIdParams,
      response: z.array(LotView),
    }),
    pathAuctionId,
    eachAs(lotWire),
  ),
  load: served(
    defineRoute({
      method: 'post',
      path: '/auction/lotedit/{id}',
      useCase: loadLotForm,
      tags: TAGS,
      summary: 'Load a lot with assetClasses, currencies and otherLots',
      params: IdParams,
      response: LotForm,
    }),
    pathId,
    lotFormWire,
  ),
  // Declared before `blank`: served routes are registered in declaration order, and `/auction/lotadd/-1`
  // also matches `/auction/lotadd/{auctionId}`.
  choices: served(
    defineRoute({
      method: 'post',
      path: '/auction/lotadd/-1',
      useCase: lotChoices,
      // Why this access: asset classes and currencies for the upload template downloads
      tags: TAGS,
      summary: 'Asset classes and currencies for the upload template downloads',
      response: LotChoices,
    }),
    () => [],
  ),
  blank: served(
    defineRoute({
      method: 'post',
      path: '/auction/lotadd/{auctionId}',
      useCase: blankLotForm,
      tags: TAGS,
      summary: 'A blank lot form of the auction with assetClasses, currencies and otherLots (combo choices)',
      params: AuctionIdParams,
      response: LotForm,
    }),
    pathAuctionId,
    lotFormWire,
  ),
  save: served(
    defineRoute({
      method: 'post',
      path: '/auction/lotsave',
      useCase: saveLot,
      tags: TAGS,
      summary: 'Create (id -1) or update a lot; answers the saved lot',
      description:
        'Changing a priced value (lot number, market value, currency, FX rate, term days, combo, gross dividend, tax rate) of a lot with bids: 302.',
      // The shape is checked here; the rules need the auction (core saveLot).
      body: checkedBody(lotSaveBodySchema, (input) => parseShape(lotSaveBodySchema, input)),
      response: LotView,
      failures: { ...HAS_BIDS, 409: 'Unable to save. Lot Number already exists. (Error)' },
    }),
    ({ body }) => [body],
    lotWire,
  ),
  saveMany: served(
    defineRoute({
      method: 'post',
      path: '/auction/lots/{auctionId}/savemany',
      useCase: saveManyLots,
      expensive: true,
      tags: TAGS,
      summary: 'Create many lots of an auction, combo lots included, in one transaction',
      description:
        'Body: the rows, each the lotsave form without id and auctionId; a combo lot names the lots it spans by lot number in comboLotNumbers ' +
        '(rows of the same body or lots of the auction). Any bad row refuses every row: 400 with fields rows.<i>.<field> and nothing saved. ' +
        'At most 10,000 rows (422).',
      params: AuctionIdParams,
      body: checkedBody(z.array(LotRow), parseLotRows),
      response: z.object({ saved: z.number().int(), lots: z.array(Lot) }),
    }),
    ({ params, body }) => [params.auctionId, body],
  ),
  delete: served(
    defineRoute({
      method: 'delete',
      path: '/auction/lots',
      useCase: deleteLots,
      tags: TAGS,
      summary: 'Delete lots',
      description:
        'Body: list of lots (objects with id) or of ids (or {lots} / {ids}). Nothing selected: 400 "Warning, this is no lot selected". A lot ' +
        'with bids (or in a combo with bids): 302 "Unable to save. There are bids placed for this lot." and nothing is deleted.',
      body: checkedBody(z.union([z.array(LotRef), z.object({ lots: z.array(LotRef) }), z.object({ ids: z.array(LotRef) })]), parseLotIds),
      response: MessageAnswer.extend({ deleted: z.number().int() }),
      failures: HAS_BIDS,
    }),
    ({ body }) => [body],
  ),
  upload: defineRoute({
    method: 'post',
    path: '/auction/lots/upload',
    useCase: importLots,
    expensive: true,
    tags: TAGS,
    summary: 'Import lots from the 16-column CSV',
    description:
      'Either multipart with one .csv file (any file field) and the field auctionId, or JSON {auctionId, records} / ' +
      '{auctionId, csv} (or the records list alone, with auctionId in the query). Answer {imported, skipped:[{line, reason}]}. ' +
      'Empty file: 400 "Please do not upload an empty file"; header only: 400 "Please make sure the template has data" with title "Empty Template File".',
    query: z.object({ auctionId: shortText().optional().meta({ description: 'Also accepted here' }) }),
    body: checkedBody(
      z.union([UploadRecords, z.object({ auctionId: z.union([Id, shortText()]).optional(), records: UploadRecords.optional(), csv: textUpTo(LOTS_CSV_MAX_LENGTH, LOTS_CSV_TOO_LONG).optional() })]),
      (input) => ok(readLotsUploadJson(input)),
    ),
    multipart: { file: 'the .csv file (any file part is taken)', auctionId: 'the auction id (text)' },
    response: z.object({ imported: z.number().int(), skipped: z.array(SkippedRow) }),
  }),
} as const;

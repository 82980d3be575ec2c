/**
 * Lots: list of an auction, edit form, blank form, template lists, save, delete and the CSV
 * import (also used by `sla lots import`).
 *
 * Decisions:
 * - Once a lot has bids, the values the bids were priced on are frozen: lot number, market value,
 *   currency, FX rate, term days, combo flag and combo lots, gross dividend and tax rate. Changing
 *   one answers HAS_BIDS (302, MSG.LOT_HAS_BIDS); descriptive fields
 *   (name, asset class, comparison bps, analyses, …) may still change.
 * - Deleting refuses, for the whole request, a lot with bids or a lot that belongs to a combo lot
 *   with bids (the combo would change under its bids).
 * - A combo lot's lots must be other lots of the same auction. Its market value is computed from them
 *   (core/admin/combo-values.ts, so it can never disagree with its lots): set when the combo is saved, and recomputed for every combo of the
 *   auction after a lot is saved or deleted (refused with HAS_BIDS when a combo with bids would change).
 * - A lot in another currency than the auction's needs its FX Rate (core/validation/lot-form.ts).
 * - The upload takes the CSV text (multipart file) or a JSON list of records (each a list of the 16
 *   cells, or one CSV line as text). Rows with errors are skipped and reported (core/lots-csv); the
 *   good rows are written in one transaction; an empty or header-only file writes nothing.
 * - The file is parsed through the UploadReader port (core/ports/upload-reader.ts), which runs core's
 *   own parseLotsCsv within its budgets (the server: in a worker, with a time and a heap budget); a
 *   parse refused for a budget answers LIMIT_EXCEEDED (MSG.LOTS_FILE_TOO_LARGE_TO_READ) and writes nothing.
 */
import { dec } from '../money/decimal';
import Papa from 'papaparse';
import type { CoreDeps } from '../app/deps';
import type { Actor } from '../policy/actor';
import type { AssetClass, CurrencyCode, Id, Lot } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import type { CurrencyRow } from '../ports/repositories';
import { currencySymbol } from '../money/format';
import { comboValueOf, refreshComboValues } from './combo-values';
import { sortByLotNumber } from '../domain/lot-number-order';
import { describeSkipped, type SkippedRow } from '../lots-csv/parse-lots-csv';
import { lotSaveBodySchema, validateLotFields, type LotSaveBodyInput } from '../validation/lot-form';
import { parseShape, validationFailure } from '../validation/field-failure';
import { parseLotIds, type LotIdsInput } from '../validation/admin-bodies';
import { checkLotUploadFiles } from '../lots-csv/upload-files';
import { useCase } from '../app/use-case';
import type { UseCaseSpec } from '../app/use-case-spec';
import { checkAuctionLotCount } from '../lots-csv/lot-limits';
import { guardWrite, writeTransaction } from './write-guard';
import { fieldsOutOfRange, idFrom } from '../validation/input-id';
import { fieldsTooLong } from '../validation/text-limit-fields';

/** The auction of a lot as the lot screens show it. */
export interface LotAuctionRef {
  id: Id;
  auctionName: string;
  allInFlag: boolean;
  /** The auction's currency: the lot's FX rate converts into it. */
  currency: CurrencyCode;
  clientCode: string | null;
  clientName: string | null;
}

/** A lot as the list and forms show it: with its asset class, currency symbol, auction and combo lots. */
export type LotView = Lot & {
  assetClass: AssetClass | null;
  currencySymbol: string;
  auction: LotAuctionRef;
  /** The lots of a combo lot (empty for a single lot). */
  comboLots: Array<Pick<Lot, 'id' | 'lotNumber' | 'lotName'>>;
};

async function viewsOf(deps: CoreDeps, auctionId: Id, lots: Lot[]): Promise<LotView[]> {
  const auction = await deps.store.auctions.get(auctionId);
  const client = auction ? await deps.store.clients.get(auction.clientId) : null;
  const classes = new Map((await deps.store.reference.assetClasses()).map((a) => [a.id, a]));
  const all = await deps.store.lots.listByAuction(auctionId);
  const byId = new Map(all.map((l) => [l.id, l]));
  return lots.map((l) => ({
    ...l,
    assetClass: classes.get(l.assetClassId) ?? null,
    currencySymbol: currencySymbol(l.currency),
    auction: {
      id: auctionId,
      auctionName: auction?.auctionName ?? '',
      allInFlag: auction?.allInFlag ?? false,
      currency: auction?.currency ?? 'USD',
      clientCode: client?.clientCode ?? null,
      clientName: client?.clientName ?? null,
    },
    comboLots: l.comboLotIds.flatMap((id) => {
      const m = byId.get(id);
      return m ? [{ id: m.id, lotNumber: m.lotNumber, lotName: m.lotName }] : [];
    }),
  }));
}

/** GET /auction/lot/{auctionId} (manageLots): the lots in lot-number order. */
export const listLots = useCase({ name: 'lots.list', access: 'manageLots' }, async (deps: CoreDeps, _actor: Actor, auctionId: Id): Promise<Result<LotView[], 'NOT_FOUND'>> => {
  if (!(await deps.store.auctions.get(auctionId))) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const lots = sortByLotNumber(await deps.store.lots.listByAuction(auctionId));
  return ok(await viewsOf(deps, auctionId, lots));
});

export interface LotChoices {
  assetClasses: AssetClass[];
  currencies: CurrencyRow[];
}

const choicesOf = async (deps: CoreDeps): Promise<LotChoices> => ({
  assetClasses: await deps.store.reference.assetClasses(),
  currencies: await deps.store.reference.currencies(),
});

/** POST /auction/lotadd/-1 (manageLots): the asset classes and currencies (the upload template downloads). */
export const lotChoices = useCase({ name: 'lots.choices', access: 'manageLots' }, async (deps: CoreDeps, _actor: Actor): Promise<Result<LotChoices>> => {
  return ok(await choicesOf(deps));
});

export type LotForm = LotView &
  LotChoices & {
    /** The other lots of the auction, for the combo choice (with what the combo's market value is computed from). */
    otherLots: Array<Pick<Lot, 'id' | 'lotNumber' | 'lotName' | 'comboFlag' | 'marketValue' | 'currency' | 'fxRate' | 'comboLotIds'>>;
  };

async function formFor(deps: CoreDeps, lot: Lot): Promise<LotForm> {
  const [view] = await viewsOf(deps, lot.auctionId, [lot]);
  const others = sortByLotNumber(await deps.store.lots.listByAuction(lot.auctionId)).filter((l) => l.id !== lot.id);
  return {
    ...view,
    ...(await choicesOf(deps)),
    otherLots: others.map((l) => ({ id: l.id, lotNumber: l.lotNumber, lotName: l.lotName, comboFlag: l.comboFlag, marketValue: l.marketValue, currency: l.currency, fxRate: l.fxRate, comboLotIds: l.comboLotIds })),
  };
}

/** POST /auction/lotedit/{id} (manageLots): the lot's form. */
export const loadLotForm = useCase({ name: 'lots.load', access: 'manageLots' }, async (deps: CoreDeps, _actor: Actor, id: Id): Promise<Result<LotForm, 'NOT_FOUND'>> => {
  const lot = await deps.store.lots.get(id);
  return lot ? ok(await formFor(deps, lot)) : fail('NOT_FOUND', MSG.NOT_FOUND);
});

/** The optional lot fields, all empty: what a new lot has until the form or CSV fills them. */
export const LOT_OPTIONAL_FIELDS_EMPTY = {
  incumbent: null,
  concRisk: null,
  grossDividend: null,
  taxRate: null,
  datalendDiscretionary: null,
  accountCode: null,
  seasonalAnalysis: null,
  specialsAnalysis: null,
  compBid: null,
} as const satisfies Partial<Lot>;

/** POST /auction/lotadd/{auctionId} (manageLots): a blank lot of the auction with the choice lists. */
export const blankLotForm = useCase({ name: 'lots.blank', access: 'manageLots' }, async (deps: CoreDeps, _actor: Actor, auctionId: Id): Promise<Result<LotForm, 'NOT_FOUND'>> => {
  if (!(await deps.store.auctions.get(auctionId))) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const blank: Lot = {
    id: -1,
    auctionId,
    lotNumber: '',
    lotName: '',
    assetClassId: 0,
    marketValue: '',
    assumedPct: null,
    currency: 'USD',
    fxRate: null,
    termDays: 0,
    termDisp: '',
    secType: null,
    domicile: null,
    comboFlag: false,
    comboLotIds: [],
    eslBps: null,
    ...LOT_OPTIONAL_FIELDS_EMPTY,
  };
  return ok(await formFor(deps, blank));
});

/** The values bids are priced on: frozen once the lot has bids. */
const PRICED_FIELDS = ['lotNumber', 'marketValue', 'currency', 'fxRate', 'termDays', 'comboFlag', 'grossDividend', 'taxRate'] as const;

/** Decimal strings compare by value ("10.0" = "10.00"), exactly; anything else by identity. */
const sameDecimal = (a: unknown, b: unknown): boolean => {
  if (typeof a === 'string' && typeof b === 'string') {
    try {
      return dec(a).equals(dec(b));
    } catch {
      return a === b;
    }
  }
  return a === b;
};

export function pricedFieldsChanged(before: Lot, after: Lot): boolean {
  if (PRICED_FIELDS.some((f) => !sameDecimal(before[f], after[f]))) return true;
  const ids = (l: Lot) => [...l.comboLotIds].sort((x, y) => x - y).join(',');
  return ids(before) !== ids(after);
}

/**
 * POST /auction/lotsave (manageLots): creates (id -1) or updates a lot. `input` is the lot form (its
 * shape, then validateLotFields: the form's rules and messages, which need the auction's all-in
 * flag); the auction may be left out for an existing lot, which stays in its auction.
 *
 * @example
 * ```ts
 * const lot = unwrap(
 *   await core.lots.save(manager, {
 *     id: -1,
 *     auctionId,
 *     lotNumber: '3',
 *     lotName: 'European blue chips',
 *     assetClassId: 1,
 *     marketValue: '120000000.00',
 *     assumedPct: '20.00',
 *     currency: 'EUR',
 *     fxRate: '1.0850',
 *     termDays: 365,
 *     termDisp: 365,
 *     secType: 'E',
 *     domicile: 'I',
 *     eslBps: '18.00',
 *   }),
 * );
 * ```
 */
export const saveLot = useCase({ name: 'lots.save', access: 'manageLots' }, async (deps: CoreDeps, _actor: Actor, input: LotSaveBodyInput): Promise<Result<LotView>> => {
  const shape = parseShape(lotSaveBodySchema, input);
  if (!shape.ok) return shape;
  const form = shape.value;
  const id = idFrom(form.id);
  if (id === null) return fail('VALIDATION', MSG.UNABLE_TO_SAVE, { id: MSG.INVALID_VALUE });
  const existing = id > 0 ? await deps.store.lots.get(id) : null;
  if (id > 0 && !existing) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const auctionId = existing?.auctionId ?? idFrom(form.auctionId);
  const auction = auctionId !== null ? await deps.store.auctions.get(auctionId) : null;
  if (!auction) return fail('VALIDATION', MSG.UNABLE_TO_SAVE, { auctionId: MSG.INVALID_VALUE });
  const v = validateLotFields({ ...form, auctionId: auction.id }, { allInFlag: auction.allInFlag, auctionCurrency: auction.currency });
  if (!v.ok) return v;
  let lot = v.value;
  const range = {
    ...fieldsOutOfRange({ assetClassId: lot.assetClassId, termDays: lot.termDays }, { termDays: MSG.TERM_DAYS_MUST_BE_NUMERIC }),
    ...fieldsTooLong({ lotNumber: lot.lotNumber, lotName: lot.lotName, accountCode: lot.accountCode, incumbent: lot.incumbent }),
  };
  if (Object.keys(range).length) return validationFailure(range);
  if (lot.comboFlag) {
    const siblings = await deps.store.lots.listByAuction(auction.id);
    const ids = new Set(siblings.map((l) => l.id));
    if (lot.comboLotIds.some((id) => !ids.has(id))) return fail('VALIDATION', MSG.UNABLE_TO_SAVE, { comboLotIds: MSG.INVALID_VALUE });
    lot = { ...lot, marketValue: comboValueOf(lot, siblings, auction.currency) };
  }
  if (!existing) {
    const room = checkAuctionLotCount((await deps.store.lots.listByAuction(auction.id)).length, 1);
    if (!room.ok) return fail(room.code, room.message);
    const { id: _id, ...fields } = lot;
    const created = await guardWrite(() => deps.store.lots.create(fields));
    if (!created.ok) return created;
    return ok((await viewsOf(deps, auction.id, [created.value]))[0]);
  }
  const next: Lot = { ...lot, id: existing.id, auctionId: existing.auctionId };
  const saved = await writeTransaction(deps.store, async (tx): Promise<Result<Lot>> => {
    if (pricedFieldsChanged(existing, next) && (await tx.bids.countByLot(existing.id)) > 0) {
      return fail('HAS_BIDS', MSG.LOT_HAS_BIDS);
    }
    const updated = await tx.lots.update(next);
    const combos = await refreshComboValues(tx, updated.auctionId, auction.currency);
    return combos.ok ? ok((await tx.lots.get(updated.id)) ?? updated) : combos;
  });
  if (!saved.ok) return saved;
  return ok((await viewsOf(deps, auction.id, [saved.value]))[0]);
});

/**
 * DELETE /auction/lots (manageLots): deletes the lots (ids, or lots with their id: parseLotIds), all
 * or none.
 */
export const deleteLots = useCase({ name: 'lots.delete', access: 'manageLots' }, async (deps: CoreDeps, _actor: Actor, lots: LotIdsInput): Promise<Result<{ message: string; deleted: number }>> => {
  const parsed = parseLotIds(lots);
  if (!parsed.ok) return parsed;
  const ids = parsed.value;
  if (ids.length === 0) return fail('VALIDATION', MSG.NO_LOT_SELECTED_FOR_DELETE, { lots: MSG.NO_LOT_SELECTED_FOR_DELETE });
  const done = await writeTransaction(deps.store, async (tx): Promise<Result<number>> => {
    const lots: Lot[] = [];
    for (const id of ids) {
      const lot = await tx.lots.get(id);
      if (!lot) return fail('NOT_FOUND', MSG.NOT_FOUND);
      lots.push(lot);
    }
    const wanted = new Set(ids);
    for (const lot of lots) {
      if ((await tx.bids.countByLot(lot.id)) > 0) return fail('HAS_BIDS', MSG.LOT_HAS_BIDS);
      const combos = (await tx.lots.listByAuction(lot.auctionId)).filter((c) => c.comboFlag && c.comboLotIds.includes(lot.id) && !wanted.has(c.id));
      for (const c of combos) {
        if ((await tx.bids.countByLot(c.id)) > 0) return fail('HAS_BIDS', MSG.LOT_HAS_BIDS);
      }
    }
    await tx.lots.delete(ids);
    // The combos that spanned a deleted lot (none with bids: refused above) now span fewer lots.
    for (const auctionId of new Set(lots.map((l) => l.auctionId))) {
      const auction = await tx.auctions.get(auctionId);
      const combos = auction ? await refreshComboValues(tx, auctionId, auction.currency) : ok(true);
      if (!combos.ok) return combos;
    }
    return ok(ids.length);
  });
  return done.ok ? ok({ message: MSG.LOT_DELETED_SUCCESSFULLY, deleted: done.value }) : done;
});

export interface LotsImported {
  imported: number;
  skipped: SkippedRow[];
  lots: Lot[];
}

/** Records of a lots file sent as JSON: each row's cells, or one CSV line. */
export type LotRecords = readonly (string | readonly (string | number | boolean | null)[])[];

/** JSON upload records → CSV text for the one parser. */
export function recordsToCsv(records: LotRecords): string {
  return records.map((r) => (typeof r === 'string' ? r : Papa.unparse([r.map((c) => (c === null ? '' : String(c)))], { newline: '\n' }))).join('\n');
}

/** Rows written per step of an import, between two progress reports (still one transaction). */
export const IMPORT_PROGRESS_STEP = 500;

export interface ImportLotsOptions {
  /**
   * Called with (0, total) before the first row is written and after each step of written rows
   * (`sla lots import` draws its progress bar from it). Not called when nothing is written; the
   * transaction may still roll back after the last call.
   */
  onProgress?: (done: number, total: number) => void;
}

/** An uploaded lots file: its name (checked: one .csv file) and its bytes (UTF-8 CSV). */
export interface LotsUploadFile {
  name: string;
  bytes: Uint8Array;
}

/** What importLots reads: the CSV text, or the uploaded files (checkLotUploadFiles: exactly one .csv file). */
export type LotsSource = string | { files: readonly LotsUploadFile[] };

/**
 * What importLots answers: any failure may carry the dialog title and the skipped rows. The gate's
 * FORBIDDEN is one such failure, so importLots is typed with this result (not UseCase's added
 * FORBIDDEN member) and its callers read `title` and `skipped` off any failure as before.
 */
export type ImportLotsResult = Result<LotsImported> & { title?: string; skipped?: SkippedRow[] };

/**
 * POST /auction/lots/upload and `sla lots import` (manageLots): imports lots into an auction from
 * CSV text or an uploaded .csv file (parseLotsCsv, with the upload's messages). Empty / header-only files are refused (VALIDATION with
 * the spec's warning; `title` Empty Template File for the latter); a file whose every row is skipped
 * is refused too (code NOTHING_IMPORTED, 400, message NO_LOTS_IMPORTED, the skipped rows in `skipped` and in `fields` as `lines.<n>`):
 * importing nothing is a failure, not a success with 0 lots. Otherwise the valid rows are written in
 * one transaction and the skipped rows reported.
 *
 * @example
 * ```ts
 * const csv = [
 *   'Lot Number,Lot Name,Asset Class Id,Market Value,Assumed %,Currency Id,FX Rate,Term Days,Term Display,Security Type,Domicile,eSL BPS,Incumbent,Concentration Risk,Gross Dividend,Tax Rate',
 *   '1,US large caps,1,250000000.00,20.00,1,1,365,365,E,U,15.00,,,,',
 * ].join('\n');
 * const imported = await core.lots.import(manager, auctionId, csv);
 * if (imported.ok) console.log(`${imported.value.imported} lots, ${imported.value.skipped.length} rows skipped`);
 * else console.error(imported.message, imported.skipped);
 * ```
 */
export const importLots: ((deps: CoreDeps, actor: Actor, auctionId: Id, source: LotsSource, opts?: ImportLotsOptions) => Promise<ImportLotsResult>) & {
  readonly spec: UseCaseSpec<'lots.import', 'manageLots'>;
} = useCase({ name: 'lots.import', access: 'manageLots' }, async (
  deps: CoreDeps,
  _actor: Actor,
  auctionId: Id,
  source: LotsSource,
  opts: ImportLotsOptions = {},
): Promise<ImportLotsResult> => {
  let csv: string | Uint8Array;
  if (typeof source === 'string') csv = source;
  else {
    const file = checkLotUploadFiles(source.files);
    if (!file.ok) return file;
    csv = file.value.bytes;
  }
  const auction = await deps.store.auctions.get(auctionId);
  if (!auction) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const existing = await deps.store.lots.listByAuction(auctionId);
  const { assetClasses, currencies } = await choicesOf(deps);
  const read = await deps.uploads.parseLotsCsv(csv, {
    auctionId,
    allInFlag: auction.allInFlag,
    auctionCurrency: auction.currency,
    assetClasses,
    currencies,
    existingLotNumbers: existing.map((l) => l.lotNumber),
  });
  if (!read.ok && read.refused === 'budget') return fail('LIMIT_EXCEEDED', MSG.LOTS_FILE_TOO_LARGE_TO_READ, { file: MSG.LOTS_FILE_TOO_LARGE_TO_READ });
  if (!read.ok) return fail('VALIDATION', MSG.UNABLE_TO_UPLOAD_LOT_FILE, { file: MSG.UNABLE_TO_UPLOAD_LOT_FILE });
  const { parsed } = read;
  if (!parsed.ok) {
    if (parsed.code === 'LIMIT_EXCEEDED') return parsed;
    const f = fail('VALIDATION', parsed.message, { file: parsed.message });
    return parsed.title ? { ...f, title: parsed.title } : f;
  }
  const { lots, skipped } = parsed.value;
  if (lots.length === 0) {
    const lines = Object.fromEntries(skipped.map((r) => [`lines.${r.line}`, describeSkipped(r)]));
    return { ...fail('NOTHING_IMPORTED', MSG.NO_LOTS_IMPORTED, lines), skipped };
  }
  const written = await writeTransaction(deps.store, async (tx): Promise<Result<Lot[]>> => {
    // Counted inside the write, so two uploads at once cannot pass the cap together (SQLite).
    const room = checkAuctionLotCount((await tx.lots.listByAuction(auctionId)).length, lots.length);
    if (!room.ok) return room;
    const created: Lot[] = [];
    opts.onProgress?.(0, lots.length);
    for (let from = 0; from < lots.length; from += IMPORT_PROGRESS_STEP) {
      created.push(...(await tx.lots.createMany(lots.slice(from, from + IMPORT_PROGRESS_STEP))));
      opts.onProgress?.(created.length, lots.length);
    }
    return ok(created);
  });
  if (!written.ok) return written;
  return ok({ imported: written.value.length, skipped, lots: written.value });
});

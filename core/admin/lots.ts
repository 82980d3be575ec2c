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
 * - A combo lot's lots must be other lots of the same auction.
 * - The upload takes the CSV text (multipart file) or a JSON list of records (each a list of the 16
 *   cells, or one CSV line as text). Rows with errors are skipped and reported (core/lots-csv); the
 *   good rows are written in one transaction; an empty or header-only file writes nothing.
 */
import { dec } from '../money/decimal';
import Papa from 'papaparse';
import type { CoreDeps } from '../app/deps';
import type { AssetClass, Id, Lot } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import type { CurrencyRow } from '../ports/repositories';
import { currencySymbol } from '../money/format';
import { sortByLotNumber } from '../domain/lot-number-order';
import { describeSkipped, parseLotsCsv, type SkippedRow } from '../lots-csv/parse-lots-csv';
import { validateLotFields, type LotSaveForm } from '../validation/lot-form';
import { checkAuctionLotCount } from '../lots-csv/lot-limits';
import { guardWrite, writeTransaction } from './write-guard';
import { fieldsOutOfRange, idFrom } from '../validation/input-id';
import { fieldsTooLong } from '../validation/text-limit-fields';
import { validationFailure } from '../validation/field-failure';

export type LotView = Lot & {
  esecAucACForm: AssetClass | null;
  esecAucCurrency: { currencyCode: string };
  currencySymbol: string;
  esecAucAuction: { id: Id; auctionName: string; allInFlag: boolean; clientCode: string | null; clientName: string | null };
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
    esecAucACForm: classes.get(l.assetClassId) ?? null,
    esecAucCurrency: { currencyCode: l.currency },
    currencySymbol: currencySymbol(l.currency),
    esecAucAuction: {
      id: auctionId,
      auctionName: auction?.auctionName ?? '',
      allInFlag: auction?.allInFlag ?? false,
      clientCode: client?.clientCode ?? null,
      clientName: client?.clientName ?? null,
    },
    comboLots: l.comboLotIds.flatMap((id) => {
      const m = byId.get(id);
      return m ? [{ id: m.id, lotNumber: m.lotNumber, lotName: m.lotName }] : [];
    }),
  }));
}

/** GET /auction/lot/{auctionId}: the lots in lot-number order. */
export async function listLots(deps: CoreDeps, auctionId: Id): Promise<Result<LotView[], 'NOT_FOUND'>> {
  if (!(await deps.store.auctions.get(auctionId))) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const lots = sortByLotNumber(await deps.store.lots.listByAuction(auctionId));
  return ok(await viewsOf(deps, auctionId, lots));
}

export interface LotChoices {
  assetClasses: AssetClass[];
  currencies: CurrencyRow[];
}

export const lotChoices = async (deps: CoreDeps): Promise<LotChoices> => ({
  assetClasses: await deps.store.reference.assetClasses(),
  currencies: await deps.store.reference.currencies(),
});

export type LotForm = LotView &
  LotChoices & {
    /** The other lots of the auction, for the combo choice. */
    otherLots: Array<Pick<Lot, 'id' | 'lotNumber' | 'lotName' | 'comboFlag'>>;
    allInFlag: boolean;
  };

async function formFor(deps: CoreDeps, lot: Lot): Promise<LotForm> {
  const [view] = await viewsOf(deps, lot.auctionId, [lot]);
  const others = sortByLotNumber(await deps.store.lots.listByAuction(lot.auctionId)).filter((l) => l.id !== lot.id);
  return {
    ...(view),
    ...(await lotChoices(deps)),
    otherLots: others.map((l) => ({ id: l.id, lotNumber: l.lotNumber, lotName: l.lotName, comboFlag: l.comboFlag })),
    allInFlag: view?.esecAucAuction.allInFlag ?? false,
  };
}

export async function loadLotForm(deps: CoreDeps, id: Id): Promise<Result<LotForm, 'NOT_FOUND'>> {
  const lot = await deps.store.lots.get(id);
  return lot ? ok(await formFor(deps, lot)) : fail('NOT_FOUND', MSG.NOT_FOUND);
}

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

/** POST /auction/lotadd/{auctionId}: a blank lot of the auction with the choice lists. */
export async function blankLotForm(deps: CoreDeps, auctionId: Id): Promise<Result<LotForm, 'NOT_FOUND'>> {
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
}

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
 * `form`: the body's shape, checked at the edge (the auction may be left out for an existing lot,
 * which stays in its auction); the rules need the auction's all-in flag.
 */
export async function saveLot(deps: CoreDeps, form: LotSaveForm): Promise<Result<LotView>> {
  const id = idFrom(form.id);
  if (id === null) return fail('VALIDATION', MSG.UNABLE_TO_SAVE, { id: MSG.INVALID_VALUE });
  const existing = id > 0 ? await deps.store.lots.get(id) : null;
  if (id > 0 && !existing) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const auctionId = existing?.auctionId ?? idFrom(form.auctionId);
  const auction = auctionId !== null ? await deps.store.auctions.get(auctionId) : null;
  if (!auction) return fail('VALIDATION', MSG.UNABLE_TO_SAVE, { auctionId: MSG.INVALID_VALUE });
  const v = validateLotFields({ ...form, auctionId: auction.id }, { allInFlag: auction.allInFlag });
  if (!v.ok) return v;
  const lot = v.value;
  const range = {
    ...fieldsOutOfRange({ assetClassId: lot.assetClassId, termDays: lot.termDays }, { termDays: MSG.TERM_DAYS_MUST_BE_NUMERIC }),
    ...fieldsTooLong({ lotNumber: lot.lotNumber, lotName: lot.lotName, accountCode: lot.accountCode, incumbent: lot.incumbent }),
  };
  if (Object.keys(range).length) return validationFailure(range);
  if (lot.comboFlag) {
    const siblings = new Set((await deps.store.lots.listByAuction(auction.id)).map((l) => l.id));
    if (lot.comboLotIds.some((id) => !siblings.has(id))) return fail('VALIDATION', MSG.UNABLE_TO_SAVE, { comboLotIds: MSG.INVALID_VALUE });
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
    return ok(await tx.lots.update(next));
  });
  if (!saved.ok) return saved;
  return ok((await viewsOf(deps, auction.id, [saved.value]))[0]);
}

export async function deleteLots(deps: CoreDeps, ids: Id[]): Promise<Result<{ message: string; deleted: number }>> {
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
    return ok(ids.length);
  });
  return done.ok ? ok({ message: MSG.LOT_DELETED_SUCCESSFULLY, deleted: done.value }) : done;
}

export interface LotsImported {
  imported: number;
  skipped: SkippedRow[];
  lots: Lot[];
}

/** Records of a lots file sent as JSON (contract/admin-lots.ts): each row's cells, or one CSV line. */
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

/**
 * Imports lots into an auction from CSV text. Empty / header-only files are refused (VALIDATION with
 * the spec's warning; `title` Empty Template File for the latter); a file whose every row is skipped
 * is refused too (code NOTHING_IMPORTED, 400, message NO_LOTS_IMPORTED, the skipped rows in `skipped` and in `fields` as `lines.<n>`):
 * importing nothing is a failure, not a success with 0 lots. Otherwise the valid rows are written in
 * one transaction and the skipped rows reported.
 */
export async function importLots(
  deps: CoreDeps,
  auctionId: Id,
  csvText: string,
  opts: ImportLotsOptions = {},
): Promise<Result<LotsImported> & { title?: string; skipped?: SkippedRow[] }> {
  const auction = await deps.store.auctions.get(auctionId);
  if (!auction) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const existing = await deps.store.lots.listByAuction(auctionId);
  const { assetClasses, currencies } = await lotChoices(deps);
  const parsed = parseLotsCsv(csvText, {
    auctionId,
    allInFlag: auction.allInFlag,
    assetClasses,
    currencies,
    existingLotNumbers: existing.map((l) => l.lotNumber),
  });
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
}

/**
 * Holdings: what is in each lot. Staff who manage lots read and replace a lot's holdings, upload an
 * auction's holdings file (.csv or .xlsx) and download its template; staff who complete info centres see
 * each lot's market value beside the sum of its holdings; whoever may see the info centre (approved
 * bidders of a complete one, staff, the auction's client) sees each lot's composition and exports it.
 *
 * Decisions:
 * - Holdings describe a lot; bids are not priced on them, so they may change while the lot has bids.
 * - Every write replaces whole lots' holdings in one transaction: a refused row or line writes nothing.
 * - The upload is read by the UploadReader within the budgets every other upload has (bytes, inflated bytes,
 *   rows, and on the server time and memory in a worker).
 */
import type { CoreDeps } from '../app/deps';
import type { Actor } from '../policy/actor';
import type { CurrencyCode, Id, Lot } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import { useCase } from '../app/use-case';
import { sortByLotNumber } from '../domain/lot-number-order';
import { writeTransaction } from '../admin/write-guard';
import { visibleAuction } from '../infocentre/infocentre-access';
import type { GeneratedFile } from '../bids/bid-confirmation-pdf';
import { MAX_HOLDINGS_PER_LOT, type Holding, type NewHolding } from './holding';
import { validateHoldingRows, type HoldingInput } from './holding-rules';
import { compareHoldings, holdingMarketValue, holdingsValueByCurrency, needsAttention, type CurrencyAmount, type HoldingsComparison } from './holding-values';
import { HOLDINGS_COLUMNS, HOLDINGS_FILE_MAX_BYTES, HOLDINGS_FILE_MAX_COLUMNS, HOLDINGS_FILE_MAX_INFLATED_BYTES, HOLDINGS_FILE_MAX_ROWS, HOLDINGS_FILE_READ_BUDGET_MS, HOLDINGS_MESSAGES, holdingsTemplateHeader, type RefusedLine } from './holdings-file';
import { holdingsTolerancePct } from './holdings-settings';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A holding with its market value (quantity × price, in its currency). */
export type HoldingView = Holding & { marketValue: string };

const viewOf = (h: Holding): HoldingView => ({ ...h, marketValue: holdingMarketValue(h) });

/** A lot's holdings as the lot screen shows them, with the comparison against its market value. */
export interface LotHoldings {
  lotId: Id;
  lotNumber: string;
  lotName: string;
  currency: CurrencyCode;
  marketValue: string;
  holdings: HoldingView[];
  comparison: HoldingsComparison;
}

const lotHoldingsOf = (lot: Lot, holdings: Holding[], tolerancePct: string): LotHoldings => ({
  lotId: lot.id,
  lotNumber: lot.lotNumber,
  lotName: lot.lotName,
  currency: lot.currency,
  marketValue: lot.marketValue,
  holdings: holdings.map(viewOf),
  comparison: compareHoldings(lot, holdings, tolerancePct),
});

/** GET /auction/lotholdings/{id} (manageLots): the lot's holdings and how their sum compares with its market value. */
export const lotHoldings = useCase({ name: 'holdings.ofLot', access: 'manageLots' }, async (deps: CoreDeps, _actor: Actor, lotId: Id): Promise<Result<LotHoldings, 'NOT_FOUND'>> => {
  const lot = await deps.store.lots.get(lotId);
  if (!lot) return fail('NOT_FOUND', MSG.NOT_FOUND);
  return ok(lotHoldingsOf(lot, await deps.store.holdings.listByLot(lot.id), holdingsTolerancePct(deps.settings)));
});

/**
 * POST /auction/lotholdings/{id} (manageLots): replaces the lot's holdings with `rows` (an empty list
 * clears them). Every row is checked (validateHoldingRows); any refused row refuses all, with its messages as
 * `rows.<i>.<field>`, and nothing is written. A combo lot holds what its lots hold: refused.
 *
 * @example
 * ```ts
 * const saved = await core.holdings.saveLot(manager, lotId, [
 *   { isin: 'US0378331005', issuerName: 'Apple Inc.', quantity: '150000', price: '190.25', currency: 'USD' },
 * ]);
 * if (saved.ok) console.log(saved.value.comparison.status);
 * ```
 */
export const saveLotHoldings = useCase({ name: 'holdings.saveLot', access: 'manageLots' }, async (deps: CoreDeps, _actor: Actor, lotId: Id, rows: readonly HoldingInput[]): Promise<Result<LotHoldings>> => {
  const lot = await deps.store.lots.get(lotId);
  if (!lot) return fail('NOT_FOUND', MSG.NOT_FOUND);
  if (lot.comboFlag) return fail('VALIDATION', HOLDINGS_MESSAGES.COMBO_LOT, { rows: HOLDINGS_MESSAGES.COMBO_LOT });
  if (rows.length > MAX_HOLDINGS_PER_LOT) return fail('LIMIT_EXCEEDED', HOLDINGS_MESSAGES.TOO_MANY_FOR_LOT, { rows: HOLDINGS_MESSAGES.TOO_MANY_FOR_LOT });
  const valid = validateHoldingRows(rows);
  if (!valid.ok) return valid;
  const holdings: NewHolding[] = valid.value.map((h) => ({ lotId: lot.id, ...h }));
  const saved = await writeTransaction(deps.store, async (tx) => {
    await tx.holdings.replaceForLots([lot.id], holdings);
    return ok(await tx.holdings.listByLot(lot.id));
  });
  if (!saved.ok) return saved;
  return ok(lotHoldingsOf(lot, saved.value, holdingsTolerancePct(deps.settings)));
});

/** An uploaded holdings file: its name (for the extension) and its bytes. */
export interface HoldingsUploadFile {
  name: string;
  bytes: Uint8Array;
}

export interface HoldingsImported {
  /** Holdings written. */
  imported: number;
  /** Lots whose holdings the file replaced. */
  lots: number;
}

/** What the upload answers: a refusal may list its refused lines. */
export type HoldingsUploadResult = Result<HoldingsImported> & { refused?: RefusedLine[] };

const kindOf = (name: string): 'xlsx' | 'csv' | null => (/\.xlsx$/i.test(name) ? 'xlsx' : /\.csv$/i.test(name) ? 'csv' : null);

/**
 * POST /auction/holdings/upload/{auctionId} (manageLots): the auction's holdings file (one .csv or .xlsx,
 * columns of the template in any order). Every line must be good: otherwise VALIDATION with each refused
 * line (`refused`, and `fields` as `lines.<n>`) and nothing written. The holdings of the lots the file
 * names are replaced in one transaction; other lots keep theirs.
 */
export const uploadHoldings = useCase({ name: 'holdings.upload', access: 'manageLots' }, async (deps: CoreDeps, _actor: Actor, auctionId: Id, files: readonly HoldingsUploadFile[]): Promise<HoldingsUploadResult> => {
  const [file] = files;
  const kind = file && files.length === 1 ? kindOf(file.name) : null;
  if (!file || kind === null) return fail('VALIDATION', HOLDINGS_MESSAGES.FILE_TYPE, { file: HOLDINGS_MESSAGES.FILE_TYPE });
  if (file.bytes.length > HOLDINGS_FILE_MAX_BYTES) return fail('PAYLOAD_TOO_LARGE', HOLDINGS_MESSAGES.FILE_TOO_LARGE, { file: HOLDINGS_MESSAGES.FILE_TOO_LARGE });
  if (!(await deps.store.auctions.get(auctionId))) return fail('NOT_FOUND', MSG.NOT_FOUND);
  // The header, HOLDINGS_FILE_MAX_ROWS lines and the empty row a .csv's final line break makes: one more row read tells a file too long.
  const limits = { maxRows: HOLDINGS_FILE_MAX_ROWS + 2, maxColumns: HOLDINGS_FILE_MAX_COLUMNS, maxInflatedBytes: HOLDINGS_FILE_MAX_INFLATED_BYTES, budgetMs: HOLDINGS_FILE_READ_BUDGET_MS };
  // The lines are checked where the file is read (checkHoldingsSheet), within the read's budgets.
  const read = await deps.uploads.readHoldingsFile(kind, file.bytes, limits, await deps.store.lots.listByAuction(auctionId));
  if (!read.ok && read.refused === 'budget') return fail('LIMIT_EXCEEDED', HOLDINGS_MESSAGES.TOO_LARGE_TO_READ, { file: HOLDINGS_MESSAGES.TOO_LARGE_TO_READ });
  if (!read.ok) return fail('VALIDATION', HOLDINGS_MESSAGES.UNREADABLE, { file: HOLDINGS_MESSAGES.UNREADABLE });
  const parsed = read.checked;
  if (!parsed.ok) return parsed;
  const { lotIds, holdings } = parsed.value;
  const written = await writeTransaction(deps.store, async (tx) => ok(await tx.holdings.replaceForLots(lotIds, holdings)));
  if (!written.ok) return written;
  return ok({ imported: written.value, lots: lotIds.length });
});

/** POST /auction/holdings/template (manageLots): the holdings template (.xlsx): the header row, and a guide sheet. */
export const holdingsTemplate = useCase({ name: 'holdings.template', access: 'manageLots' }, async (deps: CoreDeps, _actor: Actor): Promise<Result<GeneratedFile>> => {
  const header = holdingsTemplateHeader();
  const content = await deps.spreadsheets.render({
    sheets: [
      { name: 'Holdings', rows: [header], boldRows: [0], columnWidths: header.map((h) => Math.max(14, h.length + 2)) },
      {
        name: 'Guide',
        rows: [['Column', 'Required', 'What to enter', 'Example'], ...HOLDINGS_COLUMNS.map((c) => [c.header, c.required ? 'Yes' : 'No', c.guide, c.example])],
        boldRows: [0],
        columnWidths: [16, 10, 60, 24],
      },
    ],
  });
  return ok({ fileName: 'HoldingsTemplate.xlsx', contentType: XLSX, content });
});

/** Every single lot of an auction compared with its holdings, and how many need a look. */
export interface HoldingsCheck {
  tolerancePct: string;
  lots: HoldingsComparison[];
  /** Lots beyond the tolerance or holding other currencies: shown to staff before the info centre is marked complete. */
  needAttention: number;
}

/** GET /auction/holdings/check/{auctionId} (editEveryInfoCentre): each single lot's market value beside the sum of its holdings. */
export const checkHoldings = useCase({ name: 'holdings.check', access: 'editEveryInfoCentre' }, async (deps: CoreDeps, _actor: Actor, auctionId: Id): Promise<Result<HoldingsCheck, 'NOT_FOUND'>> => {
  if (!(await deps.store.auctions.get(auctionId))) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const tolerancePct = holdingsTolerancePct(deps.settings);
  const [lots, holdings] = await Promise.all([deps.store.lots.listByAuction(auctionId), deps.store.holdings.listByAuction(auctionId)]);
  const byLot = groupByLot(holdings);
  const compared = sortByLotNumber(lots.filter((l) => !l.comboFlag)).map((l) => compareHoldings(l, byLot.get(l.id) ?? [], tolerancePct));
  return ok({ tolerancePct, lots: compared, needAttention: compared.filter(needsAttention).length });
});

const groupByLot = (holdings: readonly Holding[]): Map<Id, Holding[]> => {
  const byLot = new Map<Id, Holding[]>();
  for (const h of holdings) byLot.set(h.lotId, [...(byLot.get(h.lotId) ?? []), h]);
  return byLot;
};

/** A lot's composition as the information centre shows it. */
export interface LotComposition {
  lotId: Id;
  lotNumber: string;
  lotName: string;
  currency: CurrencyCode;
  holdings: HoldingView[];
  /** The holdings' market values summed per currency. */
  valueByCurrency: CurrencyAmount[];
}

async function compositionOf(deps: CoreDeps, auctionId: Id): Promise<LotComposition[]> {
  const [lots, holdings] = await Promise.all([deps.store.lots.listByAuction(auctionId), deps.store.holdings.listByAuction(auctionId)]);
  const byLot = groupByLot(holdings);
  return sortByLotNumber(lots.filter((l) => !l.comboFlag)).map((l) => {
    const own = byLot.get(l.id) ?? [];
    return { lotId: l.id, lotNumber: l.lotNumber, lotName: l.lotName, currency: l.currency, holdings: own.map(viewOf), valueByCurrency: holdingsValueByCurrency(own) };
  });
}

/**
 * GET /auction/holdings/{auctionId}: each single lot's holdings, for whoever may see the auction's info
 * centre (the same rule as its documents: approved borrowers' users once it is complete, staff, the
 * auction's client); anyone else is answered as for an unknown auction.
 */
export const lotCompositions = useCase({ name: 'holdings.composition', access: 'authenticated' }, async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<LotComposition[]>> => {
  const auction = await visibleAuction(deps, actor, auctionId);
  if (!auction.ok) return auction;
  return ok(await compositionOf(deps, auctionId));
});

const EXPORT_HEADER = ['Lot Number', 'Lot Name', 'ISIN', 'CUSIP', 'SEDOL', 'FIGI', 'Issuer Name', 'Issuer LEI', 'Quantity', 'Quantity Type', 'Price', 'Currency', 'Market Value'];

/** "Q4 2026 Global Multi-Asset Auction Holdings.xlsx", characters unsafe in file names as underscores. */
export const holdingsExportFileName = (auctionName: string): string => `${auctionName} Holdings.xlsx`.replace(/[\s/\\:*?"<>|]+/g, '_');

/** POST /auction/holdings/export/{auctionId}: the compositions as an .xlsx, one row per holding; same access as the composition. */
export const exportHoldings = useCase({ name: 'holdings.export', access: 'authenticated' }, async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<GeneratedFile>> => {
  const auction = await visibleAuction(deps, actor, auctionId);
  if (!auction.ok) return auction;
  const lots = await compositionOf(deps, auctionId);
  const rows = lots.flatMap((l) =>
    l.holdings.map((h) => [l.lotNumber, l.lotName, h.isin, h.cusip, h.sedol, h.figi, h.issuerName, h.issuerLei, h.quantity, h.quantityKind, h.price, h.currency, h.marketValue]),
  );
  const content = await deps.spreadsheets.render({
    sheets: [{ name: 'Holdings', rows: [EXPORT_HEADER, ...rows], boldRows: [0], columnWidths: EXPORT_HEADER.map((h) => Math.max(12, h.length + 2)) }],
  });
  return ok({ fileName: holdingsExportFileName(auction.value.auctionName), contentType: XLSX, content });
});

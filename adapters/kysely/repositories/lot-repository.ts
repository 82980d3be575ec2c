import { sql, type Selectable } from 'kysely';
import { isIdInRange } from '../../../core/validation/input-id';
import type { Lot } from '../../../core/domain/entities';
import type { LotRepository } from '../../../core/ports/repositories';
import { atomically, canonicalFields, pick, type RepoContext } from '../codec';
import type { LotsTable } from '../schema';
import { assertUpdated } from './not-found';
import { prepared, type At } from '../prepared';
import { frozenLot, type LotCache } from '../lot-cache';

const toLot = (r: Selectable<LotsTable>, comboLotIds: number[]): Lot => ({ ...r, comboLotIds });

/** Written as they are; the decimals in canonical form (`row`). */
const COLUMNS = ['auctionId', 'lotNumber', 'lotName', 'assetClassId', 'currency', 'termDays', 'termDisp', 'secType', 'domicile',
  'comboFlag', 'incumbent', 'concRisk', 'accountCode', 'seasonalAnalysis', 'specialsAnalysis'] as const;

const DECIMALS = ['marketValue', 'assumedPct', 'fxRate', 'eslBps', 'grossDividend', 'taxRate', 'datalendDiscretionary', 'compBid'] as const;

const row = (l: Omit<Lot, 'id'>) => ({ ...pick(l, COLUMNS), ...canonicalFields(l, [], DECIMALS) });

/** Rows per INSERT: 25 columns x 400 stays well under both engines' bound-parameter limits. */
const CREATE_MANY_CHUNK = 400;

/**
 * Lots by id with their combo links joined (a combo lot's row comes once per link); one shape per count of ids.
 * By primary key only, the caller checks the auction: given both, SQLite's planner (no ANALYZE
 * statistics) walks the auction's index over every lot of the auction instead.
 */
const lotsWithLinksQuery = prepared(
  (db, at: At<readonly number[]>, n: number) =>
    db
      .selectFrom('lots')
      .leftJoin('lot_combo_links', 'lot_combo_links.lotId', 'lots.id')
      .selectAll('lots')
      .select('lot_combo_links.comboLotId')
      .where('lots.id', 'in', Array.from({ length: n }, (_, i) => at((ids) => ids[i])))
      .orderBy('lots.id')
      .orderBy('lot_combo_links.comboLotId'),
  (ids) => ids.length,
);

/** The same, with the version of the auction's lots the statement saw (lot-cache.ts). */
const lotsWithVersionQuery = prepared(
  (db, at: At<{ auctionId: number; ids: readonly number[] }>, n: number) =>
    db
      .selectFrom('lots')
      .leftJoin('lot_combo_links', 'lot_combo_links.lotId', 'lots.id')
      .selectAll('lots')
      .select((eb) => [
        'lot_combo_links.comboLotId',
        eb
          .selectFrom('auction_lot_versions')
          .select('version')
          .where('auctionId', '=', at((p) => p.auctionId))
          .as('lotsVersion'),
      ])
      .where('lots.id', 'in', Array.from({ length: n }, (_, i) => at((p) => p.ids[i])))
      .orderBy('lots.id')
      .orderBy('lot_combo_links.comboLotId'),
  (p) => p.ids.length,
);

const versionQuery = prepared((db, at: At<number>) => db.selectFrom('auction_lot_versions').select('version').where('auctionId', '=', at((id) => id)));

/** Moves the version of an auction's lots (in the transaction of the write that changes them). */
const bumpVersionQuery = prepared((db, at: At<number>) =>
  db
    .insertInto('auction_lot_versions')
    .values({ auctionId: at((id) => id), version: 1 })
    .onConflict((oc) => oc.column('auctionId').doUpdateSet({ version: sql<number>`auction_lot_versions.version + 1` })),
);

/** Lot ids per statement of a read by ids. */
const IDS_PER_READ = 1000;

/** The lots of `rows` (a lot with combo links comes once per link) that belong to `auctionId`, into `into`. */
const collectLots = (rows: ReadonlyArray<Selectable<LotsTable> & { comboLotId: number | null; lotsVersion?: number | null }>, auctionId: number, into: Map<number, Lot>) => {
  for (const { comboLotId, lotsVersion: _version, ...r } of rows) {
    if (r.auctionId !== auctionId) continue;
    let lot = into.get(r.id);
    if (!lot) {
      lot = toLot(r, []);
      into.set(r.id, lot);
    }
    if (comboLotId !== null) lot.comboLotIds.push(comboLotId);
  }
};

export const createLotRepository = (ctx: RepoContext): LotRepository => {
  const { db } = ctx;
  const self = (c: RepoContext) => createLotRepository(c);
  const groupLinks = (links: { lotId: number; comboLotId: number }[]) => {
    const map = new Map<number, number[]>();
    for (const l of links) map.set(l.lotId, [...(map.get(l.lotId) ?? []), l.comboLotId]);
    return map;
  };

  /** Combo links of the given lots (few ids), or of every lot of an auction. */
  const combosOf = async (scope: { lotIds: number[] } | { auctionId: number }): Promise<Map<number, number[]>> => {
    if ('lotIds' in scope) {
      if (scope.lotIds.length === 0) return new Map();
      const links = await db
        .selectFrom('lot_combo_links')
        .select(['lotId', 'comboLotId'])
        .where('lotId', 'in', scope.lotIds)
        .orderBy('lotId')
        .orderBy('comboLotId')
        .execute();
      return groupLinks(links);
    }
    const links = await db
      .selectFrom('lot_combo_links')
      .innerJoin('lots', 'lots.id', 'lot_combo_links.lotId')
      .select(['lot_combo_links.lotId', 'lot_combo_links.comboLotId'])
      .where('lots.auctionId', '=', scope.auctionId)
      .orderBy('lot_combo_links.lotId')
      .orderBy('lot_combo_links.comboLotId')
      .execute();
    return groupLinks(links);
  };

  const withCombos = async (rows: Selectable<LotsTable>[], scope?: { auctionId: number }): Promise<Lot[]> => {
    const combos = await combosOf(scope ?? { lotIds: rows.map((r) => r.id) });
    return rows.map((r) => toLot(r, combos.get(r.id) ?? []));
  };

  const setCombos = async (lotId: number, comboLotIds: number[]) => {
    await db.deleteFrom('lot_combo_links').where('lotId', '=', lotId).execute();
    const unique = [...new Set(comboLotIds)].filter((id) => id !== lotId);
    if (unique.length > 0) {
      await db.insertInto('lot_combo_links').values(unique.map((id) => ({ lotId, comboLotId: id }))).execute();
    }
  };

  const get = async (id: number) => {
    const r = await db.selectFrom('lots').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? ((await withCombos([r]))[0] ?? null) : null;
  };

  /** The lots of `auctionId` among `ids`, read from the database. */
  const readLots = async (auctionId: number, ids: number[]): Promise<Lot[]> => {
    const lots = new Map<number, Lot>();
    for (let from = 0; from < ids.length; from += IDS_PER_READ) collectLots(await lotsWithLinksQuery.rows(ctx, ids.slice(from, from + IDS_PER_READ)), auctionId, lots);
    return [...lots.values()];
  };

  /**
   * The lots of `auctionId` among `ids` from the cache at the version read now, the ones it lacks read
   * with the version they were read at; null when that version is not the one read first (a lot write
   * committed in between: the caller reads them all afresh) or the auction has no version yet.
   */
  const cachedLots = async (cache: LotCache, auctionId: number, ids: number[], seen?: number | null): Promise<Lot[] | null> => {
    const version = seen !== undefined ? seen : (await versionQuery.first(ctx, auctionId))?.version;
    if (version === undefined || version === null) return null;
    const known = cache.at(auctionId, version);
    const found: Lot[] = [];
    const missing: number[] = [];
    for (const id of ids) {
      const lot = known.get(id);
      if (lot === undefined) missing.push(id);
      else if (lot !== null) found.push(lot);
    }
    for (let from = 0; from < missing.length; from += IDS_PER_READ) {
      const chunk = missing.slice(from, from + IDS_PER_READ);
      const rows = await lotsWithVersionQuery.rows(ctx, { auctionId, ids: chunk });
      if (rows.length > 0 && rows[0]?.lotsVersion !== version) return null;
      const read = new Map<number, Lot>();
      collectLots(rows, auctionId, read);
      // Without a row the statement saw no version: ids it did not find are not kept.
      for (const id of chunk) {
        const lot = read.get(id);
        if (lot) found.push(frozenLot(lot));
        if (lot || rows.length > 0) known.set(id, lot ?? null);
      }
    }
    return found;
  };

  /** Moves the lot versions of the auctions of `lotIds` and of the lots whose combo links name them. */
  const bumpAuctionsOf = async (lotIds: number[]) => {
    const auctions = await db
      .selectFrom('lots')
      .select('auctionId')
      .distinct()
      .where((eb) => eb.or([eb('id', 'in', lotIds), eb('id', 'in', eb.selectFrom('lot_combo_links').select('lotId').where('comboLotId', 'in', lotIds))]))
      .execute();
    for (const { auctionId } of auctions) await bumpVersionQuery.changed(ctx, auctionId);
  };

  const create = async (lot: Omit<Lot, 'id'>): Promise<Lot> => {
    const outer = atomically(ctx, self, (r) => r.create(lot));
    if (outer) return outer;
    const r = await db.insertInto('lots').values(row(lot)).returning('id').executeTakeFirstOrThrow();
    await setCombos(r.id, lot.comboLotIds);
    await bumpVersionQuery.changed(ctx, lot.auctionId);
    return (await get(r.id)) as Lot;
  };

  return {
    async listByAuction(auctionId) {
      const rows = await db.selectFrom('lots').selectAll().where('auctionId', '=', auctionId).orderBy('id').execute();
      return withCombos(rows, { auctionId });
    },
    async getMany(auctionId, ids, opts) {
      // An id beyond the integer column names no lot (PostgreSQL would refuse the whole query).
      const unique = [...new Set(ids)].filter(isIdInRange);
      const cached = ctx.lotCache && !db.isTransaction ? await cachedLots(ctx.lotCache, auctionId, unique, opts?.lotsVersion) : null;
      return (cached ?? (await readLots(auctionId, unique))).sort((a, b) => a.id - b.id);
    },
    get,
    create,
    async createMany(lots) {
      if (lots.length === 0) return [];
      const outer = atomically(ctx, self, (r) => r.createMany(lots));
      if (outer) return outer;
      // Multi-row inserts in chunks (a CSV may hold thousands of lots); the transaction makes it all-or-nothing.
      const created: Selectable<LotsTable>[] = [];
      for (let i = 0; i < lots.length; i += CREATE_MANY_CHUNK) {
        const chunk = lots.slice(i, i + CREATE_MANY_CHUNK);
        const rows = await db.insertInto('lots').values(chunk.map(row)).returningAll().execute();
        // Ids grow in insertion order within one statement; sort rather than trust RETURNING's order.
        created.push(...rows.sort((a, b) => a.id - b.id));
      }
      const links = created.flatMap((r, i) =>
        [...new Set(lots[i]?.comboLotIds ?? [])].filter((id) => id !== r.id).map((id) => ({ lotId: r.id, comboLotId: id })),
      );
      for (let i = 0; i < links.length; i += CREATE_MANY_CHUNK) {
        await db.insertInto('lot_combo_links').values(links.slice(i, i + CREATE_MANY_CHUNK)).execute();
      }
      for (const auctionId of new Set(lots.map((l) => l.auctionId))) await bumpVersionQuery.changed(ctx, auctionId);
      const combos = groupLinks([...links].sort((a, b) => a.comboLotId - b.comboLotId));
      return created.map((r) => toLot(r, combos.get(r.id) ?? []));
    },
    async update(lot) {
      const outer = atomically(ctx, self, (r) => r.update(lot));
      if (outer) return outer;
      await bumpAuctionsOf([lot.id]); // the auction it was in
      assertUpdated(await db.updateTable('lots').set(row(lot)).where('id', '=', lot.id).executeTakeFirst(), 'lot', lot.id);
      await setCombos(lot.id, lot.comboLotIds);
      await bumpVersionQuery.changed(ctx, lot.auctionId);
      return (await get(lot.id)) as Lot;
    },
    async delete(ids) {
      if (ids.length === 0) return;
      const outer = atomically(ctx, self, (r) => r.delete(ids));
      if (outer) return outer;
      await bumpAuctionsOf(ids);
      await db.deleteFrom('lot_combo_links').where((eb) => eb.or([eb('lotId', 'in', ids), eb('comboLotId', 'in', ids)])).execute();
      await db.deleteFrom('lot_holdings').where('lotId', 'in', ids).execute();
      await db.deleteFrom('lots').where('id', 'in', ids).execute();
    },
  };
};

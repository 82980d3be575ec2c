import type { Selectable } from 'kysely';
import { isIdInRange } from '../../../core/validation/input-id';
import type { Lot } from '../../../core/domain/entities';
import type { LotRepository } from '../../../core/ports/repositories';
import { atomically, canonicalFields, pick, type RepoContext } from '../codec';
import type { LotsTable } from '../schema';
import { assertUpdated } from './not-found';

const toLot = (r: Selectable<LotsTable>, comboLotIds: number[]): Lot => ({ ...r, comboLotIds });

/** Written as they are; the decimals in canonical form (`row`). */
const COLUMNS = ['auctionId', 'lotNumber', 'lotName', 'assetClassId', 'currency', 'termDays', 'termDisp', 'secType', 'domicile',
  'comboFlag', 'incumbent', 'concRisk', 'accountCode', 'seasonalAnalysis', 'specialsAnalysis'] as const;

const DECIMALS = ['marketValue', 'assumedPct', 'fxRate', 'eslBps', 'grossDividend', 'taxRate', 'datalendDiscretionary', 'compBid'] as const;

const row = (l: Omit<Lot, 'id'>) => ({ ...pick(l, COLUMNS), ...canonicalFields(l, [], DECIMALS) });

/** Rows per INSERT: 25 columns x 400 stays well under both engines' bound-parameter limits. */
const CREATE_MANY_CHUNK = 400;

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

  const create = async (lot: Omit<Lot, 'id'>): Promise<Lot> => {
    const outer = atomically(ctx, self, (r) => r.create(lot));
    if (outer) return outer;
    const r = await db.insertInto('lots').values(row(lot)).returning('id').executeTakeFirstOrThrow();
    await setCombos(r.id, lot.comboLotIds);
    return (await get(r.id)) as Lot;
  };

  return {
    async listByAuction(auctionId) {
      const rows = await db.selectFrom('lots').selectAll().where('auctionId', '=', auctionId).orderBy('id').execute();
      return withCombos(rows, { auctionId });
    },
    async getMany(auctionId, ids) {
      // An id beyond the integer column names no lot (PostgreSQL would refuse the whole query).
      const unique = [...new Set(ids)].filter(isIdInRange);
      const lots = new Map<number, Lot>();
      for (let from = 0; from < unique.length; from += 1000) {
        const chunk = unique.slice(from, from + 1000);
        // One statement: the lots with their combo links joined (a combo lot's row comes once per link).
        // By primary key only, the auction checked here: given both, SQLite's planner (no ANALYZE
        // statistics) walks the auction's index over every lot of the auction instead.
        const found = await db
          .selectFrom('lots')
          .leftJoin('lot_combo_links', 'lot_combo_links.lotId', 'lots.id')
          .selectAll('lots')
          .select('lot_combo_links.comboLotId')
          .where('lots.id', 'in', chunk)
          .orderBy('lots.id')
          .orderBy('lot_combo_links.comboLotId')
          .execute();
        for (const { comboLotId, ...r } of found) {
          if (r.auctionId !== auctionId) continue;
          const lot = lots.get(r.id) ?? toLot(r, []);
          lots.set(r.id, lot);
          if (comboLotId !== null) lot.comboLotIds.push(comboLotId);
        }
      }
      return [...lots.values()].sort((a, b) => a.id - b.id);
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
      const combos = groupLinks([...links].sort((a, b) => a.comboLotId - b.comboLotId));
      return created.map((r) => toLot(r, combos.get(r.id) ?? []));
    },
    async update(lot) {
      const outer = atomically(ctx, self, (r) => r.update(lot));
      if (outer) return outer;
      assertUpdated(await db.updateTable('lots').set(row(lot)).where('id', '=', lot.id).executeTakeFirst(), 'lot', lot.id);
      await setCombos(lot.id, lot.comboLotIds);
      return (await get(lot.id)) as Lot;
    },
    async delete(ids) {
      if (ids.length === 0) return;
      const outer = atomically(ctx, self, (r) => r.delete(ids));
      if (outer) return outer;
      await db.deleteFrom('lot_combo_links').where((eb) => eb.or([eb('lotId', 'in', ids), eb('comboLotId', 'in', ids)])).execute();
      await db.deleteFrom('lots').where('id', 'in', ids).execute();
    },
  };
};

import type { Selectable } from 'kysely';
import type { Lot } from '../../../core/domain/entities';
import type { LotRepository } from '../../../core/ports/repositories';
import { atomically, canonicalDecimal, toDec, withoutId, type RepoContext } from '../codec';
import type { LotsTable } from '../schema';
import { assertUpdated } from './not-found';

type LotRow = Selectable<LotsTable>;

const toLot = (r: LotRow, comboLotIds: number[]): Lot => ({ ...r, comboLotIds });

/** Rows per INSERT: 25 columns x 400 stays well under both engines' bound-parameter limits. */
const CREATE_MANY_CHUNK = 400;

export const createLotRepository = (ctx: RepoContext): LotRepository => {
  const { db } = ctx;
  const self = (c: RepoContext) => createLotRepository(c);
  /** Column values of a lot (its combo links live in lot_combo_links): decimals in canonical text. */
  const row = ({ comboLotIds: _links, ...l }: Omit<Lot, 'id'>) => ({
    ...withoutId(l),
    marketValue: canonicalDecimal(l.marketValue),
    assumedPct: toDec(l.assumedPct),
    fxRate: toDec(l.fxRate),
    eslBps: toDec(l.eslBps),
    grossDividend: toDec(l.grossDividend),
    taxRate: toDec(l.taxRate),
    datalendDiscretionary: toDec(l.datalendDiscretionary),
    compBid: toDec(l.compBid),
  });

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
        .selectFrom('lotComboLinks')
        .select(['lotId', 'comboLotId'])
        .where('lotId', 'in', scope.lotIds)
        .orderBy('lotId')
        .orderBy('comboLotId')
        .execute();
      return groupLinks(links);
    }
    const links = await db
      .selectFrom('lotComboLinks')
      .innerJoin('lots', 'lots.id', 'lotComboLinks.lotId')
      .select(['lotComboLinks.lotId', 'lotComboLinks.comboLotId'])
      .where('lots.auctionId', '=', scope.auctionId)
      .orderBy('lotComboLinks.lotId')
      .orderBy('lotComboLinks.comboLotId')
      .execute();
    return groupLinks(links);
  };

  const withCombos = async (rows: LotRow[], scope?: { auctionId: number }): Promise<Lot[]> => {
    const combos = await combosOf(scope ?? { lotIds: rows.map((r) => r.id) });
    return rows.map((r) => toLot(r, combos.get(r.id) ?? []));
  };

  const setCombos = async (lotId: number, comboLotIds: number[]) => {
    await db.deleteFrom('lotComboLinks').where('lotId', '=', lotId).execute();
    const unique = [...new Set(comboLotIds)].filter((id) => id !== lotId);
    if (unique.length > 0) {
      await db.insertInto('lotComboLinks').values(unique.map((id) => ({ lotId, comboLotId: id }))).execute();
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
    get,
    create,
    async createMany(lots) {
      if (lots.length === 0) return [];
      const outer = atomically(ctx, self, (r) => r.createMany(lots));
      if (outer) return outer;
      // Multi-row inserts in chunks (a CSV may hold thousands of lots); the transaction makes it all-or-nothing.
      const created: LotRow[] = [];
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
        await db.insertInto('lotComboLinks').values(links.slice(i, i + CREATE_MANY_CHUNK)).execute();
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
      await db.deleteFrom('lotComboLinks').where((eb) => eb.or([eb('lotId', 'in', ids), eb('comboLotId', 'in', ids)])).execute();
      await db.deleteFrom('lots').where('id', 'in', ids).execute();
    },
  };
};

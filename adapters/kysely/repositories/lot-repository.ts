import type { Selectable } from 'kysely';
import { isIdInRange } from '../../../core/validation/input-id';
import type { CurrencyCode, Domicile, Lot, SecurityType } from '../../../core/domain/entities';
import type { LotRepository } from '../../../core/ports/repositories';
import { atomically, canonicalDecimal, fromBool, toBool, toDec, type RepoContext } from '../codec';
import type { LotsTable } from '../schema';
import { assertUpdated } from './not-found';

const toLot = (r: Selectable<LotsTable>, comboLotIds: number[]): Lot => ({
  id: r.id,
  auctionId: r.auction_id,
  lotNumber: r.lot_number,
  lotName: r.lot_name,
  assetClassId: r.asset_class_id,
  marketValue: r.market_value,
  assumedPct: r.assumed_pct,
  currency: r.currency as CurrencyCode,
  fxRate: r.fx_rate,
  termDays: r.term_days,
  termDisp: r.term_disp,
  secType: r.sec_type as SecurityType | null,
  domicile: r.domicile as Domicile | null,
  comboFlag: fromBool(r.combo_flag),
  comboLotIds,
  eslBps: r.esl_bps,
  incumbent: r.incumbent,
  concRisk: r.conc_risk,
  grossDividend: r.gross_dividend,
  taxRate: r.tax_rate,
  datalendDiscretionary: r.datalend_discretionary,
  accountCode: r.account_code,
  seasonalAnalysis: r.seasonal_analysis,
  specialsAnalysis: r.specials_analysis,
  compBid: r.comp_bid,
});

/** Rows per INSERT: 25 columns x 400 stays well under both engines' bound-parameter limits. */
const CREATE_MANY_CHUNK = 400;

export const createLotRepository = (ctx: RepoContext): LotRepository => {
  const { db, engine } = ctx;
  const self = (c: RepoContext) => createLotRepository(c);
  const row = (l: Omit<Lot, 'id'>) => ({
    auction_id: l.auctionId,
    lot_number: l.lotNumber,
    lot_name: l.lotName,
    asset_class_id: l.assetClassId,
    market_value: canonicalDecimal(l.marketValue),
    assumed_pct: toDec(l.assumedPct),
    currency: l.currency,
    fx_rate: toDec(l.fxRate),
    term_days: l.termDays,
    term_disp: l.termDisp,
    sec_type: l.secType,
    domicile: l.domicile,
    combo_flag: toBool(engine, l.comboFlag),
    esl_bps: toDec(l.eslBps),
    incumbent: l.incumbent,
    conc_risk: l.concRisk,
    gross_dividend: toDec(l.grossDividend),
    tax_rate: toDec(l.taxRate),
    datalend_discretionary: toDec(l.datalendDiscretionary),
    account_code: l.accountCode,
    seasonal_analysis: l.seasonalAnalysis,
    specials_analysis: l.specialsAnalysis,
    comp_bid: toDec(l.compBid),
  });

  const groupLinks = (links: { lot_id: number; combo_lot_id: number }[]) => {
    const map = new Map<number, number[]>();
    for (const l of links) map.set(l.lot_id, [...(map.get(l.lot_id) ?? []), l.combo_lot_id]);
    return map;
  };

  /** Combo links of the given lots (few ids), or of every lot of an auction. */
  const combosOf = async (scope: { lotIds: number[] } | { auctionId: number }): Promise<Map<number, number[]>> => {
    if ('lotIds' in scope) {
      if (scope.lotIds.length === 0) return new Map();
      const links = await db
        .selectFrom('lot_combo_links')
        .select(['lot_id', 'combo_lot_id'])
        .where('lot_id', 'in', scope.lotIds)
        .orderBy('lot_id')
        .orderBy('combo_lot_id')
        .execute();
      return groupLinks(links);
    }
    const links = await db
      .selectFrom('lot_combo_links')
      .innerJoin('lots', 'lots.id', 'lot_combo_links.lot_id')
      .select(['lot_combo_links.lot_id', 'lot_combo_links.combo_lot_id'])
      .where('lots.auction_id', '=', scope.auctionId)
      .orderBy('lot_combo_links.lot_id')
      .orderBy('lot_combo_links.combo_lot_id')
      .execute();
    return groupLinks(links);
  };

  const withCombos = async (rows: Selectable<LotsTable>[], scope?: { auctionId: number }): Promise<Lot[]> => {
    const combos = await combosOf(scope ?? { lotIds: rows.map((r) => r.id) });
    return rows.map((r) => toLot(r, combos.get(r.id) ?? []));
  };

  const setCombos = async (lotId: number, comboLotIds: number[]) => {
    await db.deleteFrom('lot_combo_links').where('lot_id', '=', lotId).execute();
    const unique = [...new Set(comboLotIds)].filter((id) => id !== lotId);
    if (unique.length > 0) {
      await db.insertInto('lot_combo_links').values(unique.map((id) => ({ lot_id: lotId, combo_lot_id: id }))).execute();
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
      const rows = await db.selectFrom('lots').selectAll().where('auction_id', '=', auctionId).orderBy('id').execute();
      return withCombos(rows, { auctionId });
    },
    async getMany(auctionId, ids) {
      // An id beyond the integer column names no lot (PostgreSQL would refuse the whole query).
      const unique = [...new Set(ids)].filter(isIdInRange);
      const rows: Selectable<LotsTable>[] = [];
      for (let from = 0; from < unique.length; from += 1000) {
        const chunk = unique.slice(from, from + 1000);
        // By primary key only, the auction checked here: given both, SQLite's planner (no ANALYZE
        // statistics) walks the auction's index over every lot of the auction instead.
        const found = await db.selectFrom('lots').selectAll().where('id', 'in', chunk).execute();
        rows.push(...found.filter((r) => r.auction_id === auctionId));
      }
      rows.sort((a, b) => a.id - b.id);
      return withCombos(rows);
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
        [...new Set(lots[i]?.comboLotIds ?? [])].filter((id) => id !== r.id).map((id) => ({ lot_id: r.id, combo_lot_id: id })),
      );
      for (let i = 0; i < links.length; i += CREATE_MANY_CHUNK) {
        await db.insertInto('lot_combo_links').values(links.slice(i, i + CREATE_MANY_CHUNK)).execute();
      }
      const combos = groupLinks([...links].sort((a, b) => a.combo_lot_id - b.combo_lot_id));
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
      await db.deleteFrom('lot_combo_links').where((eb) => eb.or([eb('lot_id', 'in', ids), eb('combo_lot_id', 'in', ids)])).execute();
      await db.deleteFrom('lots').where('id', 'in', ids).execute();
    },
  };
};

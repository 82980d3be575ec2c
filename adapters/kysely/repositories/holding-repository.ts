import type { Holding, NewHolding } from '../../../core/holdings/holding';
import type { HoldingRepository } from '../../../core/ports/repositories';
import { atomically, canonicalFields, pick, type RepoContext } from '../codec';

const COLUMNS = ['lotId', 'isin', 'cusip', 'sedol', 'figi', 'issuerName', 'issuerLei', 'quantityKind', 'currency'] as const;
const DECIMALS = ['quantity', 'price'] as const;

const row = (h: NewHolding) => ({ ...pick(h, COLUMNS), ...canonicalFields(h, [], DECIMALS) });

/** Rows per INSERT: 12 columns × 500 stays well under both engines' bound-parameter limits. */
const INSERT_CHUNK = 500;
/** Lot ids per DELETE … IN (…). */
const IDS_CHUNK = 500;

export const createHoldingRepository = (ctx: RepoContext): HoldingRepository => {
  const { db } = ctx;
  const self: HoldingRepository = {
    listByLot: (lotId) => db.selectFrom('lot_holdings').selectAll().where('lotId', '=', lotId).orderBy('id').execute(),
    listByAuction: (auctionId) =>
      db
        .selectFrom('lot_holdings')
        .innerJoin('lots', 'lots.id', 'lot_holdings.lotId')
        .selectAll('lot_holdings')
        .where('lots.auctionId', '=', auctionId)
        .orderBy('lot_holdings.lotId')
        .orderBy('lot_holdings.id')
        .execute(),
    async replaceForLots(lotIds, holdings) {
      const outer = atomically(ctx, createHoldingRepository, (r) => r.replaceForLots(lotIds, holdings));
      if (outer) return outer;
      const named = new Set(lotIds);
      if (holdings.some((h) => !named.has(h.lotId))) throw new Error('A holding names a lot that is not being replaced');
      for (let i = 0; i < lotIds.length; i += IDS_CHUNK) await db.deleteFrom('lot_holdings').where('lotId', 'in', lotIds.slice(i, i + IDS_CHUNK)).execute();
      const created: Holding[] = [];
      for (let i = 0; i < holdings.length; i += INSERT_CHUNK) {
        created.push(...((await db.insertInto('lot_holdings').values(holdings.slice(i, i + INSERT_CHUNK).map(row)).returningAll().execute()) as Holding[]));
      }
      return created;
    },
  };
  return self;
};

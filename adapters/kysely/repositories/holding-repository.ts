import type { NewHolding } from '../../../core/holdings/holding';
import type { HoldingRepository } from '../../../core/ports/repositories';
import { atomically, toDec, type RepoContext } from '../codec';
import { prepared, type At } from '../prepared';

/** Rows per INSERT: 12 columns × 500 stays well under both engines' bound-parameter limits. */
const INSERT_CHUNK = 500;
/** Lot ids per DELETE … IN (…). */
const IDS_CHUNK = 500;

/**
 * One INSERT of `n` holdings, compiled once per row count (a 100,000-line upload is 200 of the same shape: building
 * each with kysely cost about half a second). No RETURNING: the caller needs how many, not the rows.
 */
const insertQuery = prepared(
  (db, at: At<readonly NewHolding[]>, n: number) =>
    db.insertInto('lot_holdings').values(
      Array.from({ length: n }, (_, i) => ({
        lotId: at((hs) => hs[i].lotId),
        isin: at((hs) => hs[i].isin),
        cusip: at((hs) => hs[i].cusip),
        sedol: at((hs) => hs[i].sedol),
        figi: at((hs) => hs[i].figi),
        issuerName: at((hs) => hs[i].issuerName),
        issuerLei: at((hs) => hs[i].issuerLei),
        quantity: at((hs) => toDec(hs[i].quantity) as string),
        quantityKind: at((hs) => hs[i].quantityKind),
        price: at((hs) => toDec(hs[i].price) as string),
        currency: at((hs) => hs[i].currency),
      })),
    ),
  (hs) => hs.length,
);

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
      let written = 0;
      for (let i = 0; i < holdings.length; i += INSERT_CHUNK) written += Number(await insertQuery.changed(ctx, holdings.slice(i, i + INSERT_CHUNK)));
      return written;
    },
  };
  return self;
};

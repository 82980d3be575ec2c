/**
 * What is in each lot and the parties regulators can name:
 * - `lot_holdings`: one row per holding of a lot (identifiers upper case, issuer, quantity and its kind,
 *   price, currency); an index to read a lot's holdings in order.
 * - `clients.lei`, `borrowers.lei` (ISO 17442, optional), `borrowers.borrower_type` (BROKER_DEALER, BANK or
 *   OTHER; existing borrowers OTHER) and `borrowers.mpid` (4 letters, optional).
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine, StoredDatabase } from '../schema';
import { columnTypes } from './column-types';

export const holdingsAndParties = (engine: Engine): Migration => ({
  async up(db: Kysely<StoredDatabase>) {
    const { id, dec } = columnTypes(engine);
    await id(db.schema.createTable('lot_holdings'))
      .addColumn('lot_id', 'integer', (c) => c.notNull().references('lots.id'))
      .addColumn('isin', 'text')
      .addColumn('cusip', 'text')
      .addColumn('sedol', 'text')
      .addColumn('figi', 'text')
      .addColumn('issuer_name', 'text', (c) => c.notNull())
      .addColumn('issuer_lei', 'text')
      .addColumn('quantity', dec, (c) => c.notNull())
      .addColumn('quantity_kind', 'text', (c) => c.notNull())
      .addColumn('price', dec, (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('lot_holdings_lot_idx').on('lot_holdings').columns(['lot_id', 'id']).execute();
    await db.schema.alterTable('clients').addColumn('lei', 'text').execute();
    await db.schema.alterTable('borrowers').addColumn('lei', 'text').execute();
    await db.schema.alterTable('borrowers').addColumn('borrower_type', 'text', (c) => c.notNull().defaultTo(sql.lit('OTHER'))).execute();
    await db.schema.alterTable('borrowers').addColumn('mpid', 'text').execute();
  },
});

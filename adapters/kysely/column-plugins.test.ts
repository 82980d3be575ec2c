import SqliteDatabase from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { CachingSqliteDialect } from '../sqlite/sqlite-dialect';
import { withColumnPlugins, withoutColumnPlugins, withSqliteBooleans } from './column-plugins';
import type { StoredDatabase } from './schema';

describe('column plugins on SQLite', () => {
  let stored: Kysely<StoredDatabase>;
  afterEach(async () => stored.destroy());

  const open = async () => {
    stored = new Kysely<StoredDatabase>({ dialect: withSqliteBooleans(new CachingSqliteDialect(new SqliteDatabase(':memory:'))) });
    await sql`create table borrowers (id integer primary key, company_name text not null, company_code text not null, active integer not null)`.execute(stored);
    return withColumnPlugins(stored, 'sqlite');
  };

  it('writes camelCase names and booleans as snake_case columns and 0/1, and reads them back', async () => {
    const db = await open();
    const row = await db.insertInto('borrowers').values({ companyName: 'A', companyCode: 'a', active: true }).returningAll().executeTakeFirstOrThrow();
    await db.insertInto('borrowers').values({ companyName: 'B', companyCode: 'b', active: false }).execute();
    expect(row).toEqual({ id: 1, companyName: 'A', companyCode: 'a', active: true });
    expect(await withoutColumnPlugins(db).selectFrom('borrowers').select(['company_code', 'active']).orderBy('id').execute()).toEqual([
      { company_code: 'a', active: 1 },
      { company_code: 'b', active: 0 },
    ]);
    expect(await db.selectFrom('borrowers').select('companyCode').where('active', '=', false).execute()).toEqual([{ companyCode: 'b' }]);
    expect(await db.selectFrom('borrowers').select('id').where('active', 'in', [true]).execute()).toEqual([{ id: 1 }]);
    await db.updateTable('borrowers').set({ active: true }).where('id', '=', 2).execute();
    const raw = await sql<{ companyCode: string; active: boolean }>`select company_code, active from borrowers where active = ${true} order by id`.execute(db);
    expect(raw.rows).toEqual([
      { companyCode: 'a', active: true },
      { companyCode: 'b', active: true },
    ]);
  });

  it('leaves other integer columns alone', async () => {
    const db = await open();
    await db.insertInto('borrowers').values({ companyName: 'A', companyCode: 'a', active: true }).execute();
    expect(await db.selectFrom('borrowers').select(['id', sql<number>`1`.as('one')]).execute()).toEqual([{ id: 1, one: 1 }]);
  });
});

/**
 * Chooses and opens the database from the environment:
 * - DATABASE_URL `file:PATH` or a path ending in `.db` -> SQLite at PATH;
 * - DATABASE_URL `postgres://...` or `postgresql://...` -> PostgreSQL;
 * - unset -> SQLite at `${DATA_DIR}/app.db` (DATA_DIR defaults to `data/`).
 * The migrations run on open, so a fresh database is ready to use.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import type { Store } from '../core/ports/repositories';
import { migrateDatabase } from './kysely/migrations/migrations';
import type { Database, Engine } from './kysely/schema';
import { kyselyOf } from './kysely/store';
import { wholeNumberFromEnv } from './env-number';
import { DEFAULT_POOL_SIZE, openPostgresStore } from './postgres/open-postgres-store';
import { openSqliteStore } from './sqlite/open-sqlite-store';

type Env = Record<string, string | undefined>;

/** The data folder (DATA_DIR, default `data/`), created if missing. Absolute path. */
export function dataDir(env: Env = process.env): string {
  const dir = resolve(env.DATA_DIR && env.DATA_DIR.trim() !== '' ? env.DATA_DIR : 'data');
  mkdirSync(dir, { recursive: true });
  return dir;
}

export type DatabaseTarget = { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string };

/** Where DATABASE_URL points (see the module comment). Throws on a value it cannot use. */
export function databaseTarget(env: Env = process.env): DatabaseTarget {
  const url = env.DATABASE_URL?.trim();
  if (!url) return { engine: 'sqlite', file: join(dataDir(env), 'app.db') };
  if (/^postgres(ql)?:\/\//.test(url)) return { engine: 'postgres', url };
  if (url.startsWith('file:')) return { engine: 'sqlite', file: resolve(url.slice('file:'.length)) };
  if (url.endsWith('.db') || url === ':memory:') return { engine: 'sqlite', file: url === ':memory:' ? url : resolve(url) };
  throw new Error(`DATABASE_URL must be file:PATH, a path ending in .db, or a postgres:// URL (got "${url}")`);
}

/** PostgreSQL connections per server: DATABASE_POOL_SIZE, default DEFAULT_POOL_SIZE. */
export const poolSizeFrom = (env: Env = process.env): number => wholeNumberFromEnv(env, 'DATABASE_POOL_SIZE', DEFAULT_POOL_SIZE);

/**
 * Opens the store DATABASE_URL names and brings its schema up to date.
 * DATABASE_SCHEMA (Postgres only, optional) selects a schema other than `public`.
 */
export async function openStoreFromEnv(env: Env = process.env): Promise<Store> {
  const target = databaseTarget(env);
  const schema = env.DATABASE_SCHEMA?.trim() || undefined;
  return target.engine === 'postgres' ? openPostgres(target.url, { schema, poolSize: poolSizeFrom(env) }) : openSqlite(target.file);
}

/** A store whose schema is brought up to date before it is answered (closed again when that fails). */
async function migrated(store: Store): Promise<Store> {
  try {
    await migrateToLatest(store);
  } catch (e) {
    await store.close();
    throw e;
  }
  return store;
}

/**
 * The SQLite database in `file` (created with its folder when missing; `:memory:` for a private
 * in-memory one), its schema up to date. One process writes it at a time: the embedded default.
 *
 * @example
 * ```ts
 * import { createCore } from 'securities-lending-auction';
 * import { openSqlite } from 'securities-lending-auction/adapters';
 *
 * const core = createCore({ store: await openSqlite(':memory:') });
 * ```
 */
export const openSqlite = (file: string): Promise<Store> => migrated(openSqliteStore(file));

/** Where a PostgreSQL store lives and how many connections it holds. */
export interface PostgresStoreOptions {
  /** A schema other than `public` (created when missing). */
  schema?: string;
  /** Connections of this process (default 4: more only make statements take turns, as measured). */
  poolSize?: number;
}

/**
 * The PostgreSQL database at `url` (postgres://…), its schema up to date; several processes may share it.
 *
 * @example
 * ```ts
 * import { createCore } from 'securities-lending-auction';
 * import { openPostgres } from 'securities-lending-auction/adapters';
 *
 * const store = await openPostgres('postgres://auctions@db.internal:5432/auctions', { schema: 'lending', poolSize: 8 });
 * const core = createCore({ store });
 * ```
 */
export const openPostgres = async (url: string, options: PostgresStoreOptions = {}): Promise<Store> =>
  migrated(await openPostgresStore(url, { schema: options.schema, max: options.poolSize ?? DEFAULT_POOL_SIZE }));

/** Applies pending migrations (`sla migrate`); returns the names applied now. */
export async function migrateToLatest(target: Store | { db: Kysely<Database>; engine: Engine }): Promise<string[]> {
  const db = 'transaction' in target ? kyselyOf(target) : target.db;
  if (!db) throw new Error('migrateToLatest needs a store created by adapters/kysely');
  const result = await migrateDatabase(db, target.engine);
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** True when no user exists yet (first run: seed the initial manager). */
export async function isEmpty(store: Store): Promise<boolean> {
  const db = kyselyOf(store);
  if (!db) return (await store.users.list()).length === 0;
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) === undefined;
}

/**
 * PostgreSQL through a pg Pool. Type parsers keep the store's representation identical to SQLite:
 * NUMERIC stays a string (pg's default), TIMESTAMPTZ becomes an ISO UTC string, int8 (counts)
 * becomes a number when it is a safe integer.
 */
import type Pg from 'pg';
import { Kysely, sql } from 'kysely';
import { requireOptional } from '../optional-dependency';
import { CurrentSchemaPostgresDialect } from './current-schema-dialect';
import { createKyselyStore, type KyselyStore } from '../kysely/store';
import type { StoredDatabase } from '../kysely/schema';

/** pg, an optional peer of the library: loaded by the first PostgreSQL store only. */
const loadPg = (): typeof Pg => requireOptional<typeof Pg>('pg', 'PostgreSQL (openPostgres)');

const TIMESTAMPTZ_OID = 1184;
const TIMESTAMP_OID = 1114;
const INT8_OID = 20;

function typeParsers(pg: typeof Pg): Pg.CustomTypesConfig {
  const types = new pg.TypeOverrides();
  const toDate = pg.types.getTypeParser(TIMESTAMPTZ_OID) as (text: string) => Date;
  const toIso = (text: string) => toDate(text).toISOString();
  types.setTypeParser(TIMESTAMPTZ_OID, toIso);
  types.setTypeParser(TIMESTAMP_OID, (text: string) => toIso(`${text}Z`));
  types.setTypeParser(INT8_OID, (text: string) => {
    const n = Number(text);
    return Number.isSafeInteger(n) ? n : text;
  });
  return types;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Connections per server. Small on purpose: a database does only a few statements at once per core,
 * and more connections only make them take turns. Measured on the 2-core machine (close storm, 300
 * borrowers saving and confirming within 10 s; p99 over the idle p50): 10 connections 17× with one
 * server and 49× with two; 4 connections 11× and 12×. Set DATABASE_POOL_SIZE for a bigger database host.
 */
export const DEFAULT_POOL_SIZE = 4;

export interface PostgresOptions {
  /** Schema to use (created if missing) instead of `public`; lets each test file work apart. */
  schema?: string;
  /** Pool size (default DEFAULT_POOL_SIZE). */
  max?: number;
  /** Drop `schema` when the store is closed (throw-away test schemas). */
  dropSchemaOnClose?: boolean;
}

/** A store over the database at `url`; run the migrations with migrateToLatest (store-from-env does). */
export async function openPostgresStore(url: string, options: PostgresOptions = {}): Promise<KyselyStore> {
  const { schema } = options;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const pg = loadPg();
  if (schema !== undefined) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? DEFAULT_POOL_SIZE,
    types: typeParsers(pg),
    ...(schema !== undefined ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<StoredDatabase>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
  await sql`select 1`.execute(db); // fail fast on a wrong URL
  const dropOnClose = schema !== undefined && options.dropSchemaOnClose === true;
  return createKyselyStore(db, 'postgres', dropOnClose ? () => dropPostgresSchema(url, schema) : undefined);
}

/** Drops a schema and everything in it (tests clean up after themselves). */
export async function dropPostgresSchema(url: string, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const admin = new (loadPg().Client)({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await admin.end();
  }
}

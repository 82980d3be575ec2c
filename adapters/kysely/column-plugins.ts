/**
 * What turns stored rows into the repositories' rows, in one place instead of per repository:
 * - kysely's CamelCasePlugin: queries name columns in camelCase (schema.ts) and the tables keep
 *   snake_case; it renames identifiers in every query (raw `sql` text excepted) and every result key.
 * - SQLite only (Postgres has BOOLEAN): SQLite stores booleans as INTEGER 0/1 and better-sqlite3
 *   refuses to bind `true`/`false`. The store's SQLite dialect binds them as 1/0 (`withSqliteBooleans`:
 *   one check per parameter as the query compiles, not another pass over the query tree), and
 *   SqliteBooleanPlugin turns the boolean columns of a result (`BOOLEAN_COLUMNS`) into booleans.
 */
import {
  CamelCasePlugin,
  SqliteQueryCompiler,
  type Dialect,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type { Database, Engine, StoredDatabase } from './schema';
import { BID_KIND_FLAGS } from '../../core/domain/bid-kinds';

type ColumnsWhere<Match extends boolean> = {
  [T in keyof Database]: {
    [C in keyof Database[T]]-?: (Database[T][C] extends boolean ? true : false) extends Match ? C : never;
  }[keyof Database[T]];
}[keyof Database];

/** Names of the boolean columns (unique: no other column of any table has one of these names). */
type BooleanColumn = ColumnsWhere<true>;

/** `list` typed as naming every member of `T` (a column added to the schema must be added here). */
const everyOf =
  <T extends string>() =>
  <const L extends readonly T[]>(list: L & ([T] extends [L[number]] ? unknown : 'missing a boolean column')): L =>
    list;

/** Result keys (camelCase) that hold a boolean; a key shared with a non-boolean column fails to compile. */
export const BOOLEAN_COLUMNS: ReadonlySet<string> = new Set(
  everyOf<Exclude<BooleanColumn, ColumnsWhere<false>>>()([
    'isInternal',
    'active',
    'accountEnabled',
    'accountLocked',
    'mfaEnabled',
    ...BID_KIND_FLAGS,
    'minGuarantee',
    'aicapprovalFlag',
    'awardConfirmFlag',
    'comboFlag',
    'displayFlag',
    'confirmed',
    'mfaPending',
    'revoked',
  ] as const satisfies readonly BooleanColumn[]),
);
// A boolean column sharing its name with a non-boolean one would be cast wrongly: refuse it.
const noSharedNames: [Extract<BooleanColumn, ColumnsWhere<false>>] extends [never] ? true : never = true;
void noSharedNames;

/** SQLite's compiler, binding `true`/`false` as 1/0 (every bound value passes through `addParameter`). */
class SqliteBooleanQueryCompiler extends SqliteQueryCompiler {
  protected override addParameter(parameter: unknown): void {
    super.addParameter(typeof parameter === 'boolean' ? (parameter ? 1 : 0) : parameter);
  }
}

/** `dialect` (a SQLite one) with booleans bound as 1/0. */
export const withSqliteBooleans = (dialect: Dialect): Dialect => ({
  createAdapter: () => dialect.createAdapter(),
  createDriver: () => dialect.createDriver(),
  createIntrospector: (db) => dialect.createIntrospector(db),
  createQueryCompiler: () => new SqliteBooleanQueryCompiler(),
});

/** Reads SQLite's 0/1 in boolean columns as booleans (writes: `withSqliteBooleans`). */
export class SqliteBooleanPlugin implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return node;
  }

  /** Rows of one result share their keys: the boolean ones are found once, then only they are read. */
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const first = result.rows[0];
    if (!first) return result;
    const keys = Object.keys(first).filter((k) => BOOLEAN_COLUMNS.has(k));
    if (keys.length === 0) return result;
    for (const row of result.rows) {
      for (const k of keys) {
        const v = row[k];
        if (v === 0 || v === 1) row[k] = v === 1;
      }
    }
    return result;
  }
}

/** The plugins of the store's kysely instance, in the order they apply to a result. */
export const columnPlugins = (engine: Engine): KyselyPlugin[] => [
  // Nested objects are never column values here (no JSON columns): leave their keys alone.
  new CamelCasePlugin({ maintainNestedObjectKeys: true }),
  ...(engine === 'sqlite' ? [new SqliteBooleanPlugin()] : []),
];

/**
 * `db` with the column plugins (any it had are dropped first, so applying this twice is harmless);
 * inside a transaction, the same transaction.
 */
export function withColumnPlugins(db: Kysely<StoredDatabase> | Kysely<Database>, engine: Engine): Kysely<Database> {
  let plugged = (db as unknown as Kysely<Database>).withoutPlugins();
  for (const plugin of columnPlugins(engine)) plugged = plugged.withPlugin(plugin);
  return plugged;
}

/** `db` as migrations and raw SQL see it: stored (snake_case) names, engine values. */
export const withoutColumnPlugins = (db: Kysely<StoredDatabase> | Kysely<Database>): Kysely<StoredDatabase> =>
  (db as unknown as Kysely<StoredDatabase>).withoutPlugins();

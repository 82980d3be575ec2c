/**
 * PostgreSQL for kysely with an introspector that reads only the connection's own schema (its search_path).
 * kysely's Migrator asks the introspector whether its tables exist, and kysely's own introspector reads every
 * table of every schema in the database, casting each name back to a relation: when another server or test
 * drops its schema meanwhile, the migration fails with "schema … does not exist" (many schemas in one
 * database, dropped as tests finish, made this frequent). Each store lives in one schema, so that is all it reads.
 */
import {
  PostgresDialect,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

interface ColumnRow {
  table: string;
  kind: string;
  schema: string;
  column: string;
  notNull: boolean;
  hasDefault: boolean;
  type: string;
  typeSchema: string;
  comment: string | null;
  autoIncrementing: string | null;
}

/** kysely's own bookkeeping tables, left out unless asked for (as kysely's introspector does). */
const KYSELY_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

class CurrentSchemaIntrospector implements DatabaseIntrospector {
  // Introspection reads the catalog only; the database's own type does not matter here.
  constructor(private readonly db: Kysely<unknown>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(this.db);
    return rows.filter((r) => r.name !== null);
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.relname as "table", c.relkind as "kind", ns.nspname as "schema", a.attname as "column",
             a.attnotnull as "notNull", a.atthasdef as "hasDefault", typ.typname as "type", dtns.nspname as "typeSchema",
             col_description(a.attrelid, a.attnum) as "comment",
             pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "autoIncrementing"
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on a.attrelid = c.oid
      join pg_catalog.pg_namespace ns on c.relnamespace = ns.oid
      join pg_catalog.pg_type typ on a.atttypid = typ.oid
      join pg_catalog.pg_namespace dtns on typ.typnamespace = dtns.oid
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p') and a.attnum >= 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.db);
    const tables = new Map<string, TableMetadata>();
    for (const r of rows) {
      if (!options.withInternalKyselyTables && KYSELY_TABLES.has(r.table)) continue;
      let table = tables.get(r.table);
      if (!table) tables.set(r.table, (table = { name: r.table, isView: r.kind === 'v', schema: r.schema, columns: [] }));
      table.columns.push({
        name: r.column,
        dataType: r.type,
        dataTypeSchema: r.typeSchema,
        isNullable: !r.notNull,
        isAutoIncrementing: r.autoIncrementing !== null,
        hasDefaultValue: r.hasDefault,
        ...(r.comment !== null ? { comment: r.comment } : {}),
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

export class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}

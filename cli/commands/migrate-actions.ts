/** What `sla migrate` does (its options: migrate.ts). */
import type { CliIo } from '../cli-io';
import { openPostgresStore } from '../../adapters/postgres/open-postgres-store';
import { openSqliteStore } from '../../adapters/sqlite/open-sqlite-store';
import { databaseTarget, migrateToLatest } from '../../adapters/store-from-env';
import { output } from '../cli-context';

export const migrate = async (io: CliIo, opts: { json?: boolean }): Promise<void> => {
  // Opened without openStoreFromEnv's automatic migration, so the migrations applied now can be listed.
  const target = databaseTarget(io.env);
  const schema = io.env.DATABASE_SCHEMA?.trim() || undefined;
  const store = target.engine === 'postgres' ? await openPostgresStore(target.url, { schema }) : openSqliteStore(target.file);
  try {
    const applied = await migrateToLatest(store);
    const where = target.engine === 'sqlite' ? target.file : `PostgreSQL${schema ? ` (schema ${schema})` : ''}`;
    output(io, Boolean(opts.json), { engine: target.engine, database: where, appliedNow: applied }, () => [
      applied.length > 0 ? `Applied ${applied.join(', ')} to ${where}.` : `Database ${where} is already up to date.`,
    ]);
  } finally {
    await store.close();
  }
};

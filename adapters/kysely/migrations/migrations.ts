/**
 * The migrations, listed in code (no file-system scanning, so they run under tsx, vitest and a
 * bundle alike). Names sort in the order they must run; never rename or edit a shipped one.
 */
import { Migrator, sql, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import { withoutColumnPlugins } from '../column-plugins';
import { syncRoleCatalogue } from '../role-catalogue';
import type { Database, Engine, StoredDatabase } from '../schema';
import { initialSchema } from './0001-initial-schema';
import { referenceData } from './0002-reference-data';
import { foreignKeyIndexes } from './0003-foreign-key-indexes';
import { auditLedger } from './0004-audit-ledger';
import { storedFiles } from './0005-stored-files';
import { signInHardening } from './0006-sign-in-hardening';
import { closeReminders } from './0007-close-reminders';
import { lotVersions } from './0008-lot-versions';
import { auctionEvents } from './0009-auction-events';
import { holdingsAndParties } from './0011-holdings-and-parties';
import { loans } from './0013-loans';
import { ledgerHeadTrigger } from './0014-ledger-head-trigger';

export const migrationsFor = (engine: Engine): Record<string, Migration> => ({
  '0001-initial-schema': initialSchema(engine),
  '0002-reference-data': referenceData(engine),
  '0003-foreign-key-indexes': foreignKeyIndexes(),
  '0004-audit-ledger': auditLedger(),
  '0005-stored-files': storedFiles(engine),
  '0006-sign-in-hardening': signInHardening(engine),
  '0007-close-reminders': closeReminders(engine),
  '0008-lot-versions': lotVersions(),
  '0009-auction-events': auctionEvents(engine),
  '0011-holdings-and-parties': holdingsAndParties(engine),
  '0013-loans': loans(engine),
  '0014-ledger-head-trigger': ledgerHeadTrigger(engine),
});

/**
 * Applies every pending migration, then brings the `roles` catalogue in line with core's roles (the
 * runner, not a migration, may read live code); throws the first failure.
 */
export async function migrateDatabase(db: Kysely<Database> | Kysely<StoredDatabase>, engine: Engine): Promise<MigrationResultSet> {
  // On Postgres the migrator must be told its schema: otherwise it finds another schema's
  // kysely_migration tables (tests run side by side in one database) and skips creating its own.
  // Migrations name the stored columns.
  const stored = withoutColumnPlugins(db);
  const migrationTableSchema =
    engine === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(stored)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db: stored,
    provider: { getMigrations: async () => migrationsFor(engine) },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error instanceof Error ? result.error : new Error(JSON.stringify(result.error));
  await syncRoleCatalogue(stored, engine);
  return result;
}

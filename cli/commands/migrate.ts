import type { Command } from 'commander';
import { databaseTarget, migrateToLatest, openStoreFromEnv } from '../../adapters/store-from-env';
import { output } from '../cli-context';

export const registerMigrate = (program: Command): void => {
  program
    .command('migrate')
    .description('create or update the database schema (DATABASE_URL, default SQLite under DATA_DIR)')
    .option('--json', 'print the result as JSON')
    .action(async (opts: { json?: boolean }) => {
      // Opening the store migrates it; migrateToLatest then reports nothing left to do.
      const target = databaseTarget(process.env);
      const store = await openStoreFromEnv(process.env);
      try {
        const pending = await migrateToLatest(store);
        const where = target.engine === 'sqlite' ? target.file : 'PostgreSQL';
        output(Boolean(opts.json), { engine: target.engine, database: where, appliedNow: pending }, () => [
          `Database ${where} (${target.engine}) is up to date.`,
        ]);
      } finally {
        await store.close();
      }
    });
};

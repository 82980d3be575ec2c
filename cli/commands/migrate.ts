import type { Command } from 'commander';
import type { CliIo } from '../cli-io';

export const registerMigrate = (program: Command, io: CliIo): void => {
  program
    .command('migrate')
    .description('create or update the database schema (DATABASE_URL, default SQLite under DATA_DIR)')
    .option('--json', 'print the result as JSON')
    .action(async (opts: { json?: boolean }) => (await import('./migrate-actions')).migrate(io, opts));
};

import type { Command } from 'commander';
import type { CliIo } from '../cli-io';
import path from 'node:path';
import { backupSqlite } from '../../adapters/sqlite/backup-sqlite';
import { databaseTarget } from '../../adapters/store-from-env';
import { output } from '../cli-context';
import { CliError, EXIT } from '../cli-error';

export const registerBackup = (program: Command, io: CliIo): void => {
  program
    .command('backup <file>')
    .description('copy the SQLite database to <file> with the online backup API (safe while the server runs)')
    .option('--json', 'print the result as JSON')
    .action(async (file: string, opts: { json?: boolean }) => {
      const target = databaseTarget(io.env);
      if (target.engine === 'postgres') {
        throw new CliError(`The database is PostgreSQL: back it up with pg_dump, e.g. pg_dump --format=custom --file=${file} "$DATABASE_URL"`, EXIT.INVALID);
      }
      const destination = path.resolve(file);
      if (destination === path.resolve(target.file)) throw new CliError('The backup file must differ from the database file');
      const pages = await backupSqlite(target.file, destination);
      output(io, Boolean(opts.json), { source: target.file, backup: destination, pages }, () => [
        `Backed up ${target.file} to ${destination} (${pages} pages).`,
      ]);
    });
};

/** What `sla backup` does (its options: backup.ts). */
import path from 'node:path';
import type { CliIo } from '../cli-io';
import { backupSqlite } from '../../adapters/sqlite/backup-sqlite';
import { databaseTarget } from '../../adapters/store-from-env';
import { output } from '../cli-context';
import { CliError, EXIT } from '../cli-error';

export const backup = async (io: CliIo, file: string, opts: { json?: boolean }): Promise<void> => {
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
};

import type { Command } from 'commander';
import type { CliIo } from '../cli-io';

export const registerBackup = (program: Command, io: CliIo): void => {
  program
    .command('backup <file>')
    .description('copy the SQLite database to <file> with the online backup API (safe while the server runs)')
    .option('--json', 'print the result as JSON')
    .action(async (file: string, opts: { json?: boolean }) => (await import('./backup-actions')).backup(io, file, opts));
};

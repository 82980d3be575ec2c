import type { Command } from 'commander';
import type { CliIo } from '../cli-io';

export const registerOutbox = (program: Command, io: CliIo): void => {
  program
    .command('outbox [file]')
    .description('list the e-mails written to the outbox (no SMTP_URL), or show one of them')
    .option('--log', 'list the mail log of the database instead (every message sent, SMTP or outbox)')
    .option('--json', 'print the result as JSON')
    .action(async (file: string | undefined, opts: { json?: boolean; log?: boolean }) => (await import('./outbox-actions')).outbox(io, file, opts));
};

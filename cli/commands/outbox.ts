import type { Command } from 'commander';
import type { CliIo } from '../cli-io';
import path from 'node:path';
import { dataDir } from '../../adapters/store-from-env';
import { listOutbox, readEml } from '../../adapters/mail/eml';
import { output, withDeps } from '../cli-context';
import { CliError, EXIT } from '../cli-error';

export const registerOutbox = (program: Command, io: CliIo): void => {
  program
    .command('outbox [file]')
    .description('list the e-mails written to the outbox (no SMTP_URL), or show one of them')
    .option('--log', 'list the mail log of the database instead (every message sent, SMTP or outbox)')
    .option('--json', 'print the result as JSON')
    .action(async (file: string | undefined, opts: { json?: boolean; log?: boolean }) => {
      if (opts.log) {
        await withDeps(io, async ({ deps }) => {
          const log = await deps.store.mailLog.list();
          output(io, Boolean(opts.json), log, () =>
            log.length === 0 ? ['No e-mail has been sent.'] : log.map((m) => `${m.sentAt}  ${m.to.join(', ')}  ${m.subject}  (${m.reference})`),
          );
        });
        return;
      }
      const outboxDir = path.join(dataDir(io.env), 'outbox');
      const entries = await listOutbox(outboxDir);
      if (file) {
        const entry = entries.find((e) => e.file === path.basename(file));
        if (!entry) throw new CliError(`No e-mail "${file}" in ${outboxDir}`, EXIT.NOT_FOUND);
        const mail = await readEml(entry.path);
        const attachments = mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, bytes: a.content.length }));
        output(io, Boolean(opts.json), { ...mail, attachments }, () => [
          `From: ${mail.from}`,
          `To: ${mail.to.join(', ')}`,
          ...(mail.cc.length > 0 ? [`Cc: ${mail.cc.join(', ')}`] : []),
          `Date: ${mail.date}`,
          `Subject: ${mail.subject}`,
          ...attachments.map((a) => `Attachment: ${a.filename} (${a.contentType}, ${a.bytes} bytes)`),
          '',
          mail.text,
        ]);
        return;
      }
      output(io, Boolean(opts.json), entries, () =>
        entries.length === 0
          ? [`The outbox ${outboxDir} is empty.`]
          : entries.map((e) => `${e.file}  ${e.to.join(', ')}  ${e.subject}`),
      );
    });
};

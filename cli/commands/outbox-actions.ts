/** What `sla outbox` does (its options: outbox.ts). */
import path from 'node:path';
import type { CliIo } from '../cli-io';
import { dataDir } from '../../adapters/store-from-env';
import { output, withDeps } from '../cli-context';
import { CliError, EXIT } from '../cli-error';

export const outbox = async (io: CliIo, file: string | undefined, opts: { json?: boolean; log?: boolean }): Promise<void> => {
  if (opts.log) {
    await withDeps(io, async ({ deps }) => {
      const log = await deps.store.mailLog.list();
      output(io, Boolean(opts.json), log, () =>
        log.length === 0 ? ['No e-mail has been sent.'] : log.map((m) => `${m.sentAt}  ${m.to.join(', ')}  ${m.subject}  (${m.reference})`),
      );
    });
    return;
  }
  // mailparser (about 0.2 s to load) only for the outbox's files, not for the log.
  const { listOutbox, readEml } = await import('../../adapters/mail/eml');
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
};

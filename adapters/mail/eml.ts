/**
 * Reads the .eml files the outbox transport writes (and messages the test SMTP server receives)
 * with mailparser, flattened to the plain shape `sla outbox` and the tests use.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';

export interface ParsedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface ParsedMail {
  from: string;
  to: string[];
  cc: string[];
  subject: string;
  /** ISO 8601, or '' when the message has no Date header. */
  date: string;
  messageId: string;
  text: string;
  html: string;
  attachments: ParsedAttachment[];
}

/** Bare addresses (no display names), group members included. */
const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  [field ?? []]
    .flat()
    .flatMap((o) => o.value)
    .flatMap((a) => a.group ?? [a])
    .flatMap((a) => (a.address ? [a.address] : []));

export const parseEml = async (raw: string | Buffer): Promise<ParsedMail> => {
  // textAsHtml and link detection are unused here: skip that work.
  const mail = await simpleParser(raw, { skipTextToHtml: true, skipTextLinks: true });
  return {
    from: addresses(mail.from)[0] ?? '',
    to: addresses(mail.to),
    cc: addresses(mail.cc),
    subject: mail.subject ?? '',
    date: mail.date?.toISOString() ?? '',
    messageId: mail.messageId ?? '',
    text: mail.text ?? '',
    html: mail.html || '',
    attachments: mail.attachments.map((a) => ({ filename: a.filename ?? 'attachment', contentType: a.contentType, content: a.content })),
  };
};

export const readEml = async (file: string): Promise<ParsedMail> => parseEml(await readFile(file));

export interface OutboxEntry {
  file: string;
  path: string;
  subject: string;
  to: string[];
  date: string;
}

/** The .eml files of the outbox folder, oldest first (file names start with a timestamp). */
export const listOutbox = async (outboxDir: string): Promise<OutboxEntry[]> => {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
  const entries: OutboxEntry[] = [];
  for (const file of names.filter((n) => n.endsWith('.eml')).sort()) {
    const full = path.join(outboxDir, file);
    const mail = await readEml(full);
    entries.push({ file, path: full, subject: mail.subject, to: mail.to, date: mail.date });
  }
  return entries;
};

/**
 * A small reader for the .eml files this project writes (nodemailer output): headers with
 * RFC 2047 encoded words, multipart bodies, quoted-printable and base64. Enough for `sla outbox`
 * and for tests that follow e-mailed links; not a general MIME library.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

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
  date: string;
  messageId: string;
  text: string;
  html: string;
  attachments: ParsedAttachment[];
}

type Headers = Map<string, string>;

const splitHeadersAndBody = (raw: string): { headers: Headers; body: string } => {
  const normalised = raw.replace(/\r\n/g, '\n');
  const blank = normalised.indexOf('\n\n');
  const head = blank === -1 ? normalised : normalised.slice(0, blank);
  const body = blank === -1 ? '' : normalised.slice(blank + 2);
  const headers: Headers = new Map();
  // Unfold continuation lines (starting with whitespace) onto the previous header.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      // Raw 8-bit header text is UTF-8 read as latin1: turn it back into characters.
      const value = Buffer.from(line.slice(colon + 1).trim(), 'latin1').toString('utf8');
      headers.set(line.slice(0, colon).trim().toLowerCase(), value);
    }
  }
  return { headers, body };
};

const decodeQuotedPrintableBytes = (text: string): Buffer => {
  const soft = text.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i];
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      // The source is read as latin1, so each char is one byte.
      bytes.push(ch.charCodeAt(0) & 0xff);
    }
  }
  return Buffer.from(bytes);
};

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`); adjacent words join without the space. */
export const decodeHeaderValue = (value: string): string =>
  value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintableBytes(data.replace(/_/g, ' ')).toString('utf8'),
    );

const param = (header: string | undefined, name: string): string | null => {
  if (!header) return null;
  const m = new RegExp(`(?:^|;)\\s*${name}\\*?=("([^"]*)"|[^;]+)`, 'i').exec(header);
  if (!m) return null;
  return decodeHeaderValue((m[2] ?? m[1]).trim());
};

const addressList = (value: string | undefined): string[] =>
  value
    ? decodeHeaderValue(value)
        .split(',')
        .map((a) => {
          const angle = /<([^>]+)>/.exec(a);
          return (angle ? angle[1] : a).trim();
        })
        .filter((a) => a.length > 0)
    : [];

const decodeBody = (body: string, encoding: string | undefined): Buffer => {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return decodeQuotedPrintableBytes(body);
    default:
      return Buffer.from(body, 'latin1');
  }
};

const walk = (raw: string, mail: ParsedMail): void => {
  const { headers, body } = splitHeadersAndBody(raw);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const mime = contentType.split(';')[0].trim().toLowerCase();
  const boundary = param(contentType, 'boundary');
  if (mime.startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`);
    // parts[0] is the preamble; the part after the closing "--boundary--" starts with "--".
    for (const part of parts.slice(1)) {
      if (part.startsWith('--')) break;
      walk(part.replace(/^\n/, '').replace(/\n$/, ''), mail);
    }
    return;
  }
  const content = decodeBody(body, headers.get('content-transfer-encoding'));
  const disposition = headers.get('content-disposition');
  const filename = param(disposition, 'filename') ?? param(contentType, 'name');
  if (filename || disposition?.toLowerCase().startsWith('attachment')) {
    mail.attachments.push({ filename: filename ?? 'attachment', contentType: mime, content });
  } else if (mime === 'text/html') {
    mail.html += content.toString('utf8');
  } else if (mime === 'text/plain') {
    mail.text += content.toString('utf8');
  }
};

export const parseEml = (raw: string | Buffer): ParsedMail => {
  const source = typeof raw === 'string' ? raw : raw.toString('latin1');
  // Bodies are decoded byte-wise, so read the message as latin1 and let decoders produce UTF-8.
  const { headers } = splitHeadersAndBody(source);
  const mail: ParsedMail = {
    from: addressList(headers.get('from'))[0] ?? '',
    to: addressList(headers.get('to')),
    cc: addressList(headers.get('cc')),
    subject: decodeHeaderValue(headers.get('subject') ?? ''),
    date: headers.get('date') ?? '',
    messageId: headers.get('message-id') ?? '',
    text: '',
    html: '',
    attachments: [],
  };
  walk(source, mail);
  return mail;
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

/**
 * The Mailer port with nodemailer: SMTP when an SMTP URL is configured, otherwise each message is
 * written as an .eml file to the outbox folder (demo and tests read them back with eml.ts).
 * Every sent message is recorded in the store's mail log.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { MailMessage } from '../../core/domain/entities';
import { InvalidAddressError, type Mailer } from '../../core/ports/mailer';
import type { MailLogRepository, Store } from '../../core/ports/repositories';
import { DEFAULT_SETTINGS } from '../create-core';

export interface MailerOptions {
  /** e.g. smtp://user:pass@mail.example:587; when absent, messages go to `outboxDir`. */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  mailLog: MailLogRepository;
  /** Source of the sentAt time (defaults to the system clock). */
  nowMs?: () => number;
}

/**
 * A deliberately plain address check: one @, no spaces or list separators, a dot in the domain.
 * nodemailer silently drops unparsable recipients, so without this a typo would vanish unnoticed.
 */
const ADDRESS = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\]+$/;
export const isPlausibleEmail = (address: string): boolean => ADDRESS.test(address.trim());

const assertAddresses = (message: MailMessage): void => {
  const all = [...message.to, ...(message.cc ?? [])];
  if (message.to.length === 0) throw new InvalidAddressError('');
  for (const address of all) if (!isPlausibleEmail(address)) throw new InvalidAddressError(address);
};

/** Outbox file name: sortable UTC timestamp plus randomness, e.g. 20261122T093735123Z-1a2b3c4d.eml */
const outboxFileName = (nowMs: number): string =>
  `${new Date(nowMs).toISOString().replace(/[-:.]/g, '')}-${randomBytes(4).toString('hex')}.eml`;

interface SmtpRejection {
  code?: string;
  rejected?: unknown;
}

export const createMailer = (options: MailerOptions): Mailer => {
  const nowMs = options.nowMs ?? Date.now;
  // nodemailer is loaded with the first message: a caller that sends none never loads it.
  let transporter: Promise<Transporter> | null = null;
  const transport = (): Promise<Transporter> =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      options.smtpUrl
        ? nodemailer.createTransport(options.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));

  const toNodemailer = (message: MailMessage) => ({
    from: options.from,
    to: message.to,
    cc: message.cc && message.cc.length > 0 ? message.cc : undefined,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments?.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.content),
    })),
  });

  return {
    async send(message) {
      assertAddresses(message);
      let reference: string;
      let partiallyRejected: string | null = null;
      try {
        const info = await (await transport()).sendMail(toNodemailer(message));
        if (options.smtpUrl) {
          const rejected = (info.rejected ?? []).map(String);
          // Some recipients refused, others accepted: the message went out, so log it, then report.
          partiallyRejected = rejected[0] ?? null;
          reference = info.messageId;
        } else {
          await mkdir(options.outboxDir, { recursive: true });
          const name = outboxFileName(nowMs());
          const full = path.join(options.outboxDir, name);
          await writeFile(`${full}.tmp`, info.message as Buffer);
          await rename(`${full}.tmp`, full);
          reference = name;
        }
      } catch (e) {
        // The SMTP server refused every recipient (EENVELOPE with the rejected list).
        const smtp = e as SmtpRejection;
        if (smtp.code === 'EENVELOPE' && Array.isArray(smtp.rejected) && smtp.rejected.length > 0) {
          throw new InvalidAddressError(String(smtp.rejected[0]));
        }
        throw e;
      }
      await options.mailLog.record({
        to: message.to,
        cc: message.cc ?? [],
        subject: message.subject,
        reference,
        sentAt: new Date(nowMs()).toISOString(),
      });
      if (partiallyRejected !== null) throw new InvalidAddressError(partiallyRejected);
      return { reference };
    },
  };
};

/** What the embedding mailers take: the store (each message is recorded in its mail log) and the sender. */
export interface EmbeddedMailerOptions {
  store: Pick<Store, 'mailLog'>;
  /** Sender address (default: the core's default `mailFrom`). */
  from?: string;
  /** Source of the sentAt time (defaults to the system clock). */
  nowMs?: () => number;
}

/** E-mails written as .eml files into `dir`, one file a message (a demo, a test, a batch job's review). */
export const outboxMailer = (options: EmbeddedMailerOptions & { dir: string }): Mailer =>
  createMailer({ outboxDir: options.dir, from: options.from ?? DEFAULT_SETTINGS.mailFrom, mailLog: options.store.mailLog, nowMs: options.nowMs });

/**
 * E-mails sent through the SMTP server at `url` (smtp://user:pass@mail.example:587).
 *
 * @example
 * ```ts
 * import { createCore } from 'securities-lending-auction';
 * import { openSqlite, smtpMailer } from 'securities-lending-auction/adapters';
 *
 * const store = await openSqlite('auctions.db');
 * const core = createCore({ store, mailer: smtpMailer({ url: 'smtp://mail.internal:587', from: 'auctions@agent.example', store }) });
 * ```
 */
export const smtpMailer = (options: EmbeddedMailerOptions & { url: string }): Mailer =>
  createMailer({ smtpUrl: options.url, outboxDir: '', from: options.from ?? DEFAULT_SETTINGS.mailFrom, mailLog: options.store.mailLog, nowMs: options.nowMs });

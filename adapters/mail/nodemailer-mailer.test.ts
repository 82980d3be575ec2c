import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDir } from '../../fixtures/temp-dir';
import { InvalidAddressError } from '../../core/ports/mailer';
import type { MailLogEntry, MailLogRepository } from '../../core/ports/repositories';
import { listOutbox, readEml } from './eml';
import { useTestSmtpServer } from './smtp-server.test-kit';
import { createMailer } from './nodemailer-mailer';

/** The mail log as a plain list (the SQL implementation is covered by the store contract suite). */
const memoryMailLog = (): MailLogRepository & { entries: MailLogEntry[] } => {
  const entries: MailLogEntry[] = [];
  return {
    entries,
    record: async (entry) => {
      const row = { id: entries.length + 1, ...entry };
      entries.push(row);
      return row;
    },
    list: async () => [...entries],
  };
};

const message = {
  to: ['bidder1@borrower.example'],
  cc: ['relations@lending-agent.example'],
  subject: 'Réinitialisation — Password reset for eSecAuction',
  text: 'Follow http://localhost:8080/esecauction/#/reset?code=abcdefghijklmnopqrstuvwxyz0123456789abcdefghij to reset (café).',
  attachments: [{ filename: 'bids.pdf', contentType: 'application/pdf', content: new Uint8Array(Buffer.from('%PDF-1.4 test')) }],
};

describe('createMailer with an SMTP server', () => {
  const smtp = useTestSmtpServer();
  const received = smtp.received;

  it('delivers subject, recipients, body and attachment, and logs the message', async () => {
    const mailLog = memoryMailLog();
    const mailer = createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent', from: 'auctions@lending-agent.example', mailLog, nowMs: () => Date.UTC(2026, 10, 22, 12) });
    const sent = await mailer.send(message);
    expect(sent.reference).toMatch(/^<.+>$/);
    const mail = received[received.length - 1];
    expect(mail.subject).toBe(message.subject);
    expect(mail.from).toBe('auctions@lending-agent.example');
    expect(mail.to).toEqual(message.to);
    expect(mail.cc).toEqual(message.cc);
    expect(mail.text.trim()).toBe(message.text);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0].filename).toBe('bids.pdf');
    expect(mail.attachments[0].content.toString()).toBe('%PDF-1.4 test');
    expect(mailLog.entries).toEqual([
      { id: 1, to: message.to, cc: message.cc, subject: message.subject, reference: sent.reference, sentAt: '2026-11-22T12:00:00.000Z' },
    ]);
  });

  it('maps a recipient refused by the server to InvalidAddressError', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent', from: 'a@lending-agent.example', mailLog: memoryMailLog() });
    const error = await mailer.send({ ...message, to: ['nobody@rejected.example'], cc: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidAddressError);
    expect((error as InvalidAddressError).address).toBe('nobody@rejected.example');
  });

  it('rejects malformed addresses before sending', async () => {
    const mailLog = memoryMailLog();
    const mailer = createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent', from: 'a@lending-agent.example', mailLog });
    const before = received.length;
    await expect(mailer.send({ ...message, to: ['not an address'] })).rejects.toBeInstanceOf(InvalidAddressError);
    await expect(mailer.send({ ...message, to: [] })).rejects.toBeInstanceOf(InvalidAddressError);
    expect(received.length).toBe(before);
    expect(mailLog.entries).toEqual([]);
  });
});

describe('createMailer without SMTP (outbox)', () => {
  const dir = useTempDir('sla-outbox-');

  it('writes .eml files that listOutbox and readEml read back', async () => {
    const mailLog = memoryMailLog();
    const outboxDir = path.join(dir(), 'outbox');
    const mailer = createMailer({ outboxDir, from: 'auctions@lending-agent.example', mailLog, nowMs: () => Date.UTC(2026, 10, 22, 9, 30) });
    const first = await mailer.send(message);
    const second = await mailer.send({ to: ['aic@borrower.example'], subject: 'Second', text: 'Plain', html: '<p>Plain <b>html</b></p>' });
    expect(first.reference).toMatch(/^20261122T093000000Z-[0-9a-f]{8}\.eml$/);
    expect((await readdir(outboxDir)).sort()).toEqual([first.reference, second.reference].sort());

    const listed = await listOutbox(outboxDir);
    expect(listed.map((e) => e.subject).sort()).toEqual(['Réinitialisation — Password reset for eSecAuction', 'Second'].sort());
    const mail = await readEml(path.join(outboxDir, first.reference));
    expect(mail.text.trim()).toBe(message.text);
    expect(mail.attachments[0].content.toString()).toBe('%PDF-1.4 test');
    const html = await readEml(path.join(outboxDir, second.reference));
    expect(html.html).toBe('<p>Plain <b>html</b></p>');
    expect(html.text).toBe('Plain');
    expect(mailLog.entries.map((e) => e.reference)).toEqual([first.reference, second.reference]);
  });

  it('lists nothing for a missing outbox', async () => {
    expect(await listOutbox(path.join(dir(), 'none'))).toEqual([]);
  });
});

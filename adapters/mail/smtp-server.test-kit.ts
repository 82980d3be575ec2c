/**
 * An in-process SMTP server for tests: accepts every message on 127.0.0.1 (random port) and keeps
 * it parsed; refuses recipients at `@rejected.example` with a 550, as a real server refuses an
 * unknown mailbox.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { parseEml, type ParsedMail } from './eml';

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, for `SMTP_URL` / `createMailer({ smtpUrl })`; read it inside a test or hook. */
  readonly url: string;
  /** Every message received so far, oldest first; tests may clear it (`received.length = 0`). */
  received: ParsedMail[];
}

/** Starts the server before the tests of the calling file (or describe block) and stops it after them. */
export function useTestSmtpServer(): TestSmtpServer {
  const received: ParsedMail[] = [];
  let running: { url: string; close(): Promise<void> } | undefined;
  beforeAll(async () => {
    running = await startTestSmtpServer(received);
  });
  afterAll(async () => {
    await running?.close();
  });
  return {
    received,
    get url() {
      if (!running) throw new Error('The test SMTP server is not running yet');
      return running.url;
    },
  };
}

async function startTestSmtpServer(received: ParsedMail[]): Promise<{ url: string; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@rejected.example')) callback(new Error('550 No such user'));
      else callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        // Acknowledge only once parsed, so a resolved send() finds the message in `received`.
        parseEml(Buffer.concat(chunks)).then(
          (mail) => {
            received.push(mail);
            callback();
          },
          (e: unknown) => callback(e as Error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

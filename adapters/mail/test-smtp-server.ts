/**
 * An in-process SMTP server for tests: accepts every message on 127.0.0.1 (random port) and keeps
 * it parsed; refuses recipients at `@rejected.example` with a 550, as a real server refuses an
 * unknown mailbox.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseEml, type ParsedMail } from './eml';

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, for `SMTP_URL` / `createMailer({ smtpUrl })`. */
  url: string;
  /** Every message received so far, oldest first; tests may clear it (`received.length = 0`). */
  received: ParsedMail[];
  close(): Promise<void>;
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
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
        received.push(parseEml(Buffer.concat(chunks)));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

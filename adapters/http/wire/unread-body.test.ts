/**
 * A request refused before its body is read must not break the connection under the client: raw
 * sockets (node:net) against the real server in a child process (body limit 2 MB).
 * - 401 (bad token) and 415 (not multipart) on an upload sent slowly, within the limit: the answer
 *   comes once the body is in, and the same connection then serves the next request (before the fix
 *   the server destroyed the socket 500 ms into the upload, after answering "keep-alive").
 * - 413 (declared 20 MB): the answer says `Connection: close`, the client reads the whole JSON, the
 *   server half-closes cleanly (FIN, no reset), and a new connection works.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOver, startServer, type ServerProcess } from '../tests/kits/server-process.test-kit';

const LIMIT = 2 * 1024 * 1024;
let server: ServerProcess;
let manager: string;

beforeAll(async () => {
  server = await startServer({ SEED_DEMO: '1', BODY_LIMIT_BYTES: String(LIMIT) });
  manager = await signInOver(server.baseUrl, 'manager', 'Demo-Pass-2026!');
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One HTTP/1.1 client connection that reads answers as they come (while it may still be writing). */
class RawConnection {
  private buffer = Buffer.alloc(0);
  private waiters: Array<() => void> = [];
  ended = false;
  error: Error | null = null;
  readonly socket: Socket;

  private constructor(socket: Socket) {
    this.socket = socket;
    socket.on('data', (d: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, d]);
      this.wake();
    });
    socket.on('end', () => {
      this.ended = true;
      this.wake();
    });
    socket.on('error', (e) => {
      this.error = e;
      this.wake();
    });
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  private wake(): void {
    for (const w of this.waiters.splice(0)) w();
  }

  private changed(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Writes `bytes` zero bytes in 64 KB pieces, pausing `pauseMs` after the first `pauseAfter` bytes; stops when the server ends. */
  async sendBody(bytes: number, pauseAfter = Infinity, pauseMs = 0): Promise<number> {
    const piece = Buffer.alloc(64 * 1024);
    let sent = 0;
    let paused = false;
    while (sent < bytes && !this.ended && !this.error) {
      if (!paused && sent >= pauseAfter) {
        paused = true;
        await new Promise((r) => setTimeout(r, pauseMs));
        continue;
      }
      const n = Math.min(piece.length, bytes - sent);
      sent += n;
      if (!this.socket.write(piece.subarray(0, n))) {
        await Promise.race([new Promise((r) => this.socket.once('drain', r)), this.changed()]);
      }
    }
    return sent;
  }

  /** The next answer (Content-Length bodies only, which is what the API sends). */
  async answer(): Promise<RawAnswer> {
    for (;;) {
      const headEnd = this.buffer.indexOf('\r\n\r\n');
      if (headEnd >= 0) {
        const [statusLine, ...lines] = this.buffer.subarray(0, headEnd).toString('latin1').split('\r\n');
        const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
        const length = Number(headers['content-length']);
        if (!Number.isFinite(length)) throw new Error(`no content-length in ${statusLine}`);
        if (this.buffer.length >= headEnd + 4 + length) {
          const body = this.buffer.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8');
          this.buffer = this.buffer.subarray(headEnd + 4 + length);
          return { status: Number(statusLine?.split(' ')[1]), headers, body };
        }
      }
      if (this.ended || this.error) throw new Error(`connection ${this.error ? `failed: ${this.error.message}` : 'closed'} before a whole answer`);
      await this.changed();
    }
  }

  /** Resolves when the server has closed its side (FIN), or rejects on a reset. */
  async serverClosed(): Promise<void> {
    while (!this.ended) {
      if (this.error) throw this.error;
      await this.changed();
    }
  }

  close(): void {
    this.socket.destroy();
  }
}

const head = (path: string, headers: Record<string, string | number>): string =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`;

async function followUpWorks(conn: RawConnection): Promise<void> {
  conn.socket.write('GET /api/openapi.json HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  const next = await conn.answer();
  expect(next.status).toBe(200);
  expect(JSON.parse(next.body)).toHaveProperty('openapi');
}

describe('refusals before the body is read', () => {
  it('401 on a slow upload within the limit: the JSON answer, then the same connection serves the next request', async () => {
    const size = Math.floor(LIMIT * 0.75);
    const conn = await RawConnection.open(server.port);
    conn.socket.write(head('/api/auction/lots/upload', { authorization: 'Bearer expired-or-forged', 'content-type': 'multipart/form-data; boundary=x', 'content-length': size }));
    const sending = conn.sendBody(size, 256 * 1024, 1_200);
    const answer = await conn.answer();
    expect(await sending).toBe(size);
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(conn.error).toBeNull();
    await followUpWorks(conn);
    conn.close();
  });

  it('415 (not multipart) on a slow upload: the JSON answer, then the same connection serves the next request', async () => {
    const size = 1024 * 1024;
    const conn = await RawConnection.open(server.port);
    conn.socket.write(head('/api/auction/uploadlogo/NORTHPEN', { authorization: `Bearer ${manager}`, 'content-type': 'application/octet-stream', 'content-length': size }));
    const sending = conn.sendBody(size, 128 * 1024, 1_200);
    const answer = await conn.answer();
    expect(await sending).toBe(size);
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String), code: expect.any(String) });
    await followUpWorks(conn);
    conn.close();
  });

  it('413 on a 20 MB upload: Connection: close, the whole JSON answer, a clean close, and a new connection works', async () => {
    const size = 20 * 1024 * 1024;
    const conn = await RawConnection.open(server.port);
    conn.socket.write(head('/api/auction/lots/upload', { authorization: 'Bearer expired-or-forged', 'content-type': 'multipart/form-data; boundary=x', 'content-length': size }));
    const sending = conn.sendBody(size);
    const answer = await conn.answer();
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({ error: 'Request body too large.', code: 'PAYLOAD_TOO_LARGE' });
    await conn.serverClosed();
    expect(await sending).toBeLessThan(size);
    conn.close();

    const fresh = await RawConnection.open(server.port);
    await followUpWorks(fresh);
    fresh.close();
  });

  it('a browser-like client (fetch) reads the 401 of a slow streamed upload and its next request succeeds', async () => {
    const chunk = new Uint8Array(256 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent >= 6) return controller.close();
        if (sent === 2) await new Promise((r) => setTimeout(r, 1_000));
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(`${server.baseUrl}/api/auction/lots/upload`, {
      method: 'POST',
      headers: { authorization: 'Bearer expired', 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(6 * chunk.length) },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await fetch(`${server.baseUrl}/api/openapi.json`)).status).toBe(200);
  });
});

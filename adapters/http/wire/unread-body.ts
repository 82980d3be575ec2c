/**
 * Requests refused before their body is read (401/403/404 from the gate, 415 from an upload route,
 * 413 from the body limit) must not leave the connection to die under the client's next request.
 * @hono/node-server drains an unread body for at most 500 ms and then destroys the socket after an
 * answer that said `Connection: keep-alive`: a browser uploading a large file with an expired token
 * sees a network error ("other side closed") instead of the 401.
 *
 * So, after the handler answered, when the request's body has not fully arrived:
 * - a body of declared length up to the body limit is read to the end and dropped (bounded by the
 *   limit and a time cap) before the answer leaves: the connection stays usable;
 * - otherwise (413, a body longer than the limit, a chunked body, a stalled upload) the answer says
 *   `Connection: close` and the socket closes cleanly: our side is half-closed after the answer, and
 *   the rest of the upload is read and dropped for a short while before the socket is destroyed, so
 *   the client reads the whole answer instead of a reset ("lingering close", as Apache and nginx do).
 * Works on the Node request (`c.env.incoming`); in-process `app.request()` calls have no socket.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { MiddlewareHandler } from 'hono';

export interface UnreadBodyOptions {
  /** Largest body read and dropped to keep the connection (the request body limit). */
  limitBytes: number;
  /** Longest wait for that body (default 30 s). */
  drainTimeoutMs?: number;
  /** How long a closing socket keeps reading the rest of an upload (default 2 s). */
  lingerMs?: number;
}

/** A request's declared body length, or null when it has none (or a malformed one). */
export const declaredLength = (header: string | undefined): number | null => {
  if (header === undefined || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
};

/**
 * Keeps the request body flowing into the void (a web stream made of it by the framework would
 * otherwise pause it once its queue is full). Resolves true at its end, false past the caps.
 */
function drop(incoming: IncomingMessage, maxBytes: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let read = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      if (ended) incoming.off('data', onData);
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (incoming.isPaused()) incoming.resume();
      if (read > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = () => finish(false);
    const timer = setTimeout(() => finish(false), timeoutMs);
    timer.unref();
    incoming.on('data', onData);
    incoming.once('end', onEnd);
    incoming.once('error', onError);
    incoming.resume();
  });
}

/** Half-closes after the answer and keeps reading the rest of the upload for `lingerMs` before destroying. */
function lingerOnClose(incoming: IncomingMessage, socket: Socket, lingerMs: number): void {
  const keepFlowing = () => {
    if (incoming.isPaused()) incoming.resume();
  };
  incoming.on('data', keepFlowing);
  incoming.resume();
  // Node calls destroySoon() once the last answer on a `Connection: close` socket is written.
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), lingerMs);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
  };
}

/** The Node request behind a Hono context served by @hono/node-server (null for in-process calls). */
export const incomingOf = (env: unknown): IncomingMessage | null => {
  const incoming = (env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming && typeof incoming.on === 'function' && incoming.socket ? incoming : null;
};

export const closeAfterUnreadBody = (opts: UnreadBodyOptions): MiddlewareHandler => {
  const drainTimeoutMs = opts.drainTimeoutMs ?? 30_000;
  const lingerMs = opts.lingerMs ?? 2_000;
  return async (c, next) => {
    await next();
    const incoming = incomingOf(c.env);
    // No socket (in-process call), or the whole body has arrived: nothing is left on the wire.
    if (!incoming || incoming.complete) return;
    const declared = declaredLength(c.req.header('content-length'));
    if (c.res.status !== 413 && declared !== null && declared <= opts.limitBytes) {
      if (await drop(incoming, opts.limitBytes, drainTimeoutMs)) return;
    }
    try {
      c.res.headers.set('connection', 'close');
    } catch {
      // A Response with immutable headers: copy it.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('connection', 'close');
    }
    lingerOnClose(incoming, incoming.socket, lingerMs);
  };
};

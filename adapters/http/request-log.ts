/**
 * Structured request log: one JSON line per request with time, method, path, status, duration and
 * the user id. Never the query string (reset codes travel there), headers, tokens or bodies.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

export interface RequestLogEntry {
  time: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  userId: number | null;
}

export type RequestLogger = (entry: RequestLogEntry) => void;

/** Writes entries as JSON lines to stdout. */
export const jsonLinesLogger: RequestLogger = (entry) => {
  process.stdout.write(`${JSON.stringify(entry)}\n`);
};

export const requestLog =
  (log: RequestLogger): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      log({
        time: new Date().toISOString(),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        userId: c.get('principal')?.user.id ?? null,
      });
    }
  };

import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The caller's network address, for sign-in attempt limiting. Taken from the socket (never from
 * X-Forwarded-For, which any client can set). In-process test requests have no socket: "local".
 */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}

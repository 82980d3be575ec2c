import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The caller's network address (sign-in throttling keys on it, with the login). Taken from the
 * socket; `X-Forwarded-For` is believed only when the socket peer is a configured trusted proxy
 * (TRUST_PROXY, e.g. the TLS reverse proxy in front of the servers), and then the right-most address
 * that is not itself a trusted proxy is the client (entries left of it may be forged by the client).
 * In-process test requests have no socket: "local".
 */
export function clientAddress(c: Context, trustedProxies: readonly string[] = []): string {
  const peer = socketAddress(c);
  if (!trustedProxies.includes(peer)) return peer;
  const chain = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (let i = chain.length - 1; i >= 0; i--) if (!trustedProxies.includes(chain[i])) return chain[i];
  return peer;
}

/** True when the request reached us over TLS: directly, or through a trusted proxy saying so. */
export function cameOverTls(c: Context, trustedProxies: readonly string[] = []): boolean {
  // Asked on every answer (HSTS): the URL's scheme read without parsing it, the socket's peer only when a proxy is trusted.
  if (c.req.url.startsWith('https:')) return true;
  return trustedProxies.length > 0 && trustedProxies.includes(socketAddress(c)) && (c.req.header('x-forwarded-proto') ?? '').split(',')[0]?.trim() === 'https';
}

/** TRUST_PROXY: comma-separated addresses of trusted proxies ("loopback" = 127.0.0.1 and ::1). */
export function trustedProxiesFrom(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .flatMap((s) => (s === 'loopback' ? ['127.0.0.1', '::1', '::ffff:127.0.0.1'] : [s]));
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}

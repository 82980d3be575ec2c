/**
 * A load run with autocannon against a real server: many connections, each with its own headers
 * (a bidder's token), for a fixed duration; answers throughput, latency percentiles and failures.
 */
import autocannon from 'autocannon';

export interface LoadResult {
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  url: string;
  method?: 'POST' | 'GET';
  connections: number;
  durationSec: number;
  /** Headers of connection i (e.g. its bidder's token). */
  headersOf?: (i: number) => Record<string, string>;
  /** Body of connection i. */
  bodyOf?: (i: number) => string;
}

export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: opts.url,
    method: opts.method ?? 'POST',
    connections: opts.connections,
    duration: opts.durationSec,
    headers: { 'content-type': 'application/json' },
    setupClient: (client: { setHeaders(h: Record<string, string>): void; setBody(b: string): void }) => {
      const i = next++;
      client.setHeaders({ 'content-type': 'application/json', ...(opts.headersOf?.(i) ?? {}) });
      if (opts.bodyOf) client.setBody(opts.bodyOf(i));
    },
  });
  return {
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export const describeLoad = (r: LoadResult): string =>
  `${r.reqPerSec.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.non2xx} non-2xx, ${r.errors} errors`;

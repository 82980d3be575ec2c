/**
 * Bidder journeys over real HTTP (Node's fetch, keep-alive) for the close-storm and growth
 * benchmarks: each request timed from send to the end of its body.
 */
import type { Lot } from '../../core/domain/entities';
import { encodeBidsSaveBody } from '../../contract/bids-save-body';
import { placeholderRow } from '../../core/bids/place-bids-table';

export interface Timed {
  ms: number;
  status: number;
  /** Network failure or an unreadable answer, else null. */
  error: string | null;
}

/** A bidder's sheet: `rows` new bps rows on consecutive single lots from `offset`. */
export const sheetBody = (lots: readonly Lot[], offset: number, rows: number): string =>
  JSON.stringify(
    encodeBidsSaveBody('ignored', {
      rows: Array.from({ length: rows }, (_, k) => ({ ...placeholderRow((lots[(offset + k) % lots.length]).id, 'Cash'), basisPoints: String(20 + ((offset + k) % 50)) })),
      supplemental: { id: null, comments: 'Load test' },
    }),
  );

/** POSTs `body` with the bidder's token; the answer's timing and status. */
export async function timedPost(url: string, token: string, body: string): Promise<Timed> {
  const started = performance.now();
  try {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body });
    await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status, error: null };
  } catch (e) {
    return { ms: performance.now() - started, status: 0, error: e instanceof Error ? e.message : String(e) };
  }
}

/** GETs `url` with the token; the answer's timing and status. */
export async function timedGet(url: string, token: string): Promise<Timed> {
  const started = performance.now();
  try {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status, error: null };
  } catch (e) {
    return { ms: performance.now() - started, status: 0, error: e instanceof Error ? e.message : String(e) };
  }
}

/** One bidder's close: save the sheet, then confirm it. */
export async function saveAndConfirm(baseUrl: string, auctionId: number, token: string, body: string): Promise<Timed[]> {
  const save = await timedPost(`${baseUrl}/api/auction/bidssave/${auctionId}`, token, body);
  if (save.status !== 200) return [save];
  const confirm = await timedPost(`${baseUrl}/api/auction/bidsconfirm/${auctionId}`, token, '[]');
  return [save, confirm];
}

/** Nearest-rank percentile of unsorted samples. */
export function percentile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

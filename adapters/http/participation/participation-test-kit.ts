/**
 * Helpers shared by the participation HTTP tests (not a test file itself).
 */
import { join } from 'node:path';
import type { TestApp } from '../test-app';
import { encodeBidsSaveBody } from '../../../core/bids/bids-save-body';
import type { BidRowInput } from '../../../core/bids/bid-rules';
import { placeholderRow } from '../../../core/bids/place-bids-table';
import { listOutbox, readEml, type ParsedMail } from '../../mail/eml';

export const HOUR = 3_600_000;

export type Row = Partial<BidRowInput> & { lotId: number };
/** A new Cash row on `r.lotId`, empty unless `r` fills it. */
export const row = (r: Row): BidRowInput => ({ ...placeholderRow(r.lotId, 'Cash'), ...r });

export const saveBody = (rows: Row[], comments = '', supplementalId: number | null = null, loginName = 'ignored') =>
  encodeBidsSaveBody({ loginName, rows: rows.map(row), supplemental: { id: supplementalId, comments } });

/** Rules gate for a bidder: fetch the rules PDF (the link click), then accept. */
export async function passRules(t: TestApp, token: string, auctionId: number): Promise<void> {
  const pdf = await t.request('POST', `/api/auction/specaucrules/${auctionId}`, { token });
  if (pdf.status !== 200) throw new Error(`specaucrules ${pdf.status}`);
  const acc = await t.request('POST', `/api/auction/acceptrules/${auctionId}`, { token });
  if (acc.status !== 200) throw new Error(`acceptrules ${acc.status} ${await acc.text()}`);
}

export const bytesOf = async (res: Response): Promise<Uint8Array<ArrayBuffer>> => new Uint8Array(await res.arrayBuffer());

export async function outboxMails(t: TestApp): Promise<ParsedMail[]> {
  const entries = await listOutbox(join(t.dataDir, 'outbox'));
  return Promise.all(entries.map((e) => readEml(e.path)));
}

/**
 * Helpers shared by the participation HTTP tests (not a test file itself).
 */
import { join } from 'node:path';
import type { TestApp } from './test-app.test-kit';
import { encodeBidsSaveBody } from '../../../../contract/bids-save-body';
import type { BidsSaveBody } from '../../../../core/bids/bids-save';
import type { BidRowInput } from '../../../../core/bids/bid-rules';
import { placeholderRow } from '../../../../core/bids/place-bids-table';
import { listOutbox, readEml, type ParsedMail } from '../../../mail/eml';
import type { Actor } from '../../../../core/policy/actor';
import type { User } from '../../../../core/domain/entities';

export const HOUR = 3_600_000;

/** A user as the actor of a use case, with the roles it holds. */
export const asActor = (user: User): Actor => ({ user, roles: user.roles });

export type Row = Partial<BidRowInput> & { lotId: number };
/** A new Cash row on `r.lotId`, empty unless `r` fills it. */
export const row = (r: Row): BidRowInput => ({ ...placeholderRow(r.lotId, 'Cash'), ...r });

/** A bid save as core's use case takes it (decoded by the contract). */
export const bidsSave = (rows: Row[], comments = '', supplementalId: number | null = null): BidsSaveBody => ({
  rows: rows.map(row),
  supplemental: { id: supplementalId, comments },
});

/** The same save as the wire list the web posts. */
export const saveBody = (rows: Row[], comments = '', supplementalId: number | null = null, loginName = 'ignored') =>
  encodeBidsSaveBody(loginName, bidsSave(rows, comments, supplementalId));

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

/**
 * The award tests' world: on the live auction, First Borrower Bank confirms 100 bps on lot 1
 * (25,000.00) and 30,000.00 fixed on lot 2, Second Street Securities 60,000.00 on the combo of both;
 * then the clock reaches the end (awards may be saved). Answers the bid ids.
 */
export async function placeAwardWorldBids(t: TestApp): Promise<{ lot1: number; lot2: number; combo: number }> {
  const live = t.world.auctions.live.id;
  const { lot1, lot2, combo } = t.world.lots;
  await t.deps.store.invitees.approve(live, [t.world.borrowers.second.id]);
  const place = async (login: string, rows: Row[]) => {
    const token = await t.signIn(login);
    await passRules(t, token, live);
    await t.request('POST', `/api/auction/bidssave/${live}`, { token, json: saveBody(rows) });
    await t.request('POST', `/api/auction/bidsconfirm/${live}`, { token });
  };
  await place('bidder1', [{ lotId: lot1.id, basisPoints: '100' }, { lotId: lot2.id, fixed: '30000' }]);
  await place('bidder2', [{ lotId: combo.id, fixed: '60000' }]);
  t.clock.set(Date.parse(t.world.auctions.live.auctionEndDate));
  // The real ids (staff use them): a bidder's answers carry opaque ones (adapters/http/wire/opaque-ids.ts).
  const bids = await t.deps.store.bids.listByAuction(live);
  const on = (lotId: number) => bids.find((b) => b.lotId === lotId)!.id;
  return { lot1: on(lot1.id), lot2: on(lot2.id), combo: on(combo.id) };
}

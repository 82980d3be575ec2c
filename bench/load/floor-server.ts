/**
 * The database floor of a bid save (SQLite), for save-load's report: the same server stack as the echo
 * (Hono on @hono/node-server, the body parsed as JSON) running the statements the application's
 * bidssave runs, with the same values, prepared once and executed directly on better-sqlite3 with the
 * application's pragmas (openSqliteConnection): session by token hash, auction with the borrower's
 * approval, the named lots, then BEGIN IMMEDIATE, the user's bids and supplemental record, delete the
 * previous sheet, insert the new rows, upsert the supplemental record, the activity entry, the ledger
 * head, one ledger entry (the sheet as JSON, sha256-chained), the head moved, COMMIT; the answer is the
 * saved rows as JSON.
 *
 * Left out, as the floor is what any implementation of this save must pay on this machine: the bid
 * rules, role and window checks, opaque ids, bid views and the ledger's canonical form. Not a product
 * endpoint: it checks nothing a real save must check. DATA_DIR names the seeded database; prints
 * `{"port":N}`.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { Statement } from 'better-sqlite3';
import { Hono } from 'hono';
import { openSqliteConnection } from '../../adapters/sqlite/open-sqlite-store';

const conn = openSqliteConnection(join(process.env.DATA_DIR ?? '.', 'app.db'), { mustExist: true });
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const session = conn.prepare(`select users.*, access_tokens.id as token_id, access_tokens.access_expires_at, access_tokens.revoked,
  (select group_concat(r.role_code, ',') from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = users.id) as role_codes
  from access_tokens inner join users on users.id = access_tokens.user_id where access_tokens.access_hash = ?`);
const auction = conn.prepare(`select auctions.*, exists (select invitees.borrower_id from invitees where invitees.auction_id = auctions.id and invitees.borrower_id = ?) as bidder_approved,
  borrowers.company_name, rules_acceptances.accept_rules_flag from auctions left join borrowers on borrowers.id = ?
  left join rules_acceptances on rules_acceptances.auction_id = auctions.id and rules_acceptances.user_id = ? where auctions.id = ?`);
const lotsOf = (n: number) =>
  conn.prepare(`select lots.*, lot_combo_links.combo_lot_id from lots left join lot_combo_links on lot_combo_links.lot_id = lots.id
    where lots.id in (${Array(n).fill('?').join(', ')}) order by lots.id, lot_combo_links.combo_lot_id`);
const begin = conn.prepare('begin immediate');
const commit = conn.prepare('commit');
const rollback = conn.prepare('rollback');
const userBids = conn.prepare('select * from bids where auction_id = ? and user_id = ? order by id');
const supplementalOf = conn.prepare('select * from supplemental_comments where auction_id = ? and user_id = ?');
const deleteBids = (n: number) => conn.prepare(`delete from bids where id in (${Array(n).fill('?').join(', ')})`);
const insertBids = (n: number) =>
  conn.prepare(`insert into bids (auction_id, lot_id, borrower_id, user_id, super_bidder_id, collateral_type, basis_point_guarantee, fixed, all_in,
    min_bal_guarantee, lot_specific_comments, confirmed, bid_date) values ${Array(n).fill('(?, ?, ?, ?, NULL, ?, ?, NULL, NULL, NULL, ?, 0, ?)').join(', ')} returning *`);
const upsertSupplemental = conn.prepare(`insert into supplemental_comments (auction_id, borrower_id, user_id, bidder_comments, bidder_comments_confirmed)
  values (?, ?, ?, ?, NULL) on conflict (auction_id, user_id) do update set borrower_id = excluded.borrower_id, bidder_comments = excluded.bidder_comments,
  bidder_comments_confirmed = NULL returning *`);
const activity = conn.prepare('insert into activity_log (auction_id, user_id, borrower_id, action_time, step, action) values (?, ?, ?, ?, ?, ?)');
const head = conn.prepare(`insert into audit_heads (auction_id, seq, hash) values (?, 0, ?) on conflict (auction_id) do update set seq = audit_heads.seq returning seq, hash`);
const ledger = conn.prepare(`insert into audit_ledger (auction_id, seq, at_ms, actor_user_id, super_bidder_id, event_type, body, hash) values (?, ?, ?, ?, NULL, 'bids.saved', ?, ?)`);
const moveHead = conn.prepare('update audit_heads set seq = ?, hash = ? where auction_id = ? and seq = ?');

const byCount = new Map<string, Statement<unknown[]>>();
const sized = (kind: string, n: number, make: (n: number) => Statement<unknown[]>) => {
  const key = `${kind}:${n}`;
  let s = byCount.get(key);
  if (!s) byCount.set(key, (s = make(n)));
  return s;
};

interface SessionRow { id: number; borrower_id: number }
interface HeadRow { seq: number; hash: string }

/** The flat wire list: login, then 8 fields a row (bid id, lot id, collateral, bps, fixed, all-in, min balance, comments), then the comments. */
function rowsOf(flat: unknown): { lotId: number; collateral: string; bps: string; comments: string }[] | null {
  if (!Array.isArray(flat) || (flat.length - 2) % 8 !== 0) return null;
  const rows = [];
  for (let i = 1; i + 8 < flat.length; i += 8) rows.push({ lotId: Number(flat[i + 1]), collateral: String(flat[i + 2]), bps: String(flat[i + 3]), comments: String(flat[i + 7]) });
  return rows;
}

const app = new Hono();
app.post('/api/auction/bidssave/:auctionId', async (c) => {
  const auctionId = Number(c.req.param('auctionId'));
  const token = (c.req.header('authorization') ?? '').replace(/^Bearer /, '');
  const body = await c.req.json<unknown>();
  const rows = rowsOf(body);
  const comments = Array.isArray(body) ? String(body.at(-1)) : '';
  if (!rows) return c.json({ message: 'bad body' }, 400);
  const user = session.get(sha256(token)) as SessionRow | undefined;
  if (!user) return c.json({ message: 'unauthorized' }, 401);
  const a = auction.get(user.borrower_id, user.borrower_id, user.id, auctionId) as { bidder_approved: number } | undefined;
  if (!a?.bidder_approved) return c.json({ message: 'forbidden' }, 403);
  sized('lots', rows.length, lotsOf).all(...rows.map((r) => r.lotId));
  const now = new Date().toISOString();
  begin.run();
  try {
    const existing = userBids.all(auctionId, user.id) as { id: number }[];
    supplementalOf.get(auctionId, user.id);
    if (existing.length > 0) sized('delete', existing.length, deleteBids).run(...existing.map((b) => b.id));
    const saved = sized('insert', rows.length, insertBids).all(...rows.flatMap((r) => [auctionId, r.lotId, user.borrower_id, user.id, r.collateral, r.bps, r.comments, now]));
    upsertSupplemental.get(auctionId, user.borrower_id, user.id, comments);
    activity.run(auctionId, user.id, user.borrower_id, now, 'Place Bids', `Bids saved (${rows.length})`);
    const h = head.get(auctionId, '0'.repeat(64)) as HeadRow;
    const entry = JSON.stringify({ saved, removed: existing.map((b) => b.id) });
    const hash = sha256(`${h.hash}${entry}`);
    ledger.run(auctionId, h.seq + 1, Date.now(), user.id, entry, hash);
    moveHead.run(h.seq + 1, hash, auctionId, h.seq);
    commit.run();
    return c.json(saved);
  } catch (e) {
    rollback.run();
    throw e;
  }
});
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`${JSON.stringify({ port: info.port })}\n`);
});

/**
 * A minimal correct bid save, save-load's yardstick: the same server stack as the echo (Hono
 * on @hono/node-server, the body parsed as JSON) doing the least a correct save can do on each engine:
 * - SQLite (DATABASE_URL a file), as the issue describes it: the token's user and the borrower's approval
 *   read once and kept in memory, then one BEGIN IMMEDIATE transaction: delete the user's unconfirmed
 *   rows on the sheet's lots, one prepared multi-row insert, the ledger's head read, one hash-chained
 *   (sha256) entry written and the head moved (as the app's ledger does, so both can write one database
 *   in turn), COMMIT; prepared statements on better-sqlite3 with the app's
 *   pragmas (openSqliteConnection).
 * - PostgreSQL (DATABASE_URL postgres://…, DATABASE_SCHEMA; a pool of DATABASE_POOL_SIZE, default 4
 *   as the app's): two round trips, one read (session, approval and lots) and the whole write as one
 *   simple-query message (BEGIN READ COMMITTED, the app's two advisory locks, the same writes, the
 *   ledger entry chained in SQL, COMMIT).
 * The answer is the saved rows as JSON.
 *
 * Left out, as the yardstick is what any implementation of this save must pay on this machine: the bid
 * rules, role and window checks, opaque ids, bid views, the supplemental record, the activity entry and
 * the ledger's canonical form. Not a product endpoint. Prints `{"port":N}`.
 */
import { serve } from '@hono/node-server';
import type { Statement } from 'better-sqlite3';
import { Hono } from 'hono';
import pg from 'pg';
import { nodeSha256 } from '../../adapters/crypto/node-sha256';
import { openSqliteConnection } from '../../adapters/sqlite/open-sqlite-store';

interface Row {
  lotId: number;
  collateral: string;
  bps: string;
  comments: string;
}
/** One save: the saved rows, or null when the token's user may not bid on the auction. */
type Save = (auctionId: number, tokenHash: string, rows: Row[], comments: string) => Promise<unknown[] | null>;

const sha256 = nodeSha256().hex;
const url = process.env.DATABASE_URL ?? '';

/** The flat wire list: login, then 8 fields a row (bid id, lot id, collateral, bps, fixed, all-in, min balance, comments), then the comments. */
function rowsOf(flat: unknown): Row[] | null {
  if (!Array.isArray(flat) || flat.length < 10 || (flat.length - 2) % 8 !== 0) return null;
  const rows = [];
  for (let i = 1; i + 8 < flat.length; i += 8) rows.push({ lotId: Number(flat[i + 1]), collateral: String(flat[i + 2]), bps: String(flat[i + 3]), comments: String(flat[i + 7]) });
  return rows;
}

function sqliteSave(file: string): Save {
  const conn = openSqliteConnection(file, { mustExist: true });
  const session = conn.prepare('select users.id, users.borrower_id from access_tokens inner join users on users.id = access_tokens.user_id where access_tokens.access_hash = ?');
  const approval = conn.prepare('select 1 as ok from invitees where auction_id = ? and borrower_id = ?');
  const begin = conn.prepare('begin immediate');
  const commit = conn.prepare('commit');
  const rollback = conn.prepare('rollback');
  // The head row is read and moved as the application's ledger does, so the app and this save can take turns on one database.
  const head = conn.prepare('select seq, hash from audit_heads where auction_id = ?');
  const newHead = conn.prepare("insert into audit_heads (auction_id, seq, hash) values (?, 0, ?) on conflict (auction_id) do nothing");
  const moveHead = conn.prepare('update audit_heads set seq = ?, hash = ? where auction_id = ? and seq = ?');
  // Since migration 0014 the entry's insert moves the head itself (a trigger): then so it does here.
  const insertMovesHead = conn.prepare("select 1 from sqlite_master where type = 'trigger' and name = 'audit_ledger_moves_head'").get() !== undefined;
  const ledger = conn.prepare(`insert into audit_ledger (auction_id, seq, at_ms, actor_user_id, super_bidder_id, event_type, body, hash) values (?, ?, ?, ?, NULL, 'bids.saved', ?, ?)`);
  const marks = (n: number, mark: string) => Array<string>(n).fill(mark).join(', ');
  const byCount = new Map<string, Statement<unknown[]>>();
  /** The statement with n rows or ids, prepared on first use. */
  const sized = (text: (n: number) => string, n: number) => {
    const sql = text(n);
    let s = byCount.get(sql);
    if (!s) byCount.set(sql, (s = conn.prepare(sql)));
    return s;
  };
  const deleteSql = (n: number) => `delete from bids where auction_id = ? and user_id = ? and confirmed = 0 and lot_id in (${marks(n, '?')})`;
  const insertSql = (n: number) =>
    `insert into bids (auction_id, lot_id, borrower_id, user_id, super_bidder_id, collateral_type, basis_point_guarantee, fixed, all_in, min_bal_guarantee, lot_specific_comments, confirmed, bid_date) values ${marks(n, '(?, ?, ?, ?, NULL, ?, ?, NULL, NULL, NULL, ?, 0, ?)')} returning *`;
  // The least a correct save reads: who the token is (kept in memory once read) and the borrower's approval (likewise).
  const users = new Map<string, { id: number; borrower_id: number } | null>();
  const approved = new Map<string, boolean>();

  return async (auctionId, tokenHash, rows) => {
    let user = users.get(tokenHash);
    if (user === undefined) users.set(tokenHash, (user = (session.get(tokenHash) as { id: number; borrower_id: number } | undefined) ?? null));
    if (!user) return null;
    const key = `${auctionId}:${user.borrower_id}`;
    let ok = approved.get(key);
    if (ok === undefined) approved.set(key, (ok = approval.get(auctionId, user.borrower_id) !== undefined));
    if (!ok) return null;
    const now = new Date().toISOString();
    begin.run();
    try {
      sized(deleteSql, rows.length).run(auctionId, user.id, ...rows.map((r) => r.lotId));
      const saved = sized(insertSql, rows.length).all(...rows.flatMap((r) => [auctionId, r.lotId, user.borrower_id, user.id, r.collateral, r.bps, r.comments, now]));
      let last = head.get(auctionId) as { seq: number; hash: string } | undefined;
      if (!last) newHead.run(auctionId, (last = { seq: 0, hash: '0'.repeat(64) }).hash);
      const entry = JSON.stringify(saved);
      const hash = sha256(`${last.hash}${entry}`);
      ledger.run(auctionId, last.seq + 1, Date.now(), user.id, entry, hash);
      if (!insertMovesHead && moveHead.run(last.seq + 1, hash, auctionId, last.seq).changes !== 1) throw new Error('the ledger head moved');
      commit.run();
      return saved;
    } catch (e) {
      rollback.run();
      throw e;
    }
  };
}

function postgresSave(): Save {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 4), options: `-c search_path=${process.env.DATABASE_SCHEMA ?? 'public'}` });
  const lit = (v: string | number | null) => (v === null ? 'NULL' : typeof v === 'number' ? String(Number.isFinite(v) ? v : 0) : pg.escapeLiteral(v));
  return async (auctionId, tokenHash, rows, comments) => {
    const client = await pool.connect();
    try {
      const read = await client.query<{ id: number; borrower_id: number; approved: boolean }>({
        name: 'floor-read',
        text: `select u.id, u.borrower_id,
          (select string_agg(r.role_code, ',') from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id) as roles,
          exists (select 1 from invitees i where i.auction_id = $2 and i.borrower_id = u.borrower_id) as approved,
          (select json_agg(l) from (select lots.*, k.combo_lot_id from lots left join lot_combo_links k on k.lot_id = lots.id where lots.id = any($3::int[])) l) as lots
          from access_tokens t join users u on u.id = t.user_id where t.access_hash = $1`,
        values: [tokenHash, auctionId, rows.map((r) => r.lotId)],
      });
      const u = read.rows[0];
      if (!u?.approved) return null;
      const now = new Date().toISOString();
      const entry = JSON.stringify({ rows, comments });
      const values = rows.map((r) => `(${[auctionId, r.lotId, u.borrower_id, u.id, r.collateral, r.bps, r.comments, now].map(lit).join(', ')}, false)`).join(', ');
      const results = (await client.query(`begin isolation level read committed;
        select pg_advisory_xact_lock_shared(hashtextextended(${lit(`auction:${auctionId}`)}, 0)), pg_advisory_xact_lock(hashtextextended(${lit(`bid-writer:${auctionId}:${u.id}`)}, 0));
        delete from bids where auction_id = ${lit(auctionId)} and user_id = ${lit(u.id)};
        insert into bids (auction_id, lot_id, borrower_id, user_id, collateral_type, basis_point_guarantee, lot_specific_comments, bid_date, confirmed) values ${values} returning *;
        insert into supplemental_comments (auction_id, borrower_id, user_id, bidder_comments, bidder_comments_confirmed) values (${lit(auctionId)}, ${lit(u.borrower_id)}, ${lit(u.id)}, ${lit(comments)}, NULL)
          on conflict (auction_id, user_id) do update set bidder_comments = excluded.bidder_comments;
        insert into activity_log (auction_id, user_id, borrower_id, action_time, step, action) values (${lit(auctionId)}, ${lit(u.id)}, ${lit(u.borrower_id)}, ${lit(now)}, 'Place Bids', 'Bids saved');
        insert into audit_heads (auction_id, seq, hash) values (${lit(auctionId)}, 0, repeat('0', 64)) on conflict (auction_id) do nothing;
        with head as (select seq, hash from audit_heads where auction_id = ${lit(auctionId)} for update),
          e as (insert into audit_ledger (auction_id, seq, at_ms, actor_user_id, super_bidder_id, event_type, body, hash)
            select ${lit(auctionId)}, seq + 1, ${lit(Date.now())}, ${lit(u.id)}, NULL, 'bids.saved', ${lit(entry)}, encode(sha256(convert_to(hash || ${lit(entry)}, 'UTF8')), 'hex') from head returning seq, hash)
          update audit_heads set seq = e.seq, hash = e.hash from e where audit_heads.auction_id = ${lit(auctionId)};
        commit;`)) as unknown as pg.QueryResult[];
      return results[3]?.rows ?? [];
    } catch (e) {
      await client.query('rollback').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  };
}

const save = /^postgres(ql)?:\/\//.test(url) ? postgresSave() : sqliteSave(url);
const app = new Hono();
app.post('/api/auction/bidssave/:auctionId', async (c) => {
  const body = await c.req.json<unknown>();
  const rows = rowsOf(body);
  if (!rows) return c.json({ message: 'bad body' }, 400);
  const token = (c.req.header('authorization') ?? '').replace(/^Bearer /, '');
  const saved = await save(Number(c.req.param('auctionId')), sha256(token), rows, String((body as unknown[]).at(-1)));
  return saved ? c.json(saved) : c.json({ message: 'forbidden' }, 403);
});
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`${JSON.stringify({ port: info.port })}\n`);
});
// A clean exit on the bench's stop, so a `--cpu-prof` run writes its profile.
process.on('SIGTERM', () => process.exit(0));

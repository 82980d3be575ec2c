/**
 * `kill -9` in the middle of a stream of bid saves and confirms, then a restart: every acknowledged
 * save and confirm is there, nothing half-written, and (SQLite) the file passes PRAGMA
 * integrity_check. The real server runs in a child process over the demo world's live auction;
 * on SQLite always, on PostgreSQL (a fresh schema) when DATABASE_URL is a postgres:// URL.
 *
 * Four bidders bid at once: bidder1 saves 5 times then confirms, bidder3 saves 12 times then
 * confirms, bidder2 and bidder5 save on and on (each save replaces its list: the first n lots at
 * n + lot bps). The server is killed once both confirms are acknowledged and bidder2 and bidder5 have
 * 25 acknowledged saves each, with their next saves in flight. After the restart each bidder's bids
 * must be exactly its last acknowledged save, or the one in flight (committed before the kill but
 * never answered), and the auction's ledger chain must verify up to its head.
 *
 * On SQLite, saves and confirms arriving in one event-loop turn share one COMMIT, each in its own
 * savepoint (adapters/sqlite/sqlite-dialect.ts), and are answered only after it: with saves of three
 * or four bidders in flight at every moment, the kill lands among such groups, and no acknowledged
 * save may be missing (a group the kill cut before its COMMIT answered nobody).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeBidsSaveBody } from '../../../contract/bids-save-body';
import { placeholderRow } from '../../../core/bids/place-bids-table';
import type { LedgerEntry } from '../../../core/audit/ledger-entry';
import { checkChain } from '../../../core/audit/ledger-verify';
import { nodeSha256 } from '../../crypto/node-sha256';
import { POSTGRES_URL, TEST_ENGINES } from '../../kysely/engines.test-kit';
import { signInOver, startServer, type ServerProcess } from './kits/server-process.test-kit';

const PASSWORD = 'Demo-Pass-2026!';
const LIVE = 'Q4 2026 Global Multi-Asset Auction';

/** One database under test: how the server reaches it and how the test reads it. */
interface Subject {
  name: string;
  env(): Promise<Record<string, string>>;
  /** Runs a query against the database (the server may be down). */
  query<T>(sqlText: string, params?: unknown[]): Promise<T[]>;
  cleanup(): Promise<void>;
}

const sqliteSubject = (): Subject => {
  let dir = '';
  return {
    name: 'SQLite',
    async env() {
      dir = await mkdtemp(path.join(tmpdir(), 'sla-crash-'));
      return { DATA_DIR: dir };
    },
    async query<T>(sqlText: string, params: unknown[] = []) {
      const db = new Database(path.join(dir, 'app.db'));
      try {
        return db.prepare(sqlText).all(...params) as T[];
      } finally {
        db.close();
      }
    },
    async cleanup() {
      if (dir) await rm(dir, { recursive: true, force: true });
    },
  };
};

const postgresSubject = (pgUrl: string): Subject => {
  const schema = `t_crash_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const run = async <T>(sqlText: string, params: unknown[] = []): Promise<T[]> => {
    const client = new pg.Client({ connectionString: pgUrl, options: `-c search_path=${schema}` });
    await client.connect();
    try {
      let n = 0;
      return (await client.query(sqlText.replace(/\?/g, () => `$${++n}`), params)).rows as T[];
    } finally {
      await client.end();
    }
  };
  return {
    name: 'PostgreSQL',
    async env() {
      return { DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema };
    },
    query: run,
    async cleanup() {
      await run(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    },
  };
};

const SUBJECTS: Subject[] = TEST_ENGINES.map((engine) => (engine === 'postgres' && POSTGRES_URL ? postgresSubject(POSTGRES_URL) : sqliteSubject()));

/** The list a bidder's n-th save sends: the first n lots (cycling), each at n + its index bps. */
const listFor = (lots: number[], n: number): Array<{ lotId: number; bps: number }> =>
  lots.slice(0, ((n - 1) % lots.length) + 1).map((lotId, i) => ({ lotId, bps: n + i }));

const bodyFor = (list: Array<{ lotId: number; bps: number }>) =>
  encodeBidsSaveBody('ignored', { rows: list.map((r) => ({ ...placeholderRow(r.lotId, 'Cash'), basisPoints: String(r.bps) })), supplemental: { id: null, comments: '' } });

describe.each(SUBJECTS)('kill -9 during bid saves and confirms ($name)', (engine) => {
  let server: ServerProcess | null = null;
  afterAll(async () => {
    await server?.stop();
    await engine.cleanup();
  });

  it('keeps every acknowledged save and confirm, and the database is intact', async () => {
    const env = await engine.env();
    server = await startServer({ ...env, SEED_DEMO: '1' });
    const base = server.baseUrl;
    const auctionId = Number((await engine.query<{ id: number }>('SELECT id FROM auctions WHERE auction_name = ?', [LIVE]))[0].id);
    const lots = (await engine.query<{ id: number }>('SELECT id FROM lots WHERE auction_id = ? ORDER BY id', [auctionId])).map((l) => Number(l.id));
    const post = (token: string, p: string, body?: unknown) =>
      fetch(`${base}/api${p}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });

    const plans = [
      { login: 'bidder1', saves: 5, confirm: true },
      { login: 'bidder3', saves: 12, confirm: true },
      { login: 'bidder5', saves: 10_000, confirm: false },
      { login: 'bidder2', saves: 10_000, confirm: false },
    ];
    const state = new Map<string, { token: string; acked: number; inFlight: number | null; confirmed: boolean }>();
    for (const p of plans) {
      const token = await signInOver(base, p.login, PASSWORD);
      expect((await post(token, `/auction/specaucrules/${auctionId}`)).status).toBe(200);
      expect((await post(token, `/auction/acceptrules/${auctionId}`)).status).toBe(200);
      state.set(p.login, { token, acked: 0, inFlight: null, confirmed: false });
    }

    let killed = false;
    const killWhenDue = async () => {
      const s1 = state.get('bidder1')!;
      const s3 = state.get('bidder3')!;
      const s5 = state.get('bidder5')!;
      const s2 = state.get('bidder2')!;
      if (!killed && s1.confirmed && s3.confirmed && s5.acked >= 25 && s2.acked >= 25 && s5.inFlight !== null && s2.inFlight !== null) {
        killed = true;
        await server!.kill9();
      }
    };
    const stream = async (p: (typeof plans)[number]) => {
      const s = state.get(p.login)!;
      try {
        for (let n = 1; n <= p.saves && !killed; n++) {
          s.inFlight = n;
          const pending = post(s.token, `/auction/bidssave/${auctionId}`, bodyFor(listFor(lots, n)));
          pending.catch(() => undefined); // cut by the kill: observed below
          // The kill lands while this save is on its way (sent, maybe committed, not answered).
          await new Promise((r) => setTimeout(r, 2));
          await killWhenDue();
          const res = await pending;
          expect(res.status).toBe(200);
          await res.arrayBuffer();
          s.acked = n;
          s.inFlight = null;
        }
        if (p.confirm && !killed) {
          const res = await post(s.token, `/auction/bidsconfirm/${auctionId}`);
          expect(res.status).toBe(200);
          s.confirmed = true;
        }
      } catch (e) {
        if (!killed) throw e; // a request cut by the kill is expected
      }
    };
    await Promise.all(plans.map(stream));
    expect(killed).toBe(true);
    expect(server.child.signalCode).toBe('SIGKILL');

    if (engine.name === 'SQLite') {
      const check = await engine.query<{ integrity_check: string }>('PRAGMA integrity_check');
      expect(check).toEqual([{ integrity_check: 'ok' }]);
    }

    server = await startServer({ ...env, SEED_DEMO: '1' });
    for (const p of plans) {
      const s = state.get(p.login)!;
      // Tokens live in the database: the same token works after the restart.
      const res = await fetch(`${server.baseUrl}/api/auction/getbids/${auctionId}`, { method: 'POST', headers: { authorization: `Bearer ${s.token}` } });
      expect(res.status).toBe(200);
      const list = (await res.json()) as Array<{ lotId?: number; basisPointGuarantee?: string | null; confirmed?: boolean }>;
      const bids = list.filter((b) => b.lotId !== undefined).map((b) => ({ lotId: b.lotId!, bps: Number(b.basisPointGuarantee), confirmed: b.confirmed }));
      const stored = bids.map(({ lotId, bps }) => ({ lotId, bps })).sort((x, y) => x.lotId - y.lotId);
      const candidates = [s.acked, ...(s.inFlight !== null ? [s.inFlight] : [])].map((n) => listFor(lots, n).sort((x, y) => x.lotId - y.lotId));
      expect(candidates, `${p.login}: stored ${JSON.stringify(stored)}`).toContainEqual(stored);
      if (s.confirmed) expect(bids.every((b) => b.confirmed)).toBe(true);
      expect(s.acked).toBeGreaterThan(0);
    }
    expect(state.get('bidder5')!.acked).toBeGreaterThanOrEqual(25);
    expect(state.get('bidder2')!.acked).toBeGreaterThanOrEqual(25);
    // Every entry a committed save or confirm appended is there, chained, and the head names the last one.
    const entries = (await engine.query<Record<string, unknown>>('SELECT * FROM audit_ledger WHERE auction_id = ? ORDER BY seq', [auctionId])).map(
      (r): LedgerEntry => ({
        auctionId: Number(r.auction_id),
        seq: Number(r.seq),
        atMs: Number(r.at_ms),
        actorUserId: r.actor_user_id === null ? null : Number(r.actor_user_id),
        superBidderId: r.super_bidder_id === null ? null : Number(r.super_bidder_id),
        eventType: r.event_type as LedgerEntry['eventType'],
        body: String(r.body),
        hash: String(r.hash),
      }),
    );
    const head = (await engine.query<{ seq: number; hash: string }>('SELECT seq, hash FROM audit_heads WHERE auction_id = ?', [auctionId]))[0];
    expect(checkChain(nodeSha256(), auctionId, entries, head && { seq: Number(head.seq), hash: head.hash })).toMatchObject({ ok: true });
    console.info(`${engine.name}: killed with ${[...state].map(([login, s]) => `${login} ${s.acked} saves${s.confirmed ? ' + confirm' : ''}${s.inFlight ? ` (save ${s.inFlight} in flight)` : ''}`).join(', ')} acknowledged; all there after the restart`);
  }, 240_000);
});

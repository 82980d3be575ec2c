/**
 * Two real servers (child processes) on one PostgreSQL schema, as behind a load balancer. Runs when
 * DATABASE_URL is a postgres:// URL (a fresh schema, dropped afterwards):
 * - a token issued by one is accepted by the other; a logout on one revokes it on both, and ends its open
 *   event stream on the other within 5 s, with an `end` event and nothing after;
 * - failed sign-ins count across both (the temporary lock comes at MAX_FAILED_LOGINS whichever server
 *   saw them, and holds on both, answering like a wrong password);
 * - a one-time code sent to both at the same moment is accepted once;
 * - the same bidder confirming on both at once is confirmed once (one 200, one "already confirmed");
 * - a document uploaded through one is served by the other byte-identical, and so is a client logo;
 * - both show a bidder the same opaque bid ids (the key is made once in the shared file store).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_URL } from '../../kysely/engines.test-kit';
import { MSG } from '../../../core/domain/messages';
import { signInOver, startServer, type ServerProcess } from './kits/server-process.test-kit';
import { otplibVerifier } from '../../otp/otplib-verifier';
import { sseReader } from '../live/sse.test-kit';

const url = POSTGRES_URL ?? '';
const PASSWORD = 'Demo-Pass-2026!';
const MAX_FAILED = 3;

describe.skipIf(!POSTGRES_URL)('two servers on one PostgreSQL', () => {
  const schema = `t_two_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  let a: ServerProcess;
  let b: ServerProcess;
  let db: pg.Client;

  beforeAll(async () => {
    const env = { DATABASE_URL: url, DATABASE_SCHEMA: schema, MAX_FAILED_LOGINS: String(MAX_FAILED) };
    a = await startServer({ ...env, SEED_DEMO: '1' }); // migrates and seeds
    b = await startServer(env);
    db = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
    await db.connect();
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await db?.end();
  });

  const call = (server: ServerProcess, method: string, p: string, token?: string, init: RequestInit = {}) =>
    fetch(`${server.baseUrl}/api${p}`, { ...init, method, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.headers as Record<string, string>) } });

  it('a token from one server works on the other, and a logout on one revokes it on both', async () => {
    const token = await signInOver(a.baseUrl, 'relations', PASSWORD);
    expect((await call(b, 'GET', '/auction/userheaderinfo', token)).status).toBe(200);
    expect((await call(a, 'GET', '/auction/userheaderinfo', token)).status).toBe(200);
    expect((await call(b, 'POST', '/auction/logout', token)).status).toBe(200);
    expect((await call(a, 'GET', '/auction/userheaderinfo', token)).status).toBe(401);
    expect((await call(b, 'GET', '/auction/userheaderinfo', token)).status).toBe(401);
  });

  it("a logout on one server ends the session's close-monitor stream on the other, with an end event and nothing after", async () => {
    const { rows } = await db.query<{ id: number }>("SELECT id FROM auctions WHERE auction_name = 'Q4 2026 Global Multi-Asset Auction'");
    const token = await signInOver(a.baseUrl, 'manager', PASSWORD);
    const res = await call(b, 'GET', `/auction/closemonitor/${rows[0].id}/stream`, token);
    expect(res.status).toBe(200);
    const events = sseReader(res);
    try {
      expect((await events.next()).event).toBe('monitor');
      expect((await call(a, 'POST', '/auction/logout', token)).status).toBe(200);
      expect(await events.next(5_000)).toEqual({ event: 'end', data: { code: 'UNAUTHENTICATED', error: MSG.LIVE_SESSION_ENDED } });
      await expect(events.next(2_000)).rejects.toThrow('the stream ended');
    } finally {
      await events.close();
    }
  });

  it('counts failed sign-ins across both servers, also when they arrive at once; the lock holds on both and is no 423', async () => {
    const attempt = (server: ServerProcess, password: string) =>
      fetch(`${server.baseUrl}/api/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'password', username: 'reporter', password }).toString(),
      });
    // MAX_FAILED - 1 wrong passwords, alternating, all at once: none may be lost.
    const wrong = await Promise.all(Array.from({ length: MAX_FAILED - 1 }, (_, i) => attempt(i % 2 ? a : b, 'wrong-password')));
    expect(wrong.map((r) => r.status)).toEqual(Array(MAX_FAILED - 1).fill(400));
    const failures = async () =>
      (await db.query<{ failures: number; blocked_until: Date | null }>("SELECT failures, blocked_until FROM sign_in_throttle WHERE login = 'reporter' AND address = ''")).rows[0];
    expect(await failures()).toMatchObject({ failures: MAX_FAILED - 1, blocked_until: null });
    // The last allowed failure, on the other server, locks the login (for addresses it never signed in from) on both.
    const last = await attempt(a, 'wrong-again');
    expect(last.status).toBe(400);
    expect((await failures())?.blocked_until).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // past this address's own 1 s delay
    for (const server of [a, b]) {
      const held = await attempt(server, PASSWORD);
      expect(held.status).toBe(400);
      expect(((await held.json()) as { error_description?: string }).error_description).toBe(MSG.USERNAME_PASSWORD_IS_NOT_VALID);
    }
    const { rows } = await db.query<{ account_locked: boolean }>("SELECT account_locked FROM users WHERE login_name = 'reporter'");
    expect(rows[0]?.account_locked).toBe(false);
  });

  it('a one-time code sent to both servers at the same moment is accepted once', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 6; i++) tokens.push(await signInOver(i % 2 ? a.baseUrl : b.baseUrl, 'mfauser', PASSWORD));
    const code = await otplibVerifier().generate('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', Date.now());
    const answers = await Promise.all(
      tokens.map((token, i) => call(i % 2 ? a : b, 'POST', '/auction/mfa/verifycode', token, { body: JSON.stringify({ code }), headers: { 'content-type': 'application/json' } })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
  });

  it('confirms of the same bidder on both servers at once confirm once', async () => {
    // The demo's live auction: bidder2 has accepted the rules and saved three bids, none confirmed.
    const { rows: auctions } = await db.query<{ id: number }>("SELECT id FROM auctions WHERE auction_name = 'Q4 2026 Global Multi-Asset Auction'");
    const auctionId = auctions[0].id;
    const token = await signInOver(a.baseUrl, 'bidder2', PASSWORD);
    // Four on each server, all at once (a double click on two tabs behind a load balancer, and more).
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => call(i % 2 ? a : b, 'POST', `/auction/bidsconfirm/${auctionId}`, token)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((r) => r.status === 409)) {
      expect(((await refused.json()) as { error: string }).error).toBe(MSG.BIDS_ALREADY_CONFIRMED);
    }
    const { rows: logged } = await db.query<{ n: string }>(
      "SELECT count(*) AS n FROM activity_log l JOIN users u ON u.id = l.user_id WHERE u.login_name = 'bidder2' AND l.auction_id = $1 AND l.action = 'Bids confirmed'",
      [auctionId],
    );
    expect(Number(logged[0].n)).toBe(1);
    const { rows: bids } = await db.query<{ confirmed: boolean }>("SELECT b.confirmed FROM bids b JOIN users u ON u.id = b.user_id WHERE u.login_name = 'bidder2' AND b.auction_id = $1", [auctionId]);
    expect(bids.length).toBe(3);
    expect(bids.every((x) => x.confirmed)).toBe(true);
  });

  it('both servers show a bidder the same opaque bid ids, also when their first calls come at once', async () => {
    const { rows: auctions } = await db.query<{ id: number }>("SELECT id FROM auctions WHERE auction_name = 'Q4 2026 Global Multi-Asset Auction'");
    const auctionId = auctions[0].id;
    const token = await signInOver(a.baseUrl, 'bidder2', PASSWORD);
    const lists = await Promise.all([a, b, a, b].map(async (server) => {
      const res = await call(server, 'POST', `/auction/getbids/${auctionId}`, token);
      expect(res.status).toBe(200);
      return ((await res.json()) as { id?: number }[]).flatMap((x) => (x.id === undefined ? [] : [x.id]));
    }));
    expect(lists[0].length).toBe(3);
    for (const l of lists) expect(l).toEqual(lists[0]);
    const { rows: real } = await db.query<{ id: number }>('SELECT id FROM bids WHERE auction_id = $1', [auctionId]);
    for (const id of lists[0]) {
      expect(id).toBeGreaterThanOrEqual(2 ** 52);
      expect(real.map((r) => r.id)).not.toContain(id);
    }
  });

  it('a document uploaded through one server is served by the other, byte-identical; a client logo too', async () => {
    const manager = await signInOver(a.baseUrl, 'manager', PASSWORD);
    const { rows: auctions } = await db.query<{ id: number }>("SELECT id FROM auctions WHERE auction_name = 'Winter 2027 US Equities Auction'");
    const auctionId = auctions[0].id;
    expect((await call(a, 'POST', `/auction/choosetemplate/${auctionId}/columns/false`, manager)).status).toBe(200);
    const rules = (await (await call(a, 'POST', `/auction/auctionrulesedit/${auctionId}`, manager)).json()) as Array<{ id: number }>;
    // A PDF's signature, then 300 kB of arbitrary bytes (the info centre accepts documents by their content, not their name).
    const content = Uint8Array.from({ length: 300_000 }, (_, i) => (i < 5 ? '%PDF-'.charCodeAt(i) : (i * 7 + 3) % 256));
    const form = new FormData();
    form.append('uploadedfiles', new Blob([content]), 'Cross-server rules.pdf');
    form.append('uploadedruleid', String(rules[0].id));
    const up = await call(a, 'POST', `/auction/uploadrulesfiles/${auctionId}`, manager, { body: form });
    expect(up.status).toBe(200);
    const served = await call(b, 'POST', '/auction/download/rules', manager, { body: JSON.stringify({ id: rules[0].id }), headers: { 'content-type': 'application/json' } });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(content))).toBe(true);

    const logo = await readFile(path.resolve(import.meta.dirname, '../../demo/logos/STATETRS.png'));
    const logoForm = new FormData();
    logoForm.append('file', new Blob([logo]), 'logo.png');
    expect((await call(b, 'POST', '/auction/uploadlogo/NORTHPEN', manager, { body: logoForm })).status).toBe(200);
    for (const server of [a, b]) {
      const res = await call(server, 'GET', '/auction/loadlogo/NORTHPEN', manager);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(logo)).toBe(true);
    }
  });
});

/**
 * A session that ends, ends everywhere, open event streams included, over a real socket: the close
 * monitor's and the countdown's streams of a session get an `end` event within 5 s and nothing after it when
 * the user signs out, when a refresh rotates the token they were opened with, when a used refresh token is
 * presented again (the family revoked), when the password is reset, when the account is locked or disabled,
 * and when the user's roles change; a user keeps at most 8 streams open on a server (the oldest ends, saying
 * where the updates went). Other sessions' streams go on. Runs on SQLite, and on PostgreSQL with DATABASE_URL.
 * (Across two servers: two-servers.test.ts.)
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testAppForEachTest } from '../tests/kits/test-app-lifecycle.test-kit';
import { serveOnSocket, type SocketServer } from '../tests/kits/socket-server.test-kit';
import { sseReader, type SseReader } from './sse.test-kit';
import { MAX_STREAMS_PER_USER } from './session-watch';
import { issueToken, type TokenResponse } from '../../../core/auth/tokens';
import { MSG } from '../../../core/domain/messages';

const t = testAppForEachTest();
let server: SocketServer;
const readers: SseReader[] = [];
beforeEach(async () => {
  server = await serveOnSocket(t.app.fetch);
});
afterEach(async () => {
  await Promise.all(readers.splice(0).map((r) => r.close()));
  await server.close();
});

/** A sign-in of `login` (its access and refresh tokens), issued directly. */
const signIn = async (login: string): Promise<TokenResponse> => issueToken(t.deps, t.world.users[login], false);

const call = (method: string, path: string, token?: string, init: RequestInit = {}) =>
  fetch(`${server.baseUrl}/api${path}`, { ...init, method, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.headers as Record<string, string>) } });

/** Opens the close monitor's stream of the live auction (or the countdown's, `clock`) and reads its first event. */
const openStream = async (token: string, kind: 'monitor' | 'clock' = 'monitor'): Promise<SseReader> => {
  const live = t.world.auctions.live.id;
  const res = await call('GET', kind === 'monitor' ? `/auction/closemonitor/${live}/stream` : `/auction/clock/${live}/stream`, token);
  expect(res.status).toBe(200);
  const events = sseReader(res);
  readers.push(events);
  expect((await events.next()).event).toBe(kind);
  return events;
};

/** The next event is `end` with this code and message, within 5 s; then the stream closes with nothing more. */
const expectEnded = async (events: SseReader, end: { code: string; error: string }) => {
  expect(await events.next(5_000)).toEqual({ event: 'end', data: end });
  await expect(events.next(2_000)).rejects.toThrow('the stream ended');
};
/** Still open: no event, and no end, for a while (events come only when something changes). */
const expectOpen = async (events: SseReader) => {
  await expect(events.next(1_500)).rejects.toThrow(/no event within/);
};

const SESSION_ENDED = { code: 'UNAUTHENTICATED', error: MSG.LIVE_SESSION_ENDED };
const ACCESS_CHANGED = { code: 'UNAUTHENTICATED', error: MSG.LIVE_ACCESS_CHANGED };

describe("a session's live streams end with it", () => {
  it('a sign-out ends its streams at once and nothing is sent after; the same user\'s other session goes on', async () => {
    const mine = await signIn('manager');
    const other = await signIn('manager');
    const monitor = await openStream(mine.access_token);
    const otherMonitor = await openStream(other.access_token);
    expect((await call('POST', '/auction/logout', mine.access_token)).status).toBe(200);
    await expectEnded(monitor, SESSION_ENDED);
    await expectOpen(otherMonitor);
  });

  it('a refresh ends the streams of the token it replaced; a reused refresh token ends those of the whole sign-in', async () => {
    const first = await signIn('relations');
    const old = await openStream(first.access_token);
    const refresh = (refreshToken: string) =>
      call('POST', '/token', undefined, {
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const second = (await (await refresh(first.refresh_token)).json()) as TokenResponse;
    await expectEnded(old, SESSION_ENDED);
    const current = await openStream(second.access_token);
    expect((await refresh(first.refresh_token)).status).toBe(400); // the thief, or the owner, replays it
    await expectEnded(current, SESSION_ENDED);
  });

  it('a password reset ends every stream of the user', async () => {
    const streams = [await openStream((await signIn('bidder1')).access_token, 'clock'), await openStream((await signIn('bidder1')).access_token, 'clock')];
    const bystander = await openStream((await signIn('superbidder')).access_token, 'clock');
    const user = t.world.users.bidder1;
    await t.deps.store.auth.createResetCode({ userId: user.id, codeHash: t.deps.secrets.digest('reset-code'), expiresAt: new Date(t.clock.nowMs() + 3_600_000).toISOString() });
    const fresh = 'Fresh-Start-Lantern-41';
    const reset = await call('POST', '/auction/resetPassword', undefined, {
      body: JSON.stringify({ password: fresh, confirmPassword: fresh, loginName: 'bidder1', passwordResetCode: 'reset-code' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(reset.status).toBe(200);
    for (const events of streams) await expectEnded(events, SESSION_ENDED);
    await expectOpen(bystander);
  });

  it('an account locked or disabled ends its streams', async () => {
    const user = t.world.users.client;
    const locked = await openStream((await signIn('client')).access_token);
    await t.deps.store.users.setLocked(user.id, true);
    await expectEnded(locked, SESSION_ENDED);
    await t.deps.store.users.setLocked(user.id, false);

    const disabled = await openStream((await signIn('client')).access_token);
    await t.deps.store.users.update({ ...(await t.deps.store.users.get(user.id))!, accountEnabled: false });
    await expectEnded(disabled, SESSION_ENDED);
  });

  it('a change of roles ends the streams; connecting again answers with the access the user has now', async () => {
    const { access_token } = await signIn('relations');
    const monitor = await openStream(access_token);
    const user = (await t.deps.store.users.get(t.world.users.relations.id))!;
    await t.deps.store.users.update({ ...user, roles: [...user.roles, 'REPORT'] });
    await expectEnded(monitor, ACCESS_CHANGED);
    const again = await openStream(access_token); // still allowed: it goes on
    await t.deps.store.users.update({ ...user, roles: ['REPORT'] });
    await expectEnded(again, ACCESS_CHANGED);
    expect((await call('GET', `/auction/closemonitor/${t.world.auctions.live.id}/stream`, access_token)).status).toBe(403);
  });
});

describe('open streams per user', () => {
  it(`keeps at most ${MAX_STREAMS_PER_USER} of one user: a further one ends the oldest, saying where the updates went`, async () => {
    const { access_token } = await signIn('manager');
    const streams: SseReader[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) streams.push(await openStream(access_token, i % 2 ? 'clock' : 'monitor'));
    const others = await openStream((await signIn('relations')).access_token);
    const newest = await openStream(access_token);
    await expectEnded(streams[0], { code: 'LIMIT_EXCEEDED', error: MSG.LIVE_UPDATES_IN_NEWER_WINDOW });
    await Promise.all([...streams.slice(1), newest, others].map(expectOpen));
  });
});

/**
 * Fair admission to the password check, over a real socket behind a trusted "proxy" whose
 * X-Forwarded-For names each caller. The hash checks of passwords starting with `hold-` wait until the
 * test lets them go, so who runs, who waits and who is refused is seen without timing anything:
 * - one address past its share (one check running, one waiting) is answered 429 slow_down with
 *   Retry-After at once, the same for a known and an unknown login, while another address signs in;
 * - the refresh_token grant is never held;
 * - the turns go round the addresses: the owner's sign-in starts after at most one more check of a
 *   flooding address, before that address's third request;
 * - a failed check rests its address: its next check waits, another address's starts at once;
 * - known and unknown logins get identical 400 answers too.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testAppForAllTests } from '../../tests/kits/test-app-lifecycle.test-kit';
import { TEST_PASSWORD } from '../../tests/kits/test-world.test-kit';
import { trustedProxiesFrom } from '../../gates/client-address';
import { serveOnSocket, type SocketServer } from '../../tests/kits/socket-server.test-kit';
import { passwordCheckGate } from '../../../password-check-gate';
import { MSG } from '../../../../core/domain/messages';
import type { PasswordCheckGate } from '../../../../core/ports/secrets';

const t = testAppForAllTests({ env: { PASSWORD_CHECKS_AT_ONCE: '2' } });
let server: SocketServer;
/** The password of each check, in the order the checks started. */
let started: string[] = [];
const held: Array<() => void> = [];
/** The addresses of the requests that asked for a turn, in order. */
let entered: string[] = [];
/** Counts the requests asking `gate` for a turn (a request that asked is running or waiting from then on). */
const counted = (gate: PasswordCheckGate): PasswordCheckGate => ({
  enter: (address) => {
    entered.push(address);
    return gate.enter(address);
  },
});

beforeAll(async () => {
  t.deps.http.trustedProxies = trustedProxiesFrom('loopback');
  const verify = t.deps.hasher.verify.bind(t.deps.hasher);
  t.deps.hasher.verify = async (password, hash) => {
    started.push(password);
    if (password.startsWith('hold-')) await new Promise<void>((go) => held.push(go));
    return verify(password, hash);
  };
  t.deps.passwordChecks = counted(t.deps.passwordChecks);
  server = await serveOnSocket(t.app.fetch);
});
afterAll(async () => {
  for (const go of held.splice(0)) go();
  await server?.close();
});
beforeEach(() => {
  started = [];
  entered = [];
});

const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.7';

const grant = (form: Record<string, string>, from: string) =>
  fetch(`${server.baseUrl}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from },
    body: new URLSearchParams(form).toString(),
  });
const password = (username: string, pw: string, from: string) => grant({ grant_type: 'password', username, password: pw, client_id: 'esecauction-web' }, from);

/** What a client can tell from an answer: status, the headers that are not about the moment, and the body. */
const seen = async (res: Response) => {
  const headers = [...res.headers.entries()].filter(([name]) => name !== 'date');
  return { status: res.status, headers, body: await res.text() };
};

const until = async (check: () => boolean, what: string) => {
  const end = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
};
/** Lets the oldest held check go on. */
const letGo = () => (held.shift() as () => void)();
/** Runs `body` with a counted gate of `options` in place of the app's own, which is put back after. */
const withGate = async (options: Parameters<typeof passwordCheckGate>[0], body: () => Promise<void>) => {
  const gate = t.deps.passwordChecks;
  t.deps.passwordChecks = counted(passwordCheckGate(options));
  try {
    await body();
  } finally {
    t.deps.passwordChecks = gate;
  }
};

describe('fair admission to the password check', () => {
  it("answers 429 with Retry-After past one address's share, alike for known and unknown logins, while another address signs in", async () => {
    const first = password('nobody-1', 'hold-1', ATTACKER);
    await until(() => held.length === 1, 'the first check');
    const second = password('nobody-2', 'hold-2', ATTACKER);
    await until(() => entered.length === 2, 'the second to wait for a turn');

    const unknown = await seen(await password('nobody-3', 'hold-3', ATTACKER));
    const known = await seen(await password('bidder1', 'hold-3', ATTACKER));
    expect(unknown.status).toBe(429);
    expect(JSON.parse(unknown.body)).toEqual({ error: 'slow_down', error_description: MSG.SIGN_IN_BUSY });
    expect(Number(new Headers(unknown.headers).get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(known).toEqual(unknown);
    expect(started).toEqual(['hold-1']); // neither was checked, nor looked up

    // The owner, at another address, takes the other turn at once.
    const owner = await password('bidder1', TEST_PASSWORD, OWNER);
    expect(owner.status).toBe(200);
    const { refresh_token } = (await owner.json()) as { refresh_token: string };
    // The refresh grant costs no password check and is never held, whatever the address.
    expect((await grant({ grant_type: 'refresh_token', refresh_token }, ATTACKER)).status).toBe(200);

    letGo();
    expect((await first).status).toBe(400);
    await until(() => held.length === 1, 'the second check');
    letGo();
    expect((await second).status).toBe(400);
    expect(started).toEqual(['hold-1', TEST_PASSWORD, 'hold-2']);
  });

  it("gives the owner the next turn after at most one more check of a flooding address, before that address's third request", () =>
    withGate({ atOnce: 1, firstRestMs: 0, maxRestMs: 0 }, async () => {
      const a1 = password('nobody-a1', 'hold-a1', ATTACKER);
      await until(() => held.length === 1, 'a1');
      const a2 = password('nobody-a2', 'hold-a2', ATTACKER);
      await until(() => entered.length === 2, 'a2 to wait'); // in the round before the owner
      const owner = password('bidder2', TEST_PASSWORD, OWNER);
      await until(() => entered.length === 3, 'the owner to wait');
      letGo(); // a1 done: a2's turn (its address came first)
      await until(() => held.length === 1, 'a2');
      const a3 = password('nobody-a3', 'hold-a3', ATTACKER);
      await until(() => entered.length === 4, 'a3 to wait'); // behind the owner
      letGo(); // a2 done: the owner's turn, not a3's
      expect((await owner).status).toBe(200);
      await until(() => held.length === 1, 'a3');
      letGo();
      expect([(await a1).status, (await a2).status, (await a3).status]).toEqual([400, 400, 400]);
      expect(started).toEqual(['hold-a1', 'hold-a2', TEST_PASSWORD, 'hold-a3']);
    }));

  it("rests a failed check's address: its next check waits while another address's starts at once", () =>
    withGate({ atOnce: 2, firstRestMs: 1_000, maxRestMs: 1_000 }, async () => {
      const a1 = password('nobody-a1', 'hold-a1', ATTACKER);
      await until(() => held.length === 1, 'a1');
      letGo();
      expect((await a1).status).toBe(400);
      const a2 = password('nobody-a2', 'hold-a2', ATTACKER);
      await until(() => entered.length === 2, 'a2 to wait for its address');
      expect((await password('bidder2', TEST_PASSWORD, OWNER)).status).toBe(200);
      expect(started).toEqual(['hold-a1', TEST_PASSWORD]);
      await until(() => held.length === 1, "a2, after its address's rest");
      letGo();
      expect((await a2).status).toBe(400);
    }));

  it('answers a known login with a wrong password and an unknown login identically', async () => {
    const known = await seen(await password('relations', 'wrong-password', '192.0.2.31'));
    const unknown = await seen(await password('no-such-login', 'wrong-password', '192.0.2.32'));
    expect(known.status).toBe(400);
    expect(JSON.parse(known.body)).toEqual({ error: 'invalid_grant', error_description: MSG.USERNAME_PASSWORD_IS_NOT_VALID });
    expect(unknown).toEqual(known);
  });
});

/**
 * Sign-in at the production password cost (scrypt N=2^14, r=8, p=5; the test app's is N=2^12, p=1),
 * in process on SQLite or, with DATABASE_URL, a Postgres schema.
 *
 * Targets (headroom for a loaded 2-core machine: one hash takes a few hundred ms on an idle core and
 * measured 1.5-2 s with a load average above 10):
 * - a successful password sign-in: median < 3,000 ms;
 * - what a refusal reveals through its timing: a wrong password, an unknown login, a disabled account
 *   and an attempt held by the throttle each do one hash check; each one's median over the wrong
 *   password's must stay within 0.67..1.5× (goal lines `… / wrong`);
 * - forgot-password answers before any look-up: each < 50 ms median, and the medians of a known and
 *   an unknown login differ by at most 5 ms (before: 15 vs 6 ms, the mail written on the request path).
 */
import { createTestApp } from '../adapters/http/tests/kits/test-app.test-kit';
import { POSTGRES_URL } from '../adapters/kysely/engines.test-kit';
import { TEST_PASSWORD } from '../adapters/http/tests/kits/test-world.test-kit';
import { check, measure, recordGoal, recordSetupFailure } from './bench-kit';

const where = POSTGRES_URL ? 'postgres' : 'sqlite';
const t = await createTestApp({ env: { SCRYPT_LOG2_N: '' } });
t.deps.http.trustedProxies = ['local'];
try {
  let n = 0;
  const token = async (username: string, password: string, from: string, status: number) => {
    const res = await t.request('POST', '/api/token', { form: { grant_type: 'password', username, password }, headers: { 'x-forwarded-for': from } });
    check(res.status === status, `${username}: ${res.status}, wanted ${status}`);
  };
  await measure(`sign-in/${where}: password sign-in at the production cost`, { iterations: 5, warmup: 1, targetMs: 3_000 }, () => token('manager', TEST_PASSWORD, '198.51.100.1', 200));
  // Fresh addresses, so the throttle never holds these.
  const wrong = await measure(`sign-in/${where}: wrong password`, { iterations: 5, warmup: 1, targetMs: 3_000 }, () => token('relations', 'wrong-password', `192.0.2.${++n}`, 400));
  const unknown = await measure(`sign-in/${where}: unknown login`, { iterations: 5, warmup: 1, targetMs: 3_000 }, () => token('nobody-here', TEST_PASSWORD, `192.0.2.${++n}`, 400));
  const disabled = await measure(`sign-in/${where}: disabled account, right password`, { iterations: 5, warmup: 1, targetMs: 3_000 }, () => token('disabled', TEST_PASSWORD, `192.0.2.${++n}`, 400));
  for (let i = 0; i < 3; i++) await token('awarder', 'wrong', '203.0.113.9', 400);
  const held = await measure(`sign-in/${where}: held by the throttle, right password`, { iterations: 5, warmup: 1, targetMs: 3_000 }, () => token('awarder', TEST_PASSWORD, '203.0.113.9', 400));
  for (const [name, m] of [['unknown login', unknown], ['disabled account', disabled], ['held attempt', held]] as const) {
    const ratio = m.medianMs / wrong.medianMs;
    recordGoal(`sign-in/${where}: ${name} / wrong password (median)`, ratio, { op: '<=', limit: 1.5 });
    recordGoal(`sign-in/${where}: ${name} / wrong password (median), lower bound`, ratio, { op: '>=', limit: 0.67 });
  }

  const forgot = (loginName: string) => async () => {
    const res = await t.request('POST', '/api/auction/forgotPassword', { json: { loginName } });
    check(res.status === 200, `forgotPassword ${res.status}`);
  };
  // Each known-login request queues an e-mail; wait for them outside the timed part.
  const known = await measure(`sign-in/${where}: forgot-password, known login`, { iterations: 40, warmup: 3, targetMs: 50, prepare: () => t.idle() }, forgot('bidder1'));
  const none = await measure(`sign-in/${where}: forgot-password, unknown login`, { iterations: 40, warmup: 3, targetMs: 50, prepare: () => t.idle() }, forgot('no-such-login'));
  recordGoal(`sign-in/${where}: forgot-password |known - unknown| (medians)`, Math.abs(known.medianMs - none.medianMs), { op: '<=', limit: 5, unit: ' ms' });
} catch (e) {
  recordSetupFailure(`sign-in/${where}: setup`, e);
} finally {
  await t.close();
}

/** Robustness of every contract route's body, its methods and its size (the rules: robustness.test-kit.ts). */
import { describe, expect, it } from 'vitest';
import { robustnessHarness } from './robustness.test-kit';
import { CONTRACT_ROUTES } from '../../../../contract/index';
import { bodyTextOf } from '../../live/sse.test-kit';
import { methodOf, type RouteEntry } from '../kits/policy-path.test-kit';

const r = robustnessHarness();
const { bodyVariants, callersOf, pathWith, problemWith, send, COUNTS_FAILURES } = r;

describe('robustness over the contract routes', () => {
  it('never answers 5xx, always refuses with JSON { error }, and writes nothing when it refuses (bodies)', async () => {
    const problems: string[] = [];
    for (const entry of CONTRACT_ROUTES) {
      if (entry.method === 'get') continue;
      for (const login of callersOf(entry)) {
        for (const v of bodyVariants()) {
          const path = pathWith(entry);
          const { o, wrote } = await send(entry, path, login, v);
          const p = problemWith(o, wrote && !COUNTS_FAILURES.has(entry.path));
          if (p) problems.push(`${methodOf(entry)} ${path} as ${login ?? 'anonymous'} [${v.name}]: ${p}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});

describe('wrong methods', () => {
  it('answers 404/405 with a JSON error (never 5xx, never the handler) for a method the entry does not have', async () => {
    const problems: string[] = [];
    const token = await r.t.signIn('manager');
    for (const entry of CONTRACT_ROUTES) {
      for (const method of ['PUT', 'PATCH', entry.method === 'get' ? 'DELETE' : 'GET']) {
        if (CONTRACT_ROUTES.some((e) => methodOf(e) === method && e.path === entry.path)) continue;
        const res = await r.t.request(method, pathWith(entry), { token, json: method === 'GET' ? undefined : {} });
        const text = await bodyTextOf(res);
        const p = problemWith({ status: res.status, text }, false) || (res.status < 400 ? `accepted (${res.status})` : '');
        if (p) problems.push(`${method} ${entry.path}: ${p}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('oversized bodies', () => {
  it('answers 413 with a JSON error and writes nothing', async () => {
    const entry = CONTRACT_ROUTES.find((e) => e.path === '/auction/companysave') as RouteEntry;
    const big = JSON.stringify({ id: -1, companyName: 'x'.repeat(11 * 1024 * 1024), companyCode: 'BIG' });
    const { o, wrote } = await send(entry, '/api/auction/companysave', 'manager', { name: 'over the limit', body: big, contentType: 'application/json' });
    expect(o.status).toBe(413);
    expect(problemWith(o, wrote)).toBe('');
  });
});

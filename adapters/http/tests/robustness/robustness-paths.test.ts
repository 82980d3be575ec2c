/** Robustness of path ids, query strings and the bid wizard's cells (the rules: robustness.test-kit.ts). */
import { describe, expect, it } from 'vitest';
import { BAD_IDS, ID_PARAMS, HUGE, CELL_MUTATIONS, robustnessHarness } from './robustness.test-kit';
import { CONTRACT_ROUTES } from '../../../../contract/index';
import { methodOf, type RouteEntry } from '../kits/policy-path.test-kit';

const r = robustnessHarness();
const { callersOf, json, pathWith, problemWith, send, SESSION_CHANGING } = r;

describe('robustness over the contract routes', () => {
  it('answers 400 or 404 (never 5xx, never 2xx) for malformed or unknown ids in the path', async () => {
    const problems: string[] = [];
    for (const entry of CONTRACT_ROUTES) {
      const params = [...entry.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).filter((p) => ID_PARAMS.includes(p));
      if (!params.length) continue;
      for (const login of callersOf(entry)) {
        for (const bad of BAD_IDS) {
          const path = pathWith(entry, Object.fromEntries(params.map((p) => [p, bad])));
          const { o, wrote } = await send(entry, path, login, entry.method === 'get' ? null : json('missing fields', {}));
          const p = problemWith(o, wrote) || (o.status < 400 && o.status !== 302 ? `accepted (${o.status}) ${o.text.slice(0, 120)}` : '');
          if (p) problems.push(`${methodOf(entry)} ${path} as ${login ?? 'anonymous'}: ${p}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});

describe('robustness of query strings', () => {
  it('never answers 5xx for malformed query parameters on any entry', async () => {
    const queries = [
      `?clientId=99999999999&companyId=abc&bidderId=${HUGE}&convertToBps=maybe&loginName=&passwordResetCode=&fileName=../../x`,
      '?clientId=-1&companyId=1.5&bidderId=-5&convertToBps=&auctionId=abc',
      '?clientId=1&clientId=2&bidderId[]=1&%zz=1',
    ];
    const problems: string[] = [];
    for (const entry of CONTRACT_ROUTES) {
      if (SESSION_CHANGING.has(entry.path)) continue;
      const login = callersOf(entry)[0] ?? null;
      for (const q of queries) {
        const path = pathWith(entry) + q;
        const { o, wrote } = await send(entry, path, login, entry.method === 'get' ? null : json('missing fields', {}));
        const p = problemWith(o, wrote);
        if (p) problems.push(`${methodOf(entry)} ${path} as ${login ?? 'anonymous'}: ${p}`);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});

describe('robustness of the bid wizard\'s cells', () => {
  it('never answers 5xx and writes nothing when it refuses a bid list with one bad cell', async () => {
    const w = r.t.world;
    const live = w.auctions.live.id;
    const valid = ['bidder1', '-1', String(w.lots.lot2.id), 'Cash', '30', '', '', '1000000', 'lot note', 'supplemental'];
    const problems: string[] = [];
    const entry: RouteEntry = { method: 'post', path: '/auction/bidssave/{auctionId}', access: 'authenticated' };
    for (const login of ['bidder1', 'superbidder']) {
      for (let i = 1; i < valid.length; i++) {
        for (const m of CELL_MUTATIONS) {
          const body = valid.map((x, j) => (j === i ? m : x));
          const { o, wrote } = await send(entry, `/api/auction/bidssave/${live}`, login, json(`[${i}]=${m.slice(0, 12)}`, body));
          const p = problemWith(o, wrote);
          if (p) problems.push(`bidssave as ${login} [${i}]=${JSON.stringify(m.slice(0, 20))}: ${p}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // The unmutated list is a valid bid, so the mutations above reached the bid rules.
    const { o } = await send(entry, `/api/auction/bidssave/${live}`, 'bidder1', json('valid', valid));
    expect(o.status, o.text).toBe(200);
  }, 300_000);
});

import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { heavyRequestGate } from './heavy-request-gate';
import { contractRouteAt } from '../tests/kits/route-lookup.test-kit';
import { jsonStream } from '../wire/json-stream';
import type { AppEnv } from '../context';

/** Is the route `method path` reaches marked heavy in the contract (so registering it attaches the gate)? */
const isHeavyRequest = (method: string, path: string): boolean => contractRouteAt(method, path)?.heavy === true;

describe('heavyRequestGate', () => {
  it('guards the report reads, exports and the award screen reads (the contract marks them heavy), and nothing a bidder saves', () => {
    expect(isHeavyRequest('GET', '/report/auctions/7/full-bid-details')).toBe(true);
    expect(isHeavyRequest('GET', '/report/auctionInfo/7')).toBe(true);
    expect(isHeavyRequest('POST', '/excel/report/fullBidDetails')).toBe(true);
    expect(isHeavyRequest('POST', '/pdf/export/7')).toBe(true);
    expect(isHeavyRequest('GET', '/award/auctions/7/getbids')).toBe(true);
    expect(isHeavyRequest('POST', '/award/auctions/7/optimize')).toBe(true);
    expect(isHeavyRequest('POST', '/auction/readbidfile/7')).toBe(true);
    expect(isHeavyRequest('POST', '/auction/bidssave/7')).toBe(false);
    expect(isHeavyRequest('POST', '/award/auctions/7/awardssave')).toBe(false);
    expect(isHeavyRequest('POST', '/report/auctionInfo/7')).toBe(false);
    expect(isHeavyRequest('GET', '/report/loadproviderlogo/')).toBe(true);
  });

  it('runs at most `atOnce` heavy requests together, in arrival order; other requests pass at once', async () => {
    const app = new Hono<AppEnv>();
    const heavy = heavyRequestGate(2);
    const running: string[] = [];
    const finished: string[] = [];
    const releases = new Map<string, () => void>();
    app.get('/api/report/:name', heavy, async (c) => {
      const name = c.req.param('name');
      running.push(name);
      await new Promise<void>((resolve) => releases.set(name, resolve));
      finished.push(name);
      return c.text(name);
    });
    app.post('/api/auction/bidssave/:id', (c) => c.text('saved'));
    const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

    const answers = ['a', 'b', 'c', 'd'].map((n) => app.request(`/api/report/${n}`));
    await settle();
    expect(running).toEqual(['a', 'b']);
    expect(await (await app.request('/api/auction/bidssave/1', { method: 'POST' })).text()).toBe('saved');
    releases.get('b')?.();
    await settle();
    expect(running).toEqual(['a', 'b', 'c']);
    releases.get('a')?.();
    await settle();
    expect(running).toEqual(['a', 'b', 'c', 'd']);
    releases.get('c')?.();
    releases.get('d')?.();
    expect(await Promise.all(answers.map(async (r) => (await r).text()))).toEqual(['a', 'b', 'c', 'd']);
    expect(finished).toEqual(['b', 'a', 'c', 'd']);
  });

  it('keeps a turn until the answer is sent, the client hangs up, or the hold limit passes', async () => {
    // The hold limit is long enough that a loaded machine does not reach it between two steps of this test
    // (200 ms did: the turn of 'next' ended before the test hung up on it).
    const HOLD_LIMIT_MS = 1_500;
    const app = new Hono<AppEnv>();
    app.use('*', heavyRequestGate(1, HOLD_LIMIT_MS));
    const started: string[] = [];
    // A streamed report (json-stream.ts: 1,500 items in chunks made as the reader asks for them).
    const items = Array.from({ length: 1500 }, (_, i) => i);
    app.get('/api/report/:name', (c) => {
      started.push(c.req.param('name'));
      return c.body(jsonStream(items));
    });
    app.get('/api/report/small/:name', (c) => {
      started.push(c.req.param('name'));
      return c.json([1, 2, 3]);
    });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

    const sent = await app.request('/api/report/sent');
    const waiting = app.request('/api/report/next');
    await settle();
    expect(started).toEqual(['sent']); // the first answer is out but not yet read
    const reader = sent.body?.getReader();
    await reader?.read();
    await settle();
    expect(started).toEqual(['sent']); // partly read
    while (!(await reader?.read())?.done);
    await settle();
    expect(started).toEqual(['sent', 'next']); // read to its end: the next one runs

    const third = app.request('/api/report/hung-up');
    await settle();
    expect(started).toEqual(['sent', 'next']);
    await (await waiting).body?.cancel(); // the client hung up
    await settle();
    expect(started).toEqual(['sent', 'next', 'hung-up']);

    const fourth = app.request('/api/report/after-limit');
    await settle();
    expect(started).toEqual(['sent', 'next', 'hung-up']);
    await new Promise((resolve) => setTimeout(resolve, HOLD_LIMIT_MS + 100)); // 'hung-up' is never read: its turn ends at the limit
    expect(started).toEqual(['sent', 'next', 'hung-up', 'after-limit']);
    expect(await (await fourth).json()).toEqual(items);
    expect(await (await third).json()).toEqual(items);

    // An answer built whole ends its turn when its handler returns, read or not.
    const small = await app.request('/api/report/small/one');
    await app.request('/api/report/small/two');
    expect(started.slice(-2)).toEqual(['one', 'two']);
    expect(await small.json()).toEqual([1, 2, 3]);
  });
});

import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { heavyRequestGate, isHeavyRequest } from './heavy-request-gate';
import type { AppEnv } from './context';

describe('heavyRequestGate', () => {
  it('names the report reads, exports and the award screen reads heavy, and nothing a bidder saves', () => {
    expect(isHeavyRequest('GET', '/report/auctions/7/full-bid-details')).toBe(true);
    expect(isHeavyRequest('GET', '/report/auctionInfo/7')).toBe(true);
    expect(isHeavyRequest('POST', '/excel/report/fullBidDetails')).toBe(true);
    expect(isHeavyRequest('POST', '/pdf/export/7')).toBe(true);
    expect(isHeavyRequest('GET', '/award/auctions/7/getbids')).toBe(true);
    expect(isHeavyRequest('POST', '/award/auctions/7/optimize')).toBe(true);
    expect(isHeavyRequest('POST', '/auction/bidssave/7')).toBe(false);
    expect(isHeavyRequest('POST', '/award/auctions/7/awardssave')).toBe(false);
    expect(isHeavyRequest('POST', '/report/auctionInfo/7')).toBe(false);
  });

  it('runs at most `atOnce` heavy requests together, in arrival order; other requests pass at once', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', heavyRequestGate(2));
    const running: string[] = [];
    const finished: string[] = [];
    const releases = new Map<string, () => void>();
    app.get('/api/report/:name', async (c) => {
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
});

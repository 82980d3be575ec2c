import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/kits/test-app.test-kit';
import { MSG } from '../../../core/domain/messages';
import { contractRouteAt } from '../tests/kits/route-lookup.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ expensiveRequestsPerMinute: 3 });
});
afterAll(async () => {
  await t.close();
});

const exportUsers = (token: string) => t.request('POST', '/api/excel/exportExcel', { token, json: [{ firstName: 'A', lastName: 'B' }] });

describe('per-user quota of expensive requests', () => {
  it('answers 429 with Retry-After past the quota, per user, and leaves cheap endpoints alone', async () => {
    const manager = await t.signIn('manager');
    for (let i = 0; i < 3; i++) expect((await exportUsers(manager)).status).toBe(200);
    const refused = await exportUsers(manager);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: MSG.TOO_MANY_REQUESTS, code: 'TOO_MANY_REQUESTS' });
    // Cheap endpoints still answer for the same user; another user has a quota of its own.
    expect((await t.request('GET', '/api/auction/clients', { token: manager })).status).toBe(200);
    expect((await exportUsers(await t.signIn('relations'))).status).toBe(200);
  });

  it('counts the routes the contract marks expensive: renders, e-mails, uploads', () => {
    const isExpensive = (method: string, path: string): boolean => contractRouteAt(method, path)?.expensive === true;
    const expensive: Array<[string, string]> = [
      ['POST', '/pdf/export/bids'],
      ['POST', '/excel/exportExcel'],
      ['POST', '/excel/report/fullBidDetails'],
      ['POST', '/auction/exportbids/3'],
      ['POST', '/auction/sendConfirmationEmail/3/x.pdf'],
      ['POST', '/auction/sendInvites/3'],
      ['POST', '/auction/lots/upload'],
      ['POST', '/auction/uploadrulesfiles/2'],
      ['POST', '/auction/uploadlogo/ACME'],
    ];
    expect(expensive.filter(([m, p]) => !isExpensive(m, p))).toEqual([]);
    expect(isExpensive('POST', '/auction/bidssave/3') || isExpensive('GET', '/report/auctions/2/bids') || isExpensive('POST', '/token')).toBe(false);
  });
});

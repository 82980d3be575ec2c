import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.test-kit';
import { MSG } from '../../core/domain/messages';
import { isExpensivePath } from './rate-limits';

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

  it('names the expensive endpoints', () => {
    expect(['/pdf/export/bids', '/excel/exportExcel', '/auction/exportbids/3', '/auction/sendConfirmationEmail/3/x.pdf', '/auction/lots/upload', '/auction/uploadrulesfiles/2'].every(isExpensivePath)).toBe(true);
    expect(['/auction/bidssave/3', '/report/auctions/2/bids', '/token'].some(isExpensivePath)).toBe(false);
  });
});

/**
 * Every auction of the demo world can be opened in its own edit form and saved back unchanged
 * (the live 48-hour auction used to fail with "Start Time must be earlier than End Time").
 */
import Decimal from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../demo/seed-demo';
import { testAppForAllTests } from '../../tests/kits/test-app-lifecycle.test-kit';

describe('demo auctions through their edit form', { timeout: 120_000 }, () => {
  const t = testAppForAllTests({ seed: false });
  let token: string;
  beforeAll(async () => {
    await seedDemo(t.deps, 'Demo-Test-Pass-1');
    token = await t.signIn('manager');
  }, 180_000);

  it('loads each form and saves it back unchanged (200), the stored auction unchanged', async () => {
    const auctions = await t.deps.store.auctions.list();
    expect(auctions.length).toBeGreaterThanOrEqual(4);
    for (const before of auctions) {
      const form = (await (await t.request('POST', `/api/auction/${before.id}`, { token })).json()) as Record<string, unknown>;
      const { clients: _c, currencies: _cu, collateralTypes: _ct, templates: _t, esecAucClient: _e, aicapprovalFlag: _a, awardConfirmFlag: _w, auctionStartDate: _s, auctionEndDate: _en, ...body } = form;
      const res = await t.request('POST', '/api/auction/saveAuction', { token, json: body });
      expect(res.status, `${before.auctionName}: ${await res.clone().text()}`).toBe(200);
      const after = await t.deps.store.auctions.get(before.id);
      // The reinvest is stored as the decimal typed ("25.00" saves as "25"): the same number.
      expect({ ...after, reinvest: null }, before.auctionName).toEqual({ ...before, reinvest: null });
      expect(new Decimal(after?.reinvest ?? 0).equals(before.reinvest ?? 0)).toBe(true);
    }
  });
});

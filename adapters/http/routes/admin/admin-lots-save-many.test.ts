// POST /api/auction/lots/{auctionId}/savemany: lots.saveMany over the wire (its rules: core/admin/lots-save-many.test.ts).
import { describe, expect, it } from 'vitest';
import { testAppForAllTests } from '../../tests/kits/test-app-lifecycle.test-kit';
import { body } from '../../tests/kits/signed-in-app.test-kit';
import { MSG } from '../../../../core/domain/messages';

const t = testAppForAllTests();

const row = (lotNumber: string, extra: Record<string, unknown> = {}) => ({
  lotNumber,
  lotName: `Lot ${lotNumber}`,
  assetClassId: 1,
  marketValue: '5000000',
  currency: 'USD',
  termDays: '90',
  termDisp: '90',
  ...extra,
});

const saveMany = async (login: string, rows: unknown) =>
  t.request('POST', `/api/auction/lots/${t.world.auctions.upcoming.id}/savemany`, { token: await t.signIn(login), json: rows });

describe('POST /api/auction/lots/{auctionId}/savemany', () => {
  it('creates the lots and the combo over them in one call', async () => {
    const res = await saveMany('manager', [row('W1'), row('W2'), row('W12', { comboFlag: true, comboLotNumbers: ['W1', 'W2'] })]);
    expect(res.status).toBe(200);
    const saved = await body<{ saved: number; lots: Array<{ lotNumber: string; comboFlag: boolean; comboLotIds: number[]; marketValue: string }> }>(res);
    expect(saved.saved).toBe(3);
    expect(saved.lots[2]).toMatchObject({ lotNumber: 'W12', comboFlag: true, marketValue: '10000000.00', comboLotIds: [saved.lots[0], saved.lots[1]].map((l) => (l as unknown as { id: number }).id) });
  });

  it('refuses every row with its reasons, 400, saving nothing; a bidder is refused', async () => {
    const before = (await t.deps.store.lots.listByAuction(t.world.auctions.upcoming.id)).length;
    const res = await saveMany('manager', [row('X1'), row('X2', { marketValue: '-1' }), row('X3', { lotNumber: 5 })]);
    expect(res.status).toBe(400);
    expect(await body(res)).toMatchObject({ fields: { 'rows.2.lotNumber': expect.any(String) } });
    const rules = await saveMany('manager', [row('X1'), row('X2', { marketValue: '-1' })]);
    expect(rules.status).toBe(400);
    expect(await body(rules)).toMatchObject({ fields: { 'rows.1.marketValue': MSG.MARKET_VALUE_MUST_BE_POSITIVE } });
    expect((await saveMany('bidder1', [row('X4')])).status).toBe(403);
    expect(await t.deps.store.lots.listByAuction(t.world.auctions.upcoming.id)).toHaveLength(before);
  });
});

// lots.saveMany over each engine's store (no HTTP): combos over new and stored lots in one call, the lot form's messages row by row, all or nothing (the transaction on both engines).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useCaseWorldForAllTests } from '../../fixtures/use-case-world.test-kit';
import { makeAuction, makeClient, makeUser } from '../../fixtures/builders';
import { TEST_ENGINES } from './engines.test-kit';
import { openTempStore } from './temp-store.test-kit';
import { wireCore } from '../create-core';
import type { KyselyStore } from './store';
import type { Actor } from '../../core/policy/actor';
import type { Repositories, Store } from '../../core/ports/repositories';
import { MSG } from '../../core/domain/messages';
import { validateLot } from '../../core/validation/lot-form';
import { saveManyLots } from '../../core/admin/lots-save-many';
import { LOTS_PER_SAVE_MANY, type LotRowInput } from '../../core/validation/lot-rows';
import { saveLot } from '../../core/admin/lots';

const w = useCaseWorldForAllTests();

const row = (lotNumber: string, extra: Partial<LotRowInput> = {}): LotRowInput => ({
  lotNumber,
  lotName: `Lot ${lotNumber}`,
  assetClassId: w.world.lots.lot1.assetClassId,
  marketValue: '10,000,000',
  currency: 'USD',
  termDays: '90',
  termDisp: '90',
  ...extra,
});

const lotsOf = (auctionId: number) => w.deps.store.lots.listByAuction(auctionId);

describe('lots.saveMany', () => {
  it('creates single lots and combos over new and stored lots in one call, with the combos valued from their lots', async () => {
    const auction = w.world.auctions.upcoming;
    const stored = await saveLot(w.deps, w.actor('manager'), { ...row('S1'), id: -1, auctionId: auction.id, marketValue: '2,000,000' });
    expect(stored.ok).toBe(true);
    const r = await saveManyLots(w.deps, w.actor('manager'), auction.id, [
      row('C1', { comboFlag: true, comboLotNumbers: ['A1', 'A2', 'S1'] }),
      row('A1'),
      row('A2', { currency: 'EUR', fxRate: '1.0850', marketValue: '4000000' }),
    ]);
    if (!r.ok) throw new Error(r.message);
    expect(r.value.saved).toBe(3);
    const [c1, a1, a2] = r.value.lots;
    expect([c1.lotNumber, a1.lotNumber, a2.lotNumber]).toEqual(['C1', 'A1', 'A2']);
    const s1 = (await lotsOf(auction.id)).find((l) => l.lotNumber === 'S1');
    expect(c1.comboLotIds).toEqual([a1.id, a2.id, s1?.id].sort((x, y) => (x ?? 0) - (y ?? 0)));
    // 10,000,000 + EUR 4,000,000 at 1.0850 + 2,000,000, in dollars.
    expect(Number(c1.marketValue)).toBe(16_340_000);
    expect(await w.deps.store.lots.get(c1.id)).toMatchObject({ comboFlag: true, comboLotIds: c1.comboLotIds, marketValue: c1.marketValue });
  });

  it("refuses every row's errors at once, with the lot form's messages, and writes nothing", async () => {
    const auction = w.world.auctions.upcoming;
    const before = (await lotsOf(auction.id)).length;
    const blank = {};
    const r = await saveManyLots(w.deps, w.actor('manager'), auction.id, [
      row('B1'),
      blank,
      row('B3', { marketValue: '-5' }),
      row('B1'),
      row('A1'),
      row('B6', { comboFlag: true, comboLotNumbers: ['B1', 'NOWHERE'] }),
      row('B7', { comboFlag: true, comboLotNumbers: ['B6'] }),
      row('B8', { assetClassId: 999_999 }),
      row('B9', { currency: 'GBP' }),
    ]);
    const form = validateLot({ id: -1, auctionId: auction.id }, { allInFlag: auction.allInFlag, auctionCurrency: auction.currency });
    const blankFields = Object.fromEntries(Object.entries(form.ok ? {} : (form.fields ?? {})).map(([k, v]) => [`rows.1.${k}`, v]));
    expect(r).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: `${MSG.UNABLE_TO_SAVE} 8 of 9 rows have errors; no lot was saved.`,
      fields: {
        ...blankFields,
        'rows.2.marketValue': MSG.MARKET_VALUE_MUST_BE_POSITIVE,
        'rows.3.lotNumber': MSG.UNABLE_TO_SAVE_LOT_NUMBER_ALREADY_EXISTS,
        'rows.4.lotNumber': MSG.UNABLE_TO_SAVE_LOT_NUMBER_ALREADY_EXISTS,
        'rows.5.comboLotNumbers': 'Lot Number NOWHERE is neither a lot of this auction nor one of these rows',
        'rows.6.comboLotNumbers': 'A combo lot of these rows may not span another combo lot of these rows',
        'rows.7.assetClassId': MSG.UNABLE_TO_SAVE_REFERENCED_RECORD_MISSING,
        'rows.8.fxRate': MSG.FX_RATE_REQUIRED,
      },
    });
    expect(Object.keys(blankFields).length).toBeGreaterThan(3);
    expect(await lotsOf(auction.id)).toHaveLength(before);
  });

  it('says a combo needs lots as the form does, on the field a row names them by', async () => {
    const r = await saveManyLots(w.deps, w.actor('manager'), w.world.auctions.upcoming.id, [row('E1', { comboFlag: true })]);
    expect(r).toMatchObject({ ok: false, fields: { 'rows.0.comboLotNumbers': MSG.COMBO_LOT_NEEDS_LOTS } });
  });

  it('states its limits: no rows, more rows than a lots file, more lots than an auction holds', async () => {
    const auction = w.world.auctions.ended;
    expect(await saveManyLots(w.deps, w.actor('manager'), auction.id, [])).toMatchObject({ ok: false, code: 'VALIDATION' });
    const tooMany = Array.from({ length: LOTS_PER_SAVE_MANY + 1 }, (_, i) => row(`T${i}`));
    expect(await saveManyLots(w.deps, w.actor('manager'), auction.id, tooMany)).toMatchObject({ ok: false, code: 'LIMIT_EXCEEDED', fields: { rows: 'At most 10,000 lots can be saved at once; these are 10,001.' } });
    expect(await saveManyLots(w.deps, w.actor('manager'), 999_999, [row('X1')])).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });

  it('is for staff who manage lots, as lots.save', async () => {
    const before = (await lotsOf(w.world.auctions.upcoming.id)).length;
    expect(await saveManyLots(w.deps, w.actor('bidder1'), w.world.auctions.upcoming.id, [row('F1')])).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(await lotsOf(w.world.auctions.upcoming.id)).toHaveLength(before);
  });
});

/** `target` with one member replaced (the repositories' objects are read-only). */
const withMember = <T extends object>(target: T, key: keyof T, value: unknown): T =>
  new Proxy(target, { get: (t, k) => (k === key ? value : Reflect.get(t, k)) });

// The write on each engine: one transaction, so a failure between the single lots and the combos leaves nothing.
describe.each(TEST_ENGINES)('lots.saveMany over %s', (engine) => {
  let store: KyselyStore;
  let manager: Actor;
  let auctionId: number;
  beforeAll(async () => {
    store = await openTempStore(engine);
    const client = await store.clients.create(makeClient());
    auctionId = (await store.auctions.create(makeAuction({ clientId: client.id }))).id;
    const user = await store.users.create(makeUser({ roles: ['MANAGER'] }));
    manager = { user, roles: user.roles };
  });
  afterAll(() => store.close());

  const rows = (): LotRowInput[] => [
    { lotNumber: 'A', lotName: 'A', assetClassId: 1, marketValue: '1000000', currency: 'USD', termDays: '90', termDisp: '90' },
    { lotNumber: 'B', lotName: 'B', assetClassId: 1, marketValue: '3000000', currency: 'USD', termDays: '90', termDisp: '90' },
    { lotNumber: 'AB', lotName: 'AB', assetClassId: 1, currency: 'USD', termDays: '90', termDisp: '90', comboFlag: true, comboLotNumbers: ['A', 'B'] },
  ];

  it('writes the lots and the combo links', async () => {
    const { deps } = wireCore({ store });
    const r = await saveManyLots(deps, manager, auctionId, rows());
    if (!r.ok) throw new Error(r.message);
    const stored = await store.lots.listByAuction(auctionId);
    const ab = stored.find((l) => l.lotNumber === 'AB');
    expect(ab).toMatchObject({ comboFlag: true, marketValue: '4000000.00' });
    expect(ab?.comboLotIds).toEqual(stored.filter((l) => !l.comboFlag).map((l) => l.id).sort((x, y) => x - y));
  });

  it('leaves nothing when the combos cannot be written after the single lots were', async () => {
    const before = (await store.lots.listByAuction(auctionId)).length;
    // The second multi-row insert (the combos) fails inside the transaction.
    const failing = withMember<Store>(store, 'transaction', (fn: (tx: Repositories) => Promise<unknown>) =>
      store.transaction((tx) => {
        let calls = 0;
        const lots = withMember(tx.lots, 'createMany', (many: Parameters<typeof tx.lots.createMany>[0]) =>
          ++calls === 2 ? Promise.reject(new Error('disk full')) : tx.lots.createMany(many),
        );
        return fn(withMember(tx, 'lots', lots));
      }),
    );
    const { deps } = wireCore({ store: failing });
    const fresh = rows().map((r) => ({ ...r, lotNumber: `${r.lotNumber}2`, comboLotNumbers: r.comboLotNumbers?.map((n) => `${n}2`) }));
    await expect(saveManyLots(deps, manager, auctionId, fresh)).rejects.toThrow('disk full');
    expect(await store.lots.listByAuction(auctionId)).toHaveLength(before);
  });
});

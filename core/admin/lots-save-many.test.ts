// lots.saveMany called directly (no HTTP): combos over new and stored lots in one call, the lot form's messages row by row, all or nothing.
import { describe, expect, it } from 'vitest';
import { useCaseWorldForAllTests } from '../../fixtures/use-case-world.test-kit';
import { MSG } from '../domain/messages';
import { validateLot } from '../validation/lot-form';
import { LOTS_PER_SAVE_MANY, saveManyLots, type LotRowInput } from './lots-save-many';
import { saveLot } from './lots';

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

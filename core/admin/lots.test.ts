// The lot form's save called directly (no HTTP): what is written, combo values, and the spec's messages.
import { describe, expect, it } from 'vitest';
import { useCaseWorldForAllTests } from '../../fixtures/use-case-world.test-kit';
import { makeBid } from '../../fixtures/builders';
import { MSG } from '../domain/messages';
import { validateLot, type LotSaveBodyInput } from '../validation/lot-form';
import { listLots, saveLot } from './lots';

const w = useCaseWorldForAllTests();

const lotForm = (extra: Partial<LotSaveBodyInput> = {}): LotSaveBodyInput => ({
  id: -1,
  auctionId: w.world.auctions.upcoming.id,
  lotNumber: '7',
  lotName: 'EU Government Bonds',
  assetClassId: w.world.lots.lot1.assetClassId,
  marketValue: '12,500,000',
  currency: 'USD',
  termDays: '90',
  termDisp: '90',
  eslBps: '12.5',
  ...extra,
});

describe('saveLot', () => {
  it('creates a lot with its numbers made canonical, and answers its view', async () => {
    const r = await saveLot(w.deps, w.actor('manager'), lotForm({ incumbent: '  ' }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({ auctionId: w.world.auctions.upcoming.id, lotNumber: '7', marketValue: '12500000', termDays: 90, incumbent: null, currencySymbol: '$' });
    expect(r.value.auction).toMatchObject({ id: w.world.auctions.upcoming.id, auctionName: 'Upcoming Auction', clientCode: 'ACME' });
    expect(await w.deps.store.lots.get(r.value.id)).toMatchObject({ lotName: 'EU Government Bonds', marketValue: r.value.marketValue, eslBps: r.value.eslBps });
  });

  it('answers the blank required fields with the spec messages, writing nothing', async () => {
    const before = (await w.deps.store.lots.listByAuction(w.world.auctions.upcoming.id)).length;
    const auction = w.world.auctions.upcoming;
    const blank = { id: -1, auctionId: auction.id };
    const r = await saveLot(w.deps, w.actor('manager'), blank);
    // The field messages are the form's (each checked in core/validation/lot-form.test.ts): the use case answers them all.
    const form = validateLot(blank, { allInFlag: auction.allInFlag, auctionCurrency: auction.currency });
    expect(form.ok).toBe(false);
    expect(r).toMatchObject({ ok: false, code: 'VALIDATION', fields: form.ok ? {} : form.fields });
    expect(r.ok ? {} : r.fields).toMatchObject({ lotName: MSG.LOT_NAME_IS_REQUIRED, termDays: MSG.TERM_DAYS_IS_REQUIRED });
    expect(await saveLot(w.deps, w.actor('manager'), lotForm({ lotNumber: '8', marketValue: 'lots' }))).toMatchObject({ ok: false, fields: { marketValue: MSG.MARKET_VALUE_MUST_BE_NUMERIC } });
    expect(await saveLot(w.deps, w.actor('manager'), lotForm({ lotNumber: '8', marketValue: '-5' }))).toMatchObject({ ok: false, fields: { marketValue: MSG.MARKET_VALUE_MUST_BE_POSITIVE } });
    expect(await w.deps.store.lots.listByAuction(w.world.auctions.upcoming.id)).toHaveLength(before);
  });

  it('refuses a lot number the auction already has: CONFLICT with the spec message', async () => {
    const r = await saveLot(w.deps, w.actor('manager'), lotForm({ auctionId: w.world.auctions.live.id, lotNumber: '1' }));
    expect(r).toMatchObject({ ok: false, code: 'CONFLICT', message: MSG.UNABLE_TO_SAVE_LOT_NUMBER_ALREADY_EXISTS });
  });

  it('an unknown auction is an invalid value of the form', async () => {
    expect(await saveLot(w.deps, w.actor('manager'), lotForm({ auctionId: 999_999 }))).toEqual({ ok: false, code: 'VALIDATION', message: MSG.UNABLE_TO_SAVE, fields: { auctionId: MSG.INVALID_VALUE } });
  });

  it('changing a single lot\'s market value recomputes the combo over it', async () => {
    const { lot1, lot2, combo } = w.world.lots;
    const r = await saveLot(w.deps, w.actor('manager'), { ...lotForm(), ...lot1, id: lot1.id, auctionId: undefined, marketValue: '15000000' });
    expect(r).toMatchObject({ ok: true, value: { id: lot1.id, marketValue: '15000000' } });
    const stored = await w.deps.store.lots.get(combo.id);
    expect(Number(stored?.marketValue)).toBe(15_000_000 + Number(lot2.marketValue));
  });

  it('refuses a priced change to a lot that has bids (LOT_HAS_BIDS), keeping its values', async () => {
    const { lot2 } = w.world.lots;
    const { bidder1 } = w.world.users;
    await w.deps.store.bids.insert(makeBid({ auctionId: lot2.auctionId, lotId: lot2.id, borrowerId: w.world.borrowers.first.id, userId: bidder1.id }));
    const r = await saveLot(w.deps, w.actor('manager'), { ...lotForm(), ...lot2, id: lot2.id, auctionId: undefined, marketValue: '1' });
    expect(r).toEqual({ ok: false, code: 'HAS_BIDS', message: MSG.LOT_HAS_BIDS });
    expect((await w.deps.store.lots.get(lot2.id))?.marketValue).toBe(lot2.marketValue);
  });

  it('lists the auction\'s lots with the combo\'s lots named, and is refused to a bidder', async () => {
    const r = await listLots(w.deps, w.actor('manager'), w.world.auctions.live.id);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.map((l) => l.lotNumber)).toEqual(['1', '2', '3']);
    expect(r.value.find((l) => l.comboFlag)?.comboLots.map((l) => l.lotNumber)).toEqual(['1', '2']);
    expect(await saveLot(w.deps, w.actor('bidder1'), lotForm({ lotNumber: '99' }))).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });
});

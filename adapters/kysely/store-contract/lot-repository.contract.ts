import { describe, expect, it } from 'vitest';
import { MSG } from '../../../core/domain/messages';
import { DuplicateError, ReferenceError_ } from '../../../core/ports/repositories';
import { makeLot } from '../../../fixtures/builders';
import { MISSING, expectRejects, type StoreKit } from './kit.test-kit';

/** The lots. */
export function lotRepositoryContract(kit: StoreKit): void {
  const { auction, lot } = kit;
  describe('lots', () => {
    it('creates, reads and lists lots with combo links', async () => {
      const a = await auction();
      const l1 = await lot(a.id);
      const l2 = await lot(a.id);
      const combo = await lot(a.id, { comboFlag: true, comboLotIds: [l2.id, l1.id] });
      expect(combo.comboLotIds).toEqual([l1.id, l2.id]);
      expect(combo.comboFlag).toBe(true);
      expect(await kit.store.lots.get(combo.id)).toEqual(combo);
      expect(await kit.store.lots.listByAuction(a.id)).toEqual([l1, l2, combo]);
    });
    it('keeps decimal strings exactly as given (canonical form)', async () => {
      const a = await auction();
      const l = await lot(a.id, {
        marketValue: '10000000.00',
        assumedPct: '20',
        fxRate: '1.123456789012',
        eslBps: '0.50',
        grossDividend: '-0',
        taxRate: '+15.000',
        compBid: '007.25',
        datalendDiscretionary: '123456789012345678.99',
      });
      expect(l).toMatchObject({
        marketValue: '10000000.00',
        assumedPct: '20',
        fxRate: '1.123456789012',
        eslBps: '0.50',
        grossDividend: '0',
        taxRate: '15.000',
        compBid: '7.25',
        datalendDiscretionary: '123456789012345678.99',
      });
      const plain = await lot(a.id, { marketValue: '10000000' });
      expect((await kit.store.lots.get(plain.id))?.marketValue).toBe('10000000');
    });
    it('updates a lot and replaces its combo links', async () => {
      const a = await auction();
      const l1 = await lot(a.id);
      const l2 = await lot(a.id);
      const l3 = await lot(a.id);
      const combo = await lot(a.id, { comboFlag: true, comboLotIds: [l1.id, l2.id] });
      const updated = await kit.store.lots.update({ ...combo, lotName: 'Renamed', marketValue: '5.5', comboLotIds: [l3.id] });
      expect(updated).toEqual({ ...combo, lotName: 'Renamed', marketValue: '5.5', comboLotIds: [l3.id] });
      expect(await kit.store.lots.get(combo.id)).toEqual(updated);
    });
    it('deletes lots and the combo links to and from them', async () => {
      const a = await auction();
      const l1 = await lot(a.id);
      const l2 = await lot(a.id);
      const combo = await lot(a.id, { comboFlag: true, comboLotIds: [l1.id, l2.id] });
      await kit.store.lots.delete([l1.id]);
      expect(await kit.store.lots.get(l1.id)).toBeNull();
      expect((await kit.store.lots.get(combo.id))?.comboLotIds).toEqual([l2.id]);
      await kit.store.lots.delete([combo.id, l2.id]);
      expect(await kit.store.lots.listByAuction(a.id)).toEqual([]);
      await kit.store.lots.delete([]);
    });
    it('creates many lots in order', async () => {
      const a = await auction();
      const created = await kit.store.lots.createMany([makeLot({ auctionId: a.id }), makeLot({ auctionId: a.id })]);
      expect(created).toHaveLength(2);
      expect(await kit.store.lots.listByAuction(a.id)).toEqual(created);
    });
    it('creates many lots in chunks, with combo links, and nothing for an empty list', async () => {
      const a = await auction();
      const base = await lot(a.id);
      const batch = Array.from({ length: 901 }, (_, i) => makeLot({ auctionId: a.id, lotNumber: `N${i}`, marketValue: `${i}.00` }));
      batch[900] = { ...batch[900], comboFlag: true, comboLotIds: [base.id] };
      const created = await kit.store.lots.createMany(batch);
      expect(created.map((l) => l.lotNumber)).toEqual(batch.map((l) => l.lotNumber));
      expect(created[7]?.marketValue).toBe('7.00');
      expect(created[900]?.comboLotIds).toEqual([base.id]);
      expect(await kit.store.lots.listByAuction(a.id)).toEqual([base, ...created]);
      expect(await kit.store.lots.createMany([])).toEqual([]);
    });
    it('returns null or [] when not found', async () => {
      expect(await kit.store.lots.get(MISSING)).toBeNull();
      expect(await kit.store.lots.listByAuction(MISSING)).toEqual([]);
    });
    it('rejects a duplicate lot number within an auction, not across auctions', async () => {
      const a = await auction();
      const b = await auction();
      const l = await lot(a.id, { lotNumber: '1' });
      const e = await expectRejects(lot(a.id, { lotNumber: '1' }), DuplicateError, 'Unable to save. Lot Number already exists.');
      expect((e as DuplicateError).field).toBe('lotNumber');
      expect((await lot(b.id, { lotNumber: '1' })).lotNumber).toBe('1');
      const other = await lot(a.id, { lotNumber: '2' });
      await expectRejects(kit.store.lots.update({ ...other, lotNumber: l.lotNumber }), DuplicateError, MSG.UNABLE_TO_SAVE_LOT_NUMBER_ALREADY_EXISTS);
    });
    it('saves no lot when createMany hits a duplicate in the middle', async () => {
      const a = await auction();
      const batch = [makeLot({ auctionId: a.id, lotNumber: 'A' }), makeLot({ auctionId: a.id, lotNumber: 'B' }), makeLot({ auctionId: a.id, lotNumber: 'A' })];
      await expectRejects(kit.store.lots.createMany(batch), DuplicateError, MSG.UNABLE_TO_SAVE_LOT_NUMBER_ALREADY_EXISTS);
      expect(await kit.store.lots.listByAuction(a.id)).toEqual([]);
      await expectRejects(
        kit.store.transaction((tx) => tx.lots.createMany(batch)),
        DuplicateError,
        MSG.UNABLE_TO_SAVE_LOT_NUMBER_ALREADY_EXISTS,
      );
      expect(await kit.store.lots.listByAuction(a.id)).toEqual([]);
    });
    it('rejects a missing auction, asset class, currency or combo lot', async () => {
      const a = await auction();
      await expectRejects(lot(MISSING), ReferenceError_);
      await expectRejects(lot(a.id, { assetClassId: MISSING }), ReferenceError_);
      await expectRejects(lot(a.id, { currency: 'XXX' as 'USD' }), ReferenceError_);
      await expectRejects(lot(a.id, { comboFlag: true, comboLotIds: [MISSING] }), ReferenceError_);
      expect(await kit.store.lots.listByAuction(a.id)).toEqual([]);
    });
    it('reports an update of a missing lot', async () => {
      const a = await auction();
      await expectRejects(kit.store.lots.update({ ...makeLot({ auctionId: a.id }), id: MISSING }), ReferenceError_);
    });
  });

  describe('lots by id', () => {
    it('answers the lots of the auction among the ids asked, by id, with their combo links', async () => {
      const a = await auction();
      const other = await auction();
      const l1 = await lot(a.id);
      const l2 = await lot(a.id);
      const combo = await lot(a.id, { comboFlag: true, comboLotIds: [l1.id, l2.id] });
      const foreign = await lot(other.id);
      expect(await kit.store.lots.getMany(a.id, [combo.id, l1.id, foreign.id, MISSING, l1.id])).toEqual([l1, combo]);
      expect((await kit.store.lots.getMany(a.id, [combo.id]))[0]?.comboLotIds).toEqual([l1.id, l2.id]);
      expect(await kit.store.lots.getMany(a.id, [])).toEqual([]);
    });
  });
}

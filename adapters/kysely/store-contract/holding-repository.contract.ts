import { describe, expect, it } from 'vitest';
import { makeHolding } from '../../../fixtures/builders';
import type { StoreKit } from './kit.test-kit';

/** The holdings of lots. */
export function holdingRepositoryContract(kit: StoreKit): void {
  const { auction, lot } = kit;
  describe('holdings', () => {
    it('replaces the holdings of the named lots only, keeping exact decimals', async () => {
      const a = await auction();
      const [l1, l2] = [await lot(a.id), await lot(a.id)];
      await kit.store.holdings.replaceForLots([l1.id, l2.id], [makeHolding(l1.id), makeHolding(l2.id, { quantity: '5000000.00', quantityKind: 'PAR', price: '0.98765', isin: null, cusip: null, sedol: null, figi: 'BBG000BLNNH6', issuerName: 'IBM', issuerLei: null })]);
      expect(await kit.store.holdings.replaceForLots([l1.id], [makeHolding(l1.id, { quantity: '250', price: '10.10' }), makeHolding(l1.id, { currency: 'EUR' })])).toBe(2);
      const ofL1 = await kit.store.holdings.listByLot(l1.id);
      expect(ofL1.map((h) => [h.quantity, h.price, h.currency])).toEqual([
        ['250', '10.10', 'USD'],
        ['1000', '190.25', 'EUR'],
      ]);
      expect(ofL1.map((h) => h.lotId)).toEqual([l1.id, l1.id]);
      const ofL2 = await kit.store.holdings.listByLot(l2.id);
      expect(ofL2).toEqual([{ ...makeHolding(l2.id, { quantity: '5000000.00', quantityKind: 'PAR', price: '0.98765', isin: null, cusip: null, sedol: null, figi: 'BBG000BLNNH6', issuerName: 'IBM', issuerLei: null }), id: ofL2[0]?.id }]);
      expect((await kit.store.holdings.listByAuction(a.id)).map((h) => h.lotId)).toEqual([l1.id, l1.id, l2.id]);
    });
    it('counts what it wrote across batches of rows', async () => {
      const a = await auction();
      const [l1, l2] = [await lot(a.id), await lot(a.id)];
      const many = Array.from({ length: 1_201 }, (_, i) => makeHolding(i % 2 === 0 ? l1.id : l2.id, { quantity: String(i + 1) }));
      expect(await kit.store.holdings.replaceForLots([l1.id, l2.id], many)).toBe(1_201);
      const stored = await kit.store.holdings.listByAuction(a.id);
      expect(stored).toHaveLength(1_201);
      expect(stored.filter((h) => h.lotId === l2.id).map((h) => h.quantity)).toEqual(Array.from({ length: 600 }, (_, i) => String(2 * i + 2)));
    });
    it('writes nothing when the transaction around it fails', async () => {
      const a = await auction();
      const l = await lot(a.id);
      await kit.store.holdings.replaceForLots([l.id], [makeHolding(l.id)]);
      await expect(
        kit.store.transaction(async (tx) => {
          await tx.holdings.replaceForLots([l.id], [makeHolding(l.id, { quantity: '1' }), makeHolding(l.id, { quantity: '2' })]);
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect((await kit.store.holdings.listByLot(l.id)).map((h) => h.quantity)).toEqual(['1000']);
    });
    it('deletes a lot with its holdings', async () => {
      const a = await auction();
      const l = await lot(a.id);
      await kit.store.holdings.replaceForLots([l.id], [makeHolding(l.id)]);
      await kit.store.lots.delete([l.id]);
      expect(await kit.store.holdings.listByLot(l.id)).toEqual([]);
      expect(await kit.store.holdings.listByAuction(a.id)).toEqual([]);
    });
  });
}

import { describe, expect, it } from 'vitest';
import type { Auction, Lot, User } from '../../../core/domain/entities';
import { ReferenceError_ } from '../../../core/ports/repositories';
import { makeBid } from '../../../fixtures/builders';
import { MISSING, expectRejects, type StoreKit } from './kit.test-kit';

/** The bids and supplemental comments. */
export function bidRepositoryContract(kit: StoreKit): void {
  const { auction, lot, bidder } = kit;
  describe('bids and supplemental comments', () => {
    const world = async () => {
      const a = await auction();
      const l1 = await lot(a.id);
      const l2 = await lot(a.id);
      const u = await bidder();
      const other = await bidder();
      return { a, l1, l2, u, other };
    };
    const bidOf = (a: Auction, l: Lot, u: User, o: Parameters<typeof makeBid>[0] extends infer P ? Partial<P> : never = {}) =>
      makeBid({ auctionId: a.id, lotId: l.id, borrowerId: u.borrowerId!, userId: u.id, ...o });

    it('inserts, reads, lists and updates bids', async () => {
      const { a, l1, l2, u, other } = await world();
      const b1 = await kit.store.bids.insert(bidOf(a, l1, u, { basisPointGuarantee: '25.50' }));
      const b2 = await kit.store.bids.insert(bidOf(a, l2, u, { basisPointGuarantee: null, fixed: '150000', minBalGuarantee: '1000000.00' }));
      const b3 = await kit.store.bids.insert(bidOf(a, l1, other, { superBidderId: u.id, collateralType: 'Non_Cash' }));
      expect(b1).toMatchObject({ basisPointGuarantee: '25.50', fixed: null, allIn: null, confirmed: false, bidDate: '2026-11-02T15:00:00.000Z' });
      expect(b2).toMatchObject({ fixed: '150000', minBalGuarantee: '1000000.00' });
      expect(await kit.store.bids.get(b1.id)).toEqual(b1);
      expect(await kit.store.bids.listByAuction(a.id)).toEqual([b1, b2, b3]);
      expect(await kit.store.bids.listByUser(a.id, u.id)).toEqual([b1, b2]);
      expect(await kit.store.bids.listByBorrower(a.id, other.borrowerId!)).toEqual([b3]);
      const updated = await kit.store.bids.update({ ...b1, basisPointGuarantee: null, allIn: '1.25', lotSpecificComments: 'note' });
      expect(await kit.store.bids.get(b1.id)).toEqual(updated);
      expect(updated).toMatchObject({ basisPointGuarantee: null, allIn: '1.25', lotSpecificComments: 'note' });
    });
    it('counts bids per lot and per borrower', async () => {
      const { a, l1, l2, u, other } = await world();
      await kit.store.bids.insert(bidOf(a, l1, u));
      await kit.store.bids.insert(bidOf(a, l1, other));
      await kit.store.bids.insert(bidOf(a, l2, u));
      expect(await kit.store.bids.countByLot(l1.id)).toBe(2);
      expect(await kit.store.bids.countByLot(MISSING)).toBe(0);
      expect(await kit.store.bids.countByBorrower(a.id, u.borrowerId!)).toBe(2);
      expect(await kit.store.bids.countByBorrower(a.id, MISSING)).toBe(0);
    });
    it('deletes bids', async () => {
      const { a, l1, l2, u } = await world();
      const b1 = await kit.store.bids.insert(bidOf(a, l1, u));
      const b2 = await kit.store.bids.insert(bidOf(a, l2, u));
      await kit.store.bids.delete([b1.id]);
      expect(await kit.store.bids.listByAuction(a.id)).toEqual([b2]);
      await kit.store.bids.delete([]);
    });
    it('confirms all bids and the supplemental comment of one user only', async () => {
      const { a, l1, l2, u, other } = await world();
      await kit.store.bids.insert(bidOf(a, l1, u));
      await kit.store.bids.insert(bidOf(a, l2, u));
      const otherBid = await kit.store.bids.insert(bidOf(a, l1, other));
      await kit.store.bids.saveSupplemental({ auctionId: a.id, borrowerId: u.borrowerId!, userId: u.id, bidderComments: 'Happy to discuss', bidderCommentsConfirmed: null });
      await kit.store.bids.saveSupplemental({ auctionId: a.id, borrowerId: other.borrowerId!, userId: other.id, bidderComments: 'Other', bidderCommentsConfirmed: null });
      await kit.store.bids.confirmAll(a.id, u.id);
      expect((await kit.store.bids.listByUser(a.id, u.id)).every((b) => b.confirmed)).toBe(true);
      expect((await kit.store.bids.get(otherBid.id))?.confirmed).toBe(false);
      expect((await kit.store.bids.listByAuction(a.id, { confirmedOnly: true })).map((b) => b.userId)).toEqual([u.id, u.id]);
      expect((await kit.store.bids.getSupplemental(a.id, u.id))?.bidderCommentsConfirmed).toBe('CONFIRMED');
      expect((await kit.store.bids.listSupplemental(a.id, { confirmedOnly: true })).map((s) => s.userId)).toEqual([u.id]);
      expect(await kit.store.bids.listSupplemental(a.id)).toHaveLength(2);
    });
    it('inserts then updates the one supplemental comment per user and auction', async () => {
      const { a, u } = await world();
      expect(await kit.store.bids.getSupplemental(a.id, u.id)).toBeNull();
      const first = await kit.store.bids.saveSupplemental({ auctionId: a.id, borrowerId: u.borrowerId!, userId: u.id, bidderComments: 'v1', bidderCommentsConfirmed: null });
      const second = await kit.store.bids.saveSupplemental({ auctionId: a.id, borrowerId: u.borrowerId!, userId: u.id, bidderComments: 'v2', bidderCommentsConfirmed: null });
      expect(second).toEqual({ ...first, bidderComments: 'v2' });
      expect(await kit.store.bids.listSupplemental(a.id)).toEqual([second]);
    });
    it('returns null or [] when not found', async () => {
      expect(await kit.store.bids.get(MISSING)).toBeNull();
      expect(await kit.store.bids.listByAuction(MISSING)).toEqual([]);
      expect(await kit.store.bids.listByUser(MISSING, MISSING)).toEqual([]);
      expect(await kit.store.bids.listByBorrower(MISSING, MISSING)).toEqual([]);
      expect(await kit.store.bids.getSupplemental(MISSING, MISSING)).toBeNull();
      expect(await kit.store.bids.listSupplemental(MISSING)).toEqual([]);
    });
    it('rejects a missing lot or user, and an update of a missing bid', async () => {
      const { a, l1, u } = await world();
      await expectRejects(kit.store.bids.insert(bidOf(a, { ...l1, id: MISSING }, u)), ReferenceError_);
      await expectRejects(kit.store.bids.insert(makeBid({ auctionId: a.id, lotId: l1.id, borrowerId: u.borrowerId!, userId: MISSING })), ReferenceError_);
      const b = await kit.store.bids.insert(bidOf(a, l1, u));
      await expectRejects(kit.store.bids.update({ ...b, id: MISSING }), ReferenceError_);
    });
    it('inserts and updates many bids in multi-row statements, answering them by id', async () => {
      const { a, l1, l2, u } = await world();
      const rows = Array.from({ length: 7 }, (_, i) =>
        bidOf(a, i % 2 ? l1 : l2, u, { basisPointGuarantee: i % 3 ? `${i}.50` : null, fixed: i % 3 ? null : '1500.25', lotSpecificComments: `c${i}`, superBidderId: i === 0 ? u.id : null }),
      );
      const inserted = await kit.store.bids.insertMany(rows);
      expect(inserted.map((b) => b.id)).toEqual([...inserted.map((b) => b.id)].sort((x, y) => x - y));
      expect(inserted).toEqual(await kit.store.bids.listByUser(a.id, u.id));
      expect(inserted.map((b) => b.lotSpecificComments).sort()).toEqual(rows.map((r) => r.lotSpecificComments).sort());
      expect(await kit.store.bids.insertMany([])).toEqual([]);
      const changed = inserted.slice(0, 4).map((b, i) => ({
        ...b,
        lotId: l1.id,
        basisPointGuarantee: null,
        fixed: null,
        allIn: `0.${i + 1}0`,
        minBalGuarantee: i === 0 ? '1000000.00' : null,
        lotSpecificComments: `changed ${i}`,
        superBidderId: null,
        confirmed: i === 1,
        bidDate: '2026-11-03T10:00:00Z',
      }));
      const updated = await kit.store.bids.updateMany([...changed].reverse());
      expect(updated).toEqual(changed.map((b) => ({ ...b, bidDate: '2026-11-03T10:00:00.000Z' })));
      expect(await kit.store.bids.listByUser(a.id, u.id)).toEqual([...updated, ...inserted.slice(4)]);
      expect(await kit.store.bids.updateMany([])).toEqual([]);
    });
    it('refuses an update of many bids when one is missing, and writes none of it in a transaction', async () => {
      const { a, l1, u } = await world();
      const [b1] = await kit.store.bids.insertMany([bidOf(a, l1, u, { lotSpecificComments: 'before' })]);
      await expectRejects(
        kit.store.transaction((tx) => tx.bids.updateMany([{ ...b1, lotSpecificComments: 'after' }, { ...b1, id: MISSING }])),
        ReferenceError_,
      );
      expect((await kit.store.bids.get(b1.id))?.lotSpecificComments).toBe('before');
      await expectRejects(kit.store.bids.insertMany([bidOf(a, { ...l1, id: MISSING }, u)]), ReferenceError_);
    });
    it("saves a bidder's sheet at once: removes, updates, inserts and the supplemental record, exact decimals", async () => {
      const { a, l1, l2, u, other } = await world();
      const [keep, drop] = await kit.store.bids.insertMany([bidOf(a, l1, u, { basisPointGuarantee: '25.50' }), bidOf(a, l2, u)]);
      const theirs = await kit.store.bids.insert(bidOf(a, l1, other));
      const supplemental = { auctionId: a.id, borrowerId: u.borrowerId!, userId: u.id, bidderComments: 'first', bidderCommentsConfirmed: null };
      const first = await kit.store.transaction((tx) =>
        tx.bids.saveSheet({
          removed: [drop.id],
          updates: [{ ...keep, basisPointGuarantee: null, fixed: '150000.25', bidDate: '2026-11-03T10:00:00Z' }],
          inserts: [bidOf(a, l2, u, { allIn: '0.125', lotSpecificComments: "it's new" }), bidOf(a, l1, u, { minBalGuarantee: '1000000.00' })],
          supplemental,
          activity: { auctionId: a.id, userId: u.id, borrowerId: u.borrowerId, actionTime: '2026-11-03T10:00:00Z', step: 'Place Bids', action: 'Bids saved (2)' },
        }),
      );
      // The activity entry is written with the sheet, its instant canonical.
      expect((await kit.store.activity.listByAuction(a.id)).map(({ id: _id, ...e }) => e)).toEqual([
        { auctionId: a.id, userId: u.id, borrowerId: u.borrowerId, actionTime: '2026-11-03T10:00:00.000Z', step: 'Place Bids', action: 'Bids saved (2)' },
      ]);
      const mine = await kit.store.bids.listByUser(a.id, u.id);
      expect(first.saved).toEqual(mine);
      expect(mine.map((b) => b.id)).not.toContain(drop.id);
      expect(mine[0]).toEqual({ ...keep, basisPointGuarantee: null, fixed: '150000.25', bidDate: '2026-11-03T10:00:00.000Z' });
      expect(mine.slice(1).map((b) => [b.allIn, b.minBalGuarantee, b.lotSpecificComments])).toEqual([
        ['0.125', null, "it's new"],
        [null, '1000000.00', ''],
      ]);
      expect(first.supplemental).toEqual({ ...supplemental, id: first.supplemental.id });
      expect(await kit.store.bids.getSupplemental(a.id, u.id)).toEqual(first.supplemental);
      expect(await kit.store.bids.get(theirs.id)).toEqual(theirs);
      // Everything removed: no bids, the record updated in place.
      const emptied = await kit.store.bids.saveSheet({ removed: mine.map((b) => b.id), updates: [], inserts: [], supplemental: { ...supplemental, bidderComments: 'second' } });
      expect(emptied).toEqual({ saved: [], supplemental: { ...first.supplemental, bidderComments: 'second' } });
      expect(await kit.store.bids.listByUser(a.id, u.id)).toEqual([]);
    });
    it("reads a bidder's sheet at once: its bids by id and its supplemental record, none of another user's", async () => {
      const { a, l1, l2, u, other } = await world();
      expect(await kit.store.bids.getSheet(a.id, u.id)).toEqual({ bids: [], supplemental: null });
      const mine = await kit.store.bids.insertMany([bidOf(a, l2, u, { allIn: '0.125' }), bidOf(a, l1, u, { confirmed: true })]);
      await kit.store.bids.insert(bidOf(a, l1, other));
      expect(await kit.store.bids.getSheet(a.id, u.id)).toEqual({ bids: mine, supplemental: null });
      const record = await kit.store.bids.saveSupplemental({ auctionId: a.id, borrowerId: u.borrowerId!, userId: u.id, bidderComments: 'note', bidderCommentsConfirmed: 'CONFIRMED' });
      expect(await kit.store.bids.getSheet(a.id, u.id)).toEqual({ bids: mine, supplemental: record });
      await kit.store.bids.delete(mine.map((b) => b.id));
      expect(await kit.store.bids.getSheet(a.id, u.id)).toEqual({ bids: [], supplemental: record });
    });
    it('answers the supplemental record as stored after a sheet, whether it was already so or changed', async () => {
      const { a, l1, u } = await world();
      const supplemental = { auctionId: a.id, borrowerId: u.borrowerId!, userId: u.id, bidderComments: 'same', bidderCommentsConfirmed: null };
      const now = await kit.store.bids.saveSupplemental(supplemental);
      const kept = await kit.store.bids.saveSheet({ removed: [], updates: [], inserts: [bidOf(a, l1, u)], supplemental, supplementalNow: now });
      expect(kept.supplemental).toEqual(now);
      const changed = await kit.store.bids.saveSheet({ removed: [], updates: [], inserts: [], supplemental: { ...supplemental, bidderComments: 'changed' }, supplementalNow: now });
      expect(changed.supplemental).toEqual({ ...now, bidderComments: 'changed' });
      expect(await kit.store.bids.getSupplemental(a.id, u.id)).toEqual(changed.supplemental);
    });
    it('refuses a sheet whose update names a missing bid, and writes none of it in a transaction', async () => {
      const { a, l1, l2, u } = await world();
      const [b1, b2] = await kit.store.bids.insertMany([bidOf(a, l1, u, { lotSpecificComments: 'before' }), bidOf(a, l2, u)]);
      const supplemental = { auctionId: a.id, borrowerId: u.borrowerId!, userId: u.id, bidderComments: 'never', bidderCommentsConfirmed: null };
      await expectRejects(
        kit.store.transaction((tx) =>
          tx.bids.saveSheet({
            removed: [b2.id],
            updates: [{ ...b1, lotSpecificComments: 'after' }, { ...b1, id: MISSING }],
            inserts: [bidOf(a, l2, u)],
            supplemental,
            activity: { auctionId: a.id, userId: u.id, borrowerId: u.borrowerId, actionTime: '2026-11-03T10:00:00Z', step: 'Place Bids', action: 'Bids saved (2)' },
          }),
        ),
        ReferenceError_,
      );
      expect(await kit.store.activity.listByAuction(a.id)).toEqual([]);
      expect(await kit.store.bids.listByUser(a.id, u.id)).toEqual([b1, b2]);
      expect(await kit.store.bids.getSupplemental(a.id, u.id)).toBeNull();
    });
    it('refuses to delete a lot that has bids', async () => {
      const { a, l1, u } = await world();
      await kit.store.bids.insert(bidOf(a, l1, u));
      await expectRejects(kit.store.lots.delete([l1.id]), ReferenceError_);
      expect(await kit.store.lots.get(l1.id)).not.toBeNull();
    });
  });
}

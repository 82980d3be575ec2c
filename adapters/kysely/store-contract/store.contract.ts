import { describe, expect, it } from 'vitest';
import { MSG } from '../../../core/domain/messages';
import { fail, ok, type Result } from '../../../core/domain/result';
import { DuplicateError } from '../../../core/ports/repositories';
import { makeBid, makeClient, makeLot } from '../../../fixtures/builders';
import { expectRejects, type StoreKit } from './kit.test-kit';

/** The unit of work: transactions, and concurrent writers. */
export function storeTransactionContract(kit: StoreKit): void {
  const { client, auction, lot, bidder } = kit;
  describe('transactions', () => {
    it('commits and returns the result', async () => {
      const a = await auction();
      const ids = await kit.store.transaction(async (tx) => {
        const l1 = await tx.lots.create(makeLot({ auctionId: a.id }));
        const l2 = await tx.lots.create(makeLot({ auctionId: a.id, comboFlag: true, comboLotIds: [l1.id] }));
        expect(await tx.lots.listByAuction(a.id)).toHaveLength(2); // sees its own writes
        return [l1.id, l2.id];
      });
      expect((await kit.store.lots.listByAuction(a.id)).map((l) => l.id)).toEqual(ids);
    });
    it('rolls back every write when the function throws', async () => {
      const a = await auction();
      const code = `TX${Date.now()}`;
      await expect(
        kit.store.transaction(async (tx) => {
          await tx.lots.createMany([makeLot({ auctionId: a.id }), makeLot({ auctionId: a.id })]);
          await tx.clients.create(makeClient({ clientCode: code }));
          await tx.auctions.setAwardConfirmFlag(a.id, true);
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await kit.store.lots.listByAuction(a.id)).toEqual([]);
      expect(await kit.store.clients.getByCode(code)).toBeNull();
      expect((await kit.store.auctions.get(a.id))?.awardConfirmFlag).toBe(false);
    });
    it('rolls back every write when the function returns a failed Result, and returns that failure', async () => {
      const a = await auction();
      const code = `TXF${Date.now()}`;
      const refused = fail('NOT_FOUND', MSG.NOT_FOUND, { id: MSG.NOT_FOUND });
      const answer = await kit.store.transaction(async (tx): Promise<Result<number>> => {
        await tx.lots.createMany([makeLot({ auctionId: a.id }), makeLot({ auctionId: a.id })]);
        await tx.clients.create(makeClient({ clientCode: code }));
        await tx.auctions.setAwardConfirmFlag(a.id, true);
        return refused;
      });
      expect(answer).toEqual(refused);
      expect(await kit.store.lots.listByAuction(a.id)).toEqual([]);
      expect(await kit.store.clients.getByCode(code)).toBeNull();
      expect((await kit.store.auctions.get(a.id))?.awardConfirmFlag).toBe(false);
    });
    it('commits when the function returns a successful Result', async () => {
      const a = await auction();
      const answer = await kit.store.transaction(async (tx): Promise<Result<number>> => ok((await tx.lots.create(makeLot({ auctionId: a.id }))).id));
      expect(answer.ok).toBe(true);
      expect((await kit.store.lots.listByAuction(a.id)).map((l) => l.id)).toEqual([answer.ok ? answer.value : -1]);
    });
    it('rolls back and surfaces a DuplicateError raised inside', async () => {
      const existing = await client();
      const code = `TXD${Date.now()}`;
      await expectRejects(
        kit.store.transaction(async (tx) => {
          await tx.clients.create(makeClient({ clientCode: code }));
          await tx.clients.create(makeClient({ clientCode: existing.clientCode }));
        }),
        DuplicateError,
        MSG.UNABLE_TO_SAVE_SHORTNAME_ALREADY_EXISTS,
      );
      expect(await kit.store.clients.getByCode(code)).toBeNull();
    });
  });

  describe('concurrency', () => {
    it('runs concurrent transactions and counter updates without losing writes', async () => {
      const u = await bidder();
      const codes = Array.from({ length: 8 }, (_, i) => `CC${u.id}-${i}`);
      await Promise.all([
        ...codes.map((code) =>
          kit.store.transaction(async (tx) => {
            const c = await tx.clients.create(makeClient({ clientCode: code }));
            return tx.clients.get(c.id);
          }),
        ),
        ...Array.from({ length: 8 }, () => kit.store.users.recordFailedLogin(u.id)),
      ]);
      for (const code of codes) expect(await kit.store.clients.getByCode(code)).not.toBeNull();
      expect((await kit.store.users.get(u.id))?.failedLoginCount).toBe(8);
    });
    it('makes transactions serializable: a check-then-write race writes once', async () => {
      const a = await auction();
      const l = await lot(a.id);
      const users = await Promise.all(Array.from({ length: 6 }, () => bidder()));
      // Each transaction places a bid only if the lot has none yet.
      const placed = await Promise.all(
        users.map((u) =>
          kit.store.transaction(async (tx) => {
            if ((await tx.bids.countByLot(l.id)) > 0) return false;
            await tx.bids.insert(makeBid({ auctionId: a.id, lotId: l.id, borrowerId: u.borrowerId!, userId: u.id }));
            return true;
          }),
        ),
      );
      expect(placed.filter(Boolean)).toHaveLength(1);
      expect(await kit.store.bids.countByLot(l.id)).toBe(1);
    });
  });
}

import { describe, expect, it } from 'vitest';
import type { User } from '../../../core/domain/entities';
import { ReferenceError_ } from '../../../core/ports/repositories';
import { makeBid } from '../../../fixtures/builders';
import { chainEntries, EMPTY_HEAD, entryTemplates, type LedgerEvent } from '../../../core/audit/ledger-entry';
import { checkChain } from '../../../core/audit/ledger-verify';
import { nodeSha256 } from '../../crypto/node-sha256';
import { MISSING, expectRejects, type StoreKit } from './kit.test-kit';

/** The tamper-evident bid ledger. */
export function auditLedgerRepositoryContract(kit: StoreKit): void {
  const { auction, lot, bidder } = kit;
  describe('bid ledger', () => {
    const sha256 = nodeSha256();
    const actor = { userId: null, superBidderId: null };
    const events = (n: number): LedgerEvent[] => Array.from({ length: n }, (_, i) => ({ type: 'awards.unconfirmed', reason: `r${i}` }));
    /** One transaction that locks the head and appends `n` entries, as services do. */
    const appendInTx = (auctionId: number, n: number, atMs = 1_800_000_000_000) =>
      kit.store.transaction(
        async (tx) => {
          const head = await tx.audit.lockHead(auctionId);
          const entries = chainEntries(sha256, head, { auctionId, atMs, actor }, events(n));
          await tx.audit.append(entries);
          return entries;
        },
        { serialiseOn: `contract-ledger:${auctionId}` },
      );

    it('starts empty, appends, and reads entries back by sequence, hash and actor', async () => {
      const a = await auction();
      expect(await kit.store.audit.head(a.id)).toBeNull();
      expect(await kit.store.audit.list(a.id)).toEqual([]);
      const first = await appendInTx(a.id, 2);
      const u = await bidder();
      const confirmed = await kit.store.transaction(async (tx) => {
        const head = await tx.audit.lockHead(a.id);
        expect(head).toEqual({ seq: 2, hash: first[1].hash });
        const entries = chainEntries(sha256, head, { auctionId: a.id, atMs: 1_800_000_000_123, actor: { userId: u.id, superBidderId: null } }, [
          { type: 'bids.confirmed', userId: u.id, bids: [], supplementalComments: 'é "quoted"' },
        ]);
        await tx.audit.append(entries);
        return entries[0];
      });
      const all = await kit.store.audit.list(a.id);
      expect(all).toEqual([...first, confirmed]);
      expect(all.map((e) => e.seq)).toEqual([1, 2, 3]);
      expect(confirmed).toMatchObject({ atMs: 1_800_000_000_123, actorUserId: u.id, superBidderId: null, eventType: 'bids.confirmed' });
      expect(await kit.store.audit.head(a.id)).toEqual({ seq: 3, hash: confirmed.hash });
      expect(await kit.store.audit.findByHash(a.id, confirmed.hash)).toEqual(confirmed);
      expect(await kit.store.audit.findByHash(MISSING, confirmed.hash)).toBeNull();
      expect(await kit.store.audit.latest(a.id, 'bids.confirmed', u.id)).toEqual(confirmed);
      expect(await kit.store.audit.latest(a.id, 'bids.confirmed', MISSING)).toBeNull();
      expect(checkChain(sha256, a.id, all, await kit.store.audit.head(a.id))).toMatchObject({ ok: true });
    });

    it('refuses an append that does not continue the head, and writes nothing of it', async () => {
      const a = await auction();
      await appendInTx(a.id, 1);
      const stale = chainEntries(sha256, EMPTY_HEAD, { auctionId: a.id, atMs: 1, actor }, events(2));
      await expect(kit.store.transaction((tx) => tx.audit.append(stale))).rejects.toThrow();
      const skipping = chainEntries(sha256, { seq: 5, hash: EMPTY_HEAD.hash }, { auctionId: a.id, atMs: 1, actor }, events(1));
      await expect(kit.store.transaction((tx) => tx.audit.append(skipping))).rejects.toThrow();
      expect((await kit.store.audit.list(a.id)).map((e) => e.seq)).toEqual([1]);
      expect((await kit.store.audit.head(a.id))?.seq).toBe(1);
    });

    it('rolls appended entries back with their transaction', async () => {
      const a = await auction();
      await expect(
        kit.store.transaction(async (tx) => {
          const head = await tx.audit.lockHead(a.id);
          await tx.audit.append(chainEntries(sha256, head, { auctionId: a.id, atMs: 1, actor }, events(1)));
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await kit.store.audit.list(a.id)).toEqual([]);
      expect((await kit.store.audit.head(a.id))?.seq ?? 0).toBe(0);
      await expectRejects(kit.store.transaction((tx) => tx.audit.lockHead(MISSING)), ReferenceError_);
    });

    it('runs owner-locked writes of one owner one after another, of different owners side by side, all in one chain', async () => {
      const a = await auction();
      const l = await lot(a.id);
      const users = await Promise.all(Array.from({ length: 4 }, () => bidder()));
      const within = `contract-ledger:${a.id}`;
      // Each owner-locked transaction bids only if its owner has no bid yet (check, then write), then appends.
      const ownerWrite = (u: User, i: number) =>
        kit.store.transaction(
          async (tx) => {
            if ((await tx.bids.listByUser(a.id, u.id)).length > 0) return false;
            await tx.bids.insert(makeBid({ auctionId: a.id, lotId: l.id, borrowerId: u.borrowerId!, userId: u.id }));
            const head = await tx.audit.lockHead(a.id);
            await tx.audit.append(chainEntries(sha256, head, { auctionId: a.id, atMs: 1_800_000_000_000 + i, actor }, events(1)));
            return true;
          },
          { ownerLock: { within, owner: `contract-owner:${a.id}:${u.id}` } },
        );
      const outcomes = await Promise.all([
        ...[...users, ...users, ...users].map((u, i) => ownerWrite(u, i)),
        ...Array.from({ length: 4 }, (_, i) => appendInTx(a.id, 1, 1_900_000_000_000 + i).then(() => 'auction-wide')),
      ]);
      expect(outcomes.filter((o) => o === true)).toHaveLength(4);
      for (const u of users) expect(await kit.store.bids.listByUser(a.id, u.id)).toHaveLength(1);
      const all = await kit.store.audit.list(a.id);
      expect(all.map((e) => e.seq)).toEqual(Array.from({ length: 8 }, (_, i) => i + 1));
      expect(checkChain(sha256, a.id, all, await kit.store.audit.head(a.id))).toMatchObject({ ok: true });
    });

    it('appendAtHead (where the engine has it) locks, hashes and appends in the database exactly as chainEntries does, side by side in one chain', async () => {
      if (!kit.store.audit.appendAtHead) return;
      const a = await auction();
      const at = { auctionId: a.id, atMs: 1_800_000_000_000, actor };
      const tricky: LedgerEvent[] = [{ type: 'awards.unconfirmed', reason: 'é "quoted" \\ 😀 \u0000 ü' }, { type: 'awards.confirmed' }];
      const appendAtHead = (templates: ReturnType<typeof entryTemplates>, owner: string) =>
        kit.store.transaction((tx) => tx.audit.appendAtHead!(templates), { ownerLock: { within: `contract-ledger:${a.id}`, owner } });
      // No head row yet: nothing is written.
      expect(await appendAtHead(entryTemplates(at, tricky), 'first')).toBeNull();
      expect(await kit.store.audit.list(a.id)).toEqual([]);
      await appendInTx(a.id, 1);
      const head = (await kit.store.audit.head(a.id))!;
      const expected = chainEntries(sha256, head, at, tricky);
      expect(await appendAtHead(entryTemplates(at, tricky), 'second')).toEqual({ head, hashes: expected.map((e) => e.hash) });
      expect((await kit.store.audit.list(a.id)).slice(1)).toEqual(expected);
      await Promise.all([
        ...Array.from({ length: 12 }, (_, i) => appendAtHead(entryTemplates({ ...at, atMs: at.atMs + i }, tricky.slice(0, 1 + (i % 2))), `o${i}`)),
        appendInTx(a.id, 2),
      ]);
      const all = await kit.store.audit.list(a.id);
      expect(all.map((e) => e.seq)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
      expect(checkChain(sha256, a.id, all, await kit.store.audit.head(a.id))).toMatchObject({ ok: true });
    });

    it('serialises concurrent appends to one auction into one chain, none of them failing', async () => {
      const a = await auction();
      await Promise.all(Array.from({ length: 16 }, (_, i) => appendInTx(a.id, 1 + (i % 2), 1_800_000_000_000 + i)));
      const all = await kit.store.audit.list(a.id);
      expect(all.map((e) => e.seq)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
      expect(checkChain(sha256, a.id, all, await kit.store.audit.head(a.id))).toMatchObject({ ok: true });
    });
  });
}

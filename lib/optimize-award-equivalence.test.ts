/**
 * `optimizeAward` on plain data answers what `awards.optimize` answers for the same auction: the same selected
 * bids, totals, preselection, gap and cap costs. The auction is stored (the demo world's, and generated
 * ones: core/awards/priced-world.test-kit.ts with ties and caps), the use case runs over the store, and
 * the same lots and confirmed bids are read back and written as an instance here, independently of the
 * use case's own reading (bid values from core/money, borrowers by code rather than by id, no rate for a lot
 * in the auction's currency).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optimizeAward, type AwardOptimizerInstanceInput, type AwardProposal, type OptimizedAward } from './index';
import { optimizeAwards } from '../core/awards/award-optimizer-service';
import type { CapRequest } from '../core/awards/optimizer/optimize-request';
import type { Auction, Borrower, Id } from '../core/domain/entities';
import type { Actor } from '../core/policy/actor';
import type { Store } from '../core/ports/repositories';
import type { CoreDeps } from '../core/app/deps';
import { bidTotalValueOn } from '../core/money/bid-values';
import { fixedClock } from '../core/ports/clock';
import { worldArb, WORLD_CURRENCY, type World } from '../core/awards/priced-world.test-kit';
import { createCoreDeps, type ComposedDeps } from '../adapters/compose';
import { openPostgresStore } from '../adapters/postgres/open-postgres-store';
import { migrateToLatest } from '../adapters/store-from-env';
import { POSTGRES_URL, TEST_ENGINES } from '../adapters/kysely/engines.test-kit';
import { seedDemo } from '../adapters/demo/seed-demo';
import { makeAuction, makeBid, makeBorrower, makeLot, makeUser } from '../fixtures/builders';
import { useCaseWorldForAllTests } from '../fixtures/use-case-world.test-kit';

/** The stored auction's lots and confirmed bids as an instance, borrowers named by their codes. */
async function instanceOfStored(store: Store, auction: Auction, caps: readonly CapRequest[]): Promise<AwardOptimizerInstanceInput> {
  const [lots, bids, borrowers] = await Promise.all([store.lots.listByAuction(auction.id), store.bids.listByAuction(auction.id, { confirmedOnly: true }), store.borrowers.list()]);
  const lotById = new Map(lots.map((l) => [l.id, l]));
  const codeOf = new Map(borrowers.map((b) => [b.id, b.companyCode]));
  return {
    currency: auction.currency,
    lots: lots.map((l) => ({
      id: l.id,
      marketValue: l.marketValue,
      currency: l.currency,
      ...(l.currency === auction.currency ? {} : { fxRate: l.fxRate ?? undefined }),
      ...(l.comboFlag ? { comboLotIds: l.comboLotIds } : {}),
    })),
    bids: bids.map((b) => {
      const lot = lotById.get(b.lotId);
      if (!lot) throw new Error(`bid ${b.id} on a lot of another auction`);
      return { id: b.id, borrower: codeOf.get(b.borrowerId) ?? '', lotId: b.lotId, value: bidTotalValueOn(lot)(b), valueSavedAt: b.bidDate };
    }),
    caps: [...caps],
  };
}

/** What both answer, the time taken aside; cap costs name the borrower by company name. */
const comparable = (a: OptimizedAward, nameOf: ReadonlyMap<string, string>) => {
  const { solveMs: _ms, ...rest } = a;
  return { ...rest, capCosts: a.capCosts.map((c) => ({ ...c, borrower: nameOf.get(c.borrower) ?? c.borrower })) };
};

/** The use case's proposal and optimizeAward's answer on the same auction, compared field by field. */
async function expectSameAward(deps: CoreDeps, actor: Actor, auction: Auction, caps: readonly CapRequest[]): Promise<AwardProposal> {
  const proposal = await optimizeAwards(deps, actor, auction.id, { caps: [...caps] });
  if (!proposal.ok) throw new Error(`awards.optimize: ${proposal.message}`);
  const answer = await optimizeAward(await instanceOfStored(deps.store, auction, caps));
  if (!answer.ok) throw new Error(`optimizeAward: ${answer.message}`);
  const borrowers = await deps.store.borrowers.list();
  const nameOf = new Map(borrowers.map((b) => [b.companyCode, b.companyName]));
  const { auctionId: _id, awards, ...fromUseCase } = proposal.value;
  expect(comparable(answer.value, nameOf), auction.auctionName).toEqual(comparable(fromUseCase, new Map()));
  expect(awards.map((r) => r.bidId)).toEqual(answer.value.selectedBidIds);
  return proposal.value;
}

describe.each(TEST_ENGINES)('optimizeAward and awards.optimize on the demo world over %s', { timeout: 240_000 }, (engine) => {
  let dir: string;
  let composed: ComposedDeps;
  let awarder: Actor;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sla-optimize-'));
    const store =
      engine === 'postgres' && POSTGRES_URL ? await openPostgresStore(POSTGRES_URL, { schema: `optimize_award_${process.pid}`, dropSchemaOnClose: true }) : undefined;
    if (store) await migrateToLatest(store);
    composed = await createCoreDeps({ DATA_DIR: dir }, { clock: fixedClock(Date.UTC(2026, 10, 22, 15, 10)), ...(store ? { store } : {}) });
    await seedDemo(composed.deps, 'Seed-Test-Pass-1');
    const user = (await composed.deps.store.users.list()).find((u) => u.roles.includes('AWARD'));
    if (!user) throw new Error('the demo world has no awarder');
    awarder = { user, roles: user.roles };
  }, 240_000);
  afterAll(async () => {
    await composed.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers the same award for every demo auction with confirmed bids, without caps and with the leading borrower capped', async () => {
    const { store } = composed.deps;
    let compared = 0;
    for (const auction of await store.auctions.list()) {
      if ((await store.bids.listByAuction(auction.id, { confirmedOnly: true })).length === 0) continue;
      const free = await expectSameAward(composed.deps, awarder, auction, []);
      // The borrower with the most awarded lots, held to fewer lots and to half its market value.
      const counts = new Map<Id, number>();
      for (const r of free.awards) counts.set(r.borrowerId, (counts.get(r.borrowerId) ?? 0) + 1);
      const [leader, lots] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
      const borrower = (await store.borrowers.list()).find((b) => b.id === leader);
      if (!borrower || lots === undefined) continue;
      const capped = await expectSameAward(composed.deps, awarder, auction, [{ borrower: borrower.companyCode, lots: Math.max(0, lots - 1), marketValue: '50000000.00' }]);
      expect(capped.capCosts.length, auction.auctionName).toBe(2);
      compared++;
    }
    // Summer and Autumn are ended with confirmed bids; Q4 is live with some confirmed.
    expect(compared).toBeGreaterThanOrEqual(2);
  });
});

describe('optimizeAward and awards.optimize on generated auctions', () => {
  const w = useCaseWorldForAllTests();
  const borrowers: Borrower[] = [];

  beforeAll(async () => {
    for (let i = 1; i <= 4; i++) {
      const borrower = await w.deps.store.borrowers.create(makeBorrower({ companyName: `Generated Borrower ${i}`, companyCode: `GB${i}` }));
      await w.deps.store.users.create(makeUser({ borrowerId: borrower.id }));
      borrowers.push(borrower);
    }
  });

  /** The world written to the store: an auction, its lots (combos last) and its bids, all confirmed. */
  async function stored(world: World, savedAt: readonly string[]): Promise<Auction> {
    const { store } = w.deps;
    const auction = await store.auctions.create(makeAuction({ clientId: w.world.clients.acme.id, currency: WORLD_CURRENCY, allInFlag: true }));
    const idOf = new Map<Id, Id>();
    for (const lot of [...world.lots].sort((a, b) => Number(a.comboFlag) - Number(b.comboFlag))) {
      const { id, ...fields } = lot;
      const created = await store.lots.create(makeLot({ ...fields, auctionId: auction.id, comboLotIds: lot.comboLotIds.map((l) => idOf.get(l) ?? -1) }));
      idOf.set(id, created.id);
    }
    const users = await store.users.list();
    await store.bids.insertMany(
      world.bids.map((b, i) => {
        const borrower = borrowers[b.borrowerId - 1];
        const user = users.find((u) => u.borrowerId === borrower.id);
        if (!user) throw new Error('no bidder');
        const { id: _id, ...amounts } = b;
        return makeBid({ ...amounts, auctionId: auction.id, lotId: idOf.get(b.lotId) ?? -1, borrowerId: borrower.id, userId: user.id, confirmed: true, bidDate: savedAt[i % savedAt.length] });
      }),
    );
    return auction;
  }

  // Ties: some bids repeated by another borrower, saved at another time; caps on bidding borrowers only.
  const caseArb = fc.record({
    world: worldArb,
    twins: fc.array(fc.record({ of: fc.nat(), borrower: fc.integer({ min: 1, max: 4 }) }), { maxLength: 3 }),
    savedAt: fc.uniqueArray(fc.constantFrom('2026-11-02T15:00:00.000Z', '2026-11-02T15:05:00.000Z', '2026-11-02T16:00:00.000Z'), { minLength: 1, maxLength: 3 }),
    caps: fc.uniqueArray(
      fc.record({ borrower: fc.integer({ min: 1, max: 4 }), marketValue: fc.option(fc.integer({ min: 0, max: 2_000_000_000 }), { nil: undefined }), lots: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }) }),
      { selector: (c) => c.borrower, maxLength: 3 },
    ),
  });

  it('answers the same award, ties and caps included', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async ({ world, twins, savedAt, caps }) => {
        const bids = [...world.bids, ...twins.map((t, k) => ({ ...world.bids[t.of % world.bids.length], id: world.bids.length + k + 1, borrowerId: t.borrower }))];
        const auction = await stored({ lots: world.lots, bids }, savedAt);
        const bidding = new Set(bids.map((b) => b.borrowerId));
        const capRequests: CapRequest[] = caps
          .filter((c) => bidding.has(c.borrower) && (c.marketValue !== undefined || c.lots !== undefined))
          .map((c) => ({
            borrower: `GB${c.borrower}`,
            ...(c.marketValue === undefined ? {} : { marketValue: `${c.marketValue}.00` }),
            ...(c.lots === undefined ? {} : { lots: c.lots }),
          }));
        await expectSameAward(w.deps, w.actor('awarder'), auction, capRequests);
      }),
      { numRuns: 60 },
    );
  });
});

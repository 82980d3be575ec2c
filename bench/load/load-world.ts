/**
 * The data the load benchmarks run on, written through the real repositories (and, for the tens of
 * thousands of confirmed bids of the report benchmarks, multi-row SQL inserts, so seeding stays fast):
 * one live auction with `lots` lots (one in ten a combo over its nine predecessors, unless single lots only), `borrowers`
 * approved borrowers with one bidder user each who has accepted the rules, and a bearer token per
 * bidder and for one staff user with every report role.
 */
import { sql } from 'kysely';
import type { CoreDeps } from '../../core/app/deps';
import type { Id, Lot } from '../../core/domain/entities';
import type { Actor } from '../../core/policy/actor';
import { issueToken } from '../../core/auth/tokens';
import { kyselyOf } from '../../adapters/kysely/kysely-of';
import { makeAuction, makeBorrower, makeClient, makeLot, makeUser } from '../../fixtures/builders';
import { seededRandom } from '../bench-kit';

const HOUR = 3_600_000;
const iso = (ms: number): string => new Date(ms).toISOString();

export interface LoadWorld {
  auctionId: Id;
  lots: Lot[];
  /** Single lots first, then combos (bids of a sheet go on single lots). */
  singleLots: Lot[];
  bidders: Array<{ userId: Id; borrowerId: Id; token: string }>;
  staffToken: string;
  /** The same staff user as the actor of a use case (MANAGER, REPORT, AWARD). */
  staff: Actor;
}

export interface LoadWorldOptions {
  lots: number;
  borrowers: number;
  /** Confirmed bids to write directly: each borrower bids on this fraction of the single lots. */
  confirmedBidShare?: number;
  /** The auction has ended (reports and awards), instead of live (bidding). */
  ended?: boolean;
  /** Every lot a single lot (no combos). */
  singleLotsOnly?: boolean;
}

export async function seedLoadWorld(deps: CoreDeps, opts: LoadWorldOptions): Promise<LoadWorld> {
  const s = deps.store;
  const now = deps.clock.nowMs();
  const client = await s.clients.create(makeClient());
  const auction = await s.auctions.create(
    makeAuction({
      clientId: client.id,
      auctionStartDate: iso(opts.ended ? now - 4 * HOUR : now - HOUR),
      auctionEndDate: iso(opts.ended ? now - HOUR : now + 6 * HOUR),
    }),
  );
  const lots: Lot[] = [];
  const batch = 500;
  for (let from = 0; from < opts.lots; from += batch) {
    const n = Math.min(batch, opts.lots - from);
    // Combos reference earlier lots, so each batch is created in two passes: singles, then combos.
    const specs = Array.from({ length: n }, (_, k) => from + k);
    const isCombo = (i: number) => !opts.singleLotsOnly && i % 10 === 9;
    const singles = await s.lots.createMany(
      specs.filter((i) => !isCombo(i)).map((i) => makeLot({ auctionId: auction.id, lotNumber: String(i + 1), lotName: `Lot ${i + 1}` })),
    );
    lots.push(...singles);
    const combos = specs.filter(isCombo);
    if (combos.length) {
      lots.push(
        ...(await s.lots.createMany(
          combos.map((i) =>
            makeLot({
              auctionId: auction.id,
              lotNumber: String(i + 1),
              lotName: `Combo ${i + 1}`,
              comboFlag: true,
              comboLotIds: lots.filter((l) => !l.comboFlag).slice(-9).map((l) => l.id),
              marketValue: '90000000.00',
            }),
          ),
        )),
      );
    }
  }
  const singleLots = lots.filter((l) => !l.comboFlag);
  const bidders: LoadWorld['bidders'] = [];
  for (let b = 0; b < opts.borrowers; b++) {
    const borrower = await s.borrowers.create(makeBorrower());
    const user = await s.users.create(makeUser({ borrowerId: borrower.id }));
    await s.rulesAcceptance.setLinkClicked(auction.id, user.id);
    await s.rulesAcceptance.setAccepted(auction.id, user.id);
    bidders.push({ userId: user.id, borrowerId: borrower.id, token: (await issueToken(deps, user, false)).access_token });
  }
  await s.invitees.approve(auction.id, bidders.map((b) => b.borrowerId));
  const staff = await s.users.create(makeUser({ roles: ['MANAGER', 'REPORT', 'AWARD'] }));
  const staffToken = (await issueToken(deps, staff, false)).access_token;
  if (opts.confirmedBidShare) await writeConfirmedBids(deps, auction.id, singleLots, bidders, opts.confirmedBidShare);
  return { auctionId: auction.id, lots, singleLots, bidders, staffToken, staff: { user: staff, roles: staff.roles } };
}

/** Confirmed bids, bps or fixed, on a share of the single lots per borrower (deterministic). */
async function writeConfirmedBids(deps: CoreDeps, auctionId: Id, lots: Lot[], bidders: LoadWorld['bidders'], share: number): Promise<void> {
  const db = kyselyOf(deps.store);
  if (!db) throw new Error('the load world needs a kysely store');
  const random = seededRandom(7);
  const at = deps.clock.now();
  const rows: string[][] = [];
  for (const b of bidders) {
    for (const lot of lots) {
      if (random() >= share) continue;
      const bps = random() < 0.7;
      const value = bps ? (10 + random() * 90).toFixed(2) : (1000 + random() * 90_000).toFixed(2);
      rows.push([String(auctionId), String(lot.id), String(b.borrowerId), String(b.userId), bps ? value : '', bps ? '' : value]);
    }
  }
  const confirmed = deps.store.engine === 'postgres' ? sql`true` : sql`1`;
  for (let from = 0; from < rows.length; from += 1000) {
    const values = rows.slice(from, from + 1000).map(
      ([a, l, br, u, bps, fixed]) =>
        sql`(${Number(a)}, ${Number(l)}, ${Number(br)}, ${Number(u)}, NULL, 'Cash', ${bps || null}, ${fixed || null}, NULL, NULL, '', ${confirmed}, ${at})`,
    );
    await sql`INSERT INTO bids (auction_id, lot_id, borrower_id, user_id, super_bidder_id, collateral_type, basis_point_guarantee, fixed, all_in, min_bal_guarantee, lot_specific_comments, confirmed, bid_date) VALUES ${sql.join(values)}`.execute(db);
  }
}

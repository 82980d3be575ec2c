/**
 * The HTTP API in process (createTestApp: the real Hono app over real adapters and a fresh
 * temporary database: SQLite, or a Postgres schema when DATABASE_URL says so), on an auction with
 * 40 lots (36 single, 4 combos) and 25 approved borrowers.
 *
 * Targets (server time only, no network; headroom for a loaded 2-core machine):
 * - A bidder's bidssave of 40 rows + bidsconfirm: < 150 ms median. Bidders save and confirm in the
 *   last minutes of an auction; the Confirm click must feel immediate.
 * - Reports over the 25 borrowers' 1,000 confirmed bids (full-bid-details, auctionInfo) and the
 *   award screen's bid overview: < 300 ms median each. Staff open these repeatedly while awarding.
 * - POST /api/token (password sign-in) at the test app's cheap scrypt cost: < 400 ms median; the
 *   production cost (N=2^14, p=5) is measured by sign-in.bench.ts.
 */
import type { Id, User } from '../core/domain/entities';
import { EMPTY_BID_INPUTS } from '../core/domain/bid-kinds';
import { encodeBidsSaveBody } from '../contract/bids-save-body';
import { createTestApp } from '../adapters/http/tests/kits/test-app.test-kit';
import { POSTGRES_URL } from '../adapters/kysely/engines.test-kit';
import { TEST_PASSWORD } from '../adapters/http/tests/kits/test-world.test-kit';
import { makeAuction, makeBorrower, makeLot, makeUser } from '../fixtures/builders';
import { check, measure, recordSetupFailure } from './bench-kit';

const HOUR = 3_600_000;
const iso = (ms: number): string => new Date(ms).toISOString();
const where = POSTGRES_URL ? 'postgres' : 'sqlite';

const t = await createTestApp();
try {
  const s = t.deps.store;
  const now = t.clock.nowMs();
  const end = now + 2 * HOUR;
  const auction = await s.auctions.create(
    makeAuction({ clientId: t.world.clients.acme.id, auctionStartDate: iso(now - HOUR), auctionEndDate: iso(end) }),
  );
  const singles = await s.lots.createMany(Array.from({ length: 36 }, (_, i) => makeLot({ auctionId: auction.id, lotNumber: String(i + 1), lotName: `Lot ${i + 1}` })));
  const combos = await s.lots.createMany(
    Array.from({ length: 4 }, (_, c) =>
      makeLot({
        auctionId: auction.id,
        lotNumber: String(37 + c),
        lotName: `Combo ${c + 1}`,
        comboFlag: true,
        comboLotIds: singles.slice(c * 9, c * 9 + 9).map((l) => l.id),
        marketValue: '90000000.00',
      }),
    ),
  );
  const lots = [...singles, ...combos];

  const bidders: User[] = [];
  for (let b = 0; b < 25; b++) {
    const borrower = await s.borrowers.create(makeBorrower());
    const user = await s.users.create(makeUser({ borrowerId: borrower.id }));
    await s.rulesAcceptance.setLinkClicked(auction.id, user.id);
    await s.rulesAcceptance.setAccepted(auction.id, user.id);
    bidders.push(user);
  }
  await s.invitees.approve(
    auction.id,
    bidders.map((u) => u.borrowerId as Id),
  );

  const post = (path: string, token: string, json?: unknown) => t.request('POST', `/api${path}`, { token, json });
  const get = (path: string, token: string) => t.request('GET', `/api${path}`, { token });
  const expectOk = async (res: Response, what: string): Promise<unknown> => {
    check(res.status === 200, `${what}: HTTP ${res.status} ${res.status === 200 ? '' : (await res.text()).slice(0, 160)}`);
    return res.json();
  };

  // Every borrower bids on every lot: basis points on even lots, fixed dollars on odd ones.
  const bodyFor = (b: number) =>
    encodeBidsSaveBody('ignored', {
      rows: lots.map((l, i) => ({
        bidId: -1,
        lotId: l.id,
        collateralType: 'Cash',
        ...EMPTY_BID_INPUTS,
        basisPoints: i % 2 === 0 ? (10 + ((b * 7 + i) % 40) + 0.25).toFixed(2) : '',
        fixed: i % 2 === 1 ? String(20_000 + b * 1_000 + i * 10) : '',
        minBalance: '',
        lotComment: i === 0 ? 'Subject to recall terms' : '',
      })),
      supplemental: { id: null, comments: `Supplemental comments of bidder ${b}` },
    });

  // One run per borrower (the first is the warm-up): confirmed bids are final, so each run is a new bidder.
  await measure(
    `http/${where}: bidssave (40 rows) + bidsconfirm`,
    { iterations: bidders.length - 1, warmup: 1, targetMs: 150, prepare: async (i) => ({ b: i, token: await t.signIn(bidders[i].loginName) }) },
    async ({ b, token }: { b: number; token: string }) => {
      const saved = (await expectOk(await post(`/auction/bidssave/${auction.id}`, token, bodyFor(b)), 'bidssave')) as unknown[];
      check(saved.length === lots.length + 1, `bidssave returned ${saved.length} items`);
      const confirmed = (await expectOk(await post(`/auction/bidsconfirm/${auction.id}`, token, saved), 'bidsconfirm')) as {
        confirmed?: boolean;
      }[];
      check(confirmed.slice(0, lots.length).every((x) => x.confirmed === true), 'bids not confirmed');
    },
  );
  check((await s.bids.listByAuction(auction.id, { confirmedOnly: true })).length === 1_000, 'expected 1,000 confirmed bids');

  // Reports once the auction has ended.
  t.clock.set(end + HOUR);
  const reporter = await t.signIn('reporter');
  await measure(`http/${where}: report full-bid-details (1,000 bids)`, { iterations: 10, warmup: 2, targetMs: 300 }, async () => {
    const details = (await expectOk(await get(`/report/auctions/${auction.id}/full-bid-details`, reporter), 'full-bid-details')) as { rows: unknown[] };
    check(details.rows.length > 0, 'no rows');
  });
  await measure(`http/${where}: report auctionInfo (40 lots, 25 borrowers)`, { iterations: 10, warmup: 2, targetMs: 300 }, async () => {
    await expectOk(await get(`/report/auctionInfo/${auction.id}`, reporter), 'auctionInfo');
  });

  const awarder = await t.signIn('awarder');
  await measure(`http/${where}: award screen getbids (1,000 overview rows)`, { iterations: 10, warmup: 2, targetMs: 300 }, async () => {
    const rows = (await expectOk(await get(`/award/auctions/${auction.id}/getbids`, awarder), 'award getbids')) as unknown[];
    check(rows.length === 1_000, `award getbids returned ${rows.length} rows`);
  });

  await measure(`http/${where}: POST /api/token password sign-in (scrypt, test cost)`, { iterations: 10, warmup: 1, targetMs: 400 }, async () => {
    const res = await t.request('POST', '/api/token', {
      form: { grant_type: 'password', username: 'manager', password: TEST_PASSWORD, client_id: 'esecauction-web' },
    });
    const body = (await expectOk(res, 'token')) as { access_token?: string };
    check(typeof body.access_token === 'string', 'no access_token');
  });
} catch (e) {
  recordSetupFailure(`http/${where}: setup`, e);
} finally {
  await t.close();
}

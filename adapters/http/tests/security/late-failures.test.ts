/**
 * A refused write writes nothing, also when the refusal comes late: well-formed bodies whose first
 * part is valid (and is written inside the transaction) and whose last part is refused (an unknown or
 * foreign id, an invalid row after a valid one). Each write endpoint with a list body is sent such a
 * body; the answer must be a refusal (4xx, or the spec's 302) with `{ error }` and every table row and stored file must be unchanged
 * (db-snapshot.ts, on SQLite and, with DATABASE_URL=postgres://…, on PostgreSQL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppForAllTests } from '../kits/test-app-lifecycle.test-kit';
import { snapshotter, type Snapshotter } from '../kits/db-snapshot.test-kit';
import { passRules, saveBody } from '../kits/participation.test-kit';
import { encodeBidsSaveBody } from '../../../../contract/bids-save-body';
import { placeholderRow } from '../../../../core/bids/place-bids-table';
import { makeLot } from '../../../../fixtures/builders';

const t = testAppForAllTests();
let snap: Snapshotter;
const tokens = new Map<string, string>();
const UNKNOWN = 999_999;

beforeAll(async () => {
  snap = snapshotter(t);
  await t.deps.store.invitees.approve(t.world.auctions.live.id, [t.world.borrowers.second.id]);
  for (const login of ['bidder1', 'bidder2']) await passRules(t, await token(login), t.world.auctions.live.id);
});
afterAll(() => {
  snap.close();
});

async function token(login: string): Promise<string> {
  let tk = tokens.get(login);
  if (!tk) tokens.set(login, (tk = await t.signIn(login)));
  return tk;
}

/** Sends the body and checks: refused with a JSON error, nothing written. */
async function expectRefusedWithoutWrites(method: string, path: string, login: string, json: unknown): Promise<void> {
  const tk = await token(login);
  const before = await snap.snapshot();
  const res = await t.request(method, path, { token: tk, json });
  const text = await res.text();
  // 302 is the spec's status for "there are bids placed" refusals.
  expect(res.status === 302 || res.status >= 400, `${method} ${path}: ${res.status} ${text.slice(0, 200)}`).toBe(true);
  expect(res.status).toBeLessThan(500);
  expect((JSON.parse(text) as { error?: unknown }).error, text).toEqual(expect.any(String));
  expect(await snap.snapshot(), `${method} ${path} wrote although it was refused`).toBe(before);
}

const bidsSave = (rows: Parameters<typeof saveBody>[0]) => saveBody(rows);

/** A save by `login` whose first row is a new bid on `newLot` and whose second names bid `bidId` on `lot`: refused only at the second. */
const newRowThenBidId = (login: string, newLot: number, lot: number, bidId: number) =>
  encodeBidsSaveBody(login, {
    rows: [
      { ...placeholderRow(newLot, 'Cash'), basisPoints: '30' },
      { ...placeholderRow(lot, 'Cash'), bidId, basisPoints: '31' },
    ],
    supplemental: { id: null, comments: 'note' },
  });

describe('a write refused late writes nothing', () => {
  it('bidssave: a new row followed by a row with an unknown bid id', async () => {
    const { lot1, lot2 } = t.world.lots;
    const rows = newRowThenBidId('bidder1', lot1.id, lot2.id, UNKNOWN);
    await expectRefusedWithoutWrites('POST', `/api/auction/bidssave/${t.world.auctions.live.id}`, 'bidder1', rows);
  });

  it("bidssave: a new row followed by another borrower's bid id", async () => {
    const live = t.world.auctions.live.id;
    const { lot1, lot2 } = t.world.lots;
    const saved = await t.request('POST', `/api/auction/bidssave/${live}`, { token: await token('bidder1'), json: bidsSave([{ lotId: lot1.id, basisPoints: '40' }]) });
    expect(saved.status).toBe(200);
    const foreignId = ((await saved.json()) as Array<{ id?: number; lotId?: number }>).find((b) => b.lotId === lot1.id)?.id as number;
    const rows = newRowThenBidId('bidder2', lot2.id, lot1.id, foreignId);
    await expectRefusedWithoutWrites('POST', `/api/auction/bidssave/${live}`, 'bidder2', rows);
  });

  it('bidssave: a new row followed by a row on a lot of another auction', async () => {
    const foreignLot = await t.deps.store.lots.create(makeLot({ auctionId: t.world.auctions.upcoming.id }));
    const body = bidsSave([{ lotId: t.world.lots.lot2.id, basisPoints: '30' }, { lotId: foreignLot.id, basisPoints: '30' }]);
    await expectRefusedWithoutWrites('POST', `/api/auction/bidssave/${t.world.auctions.live.id}`, 'bidder2', body);
  });

  it('bidssave: a valid row followed by an invalid one', async () => {
    const body = bidsSave([{ lotId: t.world.lots.lot2.id, basisPoints: '30' }, { lotId: t.world.lots.lot1.id, basisPoints: 'abc' }]);
    await expectRefusedWithoutWrites('POST', `/api/auction/bidssave/${t.world.auctions.live.id}`, 'bidder2', body);
  });

  it('inviteesave: a borrower to add followed by an unknown one', async () => {
    const body = { added: [t.world.borrowers.second.id, UNKNOWN], removed: [] };
    await expectRefusedWithoutWrites('POST', `/api/auction/inviteesave/${t.world.auctions.upcoming.id}`, 'manager', body);
  });

  it('userlistsave: an approved user followed by an unknown one', async () => {
    const body = { userIds: [t.world.users.bidder1.id, UNKNOWN], removedIds: [] };
    await expectRefusedWithoutWrites('POST', `/api/auction/userlistsave/${t.world.auctions.live.id}`, 'manager', body);
  });

  it('lots delete: a lot without bids followed by an unknown lot', async () => {
    const spare = await t.deps.store.lots.create(makeLot({ auctionId: t.world.auctions.upcoming.id }));
    await expectRefusedWithoutWrites('DELETE', '/api/auction/lots', 'manager', { ids: [spare.id, UNKNOWN] });
  });

  it('lots delete: a lot without bids followed by a lot with bids', async () => {
    const spare = await t.deps.store.lots.create(makeLot({ auctionId: t.world.auctions.live.id, lotNumber: '99' }));
    await expectRefusedWithoutWrites('DELETE', '/api/auction/lots', 'manager', { ids: [spare.id, t.world.lots.lot1.id] });
  });

  it('awardssave: a valid award followed by an unknown bid', async () => {
    const live = t.world.auctions.live.id;
    const saved = await t.request('POST', `/api/auction/bidssave/${live}`, { token: await token('bidder2'), json: bidsSave([{ lotId: t.world.lots.lot2.id, basisPoints: '50' }]) });
    expect(saved.status).toBe(200);
    expect((await t.request('POST', `/api/auction/bidsconfirm/${live}`, { token: await token('bidder2') })).status).toBe(200);
    const bid = ((await saved.json()) as Array<{ id?: number; lotId?: number }>).find((b) => b.lotId === t.world.lots.lot2.id)?.id as number;
    t.clock.set(Date.parse(t.world.auctions.live.auctionEndDate));
    const body = [[-1, bid, t.world.lots.lot2.id], [-1, UNKNOWN, t.world.lots.lot1.id], []];
    await expectRefusedWithoutWrites('POST', `/api/award/auctions/${live}/awardssave`, 'awarder', body);
  });
});

/**
 * A bid's bidDate is when its value was last saved: the tie rule (core/awards/tie-break.ts)
 * reads it, so re-saving the sheet with the same value (a new comment, another bid changed) keeps it,
 * and a new value moves it.
 */
import { describe, expect, it } from 'vitest';
import { testAppForEachTest } from '../../tests/kits/test-app-lifecycle.test-kit';
import { passRules, saveBody } from '../../tests/kits/participation.test-kit';

const t = testAppForEachTest();

describe('the time a bid value was saved', () => {
  it('stays when the sheet is saved again with the same value and moves when the value changes', async () => {
    const live = t.world.auctions.live.id;
    const { lot1, lot2 } = t.world.lots;
    const token = await t.signIn('bidder1');
    await passRules(t, token, live);
    // The bidder's answer names its bids by opaque ids (opaque-ids.ts): the ids a later save gives back.
    let ids = new Map<number, number>();
    const save = async (rows: Parameters<typeof saveBody>[0], comments = '') => {
      const res = await t.request('POST', `/api/auction/bidssave/${live}`, { token, json: saveBody(rows, comments) });
      expect(res.status).toBe(200);
      const list = (await res.json()) as Array<{ id?: number; lotId?: number }>;
      ids = new Map(list.flatMap((b) => (b.lotId !== undefined && b.id !== undefined ? [[b.lotId, b.id] as const] : [])));
    };
    const bidsNow = async () => new Map((await t.deps.store.bids.listByUser(live, t.world.users.bidder1.id)).map((b) => [b.lotId, b]));

    await save([{ lotId: lot1.id, basisPoints: '35' }, { lotId: lot2.id, fixed: '25000' }]);
    const first = await bidsNow();
    const savedAt = first.get(lot1.id)!.bidDate;

    t.clock.advance(60_000);
    // Same value on lot 1 (written as 35.00, with a comment); a new value on lot 2.
    await save(
      [
        { bidId: ids.get(lot1.id), lotId: lot1.id, basisPoints: '35.00', lotComment: 'Call us' },
        { bidId: ids.get(lot2.id), lotId: lot2.id, fixed: '26000' },
      ],
      'more',
    );
    const second = await bidsNow();
    expect(second.get(lot1.id)!.bidDate).toBe(savedAt);
    expect(second.get(lot1.id)!.lotSpecificComments).toBe('Call us');
    expect(Date.parse(second.get(lot2.id)!.bidDate)).toBe(Date.parse(savedAt) + 60_000);

    t.clock.advance(60_000);
    await save([
      { bidId: ids.get(lot1.id), lotId: lot1.id, basisPoints: '36' },
      { bidId: ids.get(lot2.id), lotId: lot2.id, fixed: '26000' },
    ]);
    const third = await bidsNow();
    expect(Date.parse(third.get(lot1.id)!.bidDate)).toBe(Date.parse(savedAt) + 120_000);
    expect(third.get(lot2.id)!.bidDate).toBe(second.get(lot2.id)!.bidDate);
  });
});

// Re-auction over HTTP (on PostgreSQL too with DATABASE_URL): copying an ended auction, and the staff home page's exclusives ending soon.
import { describe, expect, it } from 'vitest';
import { testAppForAllTests } from '../../tests/kits/test-app-lifecycle.test-kit';
import { body, signedInForEachTest } from '../../tests/kits/signed-in-app.test-kit';
import { makeHolding, makeLot } from '../../../../fixtures/builders';
import { MSG } from '../../../../core/domain/messages';
import { AUCTION_COPY_NOT_ENDED } from '../../../../core/domain/staff-messages';

const t = testAppForAllTests();
const manager = signedInForEachTest(t, 'manager');
const dates = { auctionDate: '2026-12-15', startTime: '09:00', endTime: '12:00' };

describe('POST /auction/copyauction/{id}', () => {
  it('copies an ended auction into a new draft and answers its id; refuses one not ended, bad dates and a bidder', async () => {
    const ended = t.world.auctions.ended;
    // Lots with a combo and a holding, and a rules document: written in one transaction on either engine.
    const s = t.deps.store;
    const a = await s.lots.create(makeLot({ auctionId: ended.id, lotNumber: '1' }));
    const b = await s.lots.create(makeLot({ auctionId: ended.id, lotNumber: '2' }));
    await s.lots.create(makeLot({ auctionId: ended.id, lotNumber: '3', comboFlag: true, comboLotIds: [a.id, b.id] }));
    await s.holdings.replaceForLots([b.id], [makeHolding(b.id)]);
    await s.infoCentre.ensureSlots(ended.id);
    const rule = (await s.infoCentre.listDocuments(ended.id, 'rules'))[0];
    await t.deps.files.put('auctions/ended/terms.txt', new TextEncoder().encode('terms'));
    await s.infoCentre.setDocumentFile(rule.id, 'terms.txt', 'auctions/ended/terms.txt');

    const res = await manager.post(`/auction/copyauction/${ended.id}`, { ...dates, auctionName: 'Ended Auction, round two' });
    expect(res.status).toBe(200);
    const id = await body<number>(res);
    expect(await s.auctions.get(id)).toMatchObject({ auctionName: 'Ended Auction, round two', clientId: ended.clientId, aicapprovalFlag: false });
    const [a2, b2, combo2] = await s.lots.listByAuction(id);
    expect([...combo2.comboLotIds].sort()).toEqual([a2.id, b2.id].sort());
    expect((await s.holdings.listByAuction(id)).map((h) => h.lotId)).toEqual([b2.id]);
    const copiedRule = (await s.infoCentre.listDocuments(id, 'rules'))[0];
    expect(new TextDecoder().decode((await t.deps.files.get(copiedRule.fileKey ?? '')) ?? new Uint8Array())).toBe('terms');

    const live = await manager.post(`/auction/copyauction/${t.world.auctions.live.id}`, dates);
    expect(live.status).toBe(409);
    expect(await body(live)).toMatchObject({ error: AUCTION_COPY_NOT_ENDED });
    const past = await manager.post(`/auction/copyauction/${ended.id}`, { ...dates, auctionDate: '2026-01-05' });
    expect(past.status).toBe(400);
    expect(await body(past)).toMatchObject({ fields: { auctionDate: MSG.AUCTION_DATE_IN_PAST } });
    expect((await manager.post(`/auction/copyauction/${ended.id}`, dates, await t.signIn('bidder1'))).status).toBe(403);
    expect((await manager.post('/auction/copyauction/999999', dates)).status).toBe(404);
  });
});

describe('GET /auction/exclusivesendingsoon', () => {
  it('answers the staff a list, and refuses a bidder', async () => {
    const res = await manager.get('/auction/exclusivesendingsoon');
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual([]);
    expect((await manager.get('/auction/exclusivesendingsoon', await t.signIn('bidder1'))).status).toBe(403);
  });
});

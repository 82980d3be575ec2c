// Re-auction: an ended auction copied into a new draft, what comes with it, what does not, and the refusals.
import { beforeAll, describe, expect, it } from 'vitest';
import { useCaseWorldForAllTests } from '../../fixtures/use-case-world.test-kit';
import { makeBid, makeHolding, makeLot } from '../../fixtures/builders';
import type { CoreDeps } from '../app/deps';
import type { Id, Lot } from '../domain/entities';
import { MSG } from '../domain/messages';
import { AUCTION_COPY_NOT_ENDED } from '../domain/staff-messages';
import type { Repositories, Store } from '../ports/repositories';
import { defaultCopyName } from '../validation/auction-form';
import { copyAuction } from './auction-copy';

const w = useCaseWorldForAllTests();
const NEW_DATES = { auctionDate: '2026-12-15', startTime: '09:00', endTime: '12:00', termStartDate: '2026-12-17', termEndDate: '2027-06-30' };
const RULES_PDF = new TextEncoder().encode('%PDF-1.4 rules of the ended auction');

let source: { id: Id; lots: Lot[] };

beforeAll(async () => {
  const s = w.deps.store;
  const ended = w.world.auctions.ended;
  const assetClassId = w.world.lots.lot1.assetClassId;
  const a = await s.lots.create(makeLot({ auctionId: ended.id, lotNumber: '1', lotName: 'Equities A', assetClassId }));
  const b = await s.lots.create(makeLot({ auctionId: ended.id, lotNumber: '2', lotName: 'Equities B', assetClassId }));
  const combo = await s.lots.create(makeLot({ auctionId: ended.id, lotNumber: '3', lotName: 'Combo A+B', assetClassId, comboFlag: true, comboLotIds: [a.id, b.id] }));
  await s.holdings.replaceForLots([a.id], [makeHolding(a.id), makeHolding(a.id, { quantity: '250' })]);
  await s.invitees.approve(ended.id, [w.world.borrowers.first.id, w.world.borrowers.second.id]);
  await s.invitees.addInvitedUsers(ended.id, [w.world.users.bidder1.id, w.world.users.aic.id]);
  await s.infoCentre.ensureSlots(ended.id);
  const rule = (await s.infoCentre.listDocuments(ended.id, 'rules'))[0];
  await s.infoCentre.saveDocuments([{ id: rule.id, details: 'Auction rules', displayFlag: true }]);
  await w.deps.files.put('auctions/ended/rules.pdf', RULES_PDF);
  await s.infoCentre.setDocumentFile(rule.id, 'rules.pdf', 'auctions/ended/rules.pdf');
  await s.loans.setCollateralPct(ended.id, '102');
  const bid = await s.bids.insert(makeBid({ auctionId: ended.id, lotId: a.id, borrowerId: w.world.borrowers.first.id, userId: w.world.users.bidder1.id, confirmed: true }));
  await s.awards.save(ended.id, [{ bidId: bid.id, lotId: a.id }], []);
  await s.auctions.setAwardConfirmFlag(ended.id, true);
  source = { id: ended.id, lots: [a, b, combo] };
});

/** What a refused copy must leave as it was: the auctions and every lot. */
const snapshot = async () => {
  const auctions = await w.deps.store.auctions.list();
  return { auctions, lots: (await Promise.all(auctions.map((a) => w.deps.store.lots.listByAuction(a.id)))).flat() };
};

describe('auctions.copy', () => {
  it('creates a draft with the settings, lots (combos re-pointed), holdings, invitees, documents and loan settings, and no bids or awards', async () => {
    const r = await copyAuction(w.deps, w.actor('manager'), source.id, NEW_DATES);
    expect(r).toMatchObject({ ok: true, value: { created: true, message: MSG.AUCTION_CREATED_SUCCESSFULLY } });
    if (!r.ok) return;
    const s = w.deps.store;
    const old = w.world.auctions.ended;
    const copy = await s.auctions.get(r.value.id);
    expect(copy).toMatchObject({
      auctionName: defaultCopyName(old.auctionName, NEW_DATES.auctionDate),
      clientId: old.clientId,
      collateralType: old.collateralType,
      dollarBid: old.dollarBid,
      bpsBid: old.bpsBid,
      allInFlag: old.allInFlag,
      dayCount: old.dayCount,
      currency: old.currency,
      template: old.template,
      // A new auction's state, whatever the old one's was.
      aicapprovalFlag: false,
      awardConfirmFlag: false,
    });
    expect(Date.parse(copy?.auctionStartDate ?? '')).toBe(Date.parse('2026-12-15T14:00:00Z'));
    expect(Date.parse(copy?.auctionEndDate ?? '')).toBe(Date.parse('2026-12-15T17:00:00Z'));

    const lots = await s.lots.listByAuction(r.value.id);
    expect(lots.map((l) => [l.lotNumber, l.lotName, l.marketValue])).toEqual(source.lots.map((l) => [l.lotNumber, l.lotName, l.marketValue]));
    const [a, b, combo] = lots;
    expect(lots.every((l) => !source.lots.some((o) => o.id === l.id))).toBe(true);
    expect([...combo.comboLotIds].sort()).toEqual([a.id, b.id].sort());

    const holdings = await s.holdings.listByAuction(r.value.id);
    expect(holdings.map((h) => [h.lotId, h.isin, h.quantity])).toEqual([
      [a.id, 'US0378331005', '1000'],
      [a.id, 'US0378331005', '250'],
    ]);
    expect((await s.invitees.listApproved(r.value.id)).sort()).toEqual([w.world.borrowers.first.id, w.world.borrowers.second.id].sort());
    expect((await s.invitees.listInvitedUsers(r.value.id)).map((u) => u.userId).sort()).toEqual([w.world.users.bidder1.id, w.world.users.aic.id].sort());

    const rules = await s.infoCentre.listDocuments(r.value.id, 'rules');
    expect(rules[0]).toMatchObject({ slot: 1, details: 'Auction rules', displayFlag: true, fileName: 'rules.pdf' });
    expect(rules[0].fileKey).not.toBe('auctions/ended/rules.pdf');
    expect(rules[0].fileKey).toMatch(/^auctions\/copies\/[^/]+\/rules\/1-rules\.pdf$/);
    expect(await w.deps.files.get(rules[0].fileKey ?? '')).toEqual(RULES_PDF);
    expect(await s.loans.getCollateralPct(r.value.id)).toBe('102');

    expect(await s.bids.listByAuction(r.value.id)).toEqual([]);
    expect(await s.awards.listByAuction(r.value.id)).toEqual([]);
    expect(await s.awards.listByAuction(source.id)).toHaveLength(1);
  });

  it('takes the name the caller gives', async () => {
    const r = await copyAuction(w.deps, w.actor('manager'), source.id, { ...NEW_DATES, auctionName: '  Ended Auction, second round ' });
    expect(r.ok).toBe(true);
    if (r.ok) expect((await w.deps.store.auctions.get(r.value.id))?.auctionName).toBe('Ended Auction, second round');
  });

  it('refuses an auction that has not ended, an unknown one, bad dates and a used name, writing nothing', async () => {
    const before = await snapshot();
    const manager = w.actor('manager');
    const notEnded = { ok: false, code: 'CONFLICT', message: AUCTION_COPY_NOT_ENDED };
    expect(await copyAuction(w.deps, manager, w.world.auctions.live.id, NEW_DATES)).toEqual(notEnded);
    expect(await copyAuction(w.deps, manager, w.world.auctions.upcoming.id, NEW_DATES)).toEqual(notEnded);
    expect(await copyAuction(w.deps, manager, 999_999, NEW_DATES)).toEqual({ ok: false, code: 'NOT_FOUND', message: MSG.NOT_FOUND });
    // The form's rules and messages, as for a new auction.
    expect(await copyAuction(w.deps, manager, source.id, { ...NEW_DATES, auctionDate: '2026-11-01', termStartDate: '', termEndDate: '' })).toMatchObject({
      ok: false,
      code: 'VALIDATION',
      fields: { auctionDate: MSG.AUCTION_DATE_IN_PAST },
    });
    expect(await copyAuction(w.deps, manager, source.id, { ...NEW_DATES, startTime: '12:00', endTime: '09:00' })).toMatchObject({
      code: 'VALIDATION',
      fields: { startTime: MSG.START_TIME_MUST_BE_EARLIER_THAN_END_TIME },
    });
    expect(await copyAuction(w.deps, manager, source.id, { ...NEW_DATES, termEndDate: '2026-12-16' })).toMatchObject({
      code: 'VALIDATION',
      fields: { termEndDate: MSG.TERM_END_MUST_BE_AFTER_TERM_START },
    });
    expect(await copyAuction(w.deps, manager, source.id, { ...NEW_DATES, auctionDate: '' })).toMatchObject({ code: 'VALIDATION', fields: { auctionDate: MSG.PLEASE_CHOOSE_DATE } });
    expect(await copyAuction(w.deps, manager, source.id, { ...NEW_DATES, auctionName: w.world.auctions.live.auctionName })).toMatchObject({ ok: false, code: 'CONFLICT' });
    expect(await snapshot()).toEqual(before);
  });

  it('is refused to a bidder and to client relations (saveAuction is the manager\'s), writing nothing', async () => {
    const before = await snapshot();
    for (const login of ['bidder1', 'superbidder', 'relations', 'client']) {
      expect(await copyAuction(w.deps, w.actor(login), source.id, NEW_DATES)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a failure mid-way writes nothing, and removes the files it stored', async () => {
    const before = await snapshot();
    const stored: string[] = [];
    const deps: CoreDeps = {
      ...w.deps,
      files: { ...w.deps.files, put: async (key, content) => { stored.push(key); await w.deps.files.put(key, content); } },
      store: failingAfterFiles(w.deps.store),
    };
    await expect(copyAuction(deps, w.actor('manager'), source.id, { ...NEW_DATES, auctionName: 'Doomed copy' })).rejects.toThrow('disk full');
    expect(stored).toHaveLength(1);
    expect(await w.deps.files.exists(stored[0])).toBe(false);
    expect(await snapshot()).toEqual(before);
  });
});

/** The store, whose transactions fail once a document's file is set (after the lots, holdings and files are written). */
function failingAfterFiles(store: Store): Store {
  const failing = (tx: Repositories): Repositories => ({
    ...tx,
    infoCentre: new Proxy(tx.infoCentre, {
      get: (target, key) =>
        key === 'setDocumentFile' ? async () => { throw new Error('disk full'); } : Reflect.get(target, key),
    }),
  });
  return new Proxy(store, {
    get: (target, key) =>
      key === 'transaction' ? (fn: (tx: Repositories) => Promise<unknown>, options?: unknown) => target.transaction((tx) => fn(failing(tx)), options as never) : Reflect.get(target, key),
  });
}

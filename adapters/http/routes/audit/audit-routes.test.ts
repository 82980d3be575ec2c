import { beforeEach, describe, expect, it } from 'vitest';
import { testAppForEachTest } from '../../tests/kits/test-app-lifecycle.test-kit';
import { MSG } from '../../../../core/domain/messages';
import { receiptRows, type BidderReceipt } from '../../../../core/audit/bid-receipt';
import { verifyAuctionLedger } from '../../../../core/audit/ledger-checks';
import { extractPdfText } from '../../../pdf/pdf-text.test-kit';
import { BidReceipt as BidReceiptSchema, LedgerHead as LedgerHeadSchema, ReceiptCheck as ReceiptCheckSchema } from '../../../../contract/audit';
import { asActor, bytesOf, HOUR, outboxMails, passRules, saveBody, type Row } from '../../tests/kits/participation.test-kit';

const t = testAppForEachTest();
let live: number;
beforeEach(() => {
  live = t.world.auctions.live.id;
});

const post = (path: string, token: string, json?: unknown) => t.request('POST', `/api${path}`, { token, json });
const get = (path: string, token: string) => t.request('GET', `/api${path}`, { token });

/** Saves and confirms bids for `login`; the receipt the confirm answer carries. */
async function confirmAs(login: string, rows: Row[] = [{ lotId: t.world.lots.lot1.id, basisPoints: '35' }], comments = 'Call us'): Promise<BidderReceipt> {
  const token = await t.signIn(login);
  await passRules(t, token, live);
  expect((await post(`/auction/bidssave/${live}`, token, saveBody(rows, comments))).status).toBe(200);
  const confirmed = await post(`/auction/bidsconfirm/${live}`, token);
  expect(confirmed.status).toBe(200);
  const list = (await confirmed.json()) as Array<{ receipt?: unknown }>;
  return BidReceiptSchema.parse(list.at(-1)?.receipt);
}

describe('bid receipts', () => {
  it('come with the confirm answer and with getbids afterwards, and check out for their bidder', async () => {
    const token = await t.signIn('bidder1');
    await passRules(t, token, live);
    await post(`/auction/bidssave/${live}`, token, saveBody([{ lotId: t.world.lots.lot1.id, basisPoints: '35' }]));
    const before = (await (await post(`/auction/getbids/${live}`, token)).json()) as Array<{ receipt?: unknown }>;
    expect(before.at(-1)?.receipt).toBeNull();

    const receipt = await confirmAs('bidder1', [{ lotId: t.world.lots.lot1.id, basisPoints: '35' }, { lotId: t.world.lots.lot2.id, fixed: '25000' }], 'Call us');
    expect(receipt).toMatchObject({ auctionId: live, atMs: t.clock.nowMs(), at: new Date(t.clock.nowMs()).toISOString() });
    const again = (await (await post(`/auction/getbids/${live}`, token)).json()) as Array<{ receipt?: unknown }>;
    expect(again.at(-1)?.receipt).toEqual(receipt);

    const res = await get(`/audit/auctions/${live}/receipt/${receipt.headHash}`, token);
    expect(res.status).toBe(200);
    const check = ReceiptCheckSchema.parse(await res.json());
    expect(check).toMatchObject({ receipt, intact: true, problem: null, userId: t.world.users.bidder1.id, superBidderId: null, supplementalComments: 'Call us' });
    expect(check.bids.map((b) => [b.lotNumber, b.basisPointGuarantee, b.fixed, b.confirmed])).toEqual([
      ['1', '35', null, true],
      ['2', null, '25000', true],
    ]);
    // Upper case works too; the super bidder bids for bidder1, so the receipt is its bidder's.
    expect((await get(`/audit/auctions/${live}/receipt/${receipt.headHash.toUpperCase()}`, await t.signIn('superbidder'))).status).toBe(200);
  });

  it('tell another borrower nothing: its answer is the unknown-hash answer, whatever it asks', async () => {
    await t.deps.store.invitees.approve(live, [t.world.borrowers.second.id]);
    const theirs = await confirmAs('bidder2');
    const mine = await t.signIn('bidder1');
    const unknown = await get(`/audit/auctions/${live}/receipt/${'ab'.repeat(32)}`, mine);
    expect(unknown.status).toBe(404);
    const unknownBody = await unknown.json();
    expect(unknownBody).toEqual({ error: MSG.NOT_FOUND, code: 'NOT_FOUND' });
    for (const path of [
      `/audit/auctions/${live}/receipt/${theirs.headHash}`,
      `/audit/auctions/${live}/receipt/not-a-hash`,
      `/audit/auctions/${t.world.auctions.ended.id}/receipt/${theirs.headHash}`,
      `/audit/auctions/987654/receipt/${theirs.headHash}`,
    ]) {
      const res = await get(path, mine);
      expect([res.status, await res.json()], path).toEqual([404, unknownBody]);
    }
    // A ledger entry that is not a confirmation is no receipt, even for staff.
    const [firstEntry] = await t.deps.store.audit.list(live);
    expect((await get(`/audit/auctions/${live}/receipt/${firstEntry.hash}`, await t.signIn('reporter'))).status).toBe(404);
  });

  it('can be checked by staff with the report roles, not by other roles', async () => {
    const receipt = await confirmAs('bidder1');
    const entry = await t.deps.store.audit.findByHash(live, receipt.headHash);
    for (const login of ['manager', 'relations', 'reporter']) {
      const res = await get(`/audit/auctions/${live}/receipt/${receipt.headHash}`, await t.signIn(login));
      expect(res.status, login).toBe(200);
      // Staff keep the ledger entry number (a bidder's receipt has none).
      expect(ReceiptCheckSchema.parse(await res.json()).receipt).toEqual({ ...receipt, seq: entry?.seq });
    }
    for (const login of ['client', 'awarder', 'aic']) {
      expect((await get(`/audit/auctions/${live}/receipt/${receipt.headHash}`, await t.signIn(login))).status, login).toBe(403);
    }
  });

  it('are printed on the confirmation PDF exactly as the API gives them, and put in the e-mail', async () => {
    const token = await t.signIn('bidder1');
    const unconfirmedPdf = await extractPdfText(await bytesOf(await post('/pdf/export/bids', token, { auctionId: live })));
    expect(unconfirmedPdf).not.toContain('Bid Receipt');

    const receipt = await confirmAs('bidder1');
    const pdfBytes = await bytesOf(await post('/pdf/export/bids', token, { auctionId: live }));
    const text = await extractPdfText(pdfBytes);
    expect(text).toContain('Bid Receipt');
    // Long values may wrap in the table cell: compare without white space.
    const flat = text.replace(/\s+/g, '');
    for (const [label, value] of receiptRows(receipt)) expect(flat).toContain(`${label}${value}`.replace(/\s+/g, ''));

    const form = new FormData();
    expect((await t.request('POST', `/api/auction/sendConfirmationEmail/${live}/Live_Auction_Bids`, { token, form })).status).toBe(200);
    const [mail] = await outboxMails(t);
    for (const [label, value] of receiptRows(receipt)) expect(mail.text).toContain(`${label}: ${value}`);
  });

  it("never tell a bidder its ledger entry number, which counts every borrower's writes", async () => {
    // Another borrower writes first, so the entry number would reveal its activity.
    await t.deps.store.invitees.approve(live, [t.world.borrowers.second.id]);
    await confirmAs('bidder2');
    const token = await t.signIn('bidder1');
    await passRules(t, token, live);
    await post(`/auction/bidssave/${live}`, token, saveBody([{ lotId: t.world.lots.lot1.id, basisPoints: '35' }]));
    const confirmed = await post(`/auction/bidsconfirm/${live}`, token);
    const confirmRaw = await confirmed.text();
    const receipt = (JSON.parse(confirmRaw) as Array<{ receipt?: BidderReceipt }>).at(-1)?.receipt;
    expect(receipt).toBeDefined();
    expect(Object.keys(receipt!).sort()).toEqual(['at', 'atMs', 'auctionId', 'bidsDigest', 'headHash']);
    const getbids = await (await post(`/auction/getbids/${live}`, token)).text();
    const check = await (await get(`/audit/auctions/${live}/receipt/${receipt!.headHash}`, token)).text();
    const superCheck = await (await get(`/audit/auctions/${live}/receipt/${receipt!.headHash}`, await t.signIn('superbidder'))).text();
    for (const [what, body] of [['confirm', confirmRaw], ['getbids', getbids], ['receipt check', check], ['super bidder check', superCheck]]) {
      expect(body, what).not.toMatch(/"seq"/);
    }
    const pdf = await extractPdfText(await bytesOf(await post('/pdf/export/bids', token, { auctionId: live })));
    expect(pdf).toContain('Receipt hash');
    expect(pdf).not.toContain('Receipt entry');
    const form = new FormData();
    expect((await t.request('POST', `/api/auction/sendConfirmationEmail/${live}/Live_Auction_Bids`, { token, form })).status).toBe(200);
    const mail = (await outboxMails(t)).find((m) => m.text.includes(receipt!.headHash));
    expect(mail?.text).toContain('Receipt hash');
    expect(mail?.text).not.toContain('Receipt entry');
    // Staff see it.
    const staff = ReceiptCheckSchema.parse(await (await get(`/audit/auctions/${live}/receipt/${receipt!.headHash}`, await t.signIn('reporter'))).json());
    expect(staff.receipt.seq).toBeGreaterThan(1);
  });

  it('refused confirmations and saves append nothing', async () => {
    await confirmAs('bidder1');
    const token = await t.signIn('bidder1');
    const before = await t.deps.store.audit.list(live);
    expect((await post(`/auction/bidsconfirm/${live}`, token)).status).toBe(409);
    expect((await post(`/auction/bidssave/${live}`, token, saveBody([{ lotId: t.world.lots.lot1.id, basisPoints: '1' }]))).status).toBe(409);
    expect(await t.deps.store.audit.list(live)).toEqual(before);
  });
});

describe('the ledger head and award events', () => {
  it('gives staff the head, which moves with award saves, confirmations and unconfirmations', async () => {
    const reporter = await t.signIn('reporter');
    const empty = await get(`/audit/auctions/${live}/head`, reporter);
    expect(LedgerHeadSchema.parse(await empty.json())).toEqual({ auctionId: live, seq: 0, hash: null, atMs: null, at: null });
    expect((await get(`/audit/auctions/987654/head`, reporter)).status).toBe(404);
    expect((await get(`/audit/auctions/${live}/head`, await t.signIn('bidder1'))).status).toBe(403);

    const receipt = await confirmAs('bidder1');
    const head = LedgerHeadSchema.parse(await (await get(`/audit/auctions/${live}/head`, reporter)).json());
    const entry = await t.deps.store.audit.findByHash(live, receipt.headHash);
    expect(head).toMatchObject({ seq: entry?.seq, hash: receipt.headHash, atMs: receipt.atMs });

    t.clock.advance(3 * HOUR); // awards come after the end
    const awarder = await t.signIn('awarder');
    const [bid] = await t.deps.store.bids.listByAuction(live);
    expect((await post(`/award/auctions/${live}/awardssave`, awarder, [[-1, bid.id, bid.lotId], []])).status).toBe(200);
    expect((await post(`/award/auctions/${live}/confirm`, awarder)).status).toBe(200);
    expect((await t.request('POST', `/api/award/auctions/${live}/unconfirm`, { token: awarder, body: 'Wrong lot', headers: { 'content-type': 'text/plain' } })).status).toBe(200);
    expect((await post(`/award/auctions/${live}/confirm`, awarder)).status).toBe(200);
    // A refused unconfirm (too long) appends nothing.
    const long = await t.request('POST', `/api/award/auctions/${live}/unconfirm`, { token: awarder, body: 'x'.repeat(901), headers: { 'content-type': 'text/plain' } });
    expect(long.status).toBe(400);

    const entries = await t.deps.store.audit.list(live);
    // Each confirmation makes the loans of its awards, and the unconfirmation cancels them, in their transactions.
    expect(entries.slice(-7).map((e) => [e.eventType, e.actorUserId])).toEqual([
      ['awards.saved', t.world.users.awarder.id],
      ['awards.confirmed', t.world.users.awarder.id],
      ['loans.created', t.world.users.awarder.id],
      ['awards.unconfirmed', t.world.users.awarder.id],
      ['loans.cancelled', t.world.users.awarder.id],
      ['awards.confirmed', t.world.users.awarder.id],
      ['loans.created', t.world.users.awarder.id],
    ]);
    expect(JSON.parse(entries.at(-4)!.body).event).toEqual({ type: 'awards.unconfirmed', reason: 'Wrong lot' });
    const moved = LedgerHeadSchema.parse(await (await get(`/audit/auctions/${live}/head`, await t.signIn('reporter'))).json());
    expect(moved).toMatchObject({ seq: entries.length, hash: entries.at(-1)!.hash });
    const verified = await verifyAuctionLedger(t.deps, asActor(t.world.users.reporter), live);
    expect(verified.ok && verified.value).toMatchObject({ intact: true, entries: entries.length });
  });
});

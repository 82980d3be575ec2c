import ExcelJS from 'exceljs';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { listOutbox } from '../../../mail/eml';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/kits/test-app.test-kit';
import { testAppForEachTest } from '../../tests/kits/test-app-lifecycle.test-kit';
import type { Repositories, TransactionOptions } from '../../../../core/ports/repositories';
import { auctionNotOpenYet, bidBpsAboveCeiling, bidFixedAboveMarketValue, bidValueNotPositive, minBalanceAboveMarketValue, MSG, NO_SAVED_BIDS_TO_CONFIRM } from '../../../../core/domain/messages';
import { minBalanceWithoutBid, NO_BIDS_ON_SHEET } from '../../../../core/bids/sheet-completeness';
import { formatEst } from '../../../../core/clock/eastern-format';
import { extractPdfText } from '../../../pdf/pdf-text.test-kit';
import { cellAt, isNumberCell, readSheet } from '../../../excel/xlsx-xml.test-kit';
import { bytesOf, HOUR, outboxMails, passRules, saveBody } from '../../tests/kits/participation.test-kit';
import { BidList, BidLot, RulesFlags, splitBidList } from '../../../../contract/bidding';

const t = testAppForEachTest();
let live: number;
let lot1: number;
let lot2: number;
beforeEach(() => {
  live = t.world.auctions.live.id;
  lot1 = t.world.lots.lot1.id;
  lot2 = t.world.lots.lot2.id;
});

type BidItem = { id?: number; lotId?: number; basisPointGuarantee?: string | null; fixed?: string | null; estimatedBid?: string; confirmed?: boolean; superBidder?: string | null; user?: { loginName: string }; supplementalId?: number | null; bidderComments?: string; bidderCommentsConfirmed?: string | null };
const post = (path: string, token: string, json?: unknown) => t.request('POST', `/api${path}`, { token, json });
const list = async (res: Response) => (await res.json()) as BidItem[];
const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;

describe('bid wizard: rules step', () => {
  it('lists lots, records the link click by the rules PDF and refuses acceptance before it', async () => {
    const token = await t.signIn('bidder1');
    const lots = await post(`/auction/enterbids/${live}`, token);
    expect(lots.status).toBe(200);
    expect(((await lots.json()) as { lotNumber: string }[]).map((l) => l.lotNumber)).toEqual(['1', '2', '3']);

    expect(await (await post(`/auction/getAcceptRules/${live}`, token, 'someone-else')).json()).toEqual([
      { acceptRulesFlag: null, specAucRulesLinkFlag: null },
    ]);
    const early = await post(`/auction/acceptrules/${live}`, token);
    expect(early.status).toBe(400);
    expect((await early.json()).error).toBe(MSG.RULES_LINK_NOT_CLICKED);

    const pdf = await post(`/auction/specaucrules/${live}`, token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain('rules.pdf');
    expect(await extractPdfText(await bytesOf(pdf))).toContain('Specific Auction Rules');
    const accepted = await post(`/auction/acceptrules/${live}`, token);
    expect(await accepted.json()).toEqual([{ acceptRulesFlag: 'RULES_ACCEPTED', specAucRulesLinkFlag: 'LINK_CLICKED' }]);
  });

  it('refuses bids before the rules were accepted', async () => {
    const token = await t.signIn('bidder1');
    const res = await post(`/auction/bidssave/${live}`, token, saveBody([{ lotId: lot1, basisPoints: '10' }]));
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe(MSG.RULES_NOT_ACCEPTED);
  });
});

describe('bid wizard: save and confirm', () => {
  it('saves bids with estimatedBid, confirms them and then refuses any change', async () => {
    const token = await t.signIn('bidder1');
    await passRules(t, token, live);
    const saved = await post(`/auction/bidssave/${live}`, token, saveBody([{ lotId: lot1, basisPoints: '100' }, { lotId: lot2, fixed: '25,000' }, { lotId: t.world.lots.combo.id }], 'Our supplemental note'));
    expect(saved.status).toBe(200);
    const bids = await list(saved);
    expect(bids).toHaveLength(3);
    expect(bids.slice(0, 2).map((b) => b.estimatedBid)).toEqual(['25000.00', '25000.00']);
    expect(bids[2]).toMatchObject({ bidderComments: 'Our supplemental note', bidderCommentsConfirmed: null });

    // A second save replaces the set: update the first, drop the second.
    const first = bids[0];
    const resaved = await list(await post(`/auction/bidssave/${live}`, token, saveBody([{ bidId: first.id, lotId: lot1, basisPoints: '12.5' }], 'Changed', bids[2].supplementalId ?? null)));
    expect(resaved).toHaveLength(2);
    expect(resaved[0]).toMatchObject({ id: first.id, basisPointGuarantee: '12.5', confirmed: false });

    const got = await list(await post(`/auction/getbids/${live}`, token, 'bidder2'));
    expect(got).toEqual(resaved);

    const confirmed = await post(`/auction/bidsconfirm/${live}`, token, resaved);
    expect(confirmed.status).toBe(200);
    const c = await list(confirmed);
    expect(c[0].confirmed).toBe(true);
    expect(c[1].bidderCommentsConfirmed).toBe('CONFIRMED');

    for (const body of [saveBody([{ bidId: first.id, lotId: lot1, basisPoints: '99' }]), saveBody([{ lotId: lot2, basisPoints: '5' }])]) {
      const again = await post(`/auction/bidssave/${live}`, token, body);
      expect(again.status).toBe(409);
      expect((await again.json()).error).toBe(MSG.BIDS_ALREADY_CONFIRMED);
    }
    expect((await post(`/auction/bidsconfirm/${live}`, token)).status).toBe(409);
    const after = await list(await post(`/auction/getbids/${live}`, token));
    expect(after[0]).toMatchObject({ id: first.id, basisPointGuarantee: '12.5', confirmed: true });

    const log = await t.deps.store.activity.listByAuction(live);
    expect(log.map((e) => e.action)).toEqual([
      'Specific Auction Rules link clicked',
      'Rules accepted',
      'Bids saved (2)',
      'Bids saved (1)',
      'Bids confirmed',
    ]);
    expect(log.every((e) => e.userId === t.world.users.bidder1.id)).toBe(true);
  });

  it('logs a save and a confirm in their transactions: when the activity entry cannot be written, the write is not made', async () => {
    const token = await t.signIn('bidder1');
    await passRules(t, token, live);
    const store = t.deps.store;
    const transaction = store.transaction.bind(store);
    const { activity } = store;
    let logDown = true;
    const failing = { ...activity, append: (...args: Parameters<typeof activity.append>) => (logDown ? Promise.reject(new Error('activity log down')) : activity.append(...args)) };
    store.activity = failing;
    // A save's entry goes with its sheet write (one statement on PostgreSQL): that write fails after writing, as a failed entry would.
    const sheetWithEntry = (tx: Repositories): Repositories['bids']['saveSheet'] => async (sheet) => {
      const written = await tx.bids.saveSheet(sheet);
      if (logDown && sheet.activity) throw new Error('activity log down');
      return written;
    };
    store.transaction = <T,>(fn: (tx: Repositories) => Promise<T>, opts?: TransactionOptions) =>
      transaction((tx) => fn({ ...tx, bids: { ...tx.bids, saveSheet: sheetWithEntry(tx) }, activity: { ...tx.activity, append: (...args) => (logDown ? failing.append(...args) : tx.activity.append(...args)) } }), opts);
    expect((await post(`/auction/bidssave/${live}`, token, saveBody([{ lotId: lot1, basisPoints: '100' }]))).status).toBe(500);
    expect(await store.bids.listByAuction(live)).toEqual([]);
    logDown = false;
    expect((await post(`/auction/bidssave/${live}`, token, saveBody([{ lotId: lot1, basisPoints: '100' }]))).status).toBe(200);
    logDown = true;
    expect((await post(`/auction/bidsconfirm/${live}`, token)).status).toBe(500);
    expect((await store.bids.listByAuction(live)).map((b) => b.confirmed)).toEqual([false]);
    expect((await activity.listByAuction(live)).map((e) => e.action)).toEqual(['Specific Auction Rules link clicked', 'Rules accepted', 'Bids saved (1)']);
  });

  it('answers the spec messages for invalid bid input and saves nothing', async () => {
    const token = await t.signIn('bidder1');
    await passRules(t, token, live);
    const cases: [unknown, string][] = [
      [saveBody([{ lotId: lot1, basisPoints: '10', fixed: '100' }]), MSG.BID_IN_MORE_THAN_ONE_FIELD],
      [saveBody([{ lotId: lot1, basisPoints: 'ten' }]), MSG.BID_NOT_NUMERIC],
      [saveBody([{ lotId: lot1, fixed: '100', minBalance: 'x' }]), MSG.BID_NOT_NUMERIC],
      [saveBody([{ lotId: lot1, basisPoints: '-5' }]), MSG.BID_MUST_NOT_BE_NEGATIVE],
      [saveBody([{ lotId: lot1, basisPoints: '10' }, { lotId: lot2, fixed: '0' }]), bidValueNotPositive(t.world.lots.lot2, '0.00')],
      [saveBody([{ lotId: lot1, basisPoints: '0.00' }]), bidValueNotPositive(t.world.lots.lot1, '0.00')],
      // The hard ceilings, naming the lot with its amounts in the lot's currency.
      [saveBody([{ lotId: lot1, basisPoints: '99999999999999999999' }]), bidBpsAboveCeiling(t.world.lots.lot1, '99999999999999999999', '10000')],
      [saveBody([{ lotId: lot1, basisPoints: '10' }, { lotId: lot2, fixed: '10000000.01' }]), bidFixedAboveMarketValue(t.world.lots.lot2, '10000000.01')],
      [saveBody([{ lotId: lot1, basisPoints: '10', minBalance: '10000000.01' }]), minBalanceAboveMarketValue(t.world.lots.lot1, '10000000.01')],
      [saveBody([{ lotId: lot1, basisPoints: '10', lotComment: 'é'.repeat(501) }]), MSG.LOT_COMMENT_TOO_LONG],
      [saveBody([{ lotId: lot1, basisPoints: '10' }], 'x'.repeat(10_001)), MSG.SUPPLEMENTAL_COMMENTS_TOO_LONG],
      [['bidder1'], MSG.NO_BID_INPUTS],
      [[], MSG.NO_BID_INPUTS],
    ];
    for (const [body, message] of cases) {
      const res = await post(`/auction/bidssave/${live}`, token, body);
      expect(res.status, message).toBe(400);
      expect((await res.json()).error).toBe(message);
    }
    // A lot of another auction is refused too.
    const other = await post(`/auction/bidssave/${live}`, token, saveBody([{ lotId: 999_999, basisPoints: '1' }]));
    expect(other.status).toBe(400);
    expect(await t.deps.store.bids.listByAuction(live)).toEqual([]);
  });
});

describe('bid wizard: the bidding window', () => {
  it('refuses a bidder after the end and accepts the super bidder, who bids for its bidder', async () => {
    await passRules(t, await t.signIn('bidder1'), live);
    await passRules(t, await t.signIn('superbidder'), live);
    t.clock.advance(3 * HOUR); // the live auction ended an hour ago
    const bidder = await t.signIn('bidder1');
    const superBidder = await t.signIn('superbidder');

    const refused = await post(`/auction/bidssave/${live}`, bidder, saveBody([{ lotId: lot1, basisPoints: '10' }]));
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe(MSG.AUCTION_NOT_LIVE);
    const noLots = await post(`/auction/enterbids/${live}`, bidder);
    expect(noLots.status).toBe(409);
    expect((await noLots.json()).error).toBe(MSG.NO_LOTS_TO_BID_ON);

    expect((await post(`/auction/enterbids/${live}`, superBidder)).status).toBe(200);
    const saved = await post(`/auction/bidssave/${live}`, superBidder, saveBody([{ lotId: lot1, basisPoints: '10' }]));
    expect(saved.status).toBe(200);
    expect((await list(saved))[0]).toMatchObject({ superBidder: 'superbidder', user: { loginName: 'bidder1' } });
    const [stored] = await t.deps.store.bids.listByAuction(live);
    expect(stored).toMatchObject({ userId: t.world.users.bidder1.id, borrowerId: t.world.borrowers.first.id, superBidderId: t.world.users.superbidder.id });
    // The bidder sees the bids placed on its behalf.
    expect((await list(await post(`/auction/getbids/${live}`, bidder)))[0]).toMatchObject({ lotId: stored.lotId, superBidder: 'superbidder' });
  });

  it('keeps the super bidder\'s after-close window open until awards are first generated, and marks every after-close write', async () => {
    await passRules(t, await t.signIn('superbidder'), live);
    t.clock.advance(3 * HOUR); // ended an hour ago
    const superBidder = await t.signIn('superbidder');
    expect((await post(`/auction/bidssave/${live}`, superBidder, saveBody([{ lotId: lot1, basisPoints: '10' }]))).status).toBe(200);
    expect((await post(`/auction/bidsconfirm/${live}`, superBidder)).status).toBe(200);
    // Staff see both late writes flagged in the bidder activity.
    const report = await t.request('GET', `/api/report/bidderActivity/${live}`, { token: await t.signIn('manager') });
    const rows = (await report.json()) as { step: string; action: string; afterClose: boolean; bidderName: string }[];
    const late = rows.filter((r) => r.afterClose);
    expect(late.map((r) => [r.step, r.action])).toEqual([
      ['Place Bids', 'AFTER CLOSE: Bids saved (1) (super bidder superbidder)'],
      ['Confirm Bids', 'AFTER CLOSE: Bids confirmed (super bidder superbidder)'],
    ]);
    expect(rows.filter((r) => !r.afterClose).every((r) => !r.action.includes('AFTER CLOSE'))).toBe(true);

    // Awards generated: the window closes, and stays closed when the awards are removed again.
    const [bid] = await t.deps.store.bids.listByAuction(live);
    const awarder = await t.signIn('awarder');
    expect((await post(`/award/auctions/${live}/awardssave`, awarder, [[-1, bid.id, lot1], []])).status).toBe(200);
    const saveAfterAwards = () => post(`/auction/bidssave/${live}`, superBidder, saveBody([{ lotId: lot2, basisPoints: '5' }]));
    const refused = await saveAfterAwards();
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe(MSG.AUCTION_NOT_LIVE);
    expect((await post(`/auction/enterbids/${live}`, superBidder)).status).toBe(409);
    const [award] = await t.deps.store.awards.listByAuction(live);
    expect((await post(`/award/auctions/${live}/awardssave`, awarder, [[award.id]])).status).toBe(200);
    expect(await t.deps.store.awards.listByAuction(live)).toEqual([]);
    expect((await saveAfterAwards()).status).toBe(409);
  });

  it('takes the after-close window from SUPER_BIDDER_AFTER_CLOSE (minutes, or none)', async () => {
    for (const [setting, after, status] of [['30', 20, 200], ['30', 40, 409], ['none', 1, 409]] as const) {
      const app = await createTestApp({ env: { SUPER_BIDDER_AFTER_CLOSE: setting } });
      try {
        const auctionId = app.world.auctions.live.id;
        await passRules(app, await app.signIn('superbidder'), auctionId);
        app.clock.set(Date.parse(app.world.auctions.live.auctionEndDate) + after * 60_000);
        const token = await app.signIn('superbidder');
        const res = await app.request('POST', `/api/auction/bidssave/${auctionId}`, { token, json: saveBody([{ lotId: app.world.lots.lot1.id, basisPoints: '10' }]) });
        expect(res.status, `${setting} at +${after} min`).toBe(status);
      } finally {
        await app.close();
      }
    }
  });

  it('refuses everybody before the start, and borrowers that are not approved', async () => {
    const token = await t.signIn('bidder1');
    const upcoming = t.world.auctions.upcoming.id;
    await t.deps.store.invitees.approve(upcoming, [t.world.borrowers.first.id]);
    expect((await post(`/auction/enterbids/${upcoming}`, token)).status).toBe(409);
    const stranger = await t.signIn('bidder2');
    const res = await post(`/auction/getbids/${live}`, stranger);
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe(MSG.NOT_APPROVED_FOR_AUCTION);
    const lots = await post(`/auction/enterbids/${live}`, stranger);
    expect((await lots.json()).error).toBe(MSG.NO_LOTS_TO_BID_ON);
    // An auction that exists but is not the borrower's answers exactly like one that does not exist.
    const unknown = 987_654;
    for (const path of ['enterbids', 'getAcceptRules', 'acceptrules', 'getbids', 'bidssave', 'bidsconfirm', 'exportbids']) {
      const body = path === 'bidssave' ? saveBody([{ lotId: lot1, basisPoints: '10' }]) : undefined;
      const existing = await post(`/auction/${path}/${live}`, stranger, body);
      const missing = await post(`/auction/${path}/${unknown}`, stranger, body);
      expect([missing.status, await missing.json()], path).toEqual([existing.status, await existing.json()]);
    }
    const pdfOf = async (auctionId: number) => {
      const res = await post('/pdf/export/bids', stranger, { auctionId });
      return [res.status, await res.json()];
    };
    expect(await pdfOf(unknown)).toEqual(await pdfOf(live));
    const mailOf = async (auctionId: number) => {
      const res = await t.request('POST', `/api/auction/sendConfirmationEmail/${auctionId}/x`, { token: stranger, form: new FormData() });
      return [res.status, await res.json()];
    };
    expect(await mailOf(unknown)).toEqual(await mailOf(live));
    // Staff and AIC users are not bidders.
    expect((await post(`/auction/getbids/${live}`, await t.signIn('manager'))).status).toBe(403);
    expect((await post(`/auction/getbids/${live}`, await t.signIn('aic'))).status).toBe(403);
  });
});

describe('bid exports', () => {
  it('renders the caller\'s own bids to PDF with the date message and the super-bidder note', async () => {
    const superBidder = await t.signIn('superbidder');
    await passRules(t, superBidder, live);
    await post(`/auction/bidssave/${live}`, superBidder, saveBody([{ lotId: lot1, basisPoints: '100' }]));
    const res = await post('/pdf/export/bids', superBidder, {
      auctionName: 'Live Auction',
      date: '2026-11-22',
      dateMessage: 'Bids as of 10:00 am EST',
      bids: [{ lot: '2', lotSize: '1', bidType: 'Fixed Dollar', bid: 'FORGED', bidValue: '1' }],
      isSuperBidder: false,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = await extractPdfText(await bytesOf(res));
    expect(text).toContain('Bids as of 10:00 am EST');
    expect(text).toContain('Basis points');
    expect(text).toContain('100.00');
    expect(text).toContain('Bids placed by superbidder on 11/22/2026.');
    expect(text).not.toContain('FORGED');
  });

  it('exports the caller\'s own bids to Excel with a title block, numbers in the lots\' currencies and the Additional Comments column, and logs it', async () => {
    // Lot 2 in euros: its amounts carry the euro's format.
    const euro = (await t.deps.store.lots.get(lot2))!;
    await t.deps.store.lots.update({ ...euro, currency: 'EUR', fxRate: '1.0850' });
    const token = await t.signIn('bidder1');
    await passRules(t, token, live);
    await post(`/auction/bidssave/${live}`, token, saveBody([{ lotId: lot2, fixed: '25000' }, { lotId: lot1, basisPoints: '100', lotComment: 'Recall 3 days' }], 'Call us'));
    const res = await post(`/auction/exportbids/${live}`, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('Live_Auction_Bids.xlsx');
    const bytes = await bytesOf(res);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.getCell('A1').value).toBe('Live Auction - Bids');
    expect([2, 3, 4, 5, 6].map((r) => ws.getCell(`A${r}`).value)).toEqual(['Client', 'Auction Name', 'Bidder Name', 'Borrower', 'Exported']);
    expect(ws.getCell('B3').value).toBe('Live Auction');
    expect(ws.getRow(8).values).toEqual([
      undefined,
      'Lot', 'Lot Name', 'Lot Size', 'Collateral Type', 'Bid Type', 'Bid', 'Bid Value', 'Minimum Balance Gtee', 'Lot Specific Comments', 'Additional Comments',
    ]);
    expect(ws.getCell('A9').value).toBe('1');
    expect(ws.getCell('E9').value).toBe('Basis points');
    expect(ws.getCell('I9').value).toBe('Recall 3 days');
    expect(ws.getCell('J9').value).toBe('Call us');
    expect(ws.getCell('E10').value).toBe('Fixed (EUR)');
    // Read from the sheet's XML: amounts and the bid are numbers in their formats, the time a date.
    const cells = readSheet(bytes);
    const number = (ref: string, value: number, numFmt: string) => {
      expect(isNumberCell(cellAt(cells, ref)), ref).toBe(true);
      expect([Number(cellAt(cells, ref).value), cellAt(cells, ref).numFmt]).toEqual([value, numFmt]);
    };
    number('C9', 10_000_000, '"$"#,##0.00');
    number('F9', 100, '#,##0.00');
    number('G9', 25_000, '"$"#,##0.00');
    number('C10', 10_000_000, '"€"#,##0.00');
    number('F10', 25_000, '"€"#,##0.00');
    number('G10', 25_000, '"€"#,##0.00');
    expect(isNumberCell(cellAt(cells, 'B6'))).toBe(true);
    expect(cellAt(cells, 'B6').numFmt).toBe('yyyy-mm-dd hh:mm "EST"');
    const log = await t.deps.store.activity.listByAuction(live);
    expect(log.at(-1)).toMatchObject({ step: 'Bids Submitted', action: 'Excel exported' });
    expect((await post(`/auction/exportbids/${live}`, await t.signIn('bidder2'))).status).toBe(403);
  });

  it('e-mails the PDF the server renders from the confirmed bids; an upload is ignored and nothing of it is stored', async () => {
    const token = await t.signIn('bidder1');
    await passRules(t, token, live);
    expect((await post(`/auction/bidssave/${live}`, token, saveBody([{ lotId: lot1, basisPoints: '10' }], 'Server truth'))).status).toBe(200);
    const upload = () => {
      const form = new FormData();
      // 5 MB that is not the bids: a forged PDF header, then filler.
      form.append('pdfExport', new Blob([new TextEncoder().encode('%PDF-1.4 forged'), new Uint8Array(5 * 1024 * 1024)], { type: 'application/pdf' }), 'x.pdf');
      return form;
    };
    // Nothing confirmed yet: nothing to send.
    const early = await t.request('POST', `/api/auction/sendConfirmationEmail/${live}/Live_Auction_Bids`, { token, form: upload() });
    expect(early.status).toBe(400);
    expect((await early.json()).error).toBe(MSG.BID_ATTACHMENT_FAILED_UNABLE_TO_SEND_CONFIRMATION_EMAIL);
    expect(await outboxMails(t)).toHaveLength(0);

    expect((await post(`/auction/bidsconfirm/${live}`, token)).status).toBe(200);
    const res = await t.request('POST', `/api/auction/sendConfirmationEmail/${live}/Live_Auction_Bids`, { token, form: upload() });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe(MSG.BID_CONFIRMATION_EMAIL_SENT);
    const mails = await outboxMails(t);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toEqual(['bidder1@example.com']);
    const [attachment] = mails[0].attachments;
    expect(mails[0].attachments).toHaveLength(1);
    expect(attachment.filename).toBe('Live_Auction_Bids.pdf');
    // The server's PDF of the confirmed bids, not the upload.
    const text = await extractPdfText(new Uint8Array(attachment.content));
    expect(text).toContain('Live Auction - Bids');
    expect(text).toContain('Bids confirmed');
    expect(text).toContain('Server truth');
    expect(text).toContain('Bid Receipt');
    expect(attachment.content.length).toBeLessThan(200_000);
    // Nothing uploaded was stored: the outbox holds one small mail, the file store nothing new.
    const outboxBytes = (await listOutbox(join(t.dataDir, 'outbox'))).reduce((n, e) => n + statSync(e.path).size, 0);
    expect(outboxBytes).toBeLessThan(300_000);
    const log = await t.deps.store.activity.listByAuction(live);
    expect(log.at(-1)).toMatchObject({ step: 'Bids Submitted', action: 'Confirmation e-mail sent' });
    // The spec's request without any part works the same.
    expect((await t.request('POST', `/api/auction/sendConfirmationEmail/${live}/x`, { token, form: new FormData() })).status).toBe(200);
  });

  it('answers "Unable to send Bid Confirmation Email." when the mail server fails', async () => {
    const failing = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const token = await failing.signIn('bidder1');
      const auctionId = failing.world.auctions.live.id;
      await passRules(failing, token, auctionId);
      await failing.request('POST', `/api/auction/bidssave/${auctionId}`, { token, json: saveBody([{ lotId: failing.world.lots.lot1.id, basisPoints: '10' }]) });
      expect((await failing.request('POST', `/api/auction/bidsconfirm/${auctionId}`, { token })).status).toBe(200);
      const res = await failing.request('POST', `/api/auction/sendConfirmationEmail/${auctionId}/x`, { token, form: new FormData() });
      expect(res.status).toBe(502);
      expect((await res.json()).error).toBe(MSG.UNABLE_TO_SEND_BID_CONFIRMATION_EMAIL);
    } finally {
      await failing.close();
    }
  });
});

describe('bid wizard answers and the contract', () => {
  it('enterbids, getAcceptRules, bidssave, getbids and bidsconfirm answer what contract/bidding.ts declares', async () => {
    const token = await t.signIn('bidder1');
    await passRules(t, token, live);
    BidLot.array().parse(await (await post(`/auction/enterbids/${live}`, token)).json());
    RulesFlags.array().parse(await (await post(`/auction/getAcceptRules/${live}`, token)).json());
    const saved = BidList.parse(await (await post(`/auction/bidssave/${live}`, token, saveBody([{ lotId: lot1, basisPoints: '10' }], 'Note'))).json());
    expect(splitBidList(saved).supplemental.bidderComments).toBe('Note');
    BidList.parse(await (await post(`/auction/getbids/${live}`, token)).json());
    const confirmed = splitBidList(BidList.parse(await (await post(`/auction/bidsconfirm/${live}`, token)).json()));
    expect(confirmed.bids.map((b) => b.confirmed)).toEqual([true]);
  });
});

/**
 * "Say what happened", at the HTTP edge: an empty sheet and a guarantee without a bid are
 * refused with their messages and save nothing, a confirm with nothing saved says so, a not-started
 * auction tells its approved bidder when it opens, the super bidder learns whom it bids for, and the
 * confirmation e-mail of a super bidder's confirm reaches the bidder of record.
 */
describe('the bid wizard says what happened', () => {
  describe('an empty sheet and a guarantee without a bid', () => {
    it('refuses a save without any bid, and saves nothing', async () => {
      const token = await t.signIn('bidder1');
      await passRules(t, token, live);
      // The lots' placeholders, as the sheet posts them when nothing was typed.
      const res = await post(`/auction/bidssave/${live}`, token, saveBody([{ lotId: lot1 }, { lotId: lot2 }], 'a comment alone'));
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toBe(NO_BIDS_ON_SHEET);
      expect(await t.deps.store.bids.listByAuction(live)).toEqual([]);
      expect(await t.deps.store.bids.getSupplemental(live, t.world.users.bidder1.id)).toBeNull();
    });

    it('refuses a Minimum Balance Gtee without a bid, naming the lot and pointing at the cell', async () => {
      const token = await t.signIn('bidder1');
      await passRules(t, token, live);
      const res = await post(`/auction/bidssave/${live}`, token, saveBody([{ lotId: lot1, basisPoints: '10' }, { lotId: lot2, minBalance: '500000' }]));
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; fields?: Record<string, string> };
      expect(body.error).toBe(minBalanceWithoutBid(t.world.lots.lot2));
      expect(body.error).toContain('lot 2 (US Small Cap)');
      expect(await t.deps.store.bids.listByAuction(live)).toEqual([]);
    });

    it('says there is nothing to confirm when no bid was saved', async () => {
      const token = await t.signIn('bidder1');
      await passRules(t, token, live);
      const res = await post(`/auction/bidsconfirm/${live}`, token);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toBe(NO_SAVED_BIDS_TO_CONFIRM);
    });
  });

  describe('a not-started auction', () => {
    it('tells an approved bidder when bidding opens, in New York time; a stranger still learns nothing', async () => {
      const upcoming = t.world.auctions.upcoming;
      await t.deps.store.invitees.approve(upcoming.id, [t.world.borrowers.first.id]);
      const res = await post(`/auction/enterbids/${upcoming.id}`, await t.signIn('bidder1'));
      expect(res.status).toBe(409);
      const message = await errorOf(res);
      expect(message).toBe(auctionNotOpenYet(formatEst(upcoming.auctionStartDate)));
      expect(message).toMatch(/opens at \d{4}-\d{2}-\d{2} \d{2}:\d{2} EST \(New York time\)/);
      const stranger = await post(`/auction/enterbids/${upcoming.id}`, await t.signIn('bidder2'));
      expect(await errorOf(stranger)).toBe(MSG.NO_LOTS_TO_BID_ON);
    });
  });

  describe('the super bidder and the bidder of record', () => {
    it('names the bidder of record in the rules flags of a super bidder only', async () => {
      const flags = RulesFlags.array().parse(await (await post(`/auction/getAcceptRules/${live}`, await t.signIn('superbidder'))).json());
      expect(flags[0].bidderOfRecord).toEqual({ loginName: 'bidder1', firstName: 'Bidder1', lastName: 'Tester', borrowerName: t.world.borrowers.first.companyName });
      const own = RulesFlags.array().parse(await (await post(`/auction/getAcceptRules/${live}`, await t.signIn('bidder1'))).json());
      expect(own[0].bidderOfRecord).toBeUndefined();
    });

    it('e-mails the confirmation of a super bidder\'s confirm to the bidder of record, the super bidder in copy', async () => {
      const token = await t.signIn('superbidder');
      await passRules(t, token, live);
      expect((await post(`/auction/bidssave/${live}`, token, saveBody([{ lotId: lot1, basisPoints: '10' }]))).status).toBe(200);
      expect((await post(`/auction/bidsconfirm/${live}`, token)).status).toBe(200);
      const res = await t.request('POST', `/api/auction/sendConfirmationEmail/${live}/Live_Auction_Bids`, { token, form: new FormData() });
      expect(res.status).toBe(200);
      const [mail] = await outboxMails(t);
      expect(mail.to).toEqual(['bidder1@example.com']);
      expect(mail.cc).toEqual(['superbidder@example.com']);
      expect(mail.text).toContain('on your behalf by superbidder');
      expect(mail.attachments).toHaveLength(1);
    });

    it('e-mails a bidder\'s own confirmation to the bidder alone', async () => {
      const token = await t.signIn('bidder1');
      await passRules(t, token, live);
      expect((await post(`/auction/bidssave/${live}`, token, saveBody([{ lotId: lot1, basisPoints: '10' }]))).status).toBe(200);
      expect((await post(`/auction/bidsconfirm/${live}`, token)).status).toBe(200);
      expect((await t.request('POST', `/api/auction/sendConfirmationEmail/${live}/x`, { token, form: new FormData() })).status).toBe(200);
      const [mail] = await outboxMails(t);
      expect([mail.to, mail.cc]).toEqual([['bidder1@example.com'], []]);
      expect(mail.text).not.toContain('on your behalf');
    });
  });
});

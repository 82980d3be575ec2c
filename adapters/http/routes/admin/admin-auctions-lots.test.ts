import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testAppForEachTest } from '../../tests/kits/test-app-lifecycle.test-kit';
import { body, signedInForEachTest } from '../../tests/kits/signed-in-app.test-kit';
import { makeBid, makeLot } from '../../../../fixtures/builders';
import { lotsWithoutFxRate, MSG } from '../../../../core/domain/messages';
import { LIVE_END_BY_EXTENSION, LIVE_START_FIXED } from '../../../../core/domain/staff-messages';

const t = testAppForEachTest();
const manager = signedInForEachTest(t, 'manager');
const { post, get } = manager;
const names = (list: Array<{ auctionName: string }>) => list.map((a) => a.auctionName).sort();

/** A bid on a lot of the live auction by bidder1's borrower. */
const bidOn = (lotId: number) =>
  t.deps.store.bids.insert(
    makeBid({ auctionId: t.world.auctions.live.id, lotId, borrowerId: t.world.borrowers.first.id, userId: t.world.users.bidder1.id }),
  );

const auctionInput = (over: Record<string, unknown> = {}) => ({
  id: -1,
  auctionName: 'Winter 2026',
  clientId: t.world.clients.acme.id,
  auctionDate: '2026-12-01',
  startTime: '09:00',
  endTime: '15:30',
  marketValueDate: '2026-11-27',
  termStartDate: '2026-12-03',
  termEndDate: '2027-03-02',
  datalendEstimateDate: '2026-11-25',
  discretionaryEstimateDate: '2026-11-25',
  collateralType: 'Cash',
  dollarBid: true,
  bpsBid: true,
  allInFlag: false,
  dayCount: 360,
  currency: 'USD',
  ...over,
});

describe('auction lists', () => {
  it('splits active (not ended) from archived (ended)', async () => {
    expect(names(await body(await get('/auction/auctions')))).toEqual(['Live Auction', 'Upcoming Auction']);
    expect(names(await body(await get('/auction/archiveauctions')))).toEqual(['Ended Auction']);
    t.clock.advance(3 * 3600_000);
    manager.token = await t.signIn('manager');
    expect(names(await body(await get('/auction/archiveauctions')))).toEqual(['Ended Auction', 'Live Auction']);
  });

  it('filters by client for staff and scopes a client user to its own client whatever it sends', async () => {
    const globex = t.world.clients.globex.id;
    expect(names(await body(await get(`/auction/archiveauctions?clientId=${globex}`)))).toEqual(['Ended Auction']);
    expect(names(await body(await get(`/auction/auctions?companyId=&clientId=${t.world.clients.acme.id}`)))).toEqual(['Live Auction', 'Upcoming Auction']);
    const client = await t.signIn('client');
    expect(names(await body(await get(`/auction/archiveauctions?clientId=${globex}`, client)))).toEqual([]);
    expect(names(await body(await get(`/auction/auctions?clientId=${globex}`, client)))).toEqual(['Live Auction', 'Upcoming Auction']);
    expect((await get('/auction/auctions', await t.signIn('bidder1'))).status).toBe(403);
  });

  it('shows display times in Eastern time', async () => {
    const [first] = await body<Array<{ startTime: string; esecAucClient: { clientCode: string } }>>(await get('/auction/auctions'));
    expect(first?.startTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} EST$/);
    expect(first?.esecAucClient.clientCode).toBe('ACME');
  });
});

describe('auction edit', () => {
  it('loads a blank form dated today (Eastern) and an existing auction in form terms', async () => {
    const blank = await body(await post('/auction/-1'));
    expect(blank).toMatchObject({ id: -1, auctionDate: '2026-11-22', auctionName: '' });
    expect(blank.currencies).toEqual(['USD', 'EUR', 'GBP', 'JPY', 'SEK', 'CHF', 'AUD']);
    const live = await body(await post(`/auction/${t.world.auctions.live.id}`));
    // 14:00Z is 09:00 in New York in November.
    expect(live).toMatchObject({ auctionName: 'Live Auction', auctionDate: '2026-11-22', startTime: '09:00', endTime: '12:00' });
    expect((await post('/auction/999')).status).toBe(404);
  });

  it('creates an auction and answers its id; updates keep the completion flags', async () => {
    const res = await post('/auction/saveAuction', auctionInput());
    expect(res.status).toBe(200);
    const id = await body<number>(res);
    const stored = await t.deps.store.auctions.get(id);
    expect(stored).toMatchObject({ auctionName: 'Winter 2026', auctionStartDate: '2026-12-01T14:00:00.000Z', auctionEndDate: '2026-12-01T20:30:00.000Z' });
    await t.deps.store.auctions.setTemplate(id, 'columns', true);
    const again = await post('/auction/saveAuction', auctionInput({ id, auctionName: 'Winter 2026 (revised)' }));
    expect(await body(again)).toBe(id);
    expect(await t.deps.store.auctions.get(id)).toMatchObject({ auctionName: 'Winter 2026 (revised)', aicapprovalFlag: true });
  });

  it('answers the spec messages per field and writes nothing', async () => {
    const count = (await t.deps.store.auctions.list()).length;
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ auctionName: '', clientId: null, collateralType: '' }, { auctionName: MSG.AUCTION_DESCRIPTION_IS_REQUIRED, clientId: MSG.PLEASE_SELECT_CLIENT, collateralType: MSG.PLEASE_SELECT_COLLATERAL_TYPE }],
      [{ auctionDate: '' }, { auctionDate: MSG.PLEASE_CHOOSE_DATE }],
      [{ auctionDate: '2026-11-21', marketValueDate: '2026-11-20' }, { auctionDate: MSG.AUCTION_DATE_IN_PAST }],
      [{ marketValueDate: '2026-12-02' }, { marketValueDate: MSG.MARKET_VALUE_DATE_AFTER_AUCTION_DATE }],
      [{ startTime: '16:00' }, { startTime: MSG.START_TIME_MUST_BE_EARLIER_THAN_END_TIME }],
      [{ dollarBid: false, bpsBid: false, allInFlag: false }, { dollarBid: MSG.AUCTION_BID_TYPE_REQUIRED }],
    ];
    for (const [over, fields] of cases) {
      const res = await post('/auction/saveAuction', auctionInput(over));
      expect(res.status).toBe(400);
      expect((await body(res)).fields).toMatchObject(fields);
    }
    expect((await t.deps.store.auctions.list()).length).toBe(count);
  });

  it('freezes the priced terms of an auction with bids', async () => {
    const live = t.world.auctions.live;
    await bidOn(t.world.lots.lot1.id);
    const form = await body(await post(`/auction/${live.id}`));
    const changed = await post('/auction/saveAuction', { ...form, collateralType: 'Cash' });
    expect(changed.status).toBe(409);
    expect((await body(changed)).error).toBe(`${MSG.UNABLE_TO_SAVE_ERROR} ${MSG.AUCTION_TERMS_FROZEN_BY_BIDS}`);
    expect((await t.deps.store.auctions.get(live.id))?.collateralType).toBe('Both');
  });

  it("refuses a live auction's new start or end on the form, earlier or later (only an extension moves it), and saves the rest", async () => {
    const live = t.world.auctions.live;
    const form = await body(await post(`/auction/${live.id}`));
    const ledger = await t.deps.store.audit.head(live.id);
    for (const [change, field, message] of [
      [{ endTime: '10:30' }, 'endTime', LIVE_END_BY_EXTENSION],
      [{ endTime: '13:00' }, 'endTime', LIVE_END_BY_EXTENSION],
      [{ startTime: '08:00' }, 'startTime', LIVE_START_FIXED],
    ] as const) {
      const refused = await post('/auction/saveAuction', { ...form, ...change });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(await body(refused)).toMatchObject({ error: message, fields: { [field]: message } });
    }
    expect(await t.deps.store.auctions.get(live.id)).toEqual(live);
    expect(await t.deps.store.audit.head(live.id)).toEqual(ledger);

    // Extended after the form was loaded (to the second): the stale form would move the end back, and is refused.
    const extendedTo = new Date(Date.parse(live.auctionEndDate) + 3_600_000 + 30_000).toISOString();
    expect((await post(`/auction/extend/${live.id}`, { until: extendedTo, reason: 'Borrower system outage' })).status).toBe(200);
    expect((await post('/auction/saveAuction', { ...form, auctionName: 'Live Auction (renamed)' })).status).toBe(400);
    // The form reloaded shows the extended end to the minute; saved with another name, the end keeps its seconds.
    const reloaded = await body(await post(`/auction/${live.id}`));
    const renamed = await post('/auction/saveAuction', { ...reloaded, auctionName: 'Live Auction (renamed)' });
    expect(renamed.status, JSON.stringify(await body(renamed))).toBe(200);
    expect(await t.deps.store.auctions.get(live.id)).toMatchObject({ auctionName: 'Live Auction (renamed)', auctionEndDate: extendedTo });
  });

  it("moves an upcoming auction's window on the form", async () => {
    const upcoming = t.world.auctions.upcoming;
    const form = await body(await post(`/auction/${upcoming.id}`));
    const head = (await t.deps.store.events.lastId()) ?? 0;
    const moved = await post('/auction/saveAuction', { ...form, endTime: '16:00' });
    expect(moved.status, JSON.stringify(await body(moved))).toBe(200);
    // 13:00 to 16:00 New York: a later end, the auction's `auction.extended` as an extension's is.
    const newEnd = '2026-11-23T21:00:00.000Z';
    expect((await t.deps.store.auctions.get(upcoming.id))?.auctionEndDate).toBe(newEnd);
    const events = (await t.deps.store.events.listAfter(head, 10)).filter((e) => e.auctionId === upcoming.id);
    expect(events.map((e) => [e.kind, e.payload])).toEqual([['auction.extended', { previousEnd: upcoming.auctionEndDate, newEnd }]]);
  });

  it('changes its currency only while every lot in another currency has an FX Rate', async () => {
    const upcoming = t.world.auctions.upcoming;
    await t.deps.store.lots.create(makeLot({ auctionId: upcoming.id, lotNumber: '7', fxRate: null }));
    await t.deps.store.lots.create(makeLot({ auctionId: upcoming.id, lotNumber: '12', fxRate: '0.92' }));
    const form = await body(await post(`/auction/${upcoming.id}`));
    const refused = await post('/auction/saveAuction', { ...form, currency: 'EUR' });
    expect(refused.status).toBe(400);
    expect(await body(refused)).toMatchObject({ error: lotsWithoutFxRate('EUR', ['7']), fields: { currency: lotsWithoutFxRate('EUR', ['7']) } });
    expect((await t.deps.store.auctions.get(upcoming.id))?.currency).toBe('USD');
    expect(lotsWithoutFxRate('EUR', ['7', '10'])).toBe(`Lots 7, 10 are not in EUR and have no FX Rate: ${MSG.FX_RATE_REQUIRED}.`);
    // Unchanged currency: saved as ever.
    expect((await post('/auction/saveAuction', form)).status).toBe(200);
  });

  it('refuses a duplicate auction name', async () => {
    const res = await post('/auction/saveAuction', auctionInput({ auctionName: 'Live Auction' }));
    expect(res.status).toBe(409);
    expect((await body(res)).error).toBe(MSG.UNABLE_TO_SAVE_AUCTION_NAME_ALREADY_EXISTS);
  });

  it('lets client relations load but not save an auction', async () => {
    const relations = await t.signIn('relations');
    expect((await post(`/auction/${t.world.auctions.live.id}`, undefined, relations)).status).toBe(200);
    expect((await post('/auction/saveAuction', auctionInput(), relations)).status).toBe(403);
  });
});

describe('lots', () => {
  const lotInput = (over: Record<string, unknown> = {}) => ({
    id: -1,
    auctionId: t.world.auctions.live.id,
    lotNumber: '10A',
    lotName: 'International Equities',
    assetClassId: 2,
    marketValue: '2,500,000.00',
    assumedPct: '15.00',
    currency: 'EUR',
    fxRate: '1.08',
    termDays: '90',
    termDisp: '3',
    secType: 'E',
    domicile: 'I',
    ...over,
  });

  it('lists the lots of an auction with their display data', async () => {
    const lots = await body<Array<Record<string, unknown>>>(await get(`/auction/lot/${t.world.auctions.live.id}`));
    expect(lots.map((l) => l.lotNumber)).toEqual(['1', '2', '3']);
    expect(lots[0]).toMatchObject({ currencySymbol: '$', esecAucACForm: { id: 1 }, esecAucAuction: { auctionName: 'Live Auction', clientCode: 'ACME' } });
    expect(lots[2]?.comboLots).toEqual([
      expect.objectContaining({ lotNumber: '1' }),
      expect.objectContaining({ lotNumber: '2' }),
    ]);
    expect((await get('/auction/lot/999')).status).toBe(404);
  });

  it('gives the blank form, the template lists and a lot form', async () => {
    const blank = await body(await post(`/auction/lotadd/${t.world.auctions.live.id}`));
    expect(blank).toMatchObject({ id: -1, auctionId: t.world.auctions.live.id, allInFlag: false });
    expect((blank.otherLots as unknown[]).length).toBe(3);
    const lists = await body<{ assetClasses: unknown[]; currencies: Array<{ currencyCode: string }> }>(await post('/auction/lotadd/-1'));
    expect(lists.assetClasses.length).toBeGreaterThan(3);
    expect(lists.currencies.map((c) => c.currencyCode)).toEqual(['USD', 'EUR', 'GBP', 'JPY', 'SEK', 'CHF', 'AUD']);
    const form = await body(await post(`/auction/lotedit/${t.world.lots.lot1.id}`));
    expect(form).toMatchObject({ lotName: 'US Large Cap' });
    expect((form.otherLots as unknown[]).length).toBe(2);
    expect((await post('/auction/lotedit/999')).status).toBe(404);
  });

  it('creates a lot, names every failing field and writes nothing on failure', async () => {
    const created = await post('/auction/lotsave', lotInput());
    expect(created.status).toBe(200);
    expect(await body(created)).toMatchObject({ lotNumber: '10A', marketValue: '2500000', currencySymbol: '€' });
    const before = (await t.deps.store.lots.listByAuction(t.world.auctions.live.id)).length;
    const res = await post('/auction/lotsave', lotInput({ lotNumber: '', lotName: '', assetClassId: null, currency: '', marketValue: 'abc', termDays: '', termDisp: 'x', eslBps: 'y', assumedPct: 'z', fxRate: 'w' }));
    expect(res.status).toBe(400);
    expect((await body(res)).fields).toEqual({
      lotName: MSG.LOT_NAME_IS_REQUIRED,
      lotNumber: MSG.LOT_NUMBER_IS_REQUIRED,
      assetClassId: MSG.ASSET_CLASS_IS_REQUIRED,
      currency: MSG.CURRENCY_IS_REQUIRED,
      marketValue: MSG.MARKET_VALUE_MUST_BE_NUMERIC,
      termDays: MSG.TERM_DAYS_IS_REQUIRED,
      termDisp: MSG.TERM_DISP_MUST_BE_NUMERIC,
      eslBps: MSG.COMPARISON_BPS_MUST_BE_NUMERIC,
      assumedPct: MSG.ASSUMED_PCT_MUST_BE_NUMERIC,
      fxRate: MSG.FX_RATE_MUST_BE_NUMERIC,
    });
    const noAuction = await post('/auction/lotsave', lotInput({ auctionId: 999 }));
    expect(noAuction.status).toBe(400);
    expect(await body(noAuction)).toMatchObject({ error: MSG.UNABLE_TO_SAVE, fields: { auctionId: MSG.INVALID_VALUE } });
    const dup = await post('/auction/lotsave', lotInput({ lotNumber: '1' }));
    expect(dup.status).toBe(409);
    expect((await t.deps.store.lots.listByAuction(t.world.auctions.live.id)).length).toBe(before);
  });

  it('answers 302 when a priced value of a lot with bids changes; descriptive edits still save', async () => {
    await bidOn(t.world.lots.lot1.id);
    const form = await body(await post(`/auction/lotedit/${t.world.lots.lot1.id}`));
    const changed = await post('/auction/lotsave', { ...lotInput(form), id: form.id, marketValue: '12000000.00' });
    expect(changed.status).toBe(302);
    expect(changed.headers.get('location')).toBeNull();
    expect((await body(changed)).error).toBe(MSG.LOT_HAS_BIDS);
    expect((await t.deps.store.lots.get(t.world.lots.lot1.id))?.marketValue).toBe('10000000.00');
    const renamed = await post('/auction/lotsave', { ...lotInput(form), id: form.id, lotName: 'US Large Cap (renamed)' });
    expect(renamed.status).toBe(200);
    expect((await t.deps.store.lots.get(t.world.lots.lot1.id))?.lotName).toBe('US Large Cap (renamed)');
  });

  it("needs the FX Rate of a lot in another currency than the auction's", async () => {
    const res = await post('/auction/lotsave', lotInput({ fxRate: '' }));
    expect(res.status).toBe(400);
    expect(await body(res)).toMatchObject({ error: MSG.FX_RATE_REQUIRED, fields: { fxRate: MSG.FX_RATE_REQUIRED } });
    // A lot in the auction's own currency may leave it empty (rate 1).
    expect((await post('/auction/lotsave', lotInput({ lotNumber: '11', currency: 'USD', fxRate: '' }))).status).toBe(200);
  });

  it("computes a combo's market value from its lots, and keeps it computed as they change", async () => {
    const eur = await body<{ id: number }>(await post('/auction/lotsave', lotInput({ lotNumber: '20' })));
    // Typed 1.00 is ignored: USD 10,000,000 + EUR 2,500,000 at 1.08 = USD 12,700,000.00.
    const created = await post('/auction/lotsave', lotInput({ lotNumber: '21C', currency: 'USD', fxRate: '', marketValue: '1.00', comboFlag: true, comboLotIds: [t.world.lots.lot2.id, eur.id] }));
    expect(created.status).toBe(200);
    const combo = await body<{ id: number; marketValue: string }>(created);
    expect(combo.marketValue).toBe('12700000.00');
    // Its EUR lot is worth more now: the combo follows.
    expect((await post('/auction/lotsave', lotInput({ id: eur.id, lotNumber: '20', marketValue: '5000000' }))).status).toBe(200);
    expect((await t.deps.store.lots.get(combo.id))?.marketValue).toBe('15400000.00');
    // Once the combo has bids, a change that would move its value is refused and nothing is written.
    await bidOn(combo.id);
    const refused = await post('/auction/lotsave', lotInput({ id: eur.id, lotNumber: '20', marketValue: '6000000' }));
    expect(refused.status).toBe(302);
    expect((await body(refused)).error).toBe(MSG.LOT_HAS_BIDS);
    expect((await t.deps.store.lots.get(eur.id))?.marketValue).toBe('5000000');
    expect((await t.deps.store.lots.get(combo.id))?.marketValue).toBe('15400000.00');
    // A combo of no lots has nothing to compute from.
    const empty = await post('/auction/lotsave', lotInput({ lotNumber: '22C', comboFlag: true, comboLotIds: [] }));
    expect(await body(empty)).toMatchObject({ fields: { comboLotIds: MSG.COMBO_LOT_NEEDS_LOTS } });
  });

  it('deletes lots, with the spec messages for nothing selected and lots with bids', async () => {
    const del = (json: unknown) => t.request('DELETE', '/api/auction/lots', { token: manager.token, json });
    const none = await del([]);
    expect(none.status).toBe(400);
    expect((await body(none)).error).toBe(MSG.NO_LOT_SELECTED_FOR_DELETE);

    await bidOn(t.world.lots.combo.id);
    // lot2 is part of the combo that has bids.
    const refused = await del([{ id: t.world.lots.lot2.id }]);
    expect(refused.status).toBe(302);
    expect((await body(refused)).error).toBe(MSG.LOT_HAS_BIDS);
    expect(await t.deps.store.lots.get(t.world.lots.lot2.id)).not.toBeNull();

    const extra = await body<{ id: number }>(await post('/auction/lotsave', lotInput()));
    const ok = await del([{ id: extra.id }]);
    expect(ok.status).toBe(200);
    expect(await body(ok)).toEqual({ message: MSG.LOT_DELETED_SUCCESSFULLY, deleted: 1 });
    expect(await t.deps.store.lots.get(extra.id)).toBeNull();
  });
});

describe('lots upload', () => {
  const fixture = (name: string) => readFile(join(import.meta.dirname, '..', '..', '..', '..', 'fixtures', name));
  const upload = async (name: string, bytes?: Uint8Array) => {
    const form = new FormData();
    const content = bytes ?? new Uint8Array(await fixture(name));
    form.append('file', new Blob([content.slice().buffer], { type: 'text/csv' }), name);
    form.append('auctionId', String(t.world.auctions.upcoming.id));
    return t.request('POST', '/api/auction/lots/upload', { token: manager.token, form });
  };
  const lotCount = async () => (await t.deps.store.lots.listByAuction(t.world.auctions.upcoming.id)).length;

  it('imports the sample file, and a second upload skips the existing lot numbers', async () => {
    const res = await upload('lots-sample.csv');
    expect(res.status).toBe(200);
    const first = await body<{ imported: number; skipped: unknown[] }>(res);
    expect(first.imported).toBeGreaterThanOrEqual(30);
    expect(await lotCount()).toBe(first.imported);
    const lots = await t.deps.store.lots.listByAuction(t.world.auctions.upcoming.id);
    expect(lots.map((l) => l.lotName)).toContain('Large Cap, Growth and Income');
    // Importing nothing is a failure, shown as one, with every skipped line.
    const againRes = await upload('lots-sample.csv');
    expect(againRes.status).toBe(400);
    const again = await body<{ error: string; code: string; skipped: { line: number; reason: string }[]; fields: Record<string, string> }>(againRes);
    expect(again).toMatchObject({ error: MSG.NO_LOTS_IMPORTED, code: 'NOTHING_IMPORTED' });
    expect(again.skipped.length).toBe(first.imported);
    expect(again.fields[`lines.${again.skipped[0]?.line}`]).toContain(`Line ${again.skipped[0]?.line}:`);
    expect(await lotCount()).toBe(first.imported);
  });

  it('refuses empty and header-only files with the spec warnings, writing nothing', async () => {
    const empty = await upload('empty.csv', new Uint8Array());
    expect(empty.status).toBe(400);
    expect((await body(empty)).error).toBe(MSG.LOTS_FILE_EMPTY);
    const header = await upload('header-only.csv');
    expect(header.status).toBe(400);
    expect(await body(header)).toMatchObject({ error: MSG.LOTS_TEMPLATE_HAS_NO_DATA, title: MSG.EMPTY_TEMPLATE_FILE });
    expect(await lotCount()).toBe(0);
  });

  it('reports skipped rows with their line numbers', async () => {
    const res = await body<{ imported: number; skipped: Array<{ line: number; reason: string }> }>(await upload('wrong-field-count.csv'));
    expect(res.skipped.map((s) => s.line)).toEqual(expect.arrayContaining([3, 5]));
    expect(await lotCount()).toBe(res.imported);
    expect((await t.deps.store.lots.listByAuction(t.world.auctions.upcoming.id)).map((l) => l.lotNumber)).not.toContain('2');
  });

  it('needs the auction: Unable to upload lot file. / Not found', async () => {
    const missing = await post('/auction/lots/upload', { records: ['1,a,1,1,,1,1,90,90,E,U,,,,,'] });
    expect(missing.status).toBe(400);
    expect((await body(missing)).error).toBe(MSG.UNABLE_TO_UPLOAD_LOT_FILE);
    expect((await post('/auction/lots/upload', { auctionId: 999, csv: '1,a,1,1,,1,1,90,90,E,U,,,,,' })).status).toBe(404);
  });

  it('accepts only one .csv file', async () => {
    const res = await upload('lots.txt', new TextEncoder().encode('1,a'));
    expect(res.status).toBe(400);
    expect((await body(res)).error).toBe(MSG.FILE_MUST_BE_CSV);
  });

  it('accepts a JSON list of lot records', async () => {
    const res = await post('/auction/lots/upload', {
      auctionId: t.world.auctions.upcoming.id,
      records: [
        ['1', 'Record lot, with comma', '1', '1000000.00', '20.00', '1', '1', '90', '90', 'E', 'U', '12.5', '', '', '', ''],
        '2,Second record,1,2000000.00,,1,1,90,90,F,I,,,,,',
      ],
    });
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({ imported: 2, skipped: [] });
    expect((await t.deps.store.lots.listByAuction(t.world.auctions.upcoming.id)).map((l) => l.lotName)).toEqual(['Record lot, with comma', 'Second record']);
  });
});

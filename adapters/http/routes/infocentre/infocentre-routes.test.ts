import { beforeEach, describe, expect, it } from 'vitest';
import { testAppForEachTest } from '../../tests/kits/test-app-lifecycle.test-kit';
import { MSG } from '../../../../core/domain/messages';
import { extractPdfText } from '../../../pdf/pdf-text.test-kit';
import { bytesOf } from '../../tests/kits/participation.test-kit';
import { InfoCentreItem, TemplateData } from '../../../../contract/infocentre';

const t = testAppForEachTest();
let live: number;
let manager: string;
beforeEach(async () => {
  live = t.world.auctions.live.id;
  manager = await t.signIn('manager');
});

type Row = { id: number; slot: number; displayFlag: boolean; details: string; fileName: string | null; auctionRuleDetails?: string };
const post = (path: string, token: string, json?: unknown) => t.request('POST', `/api${path}`, { token, json });
const setComplete = (complete: boolean) => post(`/auction/choosetemplate/${live}/columns/${complete}`, manager);

async function upload(kind: 'uploadrulesfiles' | 'uploadassetfiles', idField: string, files: [number, string, Uint8Array<ArrayBuffer> | string][], auctionId = live) {
  const form = new FormData();
  for (const [id, name, content] of files) {
    form.append('uploadedfiles', new Blob([content]), name);
    form.append(idField, String(id));
  }
  return t.request('POST', `/api/auction/${kind}/${auctionId}`, { token: manager, form });
}

const PDF = new TextEncoder().encode('%PDF-1.4\n% a tiny stand-in rules file\n');

describe('info centre list and template', () => {
  it('lists info centres: staff all, incomplete ones too (to prepare them), bidders only complete approved auctions', async () => {
    const names = async (login: string) =>
      ((await (await t.request('GET', '/api/auction/findInfocenter', { token: await t.signIn(login) })).json()) as { auctionName: string }[]).map((a) => a.auctionName).sort();
    expect(await names('manager')).toEqual(['Ended Auction', 'Live Auction', 'Upcoming Auction']);
    expect(await names('bidder1')).toEqual(['Live Auction']);
    expect(await names('superbidder')).toEqual(['Live Auction']);
    expect(await names('aic')).toEqual(['Live Auction']);
    expect(await names('bidder2')).toEqual([]);
    expect(await names('client')).toEqual(['Live Auction', 'Upcoming Auction']);

    const saved = await setComplete(false);
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { message: string }).message).toBe(MSG.SAVED_SUCCESSFULLY);
    expect(await names('bidder1')).toEqual([]);
    expect(await names('manager')).toEqual(['Ended Auction', 'Live Auction', 'Upcoming Auction']);
    const managerList = (await (await t.request('GET', '/api/auction/findInfocenter', { token: manager })).json()) as { id: number; aicapprovalFlag: boolean }[];
    expect(managerList.find((a) => a.id === live)?.aicapprovalFlag).toBe(false);
    expect(await names('relations')).toEqual(['Ended Auction', 'Live Auction', 'Upcoming Auction']);
    expect(await names('aic')).toEqual([]);
    expect(await names('client')).toEqual(['Upcoming Auction']);
    expect((await post(`/auction/templatedata/${live}`, await t.signIn('bidder1'))).status).toBe(404);
    expect((await t.deps.store.auctions.get(live))?.template).toBe('columns');
  });

  it('serves one info centre: staff also an incomplete one, others only what their list shows; answers match the contract', async () => {
    const one = async (login: string) => t.request('GET', `/api/auction/infocentre/${live}`, { token: await t.signIn(login) });
    const res = await one('bidder1');
    expect(res.status).toBe(200);
    const item = InfoCentreItem.parse(await res.json());
    expect(item).toMatchObject({ id: live, auctionName: 'Live Auction', aicapprovalFlag: true });
    expect((await one('bidder2')).status).toBe(404);
    await setComplete(false);
    expect((await one('bidder1')).status).toBe(404);
    expect(InfoCentreItem.parse(await (await one('manager')).json()).aicapprovalFlag).toBe(false);
    TemplateData.parse(await (await post(`/auction/templatedata/${live}`, manager)).json());
  });

  it('choosetemplate is for managers and client relations, with valid values', async () => {
    expect((await post(`/auction/choosetemplate/${live}/columns/true`, await t.signIn('aic'))).status).toBe(403);
    expect((await post(`/auction/choosetemplate/${live}/columns/true`, await t.signIn('relations'))).status).toBe(200);
    const bad = await post(`/auction/choosetemplate/${live}/grid/true`, manager);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe(MSG.UNABLE_TO_SAVE);
  });

  it('templatedata answers the four groups', async () => {
    const groups = (await (await post(`/auction/templatedata/${live}`, await t.signIn('bidder1'))).json()) as unknown[][];
    expect(groups).toHaveLength(4);
    expect(groups[3]).toHaveLength(3);
    expect(groups[3][2]).toMatchObject({ lotNumber: '3', comboFlag: true, marketValue: '20000000.00' });
    expect(typeof (groups[3][0] as { assetClass: string }).assetClass).toBe('string');
  });
});

describe('info centre phase on the server clock', () => {
  it("answers each auction's phase and the server's time, by the server's clock", async () => {
    const list = async () =>
      (await (await t.request('GET', '/api/auction/findInfocenter', { token: await t.signIn('manager') })).json()) as { auctionName: string; phase: string; serverTime: string }[];
    const phases = async () => Object.fromEntries((await list()).map((a) => [a.auctionName, a.phase]));
    expect(await phases()).toEqual({ 'Upcoming Auction': 'NOT_STARTED', 'Live Auction': 'LIVE', 'Ended Auction': 'ENDED' });
    expect((await list()).every((a) => a.serverTime === t.clock.now())).toBe(true);
    const auction = (await t.deps.store.auctions.get(live))!;
    // The server's clock moves past the live auction's end: so does its phase, whatever any browser says.
    t.clock.set(Date.parse(auction.auctionEndDate));
    expect((await phases())['Live Auction']).toBe('ENDED');
    const one = InfoCentreItem.parse(await (await t.request('GET', `/api/auction/infocentre/${live}`, { token: await t.signIn('manager') })).json());
    expect(one).toMatchObject({ phase: 'ENDED', serverTime: auction.auctionEndDate });
  });
});

describe('document edit pages', () => {
  it('creates the 5/9/2 slots and refuses saves once complete', async () => {
    const rules = (await (await post(`/auction/auctionrulesedit/${live}`, manager)).json()) as Row[];
    expect(rules).toHaveLength(5);
    expect(((await (await post(`/auction/auctionassetedit/${live}`, manager)).json()) as Row[]).length).toBe(9);
    expect(((await (await post(`/auction/auctionopedit/${live}`, manager)).json()) as Row[]).length).toBe(2);

    const body = [{ ...rules[0], auctionRuleDetails: 'General rules', displayFlag: true }];
    const refused = await post('/auction/rulessave', manager, body);
    expect(refused.status).toBe(423);
    expect(((await refused.json()) as { error: string }).error).toBe(MSG.INFOCENTRE_COMPLETE);

    await setComplete(false);
    const saved = await post('/auction/rulessave', manager, body);
    expect(saved.status).toBe(200);
    const out = (await saved.json()) as { message: string; rows: Row[] };
    expect(out.message).toBe(MSG.SAVED_SUCCESSFULLY);
    expect(out.rows[0]).toMatchObject({ details: 'General rules', auctionRuleDetails: 'General rules', displayFlag: true });
    // Rows of one kind cannot be saved through another kind's endpoint.
    expect((await post('/auction/assetsave', manager, body)).status).toBe(404);
    expect((await post('/auction/rulessave', await t.signIn('bidder1'), body)).status).toBe(403);
  });

  it('uploads files under server-made keys and serves them only to users who may see them', async () => {
    await setComplete(false);
    const rules = (await (await post(`/auction/auctionrulesedit/${live}`, manager)).json()) as Row[];
    const up = await upload('uploadrulesfiles', 'uploadedruleid', [
      [rules[0].id, 'Auction Rules.pdf', PDF],
      [rules[1].id, '../../etc/passwd.txt', 'hidden row'],
    ]);
    expect(up.status).toBe(200);
    const doc = await t.deps.store.infoCentre.getDocument(rules[1].id);
    expect(doc?.fileKey).toBe(`auctions/${live}/rules/${rules[1].id}-passwd.txt`);
    expect(doc?.fileName).toBe('passwd.txt');
    await post('/auction/rulessave', manager, [{ id: rules[0].id, details: 'Rules', displayFlag: true }, { id: rules[1].id, details: 'Hidden', displayFlag: false }]);

    const mismatch = await upload('uploadrulesfiles', 'uploadedruleid', []);
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as { error: string }).error).toBe(MSG.UNABLE_TO_UPLOAD_FILES);
    await post(`/auction/choosetemplate/${t.world.auctions.upcoming.id}/columns/false`, manager);
    const foreign = await upload('uploadrulesfiles', 'uploadedruleid', [[rules[0].id, 'x.pdf', PDF]], t.world.auctions.upcoming.id);
    expect(foreign.status).toBe(400);

    await setComplete(true);
    const locked = await upload('uploadrulesfiles', 'uploadedruleid', [[rules[0].id, 'x.pdf', PDF]]);
    expect(locked.status).toBe(423);

    const bidder = await t.signIn('bidder1');
    const file = await post('/auction/download/rules', bidder, { id: rules[0].id, auctionRuleLink: '/etc/passwd', fileKey: '../../x' });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('Auction Rules.pdf');
    expect(await bytesOf(file)).toEqual(PDF);
    // Hidden rows, other kinds and non-approved users: 404.
    expect((await post('/auction/download/rules', bidder, { id: rules[1].id })).status).toBe(404);
    expect((await post('/auction/download/assets', bidder, { id: rules[0].id })).status).toBe(404);
    expect((await post('/auction/download/rules', await t.signIn('bidder2'), { id: rules[0].id })).status).toBe(404);
    expect((await post('/auction/download/rules', manager, { id: rules[1].id })).status).toBe(200);

    // The first displayed rules document is a PDF: it is the Specific Auction Rules.
    const spec = await post(`/auction/specaucrules/${live}`, bidder);
    expect(spec.headers.get('content-disposition')).toContain('rules.pdf');
    expect(await bytesOf(spec)).toEqual(PDF);
  });

  it('asset and operational documents work the same way, and AIC users edit only approved auctions', async () => {
    await setComplete(false);
    const kinds = [
      ['auctionassetedit', 'uploadassetfiles', 'uploadedassetid', 'assetsave', 'assets', 'auctionAssetDetails'],
      ['auctionopedit', 'uploadopfiles', 'uploadedopid', 'operationalsave', 'ops', 'auctionOpDetails'],
    ] as const;
    for (const [edit, up, idField, save, download, detailsField] of kinds) {
      const rows = (await (await post(`/auction/${edit}/${live}`, manager)).json()) as Row[];
      const form = new FormData();
      form.append('uploadedfiles', new Blob(['content of ' + download]), `${download}.txt`);
      form.append(idField, String(rows[0].id));
      expect((await t.request('POST', `/api/auction/${up}/${live}`, { token: manager, form })).status).toBe(200);
      const saved = await post(`/auction/${save}`, manager, [{ id: rows[0].id, [detailsField]: `${download} details`, displayFlag: true }]);
      expect(saved.status).toBe(200);
      expect(((await saved.json()) as { rows: Record<string, unknown>[] }).rows[0]).toMatchObject({ [detailsField]: `${download} details` });
    }
    await setComplete(true);
    const bidder = await t.signIn('bidder1');
    const groups = (await (await post(`/auction/templatedata/${live}`, bidder)).json()) as Row[][];
    // Bidders see only displayed rows with a file: no empty rule slots, one asset and one operational row.
    expect(groups.slice(0, 3).map((g) => g.length)).toEqual([0, 1, 1]);
    const op = await post('/auction/download/ops', bidder, groups[2][0]);
    expect(new TextDecoder().decode(await bytesOf(op))).toBe('content of ops');

    const aic = await t.signIn('aic');
    expect((await post(`/auction/auctionrulesedit/${live}`, aic)).status).toBe(200);
    expect((await post(`/auction/auctionrulesedit/${t.world.auctions.ended.id}`, aic)).status).toBe(404);
  });

  it('serves the user agreement as a PDF', async () => {
    const res = await t.request('GET', '/api/auction/download/useragreement', { token: await t.signIn('bidder2') });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(await extractPdfText(await bytesOf(res))).toContain('User Agreement');
  });
});

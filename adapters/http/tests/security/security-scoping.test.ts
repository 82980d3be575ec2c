/**
 * Security checks across the API: refused writes (302 bids placed, 409 conflict) leave the whole store
 * unchanged; a Client user only ever sees its own client's auctions whatever clientId it sends; a
 * borrower user never reads another borrower's users through any endpoint its role may call; and the
 * request log never carries passwords, tokens or reset codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../kits/test-app.test-kit';
import { TEST_PASSWORD } from '../kits/test-world.test-kit';
import { createApp } from '../../app';
import { snapshotter, type Snapshotter } from '../kits/db-snapshot.test-kit';
import { passRules, saveBody } from '../kits/participation.test-kit';
import { CONTRACT_ROUTES } from '../../../../contract/index';
import { authorize } from '../../../../core/policy/access';
import { methodOf } from '../kits/policy-path.test-kit';
import { MSG } from '../../../../core/domain/messages';
import { UPLOAD_ID_FIELD } from '../../../../core/infocentre/document-rows';
import type { RoleCode } from '../../../../core/domain/roles';
import { bodyTextOf } from '../../live/sse.test-kit';

let t: TestApp;
let snap: Snapshotter;
beforeAll(async () => {
  t = await createTestApp();
  snap = snapshotter(t);
});
afterAll(async () => {
  snap.close();
  await t.close();
});

const call = async (method: string, path: string, login: string | null, json?: unknown) =>
  t.request(method, path, { token: login ? await t.signIn(login) : undefined, json });

/** Sends a request that must be refused with `status`, and asserts the store did not change. */
async function refusedWithoutWrites(method: string, path: string, json: unknown, status: number, error?: string): Promise<void> {
  const token = await t.signIn(method === 'POST' && path.includes('bidssave') ? 'bidder1' : 'manager');
  const before = await snap.snapshot();
  const res = await t.request(method, path, { token, json });
  const body = (await res.json()) as { error?: string };
  expect(res.status, `${method} ${path}: ${JSON.stringify(body)}`).toBe(status);
  if (error) expect(body.error).toBe(error);
  expect(await snap.snapshot(), `${method} ${path} wrote to the store`).toBe(before);
}

describe('refused writes write nothing', () => {
  it('lots delete, lot save and invitee save answer 302 when bids exist, and change nothing', async () => {
    const live = t.world.auctions.live.id;
    const { lot1, lot2, combo } = t.world.lots;
    const bidder = await t.signIn('bidder1');
    await passRules(t, bidder, live);
    const saved = await t.request('POST', `/api/auction/bidssave/${live}`, { token: bidder, json: saveBody([{ lotId: lot1.id, basisPoints: '30' }]) });
    expect(saved.status).toBe(200);

    // A lot with bids, alone or among lots without bids; a combo over a lot with bids.
    await refusedWithoutWrites('DELETE', '/api/auction/lots', [{ id: lot2.id }, { id: lot1.id }], 302, MSG.LOT_HAS_BIDS);
    await refusedWithoutWrites('DELETE', '/api/auction/lots', [lot1.id], 302);
    // A priced value of a lot with bids.
    const form = (await (await call('POST', `/api/auction/lotedit/${lot1.id}`, 'manager')).json()) as Record<string, unknown>;
    await refusedWithoutWrites('POST', '/api/auction/lotsave', { ...form, marketValue: '99000000.00' }, 302);
    // Removing the borrower with bids, while adding another: neither happens.
    await refusedWithoutWrites(
      'POST',
      `/api/auction/inviteesave/${live}`,
      { added: [t.world.borrowers.second.id], removed: [t.world.borrowers.first.id] },
      302,
      MSG.UNABLE_TO_REMOVE_APPROVED_BORROWERS_THAT_HAVE_BIDS,
    );
    expect(combo.comboLotIds).toContain(lot1.id);
  });

  it('a 409 (auction terms frozen by bids, confirmed bids) changes nothing', async () => {
    const live = t.world.auctions.live.id;
    const form = (await (await call('POST', `/api/auction/${live}`, 'manager')).json()) as Record<string, unknown>;
    await refusedWithoutWrites('POST', '/api/auction/saveAuction', { ...form, collateralType: 'Cash', dayCount: 365 }, 409);

    const bidder = await t.signIn('bidder1');
    expect((await t.request('POST', `/api/auction/bidsconfirm/${live}`, { token: bidder })).status).toBe(200);
    await refusedWithoutWrites('POST', `/api/auction/bidssave/${live}`, saveBody([{ lotId: t.world.lots.lot2.id, basisPoints: '5' }]), 409, MSG.BIDS_ALREADY_CONFIRMED);
  });
});

describe('refused uploads write nothing', () => {
  it('an info-centre upload naming a row that is not the auction\'s stores no file and creates no slots', async () => {
    // A fresh auction whose info centre is not complete and has no document slots yet.
    const { id: _id, ...fields } = t.world.auctions.upcoming;
    const upcoming = (await t.deps.store.auctions.create({ ...fields, auctionName: 'Upload Target', aicapprovalFlag: false })).id;
    for (const rowId of ['999999', '0', '99999999999', 'abc']) {
      const form = new FormData();
      form.append('uploadedfiles', new File([new Uint8Array([37, 80, 68, 70])], 'rules.pdf', { type: 'application/pdf' }));
      form.append(UPLOAD_ID_FIELD.rules, rowId);
      const token = await t.signIn('manager');
      const before = await snap.snapshot();
      const res = await t.request('POST', `/api/auction/uploadrulesfiles/${upcoming}`, { token, form });
      expect(res.status, rowId).toBe(400);
      expect(((await res.json()) as { fields?: object }).fields).toBeDefined();
      expect(await snap.snapshot(), `upload of row ${rowId} wrote`).toBe(before);
    }
  });
});

describe('a Client user sees only its own client', () => {
  it('ignores another clientId on the active and archived auction lists', async () => {
    const own = t.world.clients.acme.id;
    const other = t.world.clients.globex.id;
    for (const list of ['auctions', 'archiveauctions']) {
      for (const query of [`?clientId=${other}`, `?clientId=${other}&companyId=`, `?companyId=${other}`, '', `?clientId=${own}`]) {
        const res = await call('GET', `/api/auction/${list}${query}`, 'client');
        expect(res.status).toBe(200);
        const rows = (await res.json()) as Array<{ clientId: number }>;
        expect(rows.every((r) => r.clientId === own), `${list}${query}`).toBe(true);
      }
    }
    // The ended auction belongs to the other client: the archive stays empty for this client.
    expect(await (await call('GET', `/api/auction/archiveauctions?clientId=${other}`, 'client')).json()).toEqual([]);
    // Staff filter by client; a malformed filter is refused rather than ignored.
    const staff = (await (await call('GET', `/api/auction/archiveauctions?clientId=${other}`, 'manager')).json()) as Array<{ clientId: number }>;
    expect(staff.map((r) => r.clientId)).toEqual([other]);
    expect((await call('GET', '/api/auction/auctions?clientId=abc', 'manager')).status).toBe(400);
  });
});

describe('a Client user never reads another client\'s auction', () => {
  it('through any report or info-centre endpoint its role may call', async () => {
    const foreign = t.world.auctions.ended.id; // Globex's auction; the client user belongs to Acme.
    const problems: string[] = [];
    for (const entry of CONTRACT_ROUTES) {
      if (!entry.path.includes('{id}') && !entry.path.includes('{auctionId}')) continue;
      if (authorize(['CLIENT'], false, entry) !== 'ALLOW') continue;
      const path = '/api' + entry.path.replace(/\{(id|auctionId)\}/g, String(foreign)).replace(/\{[^}]+\}/g, 'x');
      const res = await call(methodOf(entry), path, 'client', entry.method === 'get' ? undefined : {});
      const text = await bodyTextOf(res);
      if (res.status < 400) problems.push(`${methodOf(entry)} ${path}: ${res.status} ${text.slice(0, 120)}`);
      if (text.includes('Ended Auction') || text.includes('Globex')) problems.push(`${methodOf(entry)} ${path} shows the foreign auction`);
    }
    // The report workbooks take the auction in their body.
    for (const entry of CONTRACT_ROUTES.filter((e) => e.path.startsWith('/excel/report/'))) {
      if (authorize(['CLIENT'], false, entry) !== 'ALLOW') continue;
      const res = await call('POST', '/api' + entry.path, 'client', { auctionId: foreign });
      if (res.status < 400) problems.push(`POST ${entry.path} exported the foreign auction (${res.status})`);
    }
    expect(problems).toEqual([]);
  });
});

describe('a borrower user never reads another borrower\'s users', () => {
  const LOGINS: Array<{ login: string; roles: RoleCode[] }> = [
    { login: 'bidder1', roles: ['BIDDER'] },
    { login: 'superbidder', roles: ['SUPERBIDDER'] },
    { login: 'aic', roles: ['AIC'] },
  ];

  it('through every endpoint its role may call (and is refused the user administration)', async () => {
    // bidder2 is the other borrower's user.
    const secrets = ['bidder2@example.com', '"bidder2"', 'Bidder2'];
    const live = t.world.auctions.live.id;
    const other = t.world.users.bidder2.id;
    const values: Record<string, string> = { id: String(live), auctionId: String(live), clientCode: 'ACME', routeName: 'users', subject: 'Bid%20Invite', template: 'collapse', approvalFlag: 'false', service: 'bids', fileName: 'bids.pdf' };
    const problems: string[] = [];
    for (const { login, roles } of LOGINS) {
      for (const entry of CONTRACT_ROUTES) {
        if (['/auction/logout', '/token'].includes(entry.path)) continue;
        const path = '/api' + entry.path.replace(/\{([^}]+)\}/g, (_m, name: string) => values[name] ?? '1');
        const method = methodOf(entry);
        const res = await call(method, path, login, method === 'GET' ? undefined : {});
        const text = await bodyTextOf(res);
        if (authorize(roles, false, entry) !== 'ALLOW') {
          if (res.status !== 403) problems.push(`${login} ${method} ${path}: expected 403, got ${res.status}`);
          continue;
        }
        for (const s of secrets) if (text.includes(s)) problems.push(`${login} ${method} ${path} shows ${s}`);
      }
      for (const path of ['/api/auction/users', `/api/report/auctions/${live}/users`]) {
        if ((await call('GET', path, login)).status !== 403) problems.push(`${login} GET ${path} not refused`);
      }
      if ((await call('POST', `/api/auction/useredit/${other}`, login)).status !== 403) problems.push(`${login} useredit not refused`);
    }
    expect(problems).toEqual([]);
  }, 30_000);
});

describe('the request log', () => {
  it('never contains the password, tokens or the reset code', async () => {
    const lines: string[] = [];
    const app = createApp(t.deps, { log: (e) => lines.push(JSON.stringify(e)), failedSignInDelayMs: 0 });
    const req = (method: string, path: string, init: { token?: string; json?: unknown; form?: Record<string, string> } = {}) =>
      app.request(path, {
        method,
        headers: {
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(init.json !== undefined ? { 'content-type': 'application/json' } : init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: init.json !== undefined ? JSON.stringify(init.json) : init.form ? new URLSearchParams(init.form).toString() : undefined,
      });

    const wrongPassword = 'Wrong-Secret-Pass-77!';
    expect((await req('POST', '/api/token', { form: { grant_type: 'password', username: 'reporter', password: wrongPassword } })).status).toBe(400);
    const signedIn = await req('POST', '/api/token', { form: { grant_type: 'password', username: 'reporter', password: TEST_PASSWORD } });
    expect(signedIn.status).toBe(200);
    const tokens = (await signedIn.json()) as { access_token: string; refresh_token: string };
    await req('GET', '/api/auction/userheaderinfo', { token: tokens.access_token });
    const refreshed = (await (await req('POST', '/api/token', { form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token } })).json()) as { access_token: string };
    await req('POST', '/api/auction/forgotPassword', { json: { loginName: 'reporter' } });
    const resetCode = 'Reset-Code-Secret-123456';
    await req('GET', `/api/auction/resetPassword?loginName=reporter&passwordResetCode=${resetCode}`);
    await req('POST', '/api/auction/resetPassword', { json: { loginName: 'reporter', passwordResetCode: resetCode, password: 'New-Secret-Pass-2026!', confirmPassword: 'New-Secret-Pass-2026!' } });
    await req('POST', '/api/auction/mfa/verifycode', { token: refreshed.access_token, json: { code: '123456' } });
    await req('POST', '/api/auction/logout', { token: refreshed.access_token });

    expect(lines.length).toBeGreaterThanOrEqual(9);
    const log = lines.join('\n');
    for (const secret of [TEST_PASSWORD, wrongPassword, 'New-Secret-Pass-2026!', tokens.access_token, tokens.refresh_token, refreshed.access_token, resetCode, '123456']) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(/passwordResetCode|authorization|Bearer/i);
  });
});

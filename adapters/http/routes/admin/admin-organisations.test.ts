import ExcelJS from 'exceljs';
import { cellAt, isNumberCell, readSheet } from '../../../excel/xlsx-xml.test-kit';
import { describe, expect, it } from 'vitest';
import { testAppForEachTest } from '../../tests/kits/test-app-lifecycle.test-kit';
import { body, signedInForEachTest } from '../../tests/kits/signed-in-app.test-kit';
import { MSG } from '../../../../core/domain/messages';
import { ROLE_CODES } from '../../../../core/domain/roles';

const t = testAppForEachTest();
const manager = signedInForEachTest(t, 'manager');
const { post, get } = manager;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1]);

describe('borrowers', () => {
  it('lists, loads a blank form, creates, loads and updates', async () => {
    expect((await body<unknown[]>(await get('/auction/companies'))).length).toBe(2);
    expect(await body(await post('/auction/companyedit/-1'))).toEqual({ id: -1, companyName: '', companyCode: '', active: true, lei: null, borrowerType: 'OTHER', mpid: null });
    const created = await body<{ id: number }>(await post('/auction/companysave', { id: -1, companyName: 'Third Bank', companyCode: 'TB', active: true }));
    expect(created.id).toBeGreaterThan(0);
    const loaded = await body(await post(`/auction/companyedit/${created.id}`));
    expect(loaded).toMatchObject({ companyName: 'Third Bank', companyCode: 'TB' });
    const updated = await post('/auction/companysave', { ...loaded, companyName: 'Third Bank plc' });
    expect(await body(updated)).toMatchObject({ id: created.id, companyName: 'Third Bank plc' });
    expect((await post('/auction/companyedit/9999')).status).toBe(404);
  });

  it('names the required fields and writes nothing', async () => {
    const res = await post('/auction/companysave', { id: -1, companyName: '', companyCode: ' ' });
    expect(res.status).toBe(400);
    expect((await body(res)).fields).toEqual({ companyName: MSG.BORROWER_NAME_IS_REQUIRED, companyCode: MSG.SHORTNAME_IS_REQUIRED });
    expect((await t.deps.store.borrowers.list()).length).toBe(2);
  });

  it('refuses a duplicate shortname with 409', async () => {
    const res = await post('/auction/companysave', { id: -1, companyName: 'Copy', companyCode: 'FBB' });
    expect(res.status).toBe(409);
    expect((await body(res)).error).toBe(MSG.UNABLE_TO_SAVE_SHORTNAME_ALREADY_EXISTS);
  });

  it('is open to client relations but not to bidders', async () => {
    expect((await get('/auction/companies', await t.signIn('relations'))).status).toBe(200);
    expect((await get('/auction/companies', await t.signIn('bidder1'))).status).toBe(403);
  });
});

describe('clients and logos', () => {
  it('creates, loads and updates clients with their messages', async () => {
    expect(await body(await post('/auction/clientedit/-1'))).toMatchObject({ id: -1, clientName: '', clientCode: '' });
    const bad = await post('/auction/clientsave', { id: -1, clientName: '', clientCode: '' });
    expect(bad.status).toBe(400);
    expect((await body(bad)).fields).toEqual({ clientName: MSG.CLIENT_NAME_IS_REQUIRED, clientCode: MSG.SHORTNAME_IS_REQUIRED });
    const created = await body<{ id: number }>(await post('/auction/clientsave', { id: -1, clientName: 'Initech Trust', clientCode: 'INI' }));
    expect(await body(await post(`/auction/clientedit/${created.id}`))).toMatchObject({ clientName: 'Initech Trust', active: true });
    const dup = await post('/auction/clientsave', { id: -1, clientName: 'Other', clientCode: 'ACME' });
    expect(dup.status).toBe(409);
    expect((await body<unknown[]>(await get('/auction/clients'))).length).toBe(3);
  });

  const upload = (bytes: Uint8Array, name = 'logo.png', code = 'ACME') => {
    const form = new FormData();
    form.append('file', new Blob([bytes.slice().buffer]), name);
    return t.request('POST', `/api/auction/uploadlogo/${code}`, { token: manager.token, form });
  };

  it('stores an image logo and serves it back; 404 before', async () => {
    expect((await get('/auction/loadlogo/ACME')).status).toBe(404);
    const res = await upload(PNG);
    expect(res.status).toBe(200);
    expect((await body(res)).message).toBe(MSG.SAVED_SUCCESSFULLY);
    const logo = await get('/auction/loadlogo/ACME', await t.signIn('bidder1'));
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await logo.arrayBuffer())).toEqual(PNG);
  });

  it('serves a logo only to users who may see one of the client\'s auctions; to others like an unknown client', async () => {
    expect((await upload(PNG)).status).toBe(200);
    const unknown = await get('/auction/loadlogo/NOSUCHCLIENT', await t.signIn('bidder2'));
    expect(unknown.status).toBe(404);
    const unknownBody = await unknown.json();
    // bidder2's borrower is approved for no ACME auction: the same answer as an unknown code.
    const hidden = await get('/auction/loadlogo/ACME', await t.signIn('bidder2'));
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual(unknownBody);
    // The client's own user, a borrower approved for one of its auctions (also via the super bidder), and staff see it.
    for (const login of ['client', 'bidder1', 'superbidder', 'aic', 'reporter']) {
      expect((await get('/auction/loadlogo/ACME', await t.signIn(login))).status, login).toBe(200);
    }
    // Once bidder2's borrower is approved for an ACME auction, it sees the logo too.
    await t.deps.store.invitees.approve(t.world.auctions.upcoming.id, [t.world.borrowers.second.id]);
    expect((await get('/auction/loadlogo/ACME', await t.signIn('bidder2'))).status).toBe(200);
  });

  it('refuses non-images (by content, not name) and files over 1 MB', async () => {
    const fake = await upload(new TextEncoder().encode('<svg onload=alert(1)>'), 'logo.png');
    expect(fake.status).toBe(400);
    expect((await body(fake)).error).toBe(MSG.LOGO_TYPE);
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(PNG);
    const large = await upload(big);
    expect(large.status).toBe(413);
    expect((await body(large)).error).toBe(MSG.LOGO_TOO_LARGE);
    expect((await upload(PNG, 'x.png', 'NOPE')).status).toBe(404);
    expect((await t.deps.store.clients.getByCode('ACME'))?.logoFile).toBeNull();
  });
});

describe('users', () => {
  const newUser = {
    id: -1,
    loginName: 'newbidder',
    firstName: 'New',
    lastName: 'Bidder',
    emailAddress: 'new.bidder@example.com',
    roles: ['BIDDER'],
    borrowerId: 1,
  };

  it('lists users with borrower, client and role names, never credentials', async () => {
    const users = await body<Array<Record<string, unknown>>>(await get('/auction/users'));
    const bidder = users.find((u) => u.loginName === 'bidder1') as Record<string, unknown>;
    expect(bidder.esecAucCompany).toMatchObject({ companyName: 'First Borrower Bank' });
    expect(bidder.userRoles).toEqual([expect.objectContaining({ roleCode: 'BIDDER' })]);
    expect(JSON.stringify(users)).not.toMatch(/passwordHash|otpSecret|failedLoginCount/);
  });

  it('loads the blank form with the choice lists', async () => {
    const form = await body(await post('/auction/useredit/-1'));
    expect(form).toMatchObject({ id: -1, loginName: '', address1: '', fax: '' });
    expect((form.roles as Array<{ roleCode: string }>).map((r) => r.roleCode).sort()).toEqual([...ROLE_CODES].sort());
    expect((form.companies as unknown[]).length).toBe(2);
    expect((form.clients as unknown[]).length).toBe(2);
    expect(form.biddersInfoList).toEqual(expect.arrayContaining([expect.objectContaining({ id: t.world.users.bidder1.id })]));
  });

  it('creates and edits a user; a duplicate login answers the spec message', async () => {
    const saved = await post('/auction/usersave', newUser);
    expect(saved.status).toBe(200);
    const { user } = await body<{ user: { id: number; roles: string[] } }>(saved);
    expect(user.roles).toEqual(['BIDDER']);
    const form = await body(await post(`/auction/useredit/${user.id}`));
    expect(form).toMatchObject({ loginName: 'newbidder', roleCodes: ['BIDDER'] });
    const edit = await post('/auction/usersave', { ...newUser, id: user.id, firstName: 'Renamed' });
    expect((await body<{ user: { firstName: string } }>(edit)).user.firstName).toBe('Renamed');
    const dup = await post('/auction/usersave', { ...newUser, loginName: 'BIDDER1' });
    expect(dup.status).toBe(409);
    expect((await body(dup)).error).toBe(MSG.UNABLE_TO_SAVE_LOGIN_NAME_ALREADY_EXISTS);
  });

  it('answers every user rule with its field and writes nothing', async () => {
    const before = (await t.deps.store.users.list()).length;
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ id: -1, roles: ['MANAGER'] }, { firstName: MSG.FIRST_NAME_IS_REQUIRED, lastName: MSG.LAST_NAME_IS_REQUIRED, emailAddress: MSG.EMAIL_IS_REQUIRED, loginName: MSG.LOGIN_NAME_IS_REQUIRED }],
      [{ ...newUser, roles: [] }, { roles: MSG.PLEASE_SELECT_ROLE }],
      [{ ...newUser, roles: ['SUPERBIDDER', 'BIDDER'], bidderId: t.world.users.bidder1.id }, { roles: MSG.CANNOT_SELECT_OTHER_ROLES_WITH_SUPER_BIDDER_ROLE }],
      [{ ...newUser, roles: ['SUPERBIDDER'] }, { bidderId: MSG.BIDDER_IS_REQUIRED_WITH_SUPER_BIDDER_ROLE }],
      [{ ...newUser, roles: ['CLIENT'], clientId: 1 }, { borrowerId: MSG.YOU_CANNOT_SELECT_BORROWER_WITH_CLIENT_ROLE }],
    ];
    for (const [input, fields] of cases) {
      const res = await post('/auction/usersave', input);
      expect(res.status).toBe(400);
      const b = await body(res);
      expect(b.error).toBe(MSG.UNABLE_TO_CREATE_USER);
      expect(b.fields).toMatchObject(fields);
    }
    const existing = await post('/auction/usersave', { ...newUser, id: t.world.users.bidder1.id, firstName: '' });
    expect((await body(existing)).error).toBe(MSG.USER_EDIT_HAS_ERRORS);
    expect((await t.deps.store.users.list()).length).toBe(before);
  });

  it('lets a manager enrol and disable MFA, and unlock an account', async () => {
    const id = t.world.users.reporter.id;
    const form = await body(await post(`/auction/useredit/${id}`));
    const input = { ...form, roles: form.roleCodes, mfaEnabled: true };
    const saved = await body<{ user: { mfaEnabled: boolean }; mfaEnrolment: { secret: string; uri: string } }>(await post('/auction/usersave', input));
    expect(saved.user.mfaEnabled).toBe(true);
    expect(saved.mfaEnrolment.uri).toMatch(/^otpauth:\/\/totp\//);
    expect((await t.deps.store.users.getCredentials(id)).otpSecret).toBe(saved.mfaEnrolment.secret);
    const off = await body<{ user: { mfaEnabled: boolean } }>(await post('/auction/usersave', { ...input, mfaEnabled: false }));
    expect(off.user.mfaEnabled).toBe(false);

    await t.deps.store.users.setLocked(id, true);
    await post('/auction/usersave', { ...input, mfaEnabled: undefined, accountLocked: false });
    expect((await t.deps.store.users.get(id))?.accountLocked).toBe(false);
  });

  it('keeps a manager from locking themselves out; disabling another user ends their session', async () => {
    const me = t.world.users.manager;
    const form = await body(await post(`/auction/useredit/${me.id}`));
    const self = await post('/auction/usersave', { ...form, roles: ['REPORT'] });
    expect(self.status).toBe(400);
    expect((await body(self)).error).toBe(MSG.CANNOT_REMOVE_OWN_ACCESS);
    expect((await post('/auction/usersave', { ...form, roles: form.roleCodes, accountEnabled: false })).status).toBe(400);

    const victim = await t.signIn('reporter');
    const other = await body(await post(`/auction/useredit/${t.world.users.reporter.id}`));
    expect((await post('/auction/usersave', { ...other, roles: other.roleCodes, accountEnabled: false })).status).toBe(200);
    expect((await get('/principalroles', victim)).status).toBe(401);
  });

  it('keeps the roles of a user holding an internal role read-only, as the screen shows them', async () => {
    const id = t.world.users.reporter.id;
    const form = await body(await post(`/auction/useredit/${id}`));
    const changed = await post('/auction/usersave', { ...form, roles: ['REPORT', 'AWARD'] });
    expect(changed.status).toBe(400);
    expect((await body(changed)).fields).toEqual({ roles: MSG.ROLES_READ_ONLY_FOR_INTERNAL_USERS });
    expect((await t.deps.store.users.get(id))?.roles).toEqual(['REPORT']);
    expect((await post('/auction/usersave', { ...form, roles: form.roleCodes, firstName: 'Renamed' })).status).toBe(200);
  });

  it('is manager-only', async () => {
    expect((await get('/auction/users', await t.signIn('relations'))).status).toBe(403);
    expect((await post('/auction/usersave', newUser, await t.signIn('superbidder'))).status).toBe(403);
  });
});

describe('columns and the Excel export', () => {
  it('answers column captions per screen', async () => {
    const cols = await body<Array<{ field: string; header: string }>>(await post('/auction/columns/users'));
    expect(cols.map((c) => c.header)).toEqual(['First Name', 'Last Name', 'Login Name', 'Email', 'Borrower', 'Client', 'Roles']);
    expect(await body(await post('/auction/columns/nothing'))).toEqual([]);
  });

  it('renders the posted rows into a real workbook', async () => {
    const rows = [
      { 'First Name': 'Ann', 'Last Name': 'Lee', 'Login Name': 'ann', Email: 'ann@example.com', Borrower: '', Client: 'Acme', Roles: 'Client' },
      { 'First Name': 'Bo', 'Last Name': 'Ng', 'Login Name': 'bo', Email: 'bo@example.com', Borrower: 'FBB', Client: '', Roles: 'Bidder' },
    ];
    const res = await t.request('POST', '/api/excel/exportExcel?fileName=Users.xlsx', { token: manager.token, json: rows });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('Users.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'First Name', 'Last Name', 'Login Name', 'Email', 'Borrower', 'Client', 'Roles']);
    expect(sheet.getCell('A3').value).toBe('Bo');
    const bad = await t.request('POST', '/api/excel/exportExcel', { token: manager.token, json: { nope: true } });
    expect(bad.status).toBe(400);
  });

  it('writes typed cells as numbers and dates in their formats, under the title block asked for', async () => {
    const rows = [
      { Lot: '1', 'Lot Size': { amount: '22000000.00', currency: 'EUR' }, 'Bps Bid': { bps: '12.5' }, '% of Top Bid': { percent: '45.5', decimals: 1 }, At: { date: '2026-11-23T14:30:00.000Z' }, Note: '=1+1' },
      { Lot: '2', 'Lot Size': { amount: '80250000', currency: 'JPY' }, 'Bps Bid': null, '% of Top Bid': null, At: null, Note: 'x' },
    ];
    const title = { report: 'Bid Overview', client: 'Acme Pension Fund', auction: 'Autumn', auctionDate: '2026-11-22T14:30:00.000Z' };
    const res = await t.request('POST', '/api/excel/exportExcel', { token: manager.token, json: { rows, title } });
    expect(res.status).toBe(200);
    const cells = readSheet(new Uint8Array(await res.arrayBuffer()));
    expect(['A1', 'A2', 'B2', 'A3', 'A4', 'A5', 'A7'].map((r) => cellAt(cells, r).value)).toEqual([
      'Bid Overview Report - Autumn', 'Client', 'Acme Pension Fund', 'Auction Name', 'Auction Date', 'Exported', 'Lot',
    ]);
    expect(cellAt(cells, 'A1').bold && cellAt(cells, 'A7').bold).toBe(true);
    const number = (ref: string) => [isNumberCell(cellAt(cells, ref)), Number(cellAt(cells, ref).value), cellAt(cells, ref).numFmt];
    expect(number('B4')).toEqual([true, 46348 + 9.5 / 24, 'yyyy-mm-dd hh:mm "EST"']);
    expect(number('B8')).toEqual([true, 22_000_000, '"€"#,##0.00']);
    expect(number('C8')).toEqual([true, 12.5, '#,##0.00']);
    expect(number('D8')).toEqual([true, 0.455, '0.0%']);
    expect(number('E8')).toEqual([true, 46349 + 9.5 / 24, 'yyyy-mm-dd hh:mm "EST"']);
    expect(number('B9')).toEqual([true, 80_250_000, '"¥"#,##0']);
    expect([cellAt(cells, 'F8').type, cellAt(cells, 'F8').numFmt]).toEqual(['s', '@']);
    const badTitle = await t.request('POST', '/api/excel/exportExcel', { token: manager.token, json: { rows, title: { client: 'x' } } });
    expect(badTitle.status).toBe(400);
  });
});

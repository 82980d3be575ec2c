/**
 * ROBUSTNESS (robustness-*.test.ts): every route of the contract registry (contract/index.ts), called by a role it allows (both bidder roles
 * for the bid wizard, during the live auction), with malformed input: bad JSON, wrong JSON kinds,
 * wrong types, huge numbers, oversized strings, unknown fields, wrong content types, an empty
 * multipart, malformed ids in the path, malformed query strings and wrong methods; then each field
 * of valid bodies (and each cell of the bid wizard's list) replaced by a wrong value. The API must
 * never answer 5xx, every refusal must be a JSON `{ error }`, and a refused request must write nothing
 * (db-snapshot.test-kit.ts compares every table's rows and every stored file around each refused request).
 * Three files, so they run side by side: run all on both engines with
 * `DATABASE_URL=postgres://… npx vitest run adapters/http/tests/robustness`.
 *
 * `robustnessHarness()` gives a test file one seeded app (both bidders past the rules of the live auction) and the
 * senders and verdicts below.
 */
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../kits/test-app.test-kit';
import { TEST_LOGIN_OF_ROLE } from '../kits/test-world.test-kit';
import { passRules } from '../kits/participation.test-kit';
import { snapshotter, type Snapshotter } from '../kits/db-snapshot.test-kit';
import { methodOf, policyTestPath, type RouteEntry } from '../kits/policy-path.test-kit';
import { CONTRACT_ROUTES } from '../../../../contract/index';
import { can, rolesFor } from '../../../../core/policy/capabilities';
import { bodyTextOf } from '../../live/sse.test-kit';


export const HUGE = '9'.repeat(400);
export const BAD_IDS = ['abc', '-5', '1.5', '99999999', '1e3', '0x10', HUGE];
export const ID_PARAMS = ['id', 'auctionId'];
/** Text put in place of one cell of the bid wizard's flat string list (the wire format is all strings). */
export const CELL_MUTATIONS = ['', '-5', '-1', '0', '1e5', 'NaN', 'Infinity', '9'.repeat(400), '0.00000000001', '1,000', ' 5 ', '5abc', '\u0663', '2147483648', '-2147483649', 'x'.repeat(20_000)];


export function robustnessHarness() {
  let t: TestApp;
  let snap: Snapshotter;
  const snapshot = (): Promise<string> => snap.snapshot();
  const tokens = new Map<string, string>();
  /** The store as the last refused call left it; undefined once anything else may have written. */
  let unchangedSince: string | undefined;

  beforeAll(async () => {
    t = await createTestApp();
    for (const login of ['bidder1', 'superbidder']) await passRules(t, await t.signIn(login), t.world.auctions.live.id);
    snap = snapshotter(t);
  });
  afterAll(async () => {
    snap.close();
    await t.close();
  });


  /** The callers of an entry: one allowed role (every bidding role where allowed); anonymous for public ones. */
  function callersOf(entry: RouteEntry): Array<string | null> {
    if (entry.access === 'public') return [null];
    if (entry.access === 'authenticated') return entry.duringMfa ? ['manager', 'bidder1', 'mfauser'] : ['manager', 'bidder1'];
    const roles = rolesFor(entry.access);
    const logins = roles.filter((r) => can([r], 'bid')).map((r) => TEST_LOGIN_OF_ROLE[r]);
    return logins.length ? logins : [TEST_LOGIN_OF_ROLE[roles[0]]];
  }

  /** Wrong one-time codes and passwords are counted (the lockout rule): those refusals write on purpose. */
  const COUNTS_FAILURES = new Set(['/auction/mfa/verifycode', '/token']);

  /** Endpoints that end or replace the caller's session: a fresh token for each call. */
  const SESSION_CHANGING = new Set(['/auction/logout', '/token', '/auction/mfa/verifycode']);

  async function tokenFor(login: string | null, entry: RouteEntry): Promise<string | undefined> {
    if (!login) return undefined;
    let token = SESSION_CHANGING.has(entry.path) ? undefined : tokens.get(login);
    if (token) return token;
    unchangedSince = undefined; // a sign-in writes its session
    token = await t.signIn(login);
    if (!SESSION_CHANGING.has(entry.path)) tokens.set(login, token);
    return token;
  }

  const pathWith = (entry: RouteEntry, override: Record<string, string> = {}): string => policyTestPath(t, entry, override);

  /** Field names used across the API's bodies, each given a value of the wrong kind. */
  const FIELD_NAMES = [
    'id', 'auctionId', 'lotId', 'clientId', 'borrowerId', 'userId', 'bidderId', 'companyId', 'loginName', 'auctionName',
    'lotName', 'lotNumber', 'companyName', 'companyCode', 'clientName', 'clientCode', 'firstName', 'lastName', 'emailAddress',
    'roles', 'lots', 'bids', 'rows', 'users', 'ids', 'lotIds', 'borrowerIds', 'userIds', 'invitees', 'password', 'newPassword',
    'confirmPassword', 'code', 'otp', 'resetCode', 'subject', 'body', 'comments', 'comment', 'reason', 'data', 'columns',
    'fileName', 'grant_type', 'username', 'refresh_token', 'auctionStartDate', 'auctionEndDate', 'marketValue', 'basisPoints',
    'awards', 'selected', 'summary', 'text', 'email', 'template', 'approvalFlag', 'isSuperBidder', 'documents', 'name',
  ];
  const withAll = (value: (i: number) => unknown): Record<string, unknown> =>
    Object.fromEntries(FIELD_NAMES.map((k, i) => [k, value(i)]));
  const WRONG_KINDS: unknown[] = [{ nested: true }, [1, 'x', null], 'not-a-number', -7.25, true, null, '', [{}]];

  interface Variant {
    name: string;
    body?: string | FormData;
    contentType?: string;
  }
  const json = (name: string, v: unknown): Variant => ({ name, body: JSON.stringify(v), contentType: 'application/json' });

  function bodyVariants(): Variant[] {
    const emptyMultipart = new FormData();
    const fieldOnlyMultipart = new FormData();
    fieldOnlyMultipart.append('file', 'not a file');
    fieldOnlyMultipart.append('auctionId', 'abc');
    return [
      { name: 'invalid JSON text', body: '{"auctionId": 1,', contentType: 'application/json' },
      { name: 'no body, JSON content type', body: '', contentType: 'application/json' },
      json('JSON array', ['x', { nested: true }]),
      json('empty array', []),
      json('null', null),
      json('a string', 'hello'),
      json('a number', 42),
      json('missing fields', {}),
      json('extra unknown fields', { unknownField: 'x', another: { deep: [1, 2] } }),
      json('wrong types', withAll((i) => WRONG_KINDS[i % WRONG_KINDS.length])),
      json('wrong types (shifted)', withAll((i) => WRONG_KINDS[(i + 3) % WRONG_KINDS.length])),
      json('huge numbers', withAll((i) => (i % 2 ? 1e308 : -1e20))),
      json('huge numbers (swapped)', withAll((i) => (i % 2 ? 2147483648 : 1e308))),
      { name: 'huge numeric literals', body: `{"id": ${HUGE}, "auctionId": -${HUGE}, "lotIds": [${HUGE}]}`, contentType: 'application/json' },
      json('oversized strings', withAll(() => 'x'.repeat(70_000))),
      { name: 'prototype keys', body: '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}', contentType: 'application/json' },
      { name: 'text/plain', body: '{"id": 1}', contentType: 'text/plain' },
      { name: 'form-urlencoded', body: 'id=abc&auctionId=-1&roles=MANAGER', contentType: 'application/x-www-form-urlencoded' },
      { name: 'xml', body: '<a>1</a>', contentType: 'application/xml' },
      { name: 'empty multipart', body: emptyMultipart },
      { name: 'multipart without a file', body: fieldOnlyMultipart },
      { name: 'broken multipart', body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc', contentType: 'multipart/form-data; boundary=x' },
    ];
  }


  interface Outcome {
    status: number;
    text: string;
  }

  /** The verdict on one answer; '' when acceptable. */
  function problemWith(o: Outcome, wrote: boolean): string {
    if (o.status >= 500) return `server error ${o.status} ${o.text.slice(0, 300)}`;
    if (o.status >= 400 || o.status === 302) {
      let error: unknown;
      try {
        error = (JSON.parse(o.text) as { error?: unknown }).error;
      } catch {
        return `non-JSON refusal ${o.status}: ${o.text.slice(0, 120)}`;
      }
      if (typeof error !== 'string' || !error) return `refusal ${o.status} without { error }: ${o.text.slice(0, 120)}`;
      if (wrote) return `refused (${o.status}) but wrote to the store`;
    }
    return '';
  }

  async function send(entry: RouteEntry, path: string, login: string | null, v: Variant | null): Promise<{ o: Outcome; wrote: boolean }> {
    const token = await tokenFor(login, entry);
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (v?.contentType) headers['content-type'] = v.contentType;
    const before = unchangedSince ?? (await snapshot());
    unchangedSince = undefined;
    const res = await t.app.request(path, { method: methodOf(entry), headers, body: entry.method === 'get' ? undefined : v?.body });
    const o = { status: res.status, text: await bodyTextOf(res) };
    if (o.status < 300) return { o, wrote: false };
    const after = await snapshot();
    // Most calls are refused and write nothing: the snapshot after one is the next call's snapshot before
    // (half the reads of every table); an accepted call may write, so the next call takes its own.
    unchangedSince = after;
    return { o, wrote: after !== before };
  }

  /** Values of the wrong kind or size put in place of one field of an otherwise valid body. */
  const FIELD_MUTATIONS: unknown[] = [null, true, '', 'abc', -1, 1.5, 1e308, 2147483648, -2147483649, 'x'.repeat(70_000), { a: 1 }, [1, 2], []];

  interface ValidBody {
    method: 'POST' | 'DELETE';
    path: string;
    login: string;
    body: () => Promise<unknown> | unknown;
  }

  /** Loads an edit form and strips its choice lists, so it can be posted back as it is. */
  async function formBack(path: string, login: string, drop: string[]): Promise<Record<string, unknown>> {
    unchangedSince = undefined;
    const res = await t.request('POST', path, { token: await tokenFor(login, CONTRACT_ROUTES[0]) });
    const form = (await res.json()) as Record<string, unknown>;
    for (const k of drop) delete form[k];
    return form;
  }

  function validBodies(): ValidBody[] {
    const w = t.world;
    const live = w.auctions.live.id;
    return [
      { method: 'POST', path: '/api/auction/companysave', login: 'manager', body: () => ({ ...w.borrowers.second }) },
      { method: 'POST', path: '/api/auction/clientsave', login: 'manager', body: () => ({ ...w.clients.globex }) },
      {
        method: 'POST',
        path: '/api/auction/usersave',
        login: 'manager',
        body: () => ({ id: w.users.bidder2.id, loginName: 'bidder2', firstName: 'Bidder2', lastName: 'Tester', emailAddress: 'bidder2@example.com', roles: ['BIDDER'], borrowerId: w.borrowers.second.id }),
      },
      { method: 'POST', path: '/api/auction/saveAuction', login: 'manager', body: () => formBack(`/api/auction/${w.auctions.upcoming.id}`, 'manager', ['clients', 'currencies', 'collateralTypes', 'templates']) },
      { method: 'POST', path: '/api/auction/lotsave', login: 'manager', body: () => formBack(`/api/auction/lotedit/${w.lots.lot1.id}`, 'manager', ['assetClasses', 'currencies', 'otherLots']) },
      { method: 'POST', path: `/api/auction/inviteesave/${live}`, login: 'manager', body: () => ({ added: [w.borrowers.first.id], removed: [] }) },
      { method: 'POST', path: `/api/auction/userlistsave/${live}`, login: 'manager', body: () => ({ userIds: [w.users.bidder1.id], removedIds: [] }) },
      { method: 'POST', path: `/api/auction/sendInvites/${live}`, login: 'manager', body: () => ({ text: 'Please bid.', subject: 'Bid Invite', cc: '', borrowerIds: [w.borrowers.first.id] }) },
      {
        method: 'POST',
        path: `/api/auction/bidssave/${live}`,
        login: 'bidder1',
        body: () => ['bidder1', '-1', String(w.lots.lot1.id), 'Cash', '30', '', '', '', '', ''],
      },
      { method: 'POST', path: `/api/auction/bidsconfirm/${live}`, login: 'bidder1', body: () => ({}) },
      { method: 'POST', path: '/api/report/legalcomments/legalCommentsRowSave', login: 'manager', body: () => ({ borrower: 'FBB', comments: 'ok', auctionId: w.auctions.ended.id }) },
      { method: 'POST', path: '/api/report/awardSummary/awardSummarySave', login: 'manager', body: () => ({ auctionId: w.auctions.ended.id, auctionMarketValue: '1', collateralProfile: 'x' }) },
      { method: 'POST', path: `/api/award/auctions/${w.auctions.ended.id}/awardssave`, login: 'awarder', body: () => [[-1, 1, 1], []] },
      { method: 'POST', path: `/api/award/auctions/${w.auctions.ended.id}/unconfirm`, login: 'awarder', body: () => ({ reason: 'fix' }) },
      { method: 'POST', path: '/api/excel/exportExcel', login: 'manager', body: () => [{ firstName: 'A', lastName: 'B' }] },
      { method: 'POST', path: '/api/auction/resetPassword', login: 'manager', body: () => ({ password: 'New-Pass-2026!', confirmPassword: 'New-Pass-2026!', loginName: 'bidder1', passwordResetCode: 'x' }) },
      { method: 'POST', path: '/api/auction/forgotPassword', login: 'manager', body: () => ({ loginName: 'bidder1' }) },
      // Last: its valid mutations really delete lots.
      { method: 'DELETE', path: '/api/auction/lots', login: 'manager', body: () => ({ ids: [w.lots.combo.id] }) },
    ];
  }

  /** Each field (or list item) of a body replaced, one at a time, by each mutation. */
  function mutationsOf(body: unknown): Array<{ name: string; body: unknown }> {
    const out: Array<{ name: string; body: unknown }> = [];
    const label = (v: unknown) => (typeof v === 'string' && v.length > 20 ? `string(${v.length})` : JSON.stringify(v));
    if (Array.isArray(body)) {
      body.forEach((_, i) => FIELD_MUTATIONS.forEach((m) => out.push({ name: `[${i}]=${label(m)}`, body: body.map((x, j) => (j === i ? m : x)) })));
    } else if (body && typeof body === 'object') {
      for (const k of Object.keys(body)) {
        for (const m of FIELD_MUTATIONS) out.push({ name: `${k}=${label(m)}`, body: { ...body, [k]: m } });
        const { [k]: _gone, ...rest } = body as Record<string, unknown>;
        out.push({ name: `${k} missing`, body: rest });
      }
    }
    return out;
  }

  return {
    /** The app itself: whatever a test does with it may write, so the next call takes its own snapshot. */
    get t(): TestApp {
      unchangedSince = undefined;
      return t;
    },
    bodyVariants,
    callersOf,
    json,
    mutationsOf,
    pathWith,
    problemWith,
    send,
    validBodies,
    COUNTS_FAILURES,
    SESSION_CHANGING,
  };
}

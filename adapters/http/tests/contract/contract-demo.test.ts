/**
 * CONTRACT: the app on the seeded demo world (as `npm start` serves it) answers every read route of
 * the contract (contract/*.ts, found by reading the folder, so every area's module is included) as a
 * role the route's access allows, and each 200 answer matches the route's response schema, checked
 * twice: by the server (test-app.ts turns on deps.http.validateResponses, a mismatch is a 500) and
 * here. The OpenAPI document describes a non-empty 200 answer for every contract route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../kits/test-app.test-kit';
import { seedDemo } from '../../../demo/seed-demo';
import { fileResponseOf, jsonResponseOf, textResponseOf, type ContractRoute } from '../../../../contract/route';
import { contractRoutes } from '../kits/contract-answers.test-kit';
import { contractRouteAt } from '../kits/route-lookup.test-kit';
import { rolesFor } from '../../../../core/policy/capabilities';
import { ROLE_CODES, type RoleCode } from '../../../../core/domain/roles';
import { bodyTextOf } from '../../live/sse.test-kit';

/**
 * A login of the demo world per role (README "Demo logins"): the first user of world.json holding the
 * role and signing in without a one-time code, found from the seed's report (empty until seeded).
 */
const DEMO_LOGIN = new Map<RoleCode, string>();

/** POST routes without a body that change something: not called here. */
const WRITES_WITHOUT_BODY = new Set(['/auction/logout', '/award/auctions/{id}/confirm']);

/** A read route: a GET, or a POST that takes no body (the spec loads most forms by POST). */
const isRead = (r: ContractRoute): boolean =>
  r.method === 'get' || (r.method === 'post' && !r.body && !r.textBody && !r.form && !r.multipart && !WRITES_WITHOUT_BODY.has(r.path));

/** Read routes of the sign-in and administration areas whose answer on the demo world must be 200. */
const MUST_ANSWER: ReadonlySet<string> = new Set(['auth.ts', 'admin-organisations.ts', 'admin-users.ts', 'admin-auctions.ts', 'admin-lots.ts', 'admin-invitees.ts']);
/** Routes that need what a read cannot give (a reset link from an e-mail). */
const NEEDS_MORE = new Set(['/auction/resetPassword']);

let t: TestApp;
let routes: Array<{ module: string; route: ContractRoute }>;
const tokens = new Map<string, string>();
const values: Record<string, string[]> = {};

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const seeded = await seedDemo(t.deps);
  for (const role of ROLE_CODES) {
    const login = seeded.logins.find((l) => !l.mfa && l.roles.includes(role));
    if (login) DEMO_LOGIN.set(role, login.loginName);
  }
  routes = await contractRoutes();
  const store = t.deps.store;
  const auctions = await store.auctions.list();
  const ended = auctions.filter((a) => Date.parse(a.auctionEndDate) <= t.clock.nowMs());
  const live = auctions.find((a) => Date.parse(a.auctionStartDate) <= t.clock.nowMs() && t.clock.nowMs() < Date.parse(a.auctionEndDate));
  const richest = ended.find((a) => a.awardConfirmFlag) ?? ended[0];
  const auctionIds = [live, richest].flatMap((a) => (a ? [String(a.id)] : []));
  const lots = richest ? await store.lots.listByAuction(richest.id) : [];
  const client = (await store.clients.list()).find((c) => c.logoFile) ?? (await store.clients.list())[0];
  Object.assign(values, {
    auctionId: auctionIds,
    id: auctionIds,
    'companyedit.id': [String((await store.borrowers.list())[0]?.id ?? 1)],
    'clientedit.id': [String(client?.id ?? 1)],
    'useredit.id': [String((await store.users.getByLogin('bidder1'))?.id ?? 1)],
    'lotedit.id': [String(lots[0]?.id ?? 1)],
    clientCode: [client?.clientCode ?? 'NORTHPEN'],
    routeName: ['auctions', 'users'],
    subject: [encodeURIComponent('Bid Invite')],
    template: ['collapse'],
  });
});
afterAll(async () => {
  await t?.close();
});

/** Concrete paths of a route: each combination of the demo world's values for its parameters. */
function pathsOf(route: ContractRoute): string[] {
  const segment = route.path.split('/').find((s, i, all) => all[i + 1]?.startsWith('{')) ?? '';
  let paths = [route.path];
  for (const name of route.path.match(/\{([^}]+)\}/g)?.map((p) => p.slice(1, -1)) ?? []) {
    const choices = values[`${segment}.${name}`] ?? values[name] ?? ['1'];
    paths = paths.flatMap((p) => choices.map((v) => p.replace(`{${name}}`, v)));
  }
  return paths;
}

async function tokenOf(login: string): Promise<string> {
  let token = tokens.get(login);
  if (!token) tokens.set(login, (token = await t.signIn(login)));
  return token;
}

/** A login the path's contract route allows (none for public routes). */
function loginFor(method: string, path: string): string | null | undefined {
  const entry = contractRouteAt(method, path);
  if (!entry) return undefined;
  if (entry.access === 'public') return null;
  if (entry.access === 'authenticated') return 'manager';
  return rolesFor(entry.access)
    .map((r) => DEMO_LOGIN.get(r))
    .find((login) => login !== undefined);
}

describe('the contract on the demo world', () => {
  it('has a demo user for every role (adapters/demo/world.json), signing in with the password alone', () => {
    expect(ROLE_CODES.filter((role) => !DEMO_LOGIN.has(role))).toEqual([]);
    expect(DEMO_LOGIN.get('MANAGER')).toBe('manager');
    expect(DEMO_LOGIN.get('REPORT')).toBe('reporter');
  });

  it('answers every read route as an allowed role, each 200 answer matching its schema', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const { module, route } of routes.filter((r) => isRead(r.route))) {
      for (const path of pathsOf(route)) {
        const method = route.method.toUpperCase();
        const login = loginFor(method, path);
        if (login === undefined) {
          problems.push(`${method} ${path}: no contract route, or no demo user of a role it allows`);
          continue;
        }
        const res = await t.request(method, `/api${path}`, login ? { token: await tokenOf(login) } : {});
        // A live stream (Server-Sent Events) never ends by itself: its first event is read, then it is let go.
        const text = await bodyTextOf(res);
        const where = `${method} ${path} as ${login ?? 'anonymous'}`;
        if (res.status >= 500) problems.push(`${where}: ${res.status} ${text.slice(0, 300)}`);
        if (res.status !== 200) {
          if (MUST_ANSWER.has(module) && !NEEDS_MORE.has(route.path)) problems.push(`${where}: ${res.status} ${text.slice(0, 200)}`);
          continue;
        }
        const json = jsonResponseOf(route);
        const schema = json ?? textResponseOf(route);
        if (schema) {
          const parsed = schema.safeParse(json ? (JSON.parse(text) as unknown) : text);
          if (!parsed.success) problems.push(`${where}: ${parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
        } else {
          expect(res.headers.get('content-type') ?? '', where).toMatch(fileResponseOf(route)?.replace('*', '') ?? '');
        }
        checked += 1;
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(25);
  }, 120_000);

  it('documents a non-empty 200 answer for every contract route in /api/openapi.json', async () => {
    const res = await t.request('GET', '/api/openapi.json');
    const doc = (await res.json()) as { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: object }> }> }>> };
    const missing: string[] = [];
    for (const { route } of routes) {
      const content = doc.paths[route.path]?.[route.method]?.responses['200']?.content ?? {};
      const schemas = Object.values(content).map((c) => c.schema ?? {});
      if (schemas.length === 0 || schemas.some((s) => Object.keys(s).length === 0)) missing.push(`${route.method.toUpperCase()} ${route.path}`);
    }
    expect(missing).toEqual([]);
  });
});

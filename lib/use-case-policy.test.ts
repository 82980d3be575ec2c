/**
 * The public use cases and the endpoint policy cannot drift apart (issue 24): every use case of the
 * facade (core/app/core-api.ts `USE_CASES`) is called, through `useCasesOf`, as each login of the HTTP
 * tests' world, and its outcome is compared with what `authorize` decides for the endpoint the use
 * case answers for, from the access its contract route declares (contract/*.ts; the route is found as
 * the server routes the request, adapters/http/tests/kits/route-lookup.test-kit.ts).
 *
 * - A login the policy refuses (`authorize` says FORBIDDEN, or the account is disabled) gets exactly
 *   the gate's answer, `{ ok: false, code: 'FORBIDDEN', message: MSG.FORBIDDEN }`, and nothing is written.
 * - A login the policy allows is never refused by the use case's guard. The guard's decisions are
 *   recorded (core/policy/actor-guard.ts is wrapped below), because data scoping after the guard (own
 *   client, approved borrower, open auction) may still refuse an allowed actor, and that is fine.
 * - Every call meets a guard, and the first guard it meets checks the endpoint's own access.
 *
 * The table is keyed by facade path and must name every member of USE_CASES, and nothing else;
 * `users.createFirstManager`, the one use case without an actor, is tested on its own below.
 * SQLite, and PostgreSQL with DATABASE_URL=postgres://….
 */
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../adapters/http/tests/kits/test-app.test-kit';
import { snapshotter, type Snapshotter } from '../adapters/http/tests/kits/db-snapshot.test-kit';
import { asActor, bidsSave } from '../adapters/http/tests/kits/participation.test-kit';
import { USE_CASES, type UseCases } from '../core/app/core-api';
import type { AwardProposal } from '../core/awards/award-optimizer-service';
import type { Actor } from '../core/policy/actor';
import type { Id } from '../core/domain/entities';
import { MSG } from '../core/domain/messages';
import { ok } from '../core/domain/result';
import { ROLE_CODES, type RoleCode } from '../core/domain/roles';
import { refusedUnless } from '../core/policy/actor-guard';
import { can } from '../core/policy/capabilities';
import { authorize } from '../core/policy/access';
import type { ContractRoute } from '../contract/route';
import { reportRoutes } from '../contract/reports';
import { contractRouteAt } from '../adapters/http/tests/kits/route-lookup.test-kit';
import { makeLot } from '../fixtures/builders';
import { facadePaths, recordingUseCases } from './use-cases.test-kit';

/** Every decision of the actor guard, in order: the access checked ('authenticated' for refusedUnlessUsable) and whether it refused. */
const guard = vi.hoisted(() => ({ decisions: [] as Array<{ access: string; refused: boolean }> }));

vi.mock('../core/policy/actor-guard', async (importOriginal) => {
  const real = await importOriginal<typeof import('../core/policy/actor-guard')>();
  return {
    ...real,
    refusedUnless: (...args: Parameters<typeof real.refusedUnless>) => {
      const refusal = real.refusedUnless(...args);
      guard.decisions.push({ access: args[1], refused: refusal !== null });
      return refusal;
    },
    // The same decision, taken inside checkedThen (a call within the module would bypass the recording refusedUnless).
    checkedThen: async (...[actor, capability, lookUp]: Parameters<typeof real.checkedThen>) => {
      const refusal = real.refusedUnless(actor, capability);
      guard.decisions.push({ access: capability, refused: refusal !== null });
      return refusal ?? lookUp();
    },
    refusedUnlessUsable: (...args: Parameters<typeof real.refusedUnlessUsable>) => {
      const refusal = real.refusedUnlessUsable(...args);
      guard.decisions.push({ access: 'authenticated', refused: refusal !== null });
      return refusal;
    },
  };
});

const LOGINS = ['manager', 'relations', 'reporter', 'awarder', 'bidder1', 'bidder2', 'superbidder', 'aic', 'client', 'mfauser', 'disabled'];
/** The one public use case without an actor (it acts only while no usable manager exists). */
const ACTORLESS = 'users.createFirstManager';
const GATE_REFUSAL = { ok: false, code: 'FORBIDDEN', message: MSG.FORBIDDEN };

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const CSV =
  'Lot Number,Lot Name,Asset Class Id,Market Value,Assumed %,Currency Id,FX Rate,Term Days,Term Display,Security Type,Domicile,eSL BPS,Incumbent,Concentration Risk,Gross Dividend,Tax Rate\n9,Lot nine,1,1000000.00,20.00,1,1,90,90,E,U,15.00,,,,';

interface Entry {
  /** The endpoint whose access the use case checks: `METHOD /path` as requested (no `/api`). */
  endpoint: string;
  /** The use case called as `actor` with a well-formed input. */
  call: (uc: UseCases, actor: Actor) => unknown;
}

let t: TestApp;
let snap: Snapshotter;
let table: Record<string, Entry>;

beforeAll(async () => {
  t = await createTestApp();
  snap = snapshotter(t);
  const w = t.world;
  const live = w.auctions.live.id;
  const upcoming = w.auctions.upcoming.id;
  const lotId = w.lots.lot1.id;
  // A lot of its own for lots.delete (deleting a lot of the live auction would leave the combo lot dangling).
  const spare = await t.deps.store.lots.create(makeLot({ auctionId: upcoming, lotNumber: '8', lotName: 'Spare lot' }));
  await t.deps.store.infoCentre.ensureSlots(live);
  const ruleRowId: Id = (await t.deps.store.infoCentre.listDocuments(live, 'rules'))[0].id;
  const proposal: AwardProposal = {
    auctionId: live,
    currency: 'USD',
    awards: [],
    selectedBidIds: [],
    total: '0.00',
    preselectionBidIds: [],
    preselectionTotal: '0.00',
    preselectionWithinCaps: true,
    gain: '0.00',
    proven: true,
    gap: '0.00',
    solveMs: 0,
    capCosts: [],
  };
  const a = `/award/auctions/${live}`;
  const r = `/report/auctions/${live}`;
  const entries: Array<[string, string, Entry['call']]> = [
    ['auctions.list', 'GET /auction/auctions', (u, x) => u.auctions.list(x, { archived: false })],
    ['auctions.load', `POST /auction/${live}`, (u, x) => u.auctions.load(x, live)],
    ['auctions.save', 'POST /auction/saveAuction', (u, x) => u.auctions.save(x, { id: upcoming, auctionName: 'Renamed' })],

    ['lots.list', `GET /auction/lot/${live}`, (u, x) => u.lots.list(x, live)],
    ['lots.choices', 'POST /auction/lotadd/-1', (u, x) => u.lots.choices(x)],
    ['lots.load', `POST /auction/lotedit/${lotId}`, (u, x) => u.lots.load(x, lotId)],
    ['lots.blank', `POST /auction/lotadd/${live}`, (u, x) => u.lots.blank(x, live)],
    ['lots.save', 'POST /auction/lotsave', (u, x) => u.lots.save(x, { id: lotId, lotName: 'Renamed' })],
    ['lots.delete', 'DELETE /auction/lots', (u, x) => u.lots.delete(x, [spare.id])],
    ['lots.import', 'POST /auction/lots/upload', (u, x) => u.lots.import(x, upcoming, CSV)],

    ['borrowers.list', 'GET /auction/companies', (u, x) => u.borrowers.list(x)],
    ['borrowers.load', `POST /auction/companyedit/${w.borrowers.first.id}`, (u, x) => u.borrowers.load(x, w.borrowers.first.id)],
    ['borrowers.save', 'POST /auction/companysave', (u, x) => u.borrowers.save(x, { id: -1, companyName: 'Third Bank', companyCode: 'TRD' })],

    ['clients.list', 'GET /auction/clients', (u, x) => u.clients.list(x)],
    ['clients.load', `POST /auction/clientedit/${w.clients.acme.id}`, (u, x) => u.clients.load(x, w.clients.acme.id)],
    ['clients.save', 'POST /auction/clientsave', (u, x) => u.clients.save(x, { id: -1, clientName: 'Third Fund', clientCode: 'TRDF' })],
    ['clients.uploadLogo', 'POST /auction/uploadlogo/ACME', (u, x) => u.clients.uploadLogo(x, 'ACME', PNG)],
    ['clients.loadLogo', 'GET /auction/loadlogo/ACME', (u, x) => u.clients.loadLogo(x, 'ACME')],

    ['users.list', 'GET /auction/users', (u, x) => u.users.list(x)],
    ['users.load', `POST /auction/useredit/${w.users.bidder1.id}`, (u, x) => u.users.load(x, w.users.bidder1.id)],
    [
      'users.save',
      'POST /auction/usersave',
      (u, x) => u.users.save(x, { id: -1, loginName: 'newcomer', firstName: 'New', lastName: 'Comer', emailAddress: 'new@example.com', roles: ['REPORT'] }),
    ],
    // The user form's password, MFA switch: parts of the user save.
    ['users.setPassword', 'POST /auction/usersave', (u, x) => u.users.setPassword(x, w.users.bidder2.id, 'Another-Long-Pass-9')],
    ['users.enrolMfa', 'POST /auction/usersave', (u, x) => u.users.enrolMfa(x, w.users.bidder2.id)],
    ['users.disableMfa', 'POST /auction/usersave', (u, x) => u.users.disableMfa(x, w.users.mfauser.id)],

    ['invitees.lists', `POST /auction/invitees/${live}`, (u, x) => u.invitees.lists(x, live)],
    ['invitees.save', `POST /auction/inviteesave/${live}`, (u, x) => u.invitees.save(x, live, { added: [w.borrowers.second.id], removed: [] })],
    ['invitees.approvedBorrowers', `POST /auction/getApprovedBorrowers/${live}`, (u, x) => u.invitees.approvedBorrowers(x, live)],
    ['invitees.approvedUsers', `POST /auction/getApprovedUsers/${live}`, (u, x) => u.invitees.approvedUsers(x, live)],
    ['invitees.invitedUsers', `POST /auction/getInvitedUsers/${live}`, (u, x) => u.invitees.invitedUsers(x, live)],
    ['invitees.saveUserList', `POST /auction/userlistsave/${live}`, (u, x) => u.invitees.saveUserList(x, live, { userIds: [w.users.bidder1.id] })],
    ['invitations.templates', `POST /auction/invitepopup/${live}`, (u, x) => u.invitations.templates(x, live)],
    ['invitations.recipients', `POST /auction/invitepopupusers/Bid%20Invite/${live}`, (u, x) => u.invitations.recipients(x, live, 'Bid Invite')],
    ['invitations.send', `POST /auction/sendInvites/${live}`, (u, x) => u.invitations.send(x, live, ['Hello', 'Bid Invite', '', w.borrowers.first.id])],

    ['exports.workbook', 'POST /excel/exportExcel', (u, x) => u.exports.workbook(x, [{ a: 1 }])],
    ['exports.columnLabels', 'POST /auction/columns/users', (u, x) => u.exports.columnLabels(x, 'users')],

    ['infoCentres.list', 'GET /auction/findInfocenter', (u, x) => u.infoCentres.list(x)],
    ['infoCentres.one', `GET /auction/infocentre/${live}`, (u, x) => u.infoCentres.one(x, live)],
    ['infoCentres.templateData', `POST /auction/templatedata/${live}`, (u, x) => u.infoCentres.templateData(x, live)],
    ['infoCentres.chooseTemplate', `POST /auction/choosetemplate/${live}/collapse/true`, (u, x) => u.infoCentres.chooseTemplate(x, live, 'collapse', 'true')],
    ['infoCentres.editRows', `POST /auction/auctionrulesedit/${live}`, (u, x) => u.infoCentres.editRows(x, live, 'rules')],
    ['infoCentres.saveRows', 'POST /auction/rulessave', (u, x) => u.infoCentres.saveRows(x, 'rules', [{ id: ruleRowId, displayFlag: true, details: 'Rules' }])],
    [
      'infoCentres.uploadFiles',
      `POST /auction/uploadrulesfiles/${live}`,
      (u, x) => u.infoCentres.uploadFiles(x, live, 'rules', [{ rowId: ruleRowId, fileName: 'rules.txt', content: new TextEncoder().encode('rules') }]),
    ],
    ['infoCentres.downloadDocument', 'POST /auction/download/rules', (u, x) => u.infoCentres.downloadDocument(x, 'rules', ruleRowId)],
    ['infoCentres.userAgreement', 'GET /auction/download/useragreement', (u, x) => u.infoCentres.userAgreement(x)],
    ['infoCentres.auctionRules', `POST /auction/specaucrules/${live}`, (u, x) => u.infoCentres.auctionRules(x, live)],

    ['bids.lots', `POST /auction/enterbids/${live}`, (u, x) => u.bids.lots(x, live)],
    ['bids.rulesFlags', `POST /auction/getAcceptRules/${live}`, (u, x) => u.bids.rulesFlags(x, live)],
    // A step of the rules wizard (the HTTP server records it when a bidder opens the rules PDF).
    ['bids.rulesLinkClicked', `POST /auction/acceptrules/${live}`, (u, x) => u.bids.rulesLinkClicked(x, live)],
    ['bids.acceptRules', `POST /auction/acceptrules/${live}`, (u, x) => u.bids.acceptRules(x, live)],
    ['bids.list', `POST /auction/getbids/${live}`, (u, x) => u.bids.list(x, live)],
    ['bids.save', `POST /auction/bidssave/${live}`, (u, x) => u.bids.save(x, live, bidsSave([{ lotId, basisPoints: '10' }]))],
    ['bids.confirm', `POST /auction/bidsconfirm/${live}`, (u, x) => u.bids.confirm(x, live)],
    ['bids.excel', `POST /auction/exportbids/${live}`, (u, x) => u.bids.excel(x, live)],
    ['bids.confirmationPdf', 'POST /pdf/export/bids', (u, x) => u.bids.confirmationPdf(x, { auctionId: live })],
    ['bids.sendConfirmationEmail', `POST /auction/sendConfirmationEmail/${live}/bids.pdf`, (u, x) => u.bids.sendConfirmationEmail(x, live, 'bids.pdf')],
    ['bids.bidTemplate', `POST /auction/bidtemplate/${live}`, (u, x) => u.bids.bidTemplate(x, live)],
    ['bids.readBidFile', `POST /auction/readbidfile/${live}`, (u, x) => u.bids.readBidFile(x, live, [{ name: 'bids.csv', bytes: new TextEncoder().encode('Lot,BID Basis points\n1,10\n') }])],

    ['reports.bids', `GET ${r}/bids`, (u, x) => u.reports.bids(x, live)],
    ['reports.fullBidDetails', `GET ${r}/full-bid-details`, (u, x) => u.reports.fullBidDetails(x, live)],
    ['reports.fullBidDetailsWorkbook', 'POST /excel/report/fullBidDetails', (u, x) => u.reports.fullBidDetailsWorkbook(x, live)],
    ['reports.individualBidDetail', `GET /report/indivBidDetail/${live}`, (u, x) => u.reports.individualBidDetail(x, live, w.users.bidder1.id, false)],
    [
      'reports.saveAwardSummary',
      'POST /report/awardSummary/awardSummarySave',
      (u, x) => u.reports.saveAwardSummary(x, { auctionId: live, totalAuctionDate: null, texts: { bidSummary: 'x' } as never }),
    ],
    [
      'reports.saveLegalComments',
      'POST /report/legalcomments/legalCommentsSave',
      (u, x) => u.reports.saveLegalComments(x, { auctionId: live, rows: [{ id: 1, borrower: 'B', comments: 'c' }] }),
    ],
    ['reports.addLegalComment', 'POST /report/legalcomments/legalCommentsRowSave', (u, x) => u.reports.addLegalComment(x, { auctionId: live, borrower: 'B', comments: 'c' })],
    ['reports.legalCommentsWorkbook', 'POST /excel/report/bidderLegalComments', (u, x) => u.reports.legalCommentsWorkbook(x, live)],
    [
      'reports.saveRecommendations',
      'POST /report/auctionrecommendations/auctionRecommendationsSave',
      (u, x) => u.reports.saveRecommendations(x, [{ auctionId: live, lotId, awardAnalysis: 'a' }]),
    ],
    ['reports.recommendationsWorkbook', 'POST /excel/report/auctionRecommendations', (u, x) => u.reports.recommendationsWorkbook(x, live)],
    ['reports.logo', 'GET /report/loadproviderlogo/', (u, x) => u.reports.logo(x, 'provider')],

    ['awards.bids', `GET ${a}/getbids`, (u, x) => u.awards.bids(x, live)],
    ['awards.list', `GET ${a}/getawards`, (u, x) => u.awards.list(x, live)],
    ['awards.history', `GET ${a}/history`, (u, x) => u.awards.history(x, live)],
    ['awards.save', `POST ${a}/awardssave`, (u, x) => u.awards.save(x, live, { selections: [], removeIds: [] })],
    // The award screen generates and applies a proposal through the awards save.
    ['awards.generate', `POST ${a}/awardssave`, (u, x) => u.awards.generate(x, live)],
    ['awards.applyProposal', `POST ${a}/awardssave`, (u, x) => u.awards.applyProposal(x, proposal)],
    ['awards.confirm', `POST ${a}/confirm`, (u, x) => u.awards.confirm(x, live)],
    ['awards.unconfirm', `POST ${a}/unconfirm`, (u, x) => u.awards.unconfirm(x, live, 'why')],
    ['awards.optimize', `POST ${a}/optimize`, (u, x) => u.awards.optimize(x, live, { timeLimitSeconds: 1 })],

    ['audit.receipt', `GET /audit/auctions/${live}/receipt/${'ab'.repeat(32)}`, (u, x) => u.audit.receipt(x, live, 'ab'.repeat(32))],
    ['audit.head', `GET /audit/auctions/${live}/head`, (u, x) => u.audit.head(x, live)],
    // Checks what the published head stands for.
    ['audit.verify', `GET /audit/auctions/${live}/head`, (u, x) => u.audit.verify(x, live)],

    ['close.summary', 'GET /auction/closemonitor', (u, x) => u.close.summary(x)],
    ['close.monitor', `GET /auction/closemonitor/${live}`, (u, x) => u.close.monitor(x, live)],
    // An end before the current one: the allowed actors are refused by validation, after the guard, and nothing is written.
    ['close.extend', `POST /auction/extend/${live}`, (u, x) => u.close.extend(x, live, { until: '2000-01-01T00:00:00Z', reason: 'r' })],
    // No endpoint of its own: the reminders pass needs what an extension needs (manageClose).
    ['close.runReminders', `POST /auction/extend/${live}`, (u, x) => u.close.runReminders(x)],
  ];
  // Every served report (contract/reports.ts `served`): its use case of the route's name, on the live auction.
  for (const [name, route] of Object.entries(reportRoutes)) {
    if (!('wire' in route)) continue;
    const report = (u: UseCases) => u.reports as unknown as Record<string, (x: Actor, auctionId: Id) => unknown>;
    entries.push([`reports.${name}`, `GET ${route.path.replace(/\{(id|auctionId)\}/, String(live))}`, (u, x) => report(u)[name]?.(x, live)]);
  }
  table = Object.fromEntries(entries.map(([path, endpoint, call]) => [path, { endpoint, call }]));
});
afterAll(async () => {
  snap?.close();
  await t?.close();
});

/** Does the endpoint policy refuse this login for `endpoint`? (A disabled or locked account is refused everywhere.) */
function policyRefuses(login: string, endpoint: ContractRoute): boolean {
  const user = t.world.users[login];
  return !user.accountEnabled || user.accountLocked || authorize(user.roles, false, endpoint) === 'FORBIDDEN';
}

/**
 * Calls `call` as every login and answers what disagrees with the endpoint policy for `endpoint`:
 * the refused logins first (each must get the gate's answer and write nothing), then the allowed ones
 * (the guard must let each through).
 */
async function problemsOf(name: string, endpoint: string, call: (actor: Actor) => unknown): Promise<string[]> {
  const [method, path] = endpoint.split(' ');
  const policy = contractRouteAt(method, path);
  if (!policy) return [`${name}: ${endpoint} is no contract route`];
  const problems: string[] = [];
  const refused = LOGINS.filter((l) => policyRefuses(l, policy));
  const allowed = LOGINS.filter((l) => !refused.includes(l));
  const callAs = async (login: string) => {
    guard.decisions = [];
    const result = await call(asActor(t.world.users[login]));
    const decisions = guard.decisions;
    const who = `${name} as ${login}`;
    if (decisions.length === 0) problems.push(`${who}: met no guard decision`);
    else if (decisions[0].access !== policy.access) problems.push(`${who}: its guard checks ${decisions[0].access}, ${endpoint} needs ${policy.access}`);
    return { result, who, guardRefused: decisions.some((d) => d.refused) };
  };
  await t.idle();
  const before = await snap.snapshot();
  for (const login of refused) {
    const { result, who, guardRefused } = await callAs(login);
    if (!guardRefused) problems.push(`${who}: the guard let it through, ${policy.access} refuses it`);
    if (!isDeepStrictEqual(result, GATE_REFUSAL)) problems.push(`${who}: answered ${JSON.stringify(result)?.slice(0, 120)}, not the gate's refusal`);
  }
  if (refused.length > 0 && (await snap.snapshot()) !== before) problems.push(`${name}: a refused call wrote`);
  for (const login of allowed) {
    const { who, guardRefused } = await callAs(login);
    if (guardRefused) problems.push(`${who}: the guard refused it, ${policy.access} allows it`);
  }
  return problems;
}

describe('every public use case as each role, against the endpoint policy', () => {
  it('the table names every member of USE_CASES (but the actor-less createFirstManager), and nothing else', () => {
    const expected = facadePaths().filter((p) => p !== ACTORLESS);
    expect(facadePaths()).toContain(ACTORLESS);
    expect(Object.keys(table).sort()).toEqual(expected.sort());
  });

  for (const area of Object.keys(USE_CASES)) {
    it(`${area}: refuses exactly the actors the policy refuses, with the gate's answer, writing nothing`, async () => {
      const { uc, calls } = recordingUseCases(t.deps);
      const problems: string[] = [];
      for (const [name, entry] of Object.entries(table).filter(([p]) => p.startsWith(`${area}.`))) {
        calls.length = 0;
        problems.push(...(await problemsOf(name, entry.endpoint, (actor) => entry.call(uc, actor))));
        // Each call goes through the use case its key names (and only that one).
        if (!calls.every((c) => c === name)) problems.push(`${name}: its call went through ${[...new Set(calls)].join(', ')}`);
      }
      expect(problems).toEqual([]);
    }, 120_000);
  }

  it('flags a use case without a guard, or guarding with another capability than its endpoint', async () => {
    const endpoint = `POST /award/auctions/${t.world.auctions.live.id}/confirm`;
    const unguarded = () => Promise.resolve(ok('awards'));
    const otherCapability = (actor: Actor) => Promise.resolve(refusedUnless(actor, 'manageLots') ?? ok('awards'));
    const guarded = (actor: Actor) => Promise.resolve(refusedUnless(actor, 'award') ?? ok('awards'));

    const noGuard = await problemsOf('fake.unguarded', endpoint, unguarded);
    expect(noGuard).toContain('fake.unguarded as awarder: met no guard decision');
    expect(noGuard).toContain('fake.unguarded as manager: the guard let it through, award refuses it');
    const wrong = await problemsOf('fake.otherCapability', endpoint, otherCapability);
    expect(wrong).toContain('fake.otherCapability as awarder: its guard checks manageLots, POST /award/auctions/' + t.world.auctions.live.id + '/confirm needs award');
    expect(wrong).toContain('fake.otherCapability as awarder: the guard refused it, award allows it');
    expect(wrong).toContain('fake.otherCapability as manager: the guard let it through, award refuses it');
    expect(await problemsOf('fake.guarded', endpoint, guarded)).toEqual([]);
  });
});

describe('users.createFirstManager, the one use case without an actor', () => {
  const first = (roles: RoleCode[], more: Record<string, number> = {}) => ({
    id: -1,
    loginName: `first-${roles.join('-').toLowerCase()}`,
    firstName: 'First',
    lastName: 'Manager',
    emailAddress: 'first@example.com',
    roles,
    ...more,
  });

  it('is refused with FORBIDDEN once a usable manager exists, and writes nothing', async () => {
    const { uc } = recordingUseCases(t.deps);
    await t.idle();
    const before = await snap.snapshot();
    expect(await uc.users.createFirstManager(first(['MANAGER']))).toStrictEqual(GATE_REFUSAL);
    expect(await snap.snapshot()).toBe(before);
  });

  it('on an empty store: refuses a first user who cannot administer users, then creates the manager, once', async () => {
    const empty = await createTestApp({ seed: false });
    const emptySnap = snapshotter(empty);
    try {
      const { uc } = recordingUseCases(empty.deps);
      const before = await emptySnap.snapshot();
      // Each role that cannot administer users, with what the user form needs for it (a client, a borrower, a bidder).
      const needs: Partial<Record<RoleCode, Record<string, number>>> = { CLIENT: { clientId: 1 }, BIDDER: { borrowerId: 1 }, SUPERBIDDER: { bidderId: 1 } };
      const others = ROLE_CODES.filter((role) => !can([role], 'administerUsers'));
      expect(others.length).toBeGreaterThan(0);
      for (const role of others) {
        expect(await uc.users.createFirstManager(first([role], needs[role])), role).toStrictEqual({
          ok: false,
          code: 'VALIDATION',
          message: MSG.UNABLE_TO_CREATE_USER,
          fields: { roles: MSG.FIRST_USER_MUST_ADMINISTER_USERS },
        });
      }
      expect(await emptySnap.snapshot()).toBe(before);
      const created = await uc.users.createFirstManager(first(['MANAGER']));
      expect(created).toMatchObject({ ok: true, value: { user: { loginName: 'first-manager', roles: ['MANAGER'] } } });
      expect(await uc.users.createFirstManager({ ...first(['MANAGER']), loginName: 'second-manager' })).toStrictEqual(GATE_REFUSAL);
    } finally {
      emptySnap.close();
      await empty.close();
    }
  });
});

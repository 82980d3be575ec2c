/**
 * The public use cases refuse exactly whom their access refuses. Every use case of the facade
 * (core/app/core-api.ts `USE_CASES`) is a use-case value (core/app/use-case.ts) that carries its name
 * and its access; each is called, through `useCasesOf`, as every user of the HTTP tests' world: one
 * per role of core/domain/roles.ts (adapters/http/tests/kits/test-world.test-kit.ts `TEST_LOGIN_OF_ROLE`, so a
 * role added there is exercised here), a second bidder, a user with a one-time code and a disabled
 * account. No endpoint is written here: a contract route takes its access from the use case it names
 * (contract/route.ts `useCase`), which the last block checks for every route.
 *
 * - A user the access refuses (or a disabled or locked account) gets exactly the gate's answer,
 *   `{ ok: false, code: 'FORBIDDEN', message: MSG.FORBIDDEN }`, and nothing is written.
 * - A user the access allows is never refused by the guard. The guard's decisions are recorded
 *   (core/policy/actor-guard.ts is wrapped below), because data scoping after the guard (own client,
 *   approved borrower, open auction) may still refuse an allowed actor, and that is fine.
 * - Every call meets a guard, and the first guard it meets checks the use case's own access.
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
import { reportRoutes } from '../contract/reports';
import { isServed } from '../contract/route';
import { CONTRACT_ROUTES } from '../contract/index';
import type { UseCaseAccess, UseCaseSpec } from '../core/app/use-case-spec';
import { TEST_LOGIN_OF_ROLE } from '../adapters/http/tests/kits/test-world.test-kit';
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

/** The one public use case without an actor (it acts only while no usable manager exists). */
const ACTORLESS = 'users.createFirstManager';
const GATE_REFUSAL = { ok: false, code: 'FORBIDDEN', message: MSG.FORBIDDEN };
/** createFirstManager's answer once a usable manager exists: a conflict with the database, not a refused caller. */
const MANAGER_EXISTS = { ok: false, code: 'CONFLICT', message: MSG.MANAGER_ALREADY_EXISTS };

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const CSV =
  'Lot Number,Lot Name,Asset Class Id,Market Value,Assumed %,Currency Id,FX Rate,Term Days,Term Display,Security Type,Domicile,eSL BPS,Incumbent,Concentration Risk,Gross Dividend,Tax Rate\n9,Lot nine,1,1000000.00,20.00,1,1,90,90,E,U,15.00,,,,';

/** A use case called as `actor` with a well-formed input. */
type Call = (uc: UseCases, actor: Actor) => unknown;

/** The spec of the facade member `path` (`area.name`), or undefined when it is no use-case value. */
const specOf = (path: string): UseCaseSpec | undefined => {
  const [area, name] = path.split('.');
  const member = (USE_CASES as unknown as Record<string, Record<string, { spec?: UseCaseSpec }>>)[area]?.[name];
  return member?.spec;
};

let t: TestApp;
let snap: Snapshotter;
let table: Record<string, Call>;

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
  const entries: Array<[string, Call]> = [
    ['auctions.list', (u, x) => u.auctions.list(x, { archived: false })],
    ['auctions.load', (u, x) => u.auctions.load(x, live)],
    ['auctions.save', (u, x) => u.auctions.save(x, { id: upcoming, auctionName: 'Renamed' })],
    // A past auction date: the allowed actors are refused by validation, after the guard, and nothing is written.
    ['auctions.copy', (u, x) => u.auctions.copy(x, w.auctions.ended.id, { auctionDate: '2000-01-03', startTime: '09:00', endTime: '12:00' })],
    ['auctions.exclusivesEndingSoon', (u, x) => u.auctions.exclusivesEndingSoon(x)],

    ['lots.list', (u, x) => u.lots.list(x, live)],
    ['lots.choices', (u, x) => u.lots.choices(x)],
    ['lots.load', (u, x) => u.lots.load(x, lotId)],
    ['lots.blank', (u, x) => u.lots.blank(x, live)],
    ['lots.save', (u, x) => u.lots.save(x, { id: lotId, lotName: 'Renamed' })],
    ['lots.delete', (u, x) => u.lots.delete(x, [spare.id])],
    ['lots.import', (u, x) => u.lots.import(x, upcoming, CSV)],
    ['lots.saveMany', (u, x) => u.lots.saveMany(x, upcoming, [{ lotNumber: 'M1', lotName: 'Many', assetClassId: 1, marketValue: '1000000', currency: 'USD', termDays: '90', termDisp: '90' }])],
    ['holdings.ofLot', (u, x) => u.holdings.ofLot(x, lotId)],
    ['holdings.saveLot', (u, x) => u.holdings.saveLot(x, lotId, [{ isin: 'US0378331005', issuerName: 'Apple Inc.', quantity: '10', price: '190', currency: 'USD' }])],
    [
      'holdings.upload',
      (u, x) => u.holdings.upload(x, live, [{ name: 'holdings.csv', bytes: new TextEncoder().encode(`Lot Number,ISIN,Issuer Name,Quantity,Price,Currency\n${w.lots.lot1.lotNumber},US0378331005,Apple Inc.,10,190,USD\n`) }]),
    ],
    ['holdings.template', (u, x) => u.holdings.template(x)],
    ['holdings.check', (u, x) => u.holdings.check(x, live)],
    ['holdings.composition', (u, x) => u.holdings.composition(x, live)],
    ['holdings.export', (u, x) => u.holdings.export(x, live)],

    ['borrowers.list', (u, x) => u.borrowers.list(x)],
    ['borrowers.load', (u, x) => u.borrowers.load(x, w.borrowers.first.id)],
    ['borrowers.save', (u, x) => u.borrowers.save(x, { id: -1, companyName: 'Third Bank', companyCode: 'TRD' })],

    ['clients.list', (u, x) => u.clients.list(x)],
    ['clients.load', (u, x) => u.clients.load(x, w.clients.acme.id)],
    ['clients.save', (u, x) => u.clients.save(x, { id: -1, clientName: 'Third Fund', clientCode: 'TRDF' })],
    ['clients.uploadLogo', (u, x) => u.clients.uploadLogo(x, 'ACME', PNG)],
    ['clients.loadLogo', (u, x) => u.clients.loadLogo(x, 'ACME')],

    ['users.list', (u, x) => u.users.list(x)],
    ['users.load', (u, x) => u.users.load(x, w.users.bidder1.id)],
    [
      'users.save',
      (u, x) => u.users.save(x, { id: -1, loginName: 'newcomer', firstName: 'New', lastName: 'Comer', emailAddress: 'new@example.com', roles: ['REPORT'] }),
    ],
    // The user form's password, MFA switch: parts of the user save.
    ['users.setPassword', (u, x) => u.users.setPassword(x, w.users.bidder2.id, 'Another-Long-Pass-9')],
    ['users.enrolMfa', (u, x) => u.users.enrolMfa(x, w.users.bidder2.id)],
    ['users.disableMfa', (u, x) => u.users.disableMfa(x, w.users.mfauser.id)],

    ['invitees.lists', (u, x) => u.invitees.lists(x, live)],
    ['invitees.save', (u, x) => u.invitees.save(x, live, { added: [w.borrowers.second.id], removed: [] })],
    ['invitees.approvedBorrowers', (u, x) => u.invitees.approvedBorrowers(x, live)],
    ['invitees.approvedUsers', (u, x) => u.invitees.approvedUsers(x, live)],
    ['invitees.invitedUsers', (u, x) => u.invitees.invitedUsers(x, live)],
    ['invitees.saveUserList', (u, x) => u.invitees.saveUserList(x, live, { userIds: [w.users.bidder1.id] })],
    ['invitations.templates', (u, x) => u.invitations.templates(x, live)],
    ['invitations.recipients', (u, x) => u.invitations.recipients(x, live, 'Bid Invite')],
    ['invitations.send', (u, x) => u.invitations.send(x, live, ['Hello', 'Bid Invite', '', w.borrowers.first.id])],

    ['exports.workbook', (u, x) => u.exports.workbook(x, [{ a: 1 }])],
    ['exports.columnLabels', (u, x) => u.exports.columnLabels(x, 'users')],

    ['infoCentres.list', (u, x) => u.infoCentres.list(x)],
    ['infoCentres.one', (u, x) => u.infoCentres.one(x, live)],
    ['infoCentres.templateData', (u, x) => u.infoCentres.templateData(x, live)],
    ['infoCentres.chooseTemplate', (u, x) => u.infoCentres.chooseTemplate(x, live, 'collapse', 'true')],
    ['infoCentres.editRows', (u, x) => u.infoCentres.editRows(x, live, 'rules')],
    ['infoCentres.saveRows', (u, x) => u.infoCentres.saveRows(x, 'rules', [{ id: ruleRowId, displayFlag: true, details: 'Rules' }])],
    [
      'infoCentres.uploadFiles',
      (u, x) => u.infoCentres.uploadFiles(x, live, 'rules', [{ rowId: ruleRowId, fileName: 'rules.txt', content: new TextEncoder().encode('rules') }]),
    ],
    ['infoCentres.downloadDocument', (u, x) => u.infoCentres.downloadDocument(x, 'rules', ruleRowId)],
    ['infoCentres.userAgreement', (u, x) => u.infoCentres.userAgreement(x)],
    ['infoCentres.auctionRules', (u, x) => u.infoCentres.auctionRules(x, live)],

    ['bids.lots', (u, x) => u.bids.lots(x, live)],
    ['bids.rulesFlags', (u, x) => u.bids.rulesFlags(x, live)],
    // A step of the rules wizard (the HTTP server records it when a bidder opens the rules PDF).
    ['bids.rulesLinkClicked', (u, x) => u.bids.rulesLinkClicked(x, live)],
    ['bids.acceptRules', (u, x) => u.bids.acceptRules(x, live)],
    ['bids.list', (u, x) => u.bids.list(x, live)],
    ['bids.save', (u, x) => u.bids.save(x, live, bidsSave([{ lotId, basisPoints: '10' }]))],
    ['bids.confirm', (u, x) => u.bids.confirm(x, live)],
    ['bids.excel', (u, x) => u.bids.excel(x, live)],
    ['bids.confirmationPdf', (u, x) => u.bids.confirmationPdf(x, { auctionId: live })],
    ['bids.sendConfirmationEmail', (u, x) => u.bids.sendConfirmationEmail(x, live, 'bids.pdf')],
    ['bids.bidTemplate', (u, x) => u.bids.bidTemplate(x, live)],
    ['bids.readBidFile', (u, x) => u.bids.readBidFile(x, live, [{ name: 'bids.csv', bytes: new TextEncoder().encode('Lot,BID Basis points\n1,10\n') }])],

    ['reports.bids', (u, x) => u.reports.bids(x, live)],
    ['reports.fullBidDetails', (u, x) => u.reports.fullBidDetails(x, live)],
    ['reports.fullBidDetailsWorkbook', (u, x) => u.reports.fullBidDetailsWorkbook(x, live)],
    ['reports.individualBidDetail', (u, x) => u.reports.individualBidDetail(x, live, w.users.bidder1.id, false)],
    [
      'reports.saveAwardSummary',
      (u, x) => u.reports.saveAwardSummary(x, { auctionId: live, totalAuctionDate: null, texts: { bidSummary: 'x' } as never }),
    ],
    [
      'reports.saveLegalComments',
      (u, x) => u.reports.saveLegalComments(x, { auctionId: live, rows: [{ id: 1, borrower: 'B', comments: 'c' }] }),
    ],
    ['reports.addLegalComment', (u, x) => u.reports.addLegalComment(x, { auctionId: live, borrower: 'B', comments: 'c' })],
    ['reports.legalCommentsWorkbook', (u, x) => u.reports.legalCommentsWorkbook(x, live)],
    [
      'reports.saveRecommendations',
      (u, x) => u.reports.saveRecommendations(x, [{ auctionId: live, lotId, awardAnalysis: 'a' }]),
    ],
    ['reports.recommendationsWorkbook', (u, x) => u.reports.recommendationsWorkbook(x, live)],
    ['reports.logo', (u, x) => u.reports.logo(x, 'provider')],

    ['awards.bids', (u, x) => u.awards.bids(x, live)],
    ['awards.list', (u, x) => u.awards.list(x, live)],
    ['awards.history', (u, x) => u.awards.history(x, live)],
    ['awards.save', (u, x) => u.awards.save(x, live, { selections: [], removeIds: [] })],
    // The award screen generates and applies a proposal through the awards save.
    ['awards.generate', (u, x) => u.awards.generate(x, live)],
    ['awards.applyProposal', (u, x) => u.awards.applyProposal(x, proposal)],
    ['awards.confirm', (u, x) => u.awards.confirm(x, live)],
    ['awards.unconfirm', (u, x) => u.awards.unconfirm(x, live, 'why')],
    ['awards.optimize', (u, x) => u.awards.optimize(x, live, { timeLimitSeconds: 1 })],

    ['audit.receipt', (u, x) => u.audit.receipt(x, live, 'ab'.repeat(32))],
    ['audit.head', (u, x) => u.audit.head(x, live)],
    // Checks what the published head stands for.
    ['audit.verify', (u, x) => u.audit.verify(x, live)],

    ['close.summary', (u, x) => u.close.summary(x)],
    ['close.monitor', (u, x) => u.close.monitor(x, live)],
    // An end before the current one: the allowed actors are refused by validation, after the guard, and nothing is written.
    ['close.extend', (u, x) => u.close.extend(x, live, { until: '2000-01-01T00:00:00Z', reason: 'r' })],
    // No endpoint of its own: the reminders pass needs what an extension needs (manageClose).
    ['close.runReminders', (u, x) => u.close.runReminders(x)],

    // The live auction's awards are not confirmed: the allowed actors are answered CONFLICT after the guard, nothing sent.
    ['billing.statements', (u, x) => u.billing.statements(x, live, '2026-01')],
    ['billing.statementFile', (u, x) => u.billing.statementFile(x, live, w.borrowers.first.id, '2026-01', 'pdf')],
    ['billing.emailStatements', (u, x) => u.billing.emailStatements(x, live, '2026-01')],
    ['loans.list', (u, x) => u.loans.list(x, live)],
    ['loans.slate', (u, x) => u.loans.slate(x, { auctionId: live })],
    ['loans.cdm', (u, x) => u.loans.cdm(x, live)],
    ['loans.collateralPct', (u, x) => u.loans.collateralPct(x, live)],
    ['loans.setCollateralPct', (u, x) => u.loans.setCollateralPct(x, live, '102')],
  ];
  // Every report read served with the auction id alone (no body, no query): its use case, on the live auction.
  for (const route of Object.values(reportRoutes)) {
    if (!isServed(route) || 'body' in route || 'query' in route) continue;
    const name = route.useCase.spec.name.slice('reports.'.length);
    const report = (u: UseCases) => u.reports as unknown as Record<string, (x: Actor, auctionId: Id) => unknown>;
    entries.push([route.useCase.spec.name, (u, x) => report(u)[name]?.(x, live)]);
  }
  table = Object.fromEntries(entries);
});
afterAll(async () => {
  snap?.close();
  await t?.close();
});

/** Every user of the test world: one per role, and the others it holds (a second bidder, a one-time code user, a disabled account). */
const logins = (): string[] => Object.keys(t.world.users);

/** Does `access` refuse this login? (A disabled or locked account is refused everything.) */
function policyRefuses(login: string, access: UseCaseAccess): boolean {
  const user = t.world.users[login];
  return !user.accountEnabled || user.accountLocked || authorize(user.roles, false, { access }) === 'FORBIDDEN';
}

/**
 * Calls `call` as every login and answers what disagrees with `access`: the refused logins first
 * (each must get the gate's answer and write nothing), then the allowed ones (the guard must let each through).
 */
async function problemsOf(name: string, access: UseCaseAccess, call: (actor: Actor) => unknown): Promise<string[]> {
  const problems: string[] = [];
  const refused = logins().filter((l) => policyRefuses(l, access));
  const allowed = logins().filter((l) => !refused.includes(l));
  const callAs = async (login: string) => {
    guard.decisions = [];
    const result = await call(asActor(t.world.users[login]));
    const decisions = guard.decisions;
    const who = `${name} as ${login}`;
    if (decisions.length === 0) problems.push(`${who}: met no guard decision`);
    else if (decisions[0].access !== access) problems.push(`${who}: its guard checks ${decisions[0].access}, its access is ${access}`);
    return { result, who, guardRefused: decisions.some((d) => d.refused) };
  };
  await t.idle();
  const before = await snap.snapshot();
  for (const login of refused) {
    const { result, who, guardRefused } = await callAs(login);
    if (!guardRefused) problems.push(`${who}: the guard let it through, ${access} refuses it`);
    if (!isDeepStrictEqual(result, GATE_REFUSAL)) problems.push(`${who}: answered ${JSON.stringify(result)?.slice(0, 120)}, not the gate's refusal`);
  }
  if (refused.length > 0 && (await snap.snapshot()) !== before) problems.push(`${name}: a refused call wrote`);
  for (const login of allowed) {
    const { who, guardRefused } = await callAs(login);
    if (guardRefused) problems.push(`${who}: the guard refused it, ${access} allows it`);
  }
  return problems;
}

describe('every public use case as each role, against the endpoint policy', () => {
  it('the table names every member of USE_CASES (but the actor-less createFirstManager), and nothing else', () => {
    const expected = facadePaths().filter((p) => p !== ACTORLESS);
    expect(facadePaths()).toContain(ACTORLESS);
    expect(Object.keys(table).sort()).toEqual(expected.sort());
  });

  it('every member but createFirstManager is a use-case value named by its facade path', () => {
    const misnamed = facadePaths()
      .filter((p) => p !== ACTORLESS)
      .filter((p) => specOf(p)?.name !== p);
    expect(misnamed).toEqual([]);
  });

  it('the test world holds a user for every role, so each role is exercised', () => {
    for (const login of Object.values(TEST_LOGIN_OF_ROLE)) expect(logins()).toContain(login);
  });

  for (const area of Object.keys(USE_CASES)) {
    it(`${area}: refuses exactly the actors the policy refuses, with the gate's answer, writing nothing`, async () => {
      const { uc, calls } = recordingUseCases(t.deps);
      const problems: string[] = [];
      for (const [name, call] of Object.entries(table).filter(([p]) => p.startsWith(`${area}.`))) {
        calls.length = 0;
        const spec = specOf(name);
        if (!spec) {
          problems.push(`${name}: no use-case value`);
          continue;
        }
        problems.push(...(await problemsOf(name, spec.access, (actor) => call(uc, actor))));
        // Each call goes through the use case its key names (and only that one).
        if (!calls.every((c) => c === name)) problems.push(`${name}: its call went through ${[...new Set(calls)].join(', ')}`);
      }
      expect(problems).toEqual([]);
    }, 120_000);
  }

  it('flags a use case without a guard, or guarding with another capability than its access', async () => {
    const unguarded = () => Promise.resolve(ok('awards'));
    const otherCapability = (actor: Actor) => Promise.resolve(refusedUnless(actor, 'manageLots') ?? ok('awards'));
    const guarded = (actor: Actor) => Promise.resolve(refusedUnless(actor, 'award') ?? ok('awards'));

    const noGuard = await problemsOf('fake.unguarded', 'award', unguarded);
    expect(noGuard).toContain('fake.unguarded as awarder: met no guard decision');
    expect(noGuard).toContain('fake.unguarded as manager: the guard let it through, award refuses it');
    const wrong = await problemsOf('fake.otherCapability', 'award', otherCapability);
    expect(wrong).toContain('fake.otherCapability as awarder: its guard checks manageLots, its access is award');
    expect(wrong).toContain('fake.otherCapability as awarder: the guard refused it, award allows it');
    expect(wrong).toContain('fake.otherCapability as manager: the guard let it through, award refuses it');
    expect(await problemsOf('fake.guarded', 'award', guarded)).toEqual([]);
  });
});

describe('the contract routes and the use cases they name', () => {
  it('each route naming a use case names a member of the facade, under its spec\'s name, and takes its access', () => {
    const named = CONTRACT_ROUTES.filter((r) => r.useCase);
    expect(named.length).toBeGreaterThan(0);
    const wrong = named
      .filter((r) => !r.useCase || r.useCase.spec !== specOf(r.useCase.spec.name) || r.access !== r.useCase.spec.access)
      .map((r) => `${r.method} ${r.path}`);
    expect(wrong).toEqual([]);
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

  it('answers CONFLICT (a manager already exists) once a usable manager exists, and writes nothing', async () => {
    const { uc } = recordingUseCases(t.deps);
    await t.idle();
    const before = await snap.snapshot();
    expect(await uc.users.createFirstManager(first(['MANAGER']))).toStrictEqual(MANAGER_EXISTS);
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
      expect(await uc.users.createFirstManager({ ...first(['MANAGER']), loginName: 'second-manager' })).toStrictEqual(MANAGER_EXISTS);
    } finally {
      emptySnap.close();
      await empty.close();
    }
  });
});

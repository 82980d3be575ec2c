/**
 * The small known world every HTTP test starts from (written through the repositories, so it uses
 * the real schema): two clients, two borrowers, one user per role (generated from core's role list),
 * three auctions around "now" (upcoming, live, ended), a few lots and one approved borrower.
 */
import type { CoreDeps } from '../../../../core/app/deps';
import type { Auction, Borrower, Client, Lot, User } from '../../../../core/domain/entities';
import { ROLES, ROLE_CODES, type RoleCode } from '../../../../core/domain/roles';
import { can } from '../../../../core/policy/capabilities';
import type { NewUser } from '../../../../core/ports/repositories';
import { makeAuction, makeLot, makeUser } from '../../../../fixtures/builders';

export const TEST_PASSWORD = 'Test-Pass-2026!';
/** Fixed TOTP secret of the `mfauser` login. */
export const TEST_OTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Logins the tests know by heart; any other role's user is its code in lower case (AUDITOR → auditor). */
const NAMED_LOGINS: Partial<Record<RoleCode, string>> = { CLIENT_RELATIONS: 'relations', REPORT: 'reporter', AWARD: 'awarder', BIDDER: 'bidder1' };

/** The login of the test user holding exactly `role`: one such user per role. */
export const testLoginOf = (role: RoleCode): string => NAMED_LOGINS[role] ?? role.toLowerCase();

/** THE login-per-role table of the HTTP tests (role matrix, robustness), derived from the role list. */
export const TEST_LOGIN_OF_ROLE: Readonly<Record<RoleCode, string>> = Object.fromEntries(ROLE_CODES.map((r) => [r, testLoginOf(r)])) as Record<RoleCode, string>;

/**
 * The roles in the order their users are created: staff first, then the others, each in the list's
 * order (the ids the users always had; a bidder before the super bidder who bids for it).
 */
const SEED_ORDER: readonly RoleCode[] = [...ROLES.filter((r) => r.internal), ...ROLES.filter((r) => !r.internal)].map((r) => r.code);

export interface TestWorld {
  clients: { acme: Client; globex: Client };
  borrowers: { first: Borrower; second: Borrower };
  /**
   * By login name: one per role (`testLoginOf`: manager, relations, reporter, awarder, bidder1,
   * superbidder, aic, client), plus bidder2 (second borrower), mfauser and disabled (managers).
   */
  users: Record<string, User>;
  auctions: { upcoming: Auction; live: Auction; ended: Auction };
  /** Lots of the live auction: two single lots and a combo over both. */
  lots: { lot1: Lot; lot2: Lot; combo: Lot };
}

const HOUR = 3600_000;
const iso = (ms: number) => new Date(ms).toISOString();

export async function seedTestWorld(deps: CoreDeps): Promise<TestWorld> {
  const now = deps.clock.nowMs();
  const hash = await deps.hasher.hash(TEST_PASSWORD);
  const s = deps.store;
  const acme = await s.clients.create({ clientName: 'Acme Pension Fund', clientCode: 'ACME', active: true, logoFile: null, lei: null });
  const globex = await s.clients.create({ clientName: 'Globex Endowment', clientCode: 'GLOBEX', active: true, logoFile: null, lei: null });
  const first = await s.borrowers.create({ companyName: 'First Borrower Bank', companyCode: 'FBB', active: true, lei: null, borrowerType: 'BANK', mpid: null });
  const second = await s.borrowers.create({ companyName: 'Second Street Securities', companyCode: 'SSS', active: true, lei: null, borrowerType: 'BROKER_DEALER', mpid: null });

  const base = (login: string, roles: RoleCode[], extra: Partial<NewUser> = {}): NewUser =>
    makeUser({
      loginName: login,
      firstName: login.charAt(0).toUpperCase() + login.slice(1),
      lastName: 'Tester',
      emailAddress: `${login}@example.com`,
      roles,
      ...extra,
    });
  const users: Record<string, User> = {};
  const add = async (u: NewUser) => {
    const created = await s.users.create(u);
    await s.users.setPasswordHash(created.id, hash);
    users[u.loginName] = created;
    return created;
  };
  // Where a role's user belongs follows from what the role may do, so a new role needs no line here.
  let firstBidder: User | undefined;
  const placeOf = (role: RoleCode): Partial<NewUser> => {
    if (can([role], 'bidOnBehalf')) {
      if (!firstBidder) throw new Error(`test world: ${role} bids on behalf of a bidder, none seeded before it`);
      return { borrowerId: first.id, bidderId: firstBidder.id };
    }
    if (can([role], 'seeApprovedInfoCentres')) return { borrowerId: first.id };
    if (can([role], 'seeOwnClientAuctions')) return { clientId: acme.id };
    return {};
  };
  for (const role of SEED_ORDER) {
    const user = await add(base(testLoginOf(role), [role], placeOf(role)));
    if (can([role], 'bidForOwnBorrower') && !firstBidder) {
      firstBidder = user;
      // A second bidder, of the second borrower, right after the first.
      await add(base('bidder2', [role], { borrowerId: second.id }));
    }
  }
  const mfa = await add(base('mfauser', ['MANAGER']));
  await s.users.setOtpSecret(mfa.id, TEST_OTP_SECRET);
  users.mfauser = (await s.users.get(mfa.id)) as User;
  await add(base('disabled', ['MANAGER'], { accountEnabled: false }));

  const auction = (name: string, startMs: number, endMs: number, clientId: number) =>
    s.auctions.create(
      makeAuction({
        auctionName: name,
        clientId,
        auctionStartDate: iso(startMs),
        auctionEndDate: iso(endMs),
        marketValueDate: iso(startMs - 48 * HOUR),
        termStartDate: iso(endMs + 48 * HOUR),
        termEndDate: iso(endMs + 48 * HOUR + 89 * 24 * HOUR),
        datalendEstimateDate: iso(startMs - 72 * HOUR),
        discretionaryEstimateDate: iso(startMs - 72 * HOUR),
        collateralType: 'Both',
        template: 'collapse',
        aicapprovalFlag: true,
      }),
    );
  const upcoming = await auction('Upcoming Auction', now + 24 * HOUR, now + 27 * HOUR, acme.id);
  const live = await auction('Live Auction', now - HOUR, now + 2 * HOUR, acme.id);
  const ended = await auction('Ended Auction', now - 48 * HOUR, now - 45 * HOUR, globex.id);

  const assetClassId = (await s.reference.assetClasses())[0]?.id ?? 1;
  const lot = (n: string, name: string, extra: Partial<Lot> = {}) =>
    s.lots.create(
      makeLot({ auctionId: live.id, lotNumber: n, lotName: name, assetClassId, termDays: 90, termDisp: '90', eslBps: '25', ...extra }),
    );
  const lot1 = await lot('1', 'US Large Cap');
  const lot2 = await lot('2', 'US Small Cap');
  const combo = await lot('3', 'Combo 1+2', { comboFlag: true, comboLotIds: [lot1.id, lot2.id], marketValue: '20000000.00' });
  await s.invitees.approve(live.id, [first.id]);

  return { clients: { acme, globex }, borrowers: { first, second }, users, auctions: { upcoming, live, ended }, lots: { lot1, lot2, combo } };
}

/**
 * The small known world every HTTP test starts from (written through the repositories, so it uses
 * the real schema): two clients, two borrowers, one user per role, three auctions around "now"
 * (upcoming, live, ended), a few lots and one approved borrower.
 */
import type { CoreDeps } from '../../core/app/deps';
import type { Auction, Borrower, Client, Lot, User } from '../../core/domain/entities';
import type { RoleCode } from '../../core/domain/roles';
import type { NewUser } from '../../core/ports/repositories';
import { makeAuction, makeLot, makeUser } from '../../fixtures/builders';

export const TEST_PASSWORD = 'Test-Pass-2026!';
/** Fixed TOTP secret of the `mfauser` login. */
export const TEST_OTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export interface TestWorld {
  clients: { acme: Client; globex: Client };
  borrowers: { first: Borrower; second: Borrower };
  /** By login name: manager, relations, reporter, awarder, bidder1, bidder2, superbidder, aic, client, mfauser, disabled. */
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
  const acme = await s.clients.create({ clientName: 'Acme Pension Fund', clientCode: 'ACME', active: true, logoFile: null });
  const globex = await s.clients.create({ clientName: 'Globex Endowment', clientCode: 'GLOBEX', active: true, logoFile: null });
  const first = await s.borrowers.create({ companyName: 'First Borrower Bank', companyCode: 'FBB', active: true });
  const second = await s.borrowers.create({ companyName: 'Second Street Securities', companyCode: 'SSS', active: true });

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
  await add(base('manager', ['MANAGER']));
  await add(base('relations', ['CLIENT_RELATIONS']));
  await add(base('reporter', ['REPORT']));
  await add(base('awarder', ['AWARD']));
  const bidder1 = await add(base('bidder1', ['BIDDER'], { borrowerId: first.id }));
  await add(base('bidder2', ['BIDDER'], { borrowerId: second.id }));
  await add(base('superbidder', ['SUPERBIDDER'], { borrowerId: first.id, bidderId: bidder1.id }));
  await add(base('aic', ['AIC'], { borrowerId: first.id }));
  await add(base('client', ['CLIENT'], { clientId: acme.id }));
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

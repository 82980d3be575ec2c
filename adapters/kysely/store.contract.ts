/**
 * The contract every `Store` implementation must meet, run against each engine by a three-line
 * caller (adapters/sqlite/store.sqlite.test.ts, adapters/postgres/store.postgres.test.ts).
 * Each test builds its own rows with fresh unique names, so tests share one database.
 */
import { bidAmountsOf } from '../../core/domain/bid-kinds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_CLICKED, RULES_ACCEPTED, type Auction, type Bid, type Borrower, type Client, type Lot, type User } from '../../core/domain/entities';
import { MSG } from '../../core/domain/messages';
import { INTERNAL_ROLES, ROLE_CODES } from '../../core/domain/roles';
import { fail, ok, type Result } from '../../core/domain/result';
import { DuplicateError, ReferenceError_, type Store } from '../../core/ports/repositories';
import { makeAuction, makeBid, makeBorrower, makeClient, makeLot, makeUser } from '../../fixtures/builders';
import { chainEntries, EMPTY_HEAD, entryTemplates, type LedgerEvent } from '../../core/audit/ledger-entry';
import { checkChain } from '../../core/audit/ledger-verify';
import { nodeSha256 } from '../crypto/node-sha256';

const MISSING = 987654;

/** Asserts that `p` rejects with the port error of the given class (and message, when given). */
async function expectRejects(p: Promise<unknown>, cls: typeof DuplicateError | typeof ReferenceError_, message?: string) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, 'expected a rejection').toBeInstanceOf(cls);
  if (message !== undefined) expect((err as Error).message).toBe(message);
  return err as Error;
}

export function runStoreContract(name: string, open: () => Promise<Store>): void {
  describe(`Store contract: ${name}`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store?.close();
    });

    // Small helpers building a consistent little world.
    const client = (o: Partial<Client> = {}) => store.clients.create(makeClient(o));
    const borrower = (o: Partial<Borrower> = {}) => store.borrowers.create(makeBorrower(o));
    const auction = async (o: Partial<Auction> = {}) => store.auctions.create(makeAuction({ clientId: (await client()).id, ...o }));
    const lot = (auctionId: number, o: Partial<Lot> = {}) => store.lots.create(makeLot({ auctionId, ...o }));
    const bidder = async (o: Partial<User> = {}) => store.users.create(makeUser({ borrowerId: (await borrower()).id, ...o }));

    describe('reference data', () => {
      it('has the seven currencies with fixed ids, in order', async () => {
        expect(await store.reference.currencies()).toEqual([
          { id: 1, currencyCode: 'USD' },
          { id: 2, currencyCode: 'EUR' },
          { id: 3, currencyCode: 'GBP' },
          { id: 4, currencyCode: 'JPY' },
          { id: 5, currencyCode: 'SEK' },
          { id: 6, currencyCode: 'CHF' },
          { id: 7, currencyCode: 'AUD' },
        ]);
      });
      it('has the asset classes ordered by id, starting with US Equities', async () => {
        const classes = await store.reference.assetClasses();
        expect(classes.length).toBeGreaterThanOrEqual(8);
        expect(classes[0]).toEqual({ id: 1, acFormDescr: 'US Equities' });
        expect(classes.map((c) => c.acFormDescr)).toEqual(expect.arrayContaining(['ETFs', 'US Treasuries', 'ADRs']));
        expect(classes.map((c) => c.id)).toEqual([...classes.map((c) => c.id)].sort((a, b) => a - b));
      });
      it("has core's roles, the eight of migration 0002 first, internal flag set for staff roles", async () => {
        const roles = await store.users.roles();
        expect(roles.slice(0, 8).map((r) => r.roleCode)).toEqual(['MANAGER', 'CLIENT_RELATIONS', 'BIDDER', 'SUPERBIDDER', 'AIC', 'CLIENT', 'REPORT', 'AWARD']);
        expect(roles.map((r) => r.roleCode).sort()).toEqual([...ROLE_CODES].sort());
        expect(roles.filter((r) => r.isInternal).map((r) => r.roleCode)).toEqual(expect.arrayContaining(['MANAGER', 'CLIENT_RELATIONS', 'REPORT', 'AWARD']));
        expect(roles.filter((r) => r.isInternal).map((r) => r.roleCode).sort()).toEqual([...INTERNAL_ROLES].sort());
        expect(roles.find((r) => r.roleCode === 'SUPERBIDDER')?.roleName).toBe('Super Bidder');
      });
    });

    describe('clients', () => {
      it('creates, reads, lists and updates', async () => {
        const c = await client({ clientName: 'Pension Fund', logoFile: null });
        expect(c.id).toBeGreaterThan(0);
        expect(await store.clients.get(c.id)).toEqual(c);
        expect(await store.clients.getByCode(c.clientCode)).toEqual(c);
        expect((await store.clients.list()).map((x) => x.id)).toContain(c.id);
        const updated = await store.clients.update({ ...c, clientName: 'Renamed', active: false, logoFile: 'logo.png' });
        expect(updated).toEqual({ ...c, clientName: 'Renamed', active: false, logoFile: 'logo.png' });
        expect(await store.clients.get(c.id)).toEqual(updated);
      });
      it('lists in id order', async () => {
        await client();
        const ids = (await store.clients.list()).map((x) => x.id);
        expect(ids).toEqual([...ids].sort((a, b) => a - b));
      });
      it('returns null when not found', async () => {
        expect(await store.clients.get(MISSING)).toBeNull();
        expect(await store.clients.getByCode('NO-SUCH-CODE')).toBeNull();
      });
      it('rejects a duplicate shortname on create and update', async () => {
        const a = await client();
        const b = await client();
        const e = await expectRejects(store.clients.create(makeClient({ clientCode: a.clientCode })), DuplicateError, MSG.UNABLE_TO_SAVE_SHORTNAME_ALREADY_EXISTS);
        expect((e as DuplicateError).field).toBe('clientCode');
        await expectRejects(store.clients.update({ ...b, clientCode: a.clientCode }), DuplicateError, 'Unable to save. Shortname already exists.');
      });
      it('reports an update of a missing client', async () => {
        await expectRejects(store.clients.update({ ...makeClient(), id: MISSING }), ReferenceError_);
      });
    });

    describe('borrowers', () => {
      it('creates, reads, lists and updates', async () => {
        const b = await borrower({ companyName: 'Prime Broker' });
        expect(await store.borrowers.get(b.id)).toEqual(b);
        expect(await store.borrowers.getByCode(b.companyCode)).toEqual(b);
        expect((await store.borrowers.list()).map((x) => x.id)).toContain(b.id);
        const updated = await store.borrowers.update({ ...b, companyName: 'Renamed', active: false });
        expect(await store.borrowers.get(b.id)).toEqual(updated);
        expect(updated.active).toBe(false);
      });
      it('returns null when not found', async () => {
        expect(await store.borrowers.get(MISSING)).toBeNull();
        expect(await store.borrowers.getByCode('NO-SUCH-CODE')).toBeNull();
      });
      it('rejects a duplicate shortname', async () => {
        const a = await borrower();
        const e = await expectRejects(store.borrowers.create(makeBorrower({ companyCode: a.companyCode })), DuplicateError, MSG.UNABLE_TO_SAVE_SHORTNAME_ALREADY_EXISTS);
        expect((e as DuplicateError).field).toBe('companyCode');
      });
      it('reports an update of a missing borrower', async () => {
        await expectRejects(store.borrowers.update({ ...makeBorrower(), id: MISSING }), ReferenceError_);
      });
    });

    describe('users', () => {
      it('creates with defaults and reads back by id and login (any case)', async () => {
        const b = await borrower();
        const u = await store.users.create(makeUser({ loginName: `MixedCase${b.id}`, borrowerId: b.id, roles: ['SUPERBIDDER', 'BIDDER'] }));
        expect(u).toMatchObject({ borrowerId: b.id, failedLoginCount: 0, accountLocked: false, mfaEnabled: false, accountEnabled: true });
        expect(u.roles).toEqual(['BIDDER', 'SUPERBIDDER']);
        expect(await store.users.get(u.id)).toEqual(u);
        expect(await store.users.getByLogin(`mixedcase${b.id}`)).toEqual(u);
        expect(await store.users.getByLogin(`MIXEDCASE${b.id}`)).toEqual(u);
        expect((await store.users.list()).find((x) => x.id === u.id)).toEqual(u);
      });
      it('keeps roles exact: a BIDDER is not a SUPERBIDDER', async () => {
        const u = await bidder({ roles: ['BIDDER'] });
        expect((await store.users.get(u.id))?.roles).toEqual(['BIDDER']);
      });
      it('accepts the initial locked and MFA flags', async () => {
        const u = await store.users.create(makeUser({ roles: ['MANAGER'], accountLocked: true, mfaEnabled: true }));
        expect(u).toMatchObject({ accountLocked: true, mfaEnabled: true, roles: ['MANAGER'] });
      });
      it('lists the users of a borrower', async () => {
        const b = await borrower();
        const u1 = await store.users.create(makeUser({ borrowerId: b.id }));
        const u2 = await store.users.create(makeUser({ borrowerId: b.id, roles: ['AIC'] }));
        await bidder();
        expect((await store.users.listByBorrower(b.id)).map((u) => u.id)).toEqual([u1.id, u2.id]);
        expect(await store.users.listByBorrower(MISSING)).toEqual([]);
      });
      it('updates profile, roles, links and flags', async () => {
        const u = await bidder();
        const c = await client();
        const other = await bidder();
        const changed: User = {
          ...u,
          firstName: 'Changed',
          city: 'Boston',
          roles: ['SUPERBIDDER'],
          bidderId: other.id,
          clientId: c.id,
          accountEnabled: false,
          accountLocked: true,
          failedLoginCount: 3,
        };
        const updated = await store.users.update(changed);
        expect(updated).toEqual(changed);
        expect(await store.users.get(u.id)).toEqual(updated);
      });
      it('returns null when not found', async () => {
        expect(await store.users.get(MISSING)).toBeNull();
        expect(await store.users.getByLogin('no-such-login')).toBeNull();
      });
      it('rejects a duplicate login name whatever its case', async () => {
        const u = await bidder();
        const e = await expectRejects(
          store.users.create(makeUser({ loginName: u.loginName.toUpperCase() })),
          DuplicateError,
          'Unable to save. Login Name already exists.',
        );
        expect((e as DuplicateError).field).toBe('loginName');
        const other = await bidder();
        await expectRejects(store.users.update({ ...other, loginName: u.loginName }), DuplicateError, MSG.UNABLE_TO_SAVE_LOGIN_NAME_ALREADY_EXISTS);
      });
      it('rejects a missing borrower, client or bidder', async () => {
        await expectRejects(store.users.create(makeUser({ borrowerId: MISSING })), ReferenceError_);
        await expectRejects(store.users.create(makeUser({ clientId: MISSING })), ReferenceError_);
        await expectRejects(store.users.create(makeUser({ bidderId: MISSING })), ReferenceError_);
      });
      it('creates nothing when a user insert fails half way (unknown role)', async () => {
        const login = `halfway${Date.now()}`;
        await expect(store.users.create(makeUser({ loginName: login, roles: ['NOPE' as 'BIDDER'] }))).rejects.toThrow();
        expect(await store.users.getByLogin(login)).toBeNull();
      });
      it('reports updates of a missing user', async () => {
        const u = await bidder();
        await expectRejects(store.users.update({ ...u, id: MISSING, loginName: `gone${MISSING}` }), ReferenceError_);
        await expectRejects(store.users.setLocked(MISSING, true), ReferenceError_);
        await expectRejects(store.users.clearFailedLogins(MISSING), ReferenceError_);
        await expectRejects(store.users.recordFailedLogin(MISSING), ReferenceError_);
        await expectRejects(store.users.setPasswordHash(MISSING, 'x'), ReferenceError_);
        await expectRejects(store.users.setOtpSecret(MISSING, 'x'), ReferenceError_);
        await expectRejects(store.users.setOtpLastStep(MISSING, 1), ReferenceError_);
      });
      it('keeps credentials apart and updates them', async () => {
        const u = await bidder();
        expect(await store.users.getCredentials(u.id)).toEqual({ userId: u.id, passwordHash: null, otpSecret: null, otpLastStep: null });
        await store.users.setPasswordHash(u.id, 'scrypt$abc');
        await store.users.setOtpSecret(u.id, 'JBSWY3DPEHPK3PXP');
        expect((await store.users.get(u.id))?.mfaEnabled).toBe(true);
        await store.users.setOtpLastStep(u.id, 59_000_123);
        expect(await store.users.getCredentials(u.id)).toEqual({
          userId: u.id,
          passwordHash: 'scrypt$abc',
          otpSecret: 'JBSWY3DPEHPK3PXP',
          otpLastStep: 59_000_123,
        });
        await store.users.setOtpSecret(u.id, null);
        expect((await store.users.get(u.id))?.mfaEnabled).toBe(false);
        expect(await store.users.getCredentials(u.id)).toEqual({ userId: u.id, passwordHash: 'scrypt$abc', otpSecret: null, otpLastStep: null });
        await store.users.setPasswordHash(u.id, null);
        expect((await store.users.getCredentials(u.id)).passwordHash).toBeNull();
        // No user read ever carries a secret.
        expect(JSON.stringify(await store.users.get(u.id))).not.toContain('scrypt');
      });
      it('returns empty credentials for an unknown user', async () => {
        expect(await store.users.getCredentials(MISSING)).toEqual({ userId: MISSING, passwordHash: null, otpSecret: null, otpLastStep: null });
      });
      it('counts failed sign-ins, clears them and locks', async () => {
        const u = await bidder();
        expect(await store.users.recordFailedLogin(u.id)).toBe(1);
        expect(await store.users.recordFailedLogin(u.id)).toBe(2);
        expect((await store.users.get(u.id))?.failedLoginCount).toBe(2);
        await store.users.clearFailedLogins(u.id);
        expect((await store.users.get(u.id))?.failedLoginCount).toBe(0);
        await store.users.setLocked(u.id, true);
        expect((await store.users.get(u.id))?.accountLocked).toBe(true);
        await store.users.setLocked(u.id, false);
        expect((await store.users.get(u.id))?.accountLocked).toBe(false);
      });
    });

    describe('auctions', () => {
      it('creates, reads by id and name, updates', async () => {
        const c = await client();
        const a = await store.auctions.create(makeAuction({ clientId: c.id, reinvest: '10.50', collateralType: 'Both', allInFlag: true }));
        expect(a).toMatchObject({ clientId: c.id, reinvest: '10.50', collateralType: 'Both', allInFlag: true, currency: 'USD' });
        expect(await store.auctions.get(a.id)).toEqual(a);
        expect(await store.auctions.getByName(a.auctionName)).toEqual(a);
        const updated = await store.auctions.update({ ...a, auctionName: `${a.auctionName} (renamed)`, currency: 'EUR', dayCount: 365, reinvest: null });
        expect(await store.auctions.get(a.id)).toEqual(updated);
        expect(updated).toMatchObject({ currency: 'EUR', dayCount: 365, reinvest: null });
      });
      it('stores instants as canonical UTC ISO strings', async () => {
        const a = await auction({ auctionStartDate: '2026-11-22T14:30:00Z', auctionEndDate: '2026-11-22T09:30:00-05:00' });
        expect(a.auctionStartDate).toBe('2026-11-22T14:30:00.000Z');
        expect((await store.auctions.get(a.id))?.auctionEndDate).toBe('2026-11-22T14:30:00.000Z');
      });
      it('lists by start date descending then id, optionally for one client', async () => {
        const c = await client();
        const early = await store.auctions.create(makeAuction({ clientId: c.id, auctionStartDate: '2026-01-01T14:00:00.000Z' }));
        const late = await store.auctions.create(makeAuction({ clientId: c.id, auctionStartDate: '2026-06-01T14:00:00.000Z' }));
        const sameAsLate = await store.auctions.create(makeAuction({ clientId: c.id, auctionStartDate: '2026-06-01T14:00:00.000Z' }));
        expect((await store.auctions.list({ clientId: c.id })).map((a) => a.id)).toEqual([late.id, sameAsLate.id, early.id]);
        const all = await store.auctions.list();
        expect(all.map((a) => a.id)).toEqual(expect.arrayContaining([early.id, late.id]));
        const starts = all.map((a) => a.auctionStartDate);
        expect(starts).toEqual([...starts].sort().reverse());
        expect(await store.auctions.list({ clientId: MISSING })).toEqual([]);
      });
      it('sets the template with the info centre flag, and the award confirm flag', async () => {
        const a = await auction();
        await store.auctions.setTemplate(a.id, 'collapse', true);
        await store.auctions.setAwardConfirmFlag(a.id, true);
        expect(await store.auctions.get(a.id)).toEqual({ ...a, template: 'collapse', aicapprovalFlag: true, awardConfirmFlag: true });
        await store.auctions.setAwardConfirmFlag(a.id, false);
        expect((await store.auctions.get(a.id))?.awardConfirmFlag).toBe(false);
      });
      it('returns null or [] when not found', async () => {
        expect(await store.auctions.get(MISSING)).toBeNull();
        expect(await store.auctions.getByName('No such auction')).toBeNull();
      });
      it("reads a bidder's view in one call: the auction, the borrower's approval and row, the user's rules flags", async () => {
        const a = await auction();
        const other = await auction();
        const b = await borrower();
        const u = await store.users.create(makeUser({ borrowerId: b.id }));
        const before = await store.auctions.getForBidder(a.id, b.id, u.id);
        expect(before).toEqual({ auction: a, approved: false, borrower: b, rules: { acceptRulesFlag: null, specAucRulesLinkFlag: null } });
        await store.invitees.approve(a.id, [b.id]);
        await store.rulesAcceptance.setLinkClicked(a.id, u.id);
        const linked = await store.auctions.getForBidder(a.id, b.id, u.id);
        expect(linked?.approved).toBe(true);
        expect(linked?.rules).toEqual({ acceptRulesFlag: null, specAucRulesLinkFlag: LINK_CLICKED });
        await store.rulesAcceptance.setAccepted(a.id, u.id);
        expect((await store.auctions.getForBidder(a.id, b.id, u.id))?.rules).toEqual({ acceptRulesFlag: RULES_ACCEPTED, specAucRulesLinkFlag: LINK_CLICKED });
        // Another user's flags are not this user's.
        const colleague = await store.users.create(makeUser({ borrowerId: b.id }));
        expect((await store.auctions.getForBidder(a.id, b.id, colleague.id))?.rules).toEqual({ acceptRulesFlag: null, specAucRulesLinkFlag: null });
        // Approval and flags belong to that auction only; an inactive borrower reads as stored.
        expect(await store.auctions.getForBidder(other.id, b.id, u.id)).toEqual({ auction: other, approved: false, borrower: b, rules: { acceptRulesFlag: null, specAucRulesLinkFlag: null } });
        const inactive = await store.borrowers.update({ ...b, active: false });
        expect((await store.auctions.getForBidder(a.id, b.id, u.id))?.borrower).toEqual(inactive);
        expect((await store.auctions.getForBidder(a.id, MISSING, u.id))?.borrower).toBeNull();
        expect(await store.auctions.getForBidder(MISSING, b.id, u.id)).toBeNull();
      });
      it('rejects a duplicate auction name', async () => {
        const a = await auction();
        const e = await expectRejects(
          store.auctions.create(makeAuction({ clientId: a.clientId, auctionName: a.auctionName })),
          DuplicateError,
          'Unable to save. Auction Name already exists.',
        );
        expect((e as DuplicateError).field).toBe('auctionName');
      });
      it('rejects a missing client or currency', async () => {
        await expectRejects(store.auctions.create(makeAuction({ clientId: MISSING })), ReferenceError_);
        const c = await client();
        await expectRejects(store.auctions.create(makeAuction({ clientId: c.id, currency: 'XXX' as 'USD' })), ReferenceError_);
      });
      it('reports updates of a missing auction', async () => {
        const a = await auction();
        await expectRejects(store.auctions.update({ ...a, id: MISSING, auctionName: `gone ${MISSING}` }), ReferenceError_);
        await expectRejects(store.auctions.setTemplate(MISSING, 'columns', false), ReferenceError_);
        await expectRejects(store.auctions.setAwardConfirmFlag(MISSING, true), ReferenceError_);
      });
    });

    describe('lots', () => {
      it('creates, reads and lists lots with combo links', async () => {
        const a = await auction();
        const l1 = await lot(a.id);
        const l2 = await lot(a.id);
        const combo = await lot(a.id, { comboFlag: true, comboLotIds: [l2.id, l1.id] });
        expect(combo.comboLotIds).toEqual([l1.id, l2.id]);
        expect(combo.comboFlag).toBe(true);
        expect(await store.lots.get(combo.id)).toEqual(combo);
        expect(await store.lots.listByAuction(a.id)).toEqual([l1, l2, combo]);
      });
      it('keeps decimal strings exactly as given (canonical form)', async () => {
        const a = await auction();
        const l = await lot(a.id, {
          marketValue: '10000000.00',
          assumedPct: '20',
          fxRate: '1.123456789012',
          eslBps: '0.50',
          grossDividend: '-0',
          taxRate: '+15.000',
          compBid: '007.25',
          datalendDiscretionary: '123456789012345678.99',
        });
        expect(l).toMatchObject({
          marketValue: '10000000.00',
          assumedPct: '20',
          fxRate: '1.123456789012',
          eslBps: '0.50',
          grossDividend: '0',
          taxRate: '15.000',
          compBid: '7.25',
          datalendDiscretionary: '123456789012345678.99',
        });
        const plain = await lot(a.id, { marketValue: '10000000' });
        expect((await store.lots.get(plain.id))?.marketValue).toBe('10000000');
      });
      it('updates a lot and replaces its combo links', async () => {
        const a = await auction();
        const l1 = await lot(a.id);
        const l2 = await lot(a.id);
        const l3 = await lot(a.id);
        const combo = await lot(a.id, { comboFlag: true, comboLotIds: [l1.id, l2.id] });
        const updated = await store.lots.update({ ...combo, lotName: 'Renamed', marketValue: '5.5', comboLotIds: [l3.id] });
        expect(updated).toEqual({ ...combo, lotName: 'Renamed', marketValue: '5.5', comboLotIds: [l3.id] });
        expect(await store.lots.get(combo.id)).toEqual(updated);
      });
      it('deletes lots and the combo links to and from them', async () => {
        const a = await auction();
        const l1 = await lot(a.id);
        const l2 = await lot(a.id);
        const combo = await lot(a.id, { comboFlag: true, comboLotIds: [l1.id, l2.id] });
        await store.lots.delete([l1.id]);
        expect(await store.lots.get(l1.id)).toBeNull();
        expect((await store.lots.get(combo.id))?.comboLotIds).toEqual([l2.id]);
        await store.lots.delete([combo.id, l2.id]);
        expect(await store.lots.listByAuction(a.id)).toEqual([]);
        await store.lots.delete([]);
      });
      it('creates many lots in order', async () => {
        const a = await auction();
        const created = await store.lots.createMany([makeLot({ auctionId: a.id }), makeLot({ auctionId: a.id })]);
        expect(created).toHaveLength(2);
        expect(await store.lots.listByAuction(a.id)).toEqual(created);
      });
      it('creates many lots in chunks, with combo links, and nothing for an empty list', async () => {
        const a = await auction();
        const base = await lot(a.id);
        const batch = Array.from({ length: 901 }, (_, i) => makeLot({ auctionId: a.id, lotNumber: `N${i}`, marketValue: `${i}.00` }));
        batch[900] = { ...batch[900], comboFlag: true, comboLotIds: [base.id] };
        const created = await store.lots.createMany(batch);
        expect(created.map((l) => l.lotNumber)).toEqual(batch.map((l) => l.lotNumber));
        expect(created[7]?.marketValue).toBe('7.00');
        expect(created[900]?.comboLotIds).toEqual([base.id]);
        expect(await store.lots.listByAuction(a.id)).toEqual([base, ...created]);
        expect(await store.lots.createMany([])).toEqual([]);
      });
      it('returns null or [] when not found', async () => {
        expect(await store.lots.get(MISSING)).toBeNull();
        expect(await store.lots.listByAuction(MISSING)).toEqual([]);
      });
      it('rejects a duplicate lot number within an auction, not across auctions', async () => {
        const a = await auction();
        const b = await auction();
        const l = await lot(a.id, { lotNumber: '1' });
        const e = await expectRejects(lot(a.id, { lotNumber: '1' }), DuplicateError, 'Unable to save. Lot Number already exists.');
        expect((e as DuplicateError).field).toBe('lotNumber');
        expect((await lot(b.id, { lotNumber: '1' })).lotNumber).toBe('1');
        const other = await lot(a.id, { lotNumber: '2' });
        await expectRejects(store.lots.update({ ...other, lotNumber: l.lotNumber }), DuplicateError, MSG.UNABLE_TO_SAVE_LOT_NUMBER_ALREADY_EXISTS);
      });
      it('saves no lot when createMany hits a duplicate in the middle', async () => {
        const a = await auction();
        const batch = [makeLot({ auctionId: a.id, lotNumber: 'A' }), makeLot({ auctionId: a.id, lotNumber: 'B' }), makeLot({ auctionId: a.id, lotNumber: 'A' })];
        await expectRejects(store.lots.createMany(batch), DuplicateError, MSG.UNABLE_TO_SAVE_LOT_NUMBER_ALREADY_EXISTS);
        expect(await store.lots.listByAuction(a.id)).toEqual([]);
        await expectRejects(
          store.transaction((tx) => tx.lots.createMany(batch)),
          DuplicateError,
          MSG.UNABLE_TO_SAVE_LOT_NUMBER_ALREADY_EXISTS,
        );
        expect(await store.lots.listByAuction(a.id)).toEqual([]);
      });
      it('rejects a missing auction, asset class, currency or combo lot', async () => {
        const a = await auction();
        await expectRejects(lot(MISSING), ReferenceError_);
        await expectRejects(lot(a.id, { assetClassId: MISSING }), ReferenceError_);
        await expectRejects(lot(a.id, { currency: 'XXX' as 'USD' }), ReferenceError_);
        await expectRejects(lot(a.id, { comboFlag: true, comboLotIds: [MISSING] }), ReferenceError_);
        expect(await store.lots.listByAuction(a.id)).toEqual([]);
      });
      it('reports an update of a missing lot', async () => {
        const a = await auction();
        await expectRejects(store.lots.update({ ...makeLot({ auctionId: a.id }), id: MISSING }), ReferenceError_);
      });
    });

    describe('lots by id', () => {
      it('answers the lots of the auction among the ids asked, by id, with their combo links', async () => {
        const a = await auction();
        const other = await auction();
        const l1 = await lot(a.id);
        const l2 = await lot(a.id);
        const combo = await lot(a.id, { comboFlag: true, comboLotIds: [l1.id, l2.id] });
        const foreign = await lot(other.id);
        expect(await store.lots.getMany(a.id, [combo.id, l1.id, foreign.id, MISSING, l1.id])).toEqual([l1, combo]);
        expect((await store.lots.getMany(a.id, [combo.id]))[0]?.comboLotIds).toEqual([l1.id, l2.id]);
        expect(await store.lots.getMany(a.id, [])).toEqual([]);
      });
    });

    describe('transactions', () => {
      it('commits and returns the result', async () => {
        const a = await auction();
        const ids = await store.transaction(async (tx) => {
          const l1 = await tx.lots.create(makeLot({ auctionId: a.id }));
          const l2 = await tx.lots.create(makeLot({ auctionId: a.id, comboFlag: true, comboLotIds: [l1.id] }));
          expect(await tx.lots.listByAuction(a.id)).toHaveLength(2); // sees its own writes
          return [l1.id, l2.id];
        });
        expect((await store.lots.listByAuction(a.id)).map((l) => l.id)).toEqual(ids);
      });
      it('rolls back every write when the function throws', async () => {
        const a = await auction();
        const code = `TX${Date.now()}`;
        await expect(
          store.transaction(async (tx) => {
            await tx.lots.createMany([makeLot({ auctionId: a.id }), makeLot({ auctionId: a.id })]);
            await tx.clients.create(makeClient({ clientCode: code }));
            await tx.auctions.setAwardConfirmFlag(a.id, true);
            throw new Error('boom');
          }),
        ).rejects.toThrow('boom');
        expect(await store.lots.listByAuction(a.id)).toEqual([]);
        expect(await store.clients.getByCode(code)).toBeNull();
        expect((await store.auctions.get(a.id))?.awardConfirmFlag).toBe(false);
      });
      it('rolls back every write when the function returns a failed Result, and returns that failure', async () => {
        const a = await auction();
        const code = `TXF${Date.now()}`;
        const refused = fail('NOT_FOUND', MSG.NOT_FOUND, { id: MSG.NOT_FOUND });
        const answer = await store.transaction(async (tx): Promise<Result<number>> => {
          await tx.lots.createMany([makeLot({ auctionId: a.id }), makeLot({ auctionId: a.id })]);
          await tx.clients.create(makeClient({ clientCode: code }));
          await tx.auctions.setAwardConfirmFlag(a.id, true);
          return refused;
        });
        expect(answer).toEqual(refused);
        expect(await store.lots.listByAuction(a.id)).toEqual([]);
        expect(await store.clients.getByCode(code)).toBeNull();
        expect((await store.auctions.get(a.id))?.awardConfirmFlag).toBe(false);
      });
      it('commits when the function returns a successful Result', async () => {
        const a = await auction();
        const answer = await store.transaction(async (tx): Promise<Result<number>> => ok((await tx.lots.create(makeLot({ auctionId: a.id }))).id));
        expect(answer.ok).toBe(true);
        expect((await store.lots.listByAuction(a.id)).map((l) => l.id)).toEqual([answer.ok ? answer.value : -1]);
      });
      it('rolls back and surfaces a DuplicateError raised inside', async () => {
        const existing = await client();
        const code = `TXD${Date.now()}`;
        await expectRejects(
          store.transaction(async (tx) => {
            await tx.clients.create(makeClient({ clientCode: code }));
            await tx.clients.create(makeClient({ clientCode: existing.clientCode }));
          }),
          DuplicateError,
          MSG.UNABLE_TO_SAVE_SHORTNAME_ALREADY_EXISTS,
        );
        expect(await store.clients.getByCode(code)).toBeNull();
      });
    });

    describe('concurrency', () => {
      it('runs concurrent transactions and counter updates without losing writes', async () => {
        const u = await bidder();
        const codes = Array.from({ length: 8 }, (_, i) => `CC${u.id}-${i}`);
        await Promise.all([
          ...codes.map((code) =>
            store.transaction(async (tx) => {
              const c = await tx.clients.create(makeClient({ clientCode: code }));
              return tx.clients.get(c.id);
            }),
          ),
          ...Array.from({ length: 8 }, () => store.users.recordFailedLogin(u.id)),
        ]);
        for (const code of codes) expect(await store.clients.getByCode(code)).not.toBeNull();
        expect((await store.users.get(u.id))?.failedLoginCount).toBe(8);
      });
      it('makes transactions serializable: a check-then-write race writes once', async () => {
        const a = await auction();
        const l = await lot(a.id);
        const users = await Promise.all(Array.from({ length: 6 }, () => bidder()));
        // Each transaction places a bid only if the lot has none yet.
        const placed = await Promise.all(
          users.map((u) =>
            store.transaction(async (tx) => {
              if ((await tx.bids.countByLot(l.id)) > 0) return false;
              await tx.bids.insert(makeBid({ auctionId: a.id, lotId: l.id, borrowerId: u.borrowerId!, userId: u.id }));
              return true;
            }),
          ),
        );
        expect(placed.filter(Boolean)).toHaveLength(1);
        expect(await store.bids.countByLot(l.id)).toBe(1);
      });
    });

    describe('invitees and the e-mail list', () => {
      it('approves (idempotently), lists, checks and removes borrowers', async () => {
        const a = await auction();
        const b1 = await borrower();
        const b2 = await borrower();
        await store.invitees.approve(a.id, [b2.id, b1.id]);
        await store.invitees.approve(a.id, [b1.id]);
        await store.invitees.approve(a.id, []);
        expect(await store.invitees.listApproved(a.id)).toEqual([b1.id, b2.id]);
        expect(await store.invitees.isApproved(a.id, b1.id)).toBe(true);
        expect(await store.invitees.listAuctionsForBorrower(b1.id)).toEqual([a.id]);
        await store.invitees.remove(a.id, [b1.id]);
        expect(await store.invitees.listApproved(a.id)).toEqual([b2.id]);
        expect(await store.invitees.isApproved(a.id, b1.id)).toBe(false);
        expect(await store.invitees.listAuctionsForBorrower(b1.id)).toEqual([]);
      });
      it('returns [] / false when nothing matches', async () => {
        expect(await store.invitees.listApproved(MISSING)).toEqual([]);
        expect(await store.invitees.isApproved(MISSING, MISSING)).toBe(false);
        expect(await store.invitees.listAuctionsForBorrower(MISSING)).toEqual([]);
        expect(await store.invitees.listInvitedUsers(MISSING)).toEqual([]);
      });
      it('rejects a missing auction or borrower', async () => {
        const a = await auction();
        await expectRejects(store.invitees.approve(a.id, [MISSING]), ReferenceError_);
        await expectRejects(store.invitees.approve(MISSING, [(await borrower()).id]), ReferenceError_);
      });
      it('adds (idempotently), lists and removes invited users', async () => {
        const a = await auction();
        const u1 = await bidder();
        const u2 = await bidder();
        await store.invitees.addInvitedUsers(a.id, [u1.id, u2.id]);
        await store.invitees.addInvitedUsers(a.id, [u1.id]);
        const list = await store.invitees.listInvitedUsers(a.id);
        expect(list.map((i) => ({ auctionId: i.auctionId, userId: i.userId }))).toEqual([
          { auctionId: a.id, userId: u1.id },
          { auctionId: a.id, userId: u2.id },
        ]);
        await store.invitees.removeInvitedUsers([list[0].id]);
        expect((await store.invitees.listInvitedUsers(a.id)).map((i) => i.userId)).toEqual([u2.id]);
        await store.invitees.removeInvitedUsers([]);
        await expectRejects(store.invitees.addInvitedUsers(a.id, [MISSING]), ReferenceError_);
      });
      it('removing a borrower drops its users from the e-mail list', async () => {
        const a = await auction();
        const u = await bidder();
        const keep = await bidder();
        await store.invitees.approve(a.id, [u.borrowerId!, keep.borrowerId!]);
        await store.invitees.addInvitedUsers(a.id, [u.id, keep.id]);
        await store.invitees.remove(a.id, [u.borrowerId!]);
        expect((await store.invitees.listInvitedUsers(a.id)).map((i) => i.userId)).toEqual([keep.id]);
      });
    });

    describe('info centre', () => {
      it('creates the 16 slots once, ordered rules, assets, ops by slot', async () => {
        const a = await auction();
        await store.infoCentre.ensureSlots(a.id);
        await store.infoCentre.ensureSlots(a.id);
        const docs = await store.infoCentre.listDocuments(a.id);
        expect(docs.map((d) => `${d.kind}${d.slot}`)).toEqual([
          ...[1, 2, 3, 4, 5].map((s) => `rules${s}`),
          ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((s) => `assets${s}`),
          ...[1, 2].map((s) => `ops${s}`),
        ]);
        expect(docs[0]).toMatchObject({ auctionId: a.id, details: '', displayFlag: false, fileName: null, fileKey: null });
        expect((await store.infoCentre.listDocuments(a.id, 'ops')).map((d) => d.slot)).toEqual([1, 2]);
      });
      it('saves details and display flags, and files', async () => {
        const a = await auction();
        await store.infoCentre.ensureSlots(a.id);
        const [r1, r2] = await store.infoCentre.listDocuments(a.id, 'rules');
        await store.infoCentre.saveDocuments([
          { id: r1.id, details: 'Auction rules', displayFlag: true },
          { id: r2.id, details: 'Annex', displayFlag: false },
        ]);
        await store.infoCentre.setDocumentFile(r1.id, 'rules.pdf', 'infocentre/1/rules-1.pdf');
        expect(await store.infoCentre.getDocument(r1.id)).toEqual({
          ...r1,
          details: 'Auction rules',
          displayFlag: true,
          fileName: 'rules.pdf',
          fileKey: 'infocentre/1/rules-1.pdf',
        });
        expect((await store.infoCentre.getDocument(r2.id))?.details).toBe('Annex');
        await store.infoCentre.saveDocuments([]);
      });
      it('returns null or [] when not found, and rejects saving missing rows as a whole', async () => {
        expect(await store.infoCentre.getDocument(MISSING)).toBeNull();
        expect(await store.infoCentre.listDocuments(MISSING)).toEqual([]);
        const a = await auction();
        await store.infoCentre.ensureSlots(a.id);
        const [r1] = await store.infoCentre.listDocuments(a.id, 'assets');
        await expectRejects(
          store.infoCentre.saveDocuments([
            { id: r1.id, details: 'changed', displayFlag: true },
            { id: MISSING, details: 'x', displayFlag: true },
          ]),
          ReferenceError_,
        );
        expect((await store.infoCentre.getDocument(r1.id))?.details).toBe('');
        await expectRejects(store.infoCentre.setDocumentFile(MISSING, 'a.pdf', 'k'), ReferenceError_);
        await expectRejects(store.infoCentre.ensureSlots(MISSING), ReferenceError_);
      });
    });

    describe('rules acceptance', () => {
      it('starts empty and records the link click and the acceptance', async () => {
        const a = await auction();
        const u = await bidder();
        expect(await store.rulesAcceptance.get(a.id, u.id)).toEqual({ auctionId: a.id, userId: u.id, acceptRulesFlag: null, specAucRulesLinkFlag: null });
        await store.rulesAcceptance.setLinkClicked(a.id, u.id);
        expect((await store.rulesAcceptance.get(a.id, u.id)).specAucRulesLinkFlag).toBe('LINK_CLICKED');
        await store.rulesAcceptance.setAccepted(a.id, u.id);
        await store.rulesAcceptance.setAccepted(a.id, u.id);
        expect(await store.rulesAcceptance.get(a.id, u.id)).toEqual({
          auctionId: a.id,
          userId: u.id,
          acceptRulesFlag: 'RULES_ACCEPTED',
          specAucRulesLinkFlag: 'LINK_CLICKED',
        });
      });
      it('rejects a missing auction or user', async () => {
        await expectRejects(store.rulesAcceptance.setAccepted(MISSING, (await bidder()).id), ReferenceError_);
        await expectRejects(store.rulesAcceptance.setLinkClicked((await auction()).id, MISSING), ReferenceError_);
      });
    });

    describe('bids and supplemental comments', () => {
      const world = async () => {
        const a = await auction();
        const l1 = await lot(a.id);
        const l2 = await lot(a.id);
        const u = await bidder();
        const other = await bidder();
        return { a, l1, l2, u, other };
      };
      const bidOf = (a: Auction, l: Lot, u: User, o: Parameters<typeof makeBid>[0] extends infer P ? Partial<P> : never = {}) =>
        makeBid({ auctionId: a.id, lotId: l.id, borrowerId: u.borrowerId!, userId: u.id, ...o });

      it('inserts, reads, lists and updates bids', async () => {
        const { a, l1, l2, u, other } = await world();
        const b1 = await store.bids.insert(bidOf(a, l1, u, { basisPointGuarantee: '25.50' }));
        const b2 = await store.bids.insert(bidOf(a, l2, u, { basisPointGuarantee: null, fixed: '150000', minBalGuarantee: '1000000.00' }));
        const b3 = await store.bids.insert(bidOf(a, l1, other, { superBidderId: u.id, collateralType: 'Non_Cash' }));
        expect(b1).toMatchObject({ basisPointGuarantee: '25.50', fixed: null, allIn: null, confirmed: false, bidDate: '2026-11-02T15:00:00.000Z' });
        expect(b2).toMatchObject({ fixed: '150000', minBalGuarantee: '1000000.00' });
        expect(await store.bids.get(b1.id)).toEqual(b1);
        expect(await store.bids.listByAuction(a.id)).toEqual([b1, b2, b3]);
        expect(await store.bids.listByUser(a.id, u.id)).toEqual([b1, b2]);
        expect(await store.bids.listByBorrower(a.id, other.borrowerId!)).toEqual([b3]);
        const updated = await store.bids.update({ ...b1, basisPointGuarantee: null, allIn: '1.25', lotSpecificComments: 'note' });
        expect(await store.bids.get(b1.id)).toEqual(updated);
        expect(updated).toMatchObject({ basisPointGuarantee: null, allIn: '1.25', lotSpecificComments: 'note' });
      });
      it('counts bids per lot and per borrower', async () => {
        const { a, l1, l2, u, other } = await world();
        await store.bids.insert(bidOf(a, l1, u));
        await store.bids.insert(bidOf(a, l1, other));
        await store.bids.insert(bidOf(a, l2, u));
        expect(await store.bids.countByLot(l1.id)).toBe(2);
        expect(await store.bids.countByLot(MISSING)).toBe(0);
        expect(await store.bids.countByBorrower(a.id, u.borrowerId!)).toBe(2);
        expect(await store.bids.countByBorrower(a.id, MISSING)).toBe(0);
      });
      it('deletes bids', async () => {
        const { a, l1, l2, u } = await world();
        const b1 = await store.bids.insert(bidOf(a, l1, u));
        const b2 = await store.bids.insert(bidOf(a, l2, u));
        await store.bids.delete([b1.id]);
        expect(await store.bids.listByAuction(a.id)).toEqual([b2]);
        await store.bids.delete([]);
      });
      it('confirms all bids and the supplemental comment of one user only', async () => {
        const { a, l1, l2, u, other } = await world();
        await store.bids.insert(bidOf(a, l1, u));
        await store.bids.insert(bidOf(a, l2, u));
        const otherBid = await store.bids.insert(bidOf(a, l1, other));
        await store.bids.saveSupplemental({ auctionId: a.id, borrowerId: u.borrowerId!, userId: u.id, bidderComments: 'Happy to discuss', bidderCommentsConfirmed: null });
        await store.bids.saveSupplemental({ auctionId: a.id, borrowerId: other.borrowerId!, userId: other.id, bidderComments: 'Other', bidderCommentsConfirmed: null });
        await store.bids.confirmAll(a.id, u.id);
        expect((await store.bids.listByUser(a.id, u.id)).every((b) => b.confirmed)).toBe(true);
        expect((await store.bids.get(otherBid.id))?.confirmed).toBe(false);
        expect((await store.bids.listByAuction(a.id, { confirmedOnly: true })).map((b) => b.userId)).toEqual([u.id, u.id]);
        expect((await store.bids.getSupplemental(a.id, u.id))?.bidderCommentsConfirmed).toBe('CONFIRMED');
        expect((await store.bids.listSupplemental(a.id, { confirmedOnly: true })).map((s) => s.userId)).toEqual([u.id]);
        expect(await store.bids.listSupplemental(a.id)).toHaveLength(2);
      });
      it('inserts then updates the one supplemental comment per user and auction', async () => {
        const { a, u } = await world();
        expect(await store.bids.getSupplemental(a.id, u.id)).toBeNull();
        const first = await store.bids.saveSupplemental({ auctionId: a.id, borrowerId: u.borrowerId!, userId: u.id, bidderComments: 'v1', bidderCommentsConfirmed: null });
        const second = await store.bids.saveSupplemental({ auctionId: a.id, borrowerId: u.borrowerId!, userId: u.id, bidderComments: 'v2', bidderCommentsConfirmed: null });
        expect(second).toEqual({ ...first, bidderComments: 'v2' });
        expect(await store.bids.listSupplemental(a.id)).toEqual([second]);
      });
      it('returns null or [] when not found', async () => {
        expect(await store.bids.get(MISSING)).toBeNull();
        expect(await store.bids.listByAuction(MISSING)).toEqual([]);
        expect(await store.bids.listByUser(MISSING, MISSING)).toEqual([]);
        expect(await store.bids.listByBorrower(MISSING, MISSING)).toEqual([]);
        expect(await store.bids.getSupplemental(MISSING, MISSING)).toBeNull();
        expect(await store.bids.listSupplemental(MISSING)).toEqual([]);
      });
      it('rejects a missing lot or user, and an update of a missing bid', async () => {
        const { a, l1, u } = await world();
        await expectRejects(store.bids.insert(bidOf(a, { ...l1, id: MISSING }, u)), ReferenceError_);
        await expectRejects(store.bids.insert(makeBid({ auctionId: a.id, lotId: l1.id, borrowerId: u.borrowerId!, userId: MISSING })), ReferenceError_);
        const b = await store.bids.insert(bidOf(a, l1, u));
        await expectRejects(store.bids.update({ ...b, id: MISSING }), ReferenceError_);
      });
      it('inserts and updates many bids in multi-row statements, answering them by id', async () => {
        const { a, l1, l2, u } = await world();
        const rows = Array.from({ length: 7 }, (_, i) =>
          bidOf(a, i % 2 ? l1 : l2, u, { basisPointGuarantee: i % 3 ? `${i}.50` : null, fixed: i % 3 ? null : '1500.25', lotSpecificComments: `c${i}`, superBidderId: i === 0 ? u.id : null }),
        );
        const inserted = await store.bids.insertMany(rows);
        expect(inserted.map((b) => b.id)).toEqual([...inserted.map((b) => b.id)].sort((x, y) => x - y));
        expect(inserted).toEqual(await store.bids.listByUser(a.id, u.id));
        expect(inserted.map((b) => b.lotSpecificComments).sort()).toEqual(rows.map((r) => r.lotSpecificComments).sort());
        expect(await store.bids.insertMany([])).toEqual([]);
        const changed = inserted.slice(0, 4).map((b, i) => ({
          ...b,
          lotId: l1.id,
          basisPointGuarantee: null,
          fixed: null,
          allIn: `0.${i + 1}0`,
          minBalGuarantee: i === 0 ? '1000000.00' : null,
          lotSpecificComments: `changed ${i}`,
          superBidderId: null,
          confirmed: i === 1,
          bidDate: '2026-11-03T10:00:00Z',
        }));
        const updated = await store.bids.updateMany([...changed].reverse());
        expect(updated).toEqual(changed.map((b) => ({ ...b, bidDate: '2026-11-03T10:00:00.000Z' })));
        expect(await store.bids.listByUser(a.id, u.id)).toEqual([...updated, ...inserted.slice(4)]);
        expect(await store.bids.updateMany([])).toEqual([]);
      });
      it('refuses an update of many bids when one is missing, and writes none of it in a transaction', async () => {
        const { a, l1, u } = await world();
        const [b1] = await store.bids.insertMany([bidOf(a, l1, u, { lotSpecificComments: 'before' })]);
        await expectRejects(
          store.transaction((tx) => tx.bids.updateMany([{ ...b1, lotSpecificComments: 'after' }, { ...b1, id: MISSING }])),
          ReferenceError_,
        );
        expect((await store.bids.get(b1.id))?.lotSpecificComments).toBe('before');
        await expectRejects(store.bids.insertMany([bidOf(a, { ...l1, id: MISSING }, u)]), ReferenceError_);
      });
      it("saves a bidder's sheet at once: removes, updates, inserts and the supplemental record, exact decimals", async () => {
        const { a, l1, l2, u, other } = await world();
        const [keep, drop] = await store.bids.insertMany([bidOf(a, l1, u, { basisPointGuarantee: '25.50' }), bidOf(a, l2, u)]);
        const theirs = await store.bids.insert(bidOf(a, l1, other));
        const supplemental = { auctionId: a.id, borrowerId: u.borrowerId!, userId: u.id, bidderComments: 'first', bidderCommentsConfirmed: null };
        const first = await store.transaction((tx) =>
          tx.bids.saveSheet({
            removed: [drop.id],
            updates: [{ ...keep, basisPointGuarantee: null, fixed: '150000.25', bidDate: '2026-11-03T10:00:00Z' }],
            inserts: [bidOf(a, l2, u, { allIn: '0.125', lotSpecificComments: "it's new" }), bidOf(a, l1, u, { minBalGuarantee: '1000000.00' })],
            supplemental,
          }),
        );
        const mine = await store.bids.listByUser(a.id, u.id);
        expect(first.saved).toEqual(mine);
        expect(mine.map((b) => b.id)).not.toContain(drop.id);
        expect(mine[0]).toEqual({ ...keep, basisPointGuarantee: null, fixed: '150000.25', bidDate: '2026-11-03T10:00:00.000Z' });
        expect(mine.slice(1).map((b) => [b.allIn, b.minBalGuarantee, b.lotSpecificComments])).toEqual([
          ['0.125', null, "it's new"],
          [null, '1000000.00', ''],
        ]);
        expect(first.supplemental).toEqual({ ...supplemental, id: first.supplemental.id });
        expect(await store.bids.getSupplemental(a.id, u.id)).toEqual(first.supplemental);
        expect(await store.bids.get(theirs.id)).toEqual(theirs);
        // Everything removed: no bids, the record updated in place.
        const emptied = await store.bids.saveSheet({ removed: mine.map((b) => b.id), updates: [], inserts: [], supplemental: { ...supplemental, bidderComments: 'second' } });
        expect(emptied).toEqual({ saved: [], supplemental: { ...first.supplemental, bidderComments: 'second' } });
        expect(await store.bids.listByUser(a.id, u.id)).toEqual([]);
      });
      it("reads a bidder's sheet at once: its bids by id and its supplemental record, none of another user's", async () => {
        const { a, l1, l2, u, other } = await world();
        expect(await store.bids.getSheet(a.id, u.id)).toEqual({ bids: [], supplemental: null });
        const mine = await store.bids.insertMany([bidOf(a, l2, u, { allIn: '0.125' }), bidOf(a, l1, u, { confirmed: true })]);
        await store.bids.insert(bidOf(a, l1, other));
        expect(await store.bids.getSheet(a.id, u.id)).toEqual({ bids: mine, supplemental: null });
        const record = await store.bids.saveSupplemental({ auctionId: a.id, borrowerId: u.borrowerId!, userId: u.id, bidderComments: 'note', bidderCommentsConfirmed: 'CONFIRMED' });
        expect(await store.bids.getSheet(a.id, u.id)).toEqual({ bids: mine, supplemental: record });
        await store.bids.delete(mine.map((b) => b.id));
        expect(await store.bids.getSheet(a.id, u.id)).toEqual({ bids: [], supplemental: record });
      });
      it('answers the supplemental record as stored after a sheet, whether it was already so or changed', async () => {
        const { a, l1, u } = await world();
        const supplemental = { auctionId: a.id, borrowerId: u.borrowerId!, userId: u.id, bidderComments: 'same', bidderCommentsConfirmed: null };
        const now = await store.bids.saveSupplemental(supplemental);
        const kept = await store.bids.saveSheet({ removed: [], updates: [], inserts: [bidOf(a, l1, u)], supplemental, supplementalNow: now });
        expect(kept.supplemental).toEqual(now);
        const changed = await store.bids.saveSheet({ removed: [], updates: [], inserts: [], supplemental: { ...supplemental, bidderComments: 'changed' }, supplementalNow: now });
        expect(changed.supplemental).toEqual({ ...now, bidderComments: 'changed' });
        expect(await store.bids.getSupplemental(a.id, u.id)).toEqual(changed.supplemental);
      });
      it('refuses a sheet whose update names a missing bid, and writes none of it in a transaction', async () => {
        const { a, l1, l2, u } = await world();
        const [b1, b2] = await store.bids.insertMany([bidOf(a, l1, u, { lotSpecificComments: 'before' }), bidOf(a, l2, u)]);
        const supplemental = { auctionId: a.id, borrowerId: u.borrowerId!, userId: u.id, bidderComments: 'never', bidderCommentsConfirmed: null };
        await expectRejects(
          store.transaction((tx) =>
            tx.bids.saveSheet({ removed: [b2.id], updates: [{ ...b1, lotSpecificComments: 'after' }, { ...b1, id: MISSING }], inserts: [bidOf(a, l2, u)], supplemental }),
          ),
          ReferenceError_,
        );
        expect(await store.bids.listByUser(a.id, u.id)).toEqual([b1, b2]);
        expect(await store.bids.getSupplemental(a.id, u.id)).toBeNull();
      });
      it('refuses to delete a lot that has bids', async () => {
        const { a, l1, u } = await world();
        await store.bids.insert(bidOf(a, l1, u));
        await expectRejects(store.lots.delete([l1.id]), ReferenceError_);
        expect(await store.lots.get(l1.id)).not.toBeNull();
      });
    });

    describe('bidder activity', () => {
      it('appends and lists by time then id', async () => {
        const a = await auction();
        const u = await bidder();
        const later = await store.activity.append({ auctionId: a.id, userId: u.id, borrowerId: u.borrowerId, actionTime: '2026-11-02T16:00:00.000Z', step: 'Place Bids', action: 'Bids saved' });
        const earlier = await store.activity.append({ auctionId: a.id, userId: u.id, borrowerId: null, actionTime: '2026-11-02T15:00:00Z', step: 'Accept Rules', action: 'Rules accepted' });
        const same = await store.activity.append({ auctionId: a.id, userId: u.id, borrowerId: null, actionTime: '2026-11-02T16:00:00.000Z', step: 'Confirm Bids', action: 'PDF exported' });
        expect(earlier.actionTime).toBe('2026-11-02T15:00:00.000Z');
        expect(await store.activity.listByAuction(a.id)).toEqual([earlier, later, same]);
        expect(await store.activity.listByAuction(MISSING)).toEqual([]);
        await expectRejects(store.activity.append({ ...earlier, auctionId: MISSING }), ReferenceError_);
      });
    });

    describe('awards', () => {
      it('inserts, updates and removes awards in one save, and keeps the history', async () => {
        const a = await auction();
        const l1 = await lot(a.id);
        const l2 = await lot(a.id);
        const u = await bidder();
        const b1 = await store.bids.insert(makeBid({ auctionId: a.id, lotId: l1.id, borrowerId: u.borrowerId!, userId: u.id }));
        const b2 = await store.bids.insert(makeBid({ auctionId: a.id, lotId: l2.id, borrowerId: u.borrowerId!, userId: u.id }));
        const saved = await store.awards.save(a.id, [{ bidId: b1.id, lotId: l1.id }, { bidId: b2.id, lotId: l2.id }], []);
        expect(saved.map((w) => [w.auctionId, w.bidId, w.lotId])).toEqual([
          [a.id, b1.id, l1.id],
          [a.id, b2.id, l2.id],
        ]);
        const after = await store.awards.save(a.id, [{ id: saved[0].id, bidId: b2.id, lotId: l2.id }], [saved[1].id]);
        expect(after).toEqual([{ id: saved[0].id, auctionId: a.id, bidId: b2.id, lotId: l2.id }]);
        expect(await store.awards.listByAuction(a.id)).toEqual(after);

        const u2 = await store.users.create(makeUser({ roles: ['AWARD'] }));
        const h1 = await store.awards.appendHistory({ auctionId: a.id, action: 'CONFIRM', reason: null, userId: u2.id, at: '2026-12-01T10:00:00.000Z' });
        const h2 = await store.awards.appendHistory({ auctionId: a.id, action: 'UNCONFIRM', reason: 'Wrong lot', userId: u2.id, at: '2026-12-01T11:00:00.000Z' });
        expect(await store.awards.listHistory(a.id)).toEqual([h1, h2]);
        expect(h2).toMatchObject({ action: 'UNCONFIRM', reason: 'Wrong lot' });
      });
      it('returns [] when nothing matches and rolls back a failing save', async () => {
        expect(await store.awards.listByAuction(MISSING)).toEqual([]);
        expect(await store.awards.listHistory(MISSING)).toEqual([]);
        const a = await auction();
        const l = await lot(a.id);
        const u = await bidder();
        const b = await store.bids.insert(makeBid({ auctionId: a.id, lotId: l.id, borrowerId: u.borrowerId!, userId: u.id }));
        await expectRejects(store.awards.save(a.id, [{ bidId: b.id, lotId: l.id }, { bidId: MISSING, lotId: l.id }], []), ReferenceError_);
        expect(await store.awards.listByAuction(a.id)).toEqual([]);
        await expectRejects(store.awards.save(a.id, [{ id: MISSING, bidId: b.id, lotId: l.id }], []), ReferenceError_);
        await expectRejects(store.awards.appendHistory({ auctionId: a.id, action: 'CONFIRM', reason: null, userId: MISSING, at: '2026-12-01T10:00:00.000Z' }), ReferenceError_);
      });
    });

    describe('bid ledger', () => {
      const sha256 = nodeSha256();
      const actor = { userId: null, superBidderId: null };
      const events = (n: number): LedgerEvent[] => Array.from({ length: n }, (_, i) => ({ type: 'awards.unconfirmed', reason: `r${i}` }));
      /** One transaction that locks the head and appends `n` entries, as services do. */
      const appendInTx = (auctionId: number, n: number, atMs = 1_800_000_000_000) =>
        store.transaction(
          async (tx) => {
            const head = await tx.audit.lockHead(auctionId);
            const entries = chainEntries(sha256, head, { auctionId, atMs, actor }, events(n));
            await tx.audit.append(entries);
            return entries;
          },
          { serialiseOn: `contract-ledger:${auctionId}` },
        );

      it('starts empty, appends, and reads entries back by sequence, hash and actor', async () => {
        const a = await auction();
        expect(await store.audit.head(a.id)).toBeNull();
        expect(await store.audit.list(a.id)).toEqual([]);
        const first = await appendInTx(a.id, 2);
        const u = await bidder();
        const confirmed = await store.transaction(async (tx) => {
          const head = await tx.audit.lockHead(a.id);
          expect(head).toEqual({ seq: 2, hash: first[1].hash });
          const entries = chainEntries(sha256, head, { auctionId: a.id, atMs: 1_800_000_000_123, actor: { userId: u.id, superBidderId: null } }, [
            { type: 'bids.confirmed', userId: u.id, bids: [], supplementalComments: 'é "quoted"' },
          ]);
          await tx.audit.append(entries);
          return entries[0];
        });
        const all = await store.audit.list(a.id);
        expect(all).toEqual([...first, confirmed]);
        expect(all.map((e) => e.seq)).toEqual([1, 2, 3]);
        expect(confirmed).toMatchObject({ atMs: 1_800_000_000_123, actorUserId: u.id, superBidderId: null, eventType: 'bids.confirmed' });
        expect(await store.audit.head(a.id)).toEqual({ seq: 3, hash: confirmed.hash });
        expect(await store.audit.findByHash(a.id, confirmed.hash)).toEqual(confirmed);
        expect(await store.audit.findByHash(MISSING, confirmed.hash)).toBeNull();
        expect(await store.audit.latest(a.id, 'bids.confirmed', u.id)).toEqual(confirmed);
        expect(await store.audit.latest(a.id, 'bids.confirmed', MISSING)).toBeNull();
        expect(checkChain(sha256, a.id, all, await store.audit.head(a.id))).toMatchObject({ ok: true });
      });

      it('refuses an append that does not continue the head, and writes nothing of it', async () => {
        const a = await auction();
        await appendInTx(a.id, 1);
        const stale = chainEntries(sha256, EMPTY_HEAD, { auctionId: a.id, atMs: 1, actor }, events(2));
        await expect(store.transaction((tx) => tx.audit.append(stale))).rejects.toThrow();
        const skipping = chainEntries(sha256, { seq: 5, hash: EMPTY_HEAD.hash }, { auctionId: a.id, atMs: 1, actor }, events(1));
        await expect(store.transaction((tx) => tx.audit.append(skipping))).rejects.toThrow();
        expect((await store.audit.list(a.id)).map((e) => e.seq)).toEqual([1]);
        expect((await store.audit.head(a.id))?.seq).toBe(1);
      });

      it('rolls appended entries back with their transaction', async () => {
        const a = await auction();
        await expect(
          store.transaction(async (tx) => {
            const head = await tx.audit.lockHead(a.id);
            await tx.audit.append(chainEntries(sha256, head, { auctionId: a.id, atMs: 1, actor }, events(1)));
            throw new Error('boom');
          }),
        ).rejects.toThrow('boom');
        expect(await store.audit.list(a.id)).toEqual([]);
        expect((await store.audit.head(a.id))?.seq ?? 0).toBe(0);
        await expectRejects(store.transaction((tx) => tx.audit.lockHead(MISSING)), ReferenceError_);
      });

      it('runs owner-locked writes of one owner one after another, of different owners side by side, all in one chain', async () => {
        const a = await auction();
        const l = await lot(a.id);
        const users = await Promise.all(Array.from({ length: 4 }, () => bidder()));
        const within = `contract-ledger:${a.id}`;
        // Each owner-locked transaction bids only if its owner has no bid yet (check, then write), then appends.
        const ownerWrite = (u: User, i: number) =>
          store.transaction(
            async (tx) => {
              if ((await tx.bids.listByUser(a.id, u.id)).length > 0) return false;
              await tx.bids.insert(makeBid({ auctionId: a.id, lotId: l.id, borrowerId: u.borrowerId!, userId: u.id }));
              const head = await tx.audit.lockHead(a.id);
              await tx.audit.append(chainEntries(sha256, head, { auctionId: a.id, atMs: 1_800_000_000_000 + i, actor }, events(1)));
              return true;
            },
            { ownerLock: { within, owner: `contract-owner:${a.id}:${u.id}` } },
          );
        const outcomes = await Promise.all([
          ...[...users, ...users, ...users].map((u, i) => ownerWrite(u, i)),
          ...Array.from({ length: 4 }, (_, i) => appendInTx(a.id, 1, 1_900_000_000_000 + i).then(() => 'auction-wide')),
        ]);
        expect(outcomes.filter((o) => o === true)).toHaveLength(4);
        for (const u of users) expect(await store.bids.listByUser(a.id, u.id)).toHaveLength(1);
        const all = await store.audit.list(a.id);
        expect(all.map((e) => e.seq)).toEqual(Array.from({ length: 8 }, (_, i) => i + 1));
        expect(checkChain(sha256, a.id, all, await store.audit.head(a.id))).toMatchObject({ ok: true });
      });

      it('appendAtHead (where the engine has it) locks, hashes and appends in the database exactly as chainEntries does, side by side in one chain', async () => {
        if (!store.audit.appendAtHead) return;
        const a = await auction();
        const at = { auctionId: a.id, atMs: 1_800_000_000_000, actor };
        const tricky: LedgerEvent[] = [{ type: 'awards.unconfirmed', reason: 'é "quoted" \\ 😀 \u0000 ü' }, { type: 'awards.confirmed' }];
        const appendAtHead = (templates: ReturnType<typeof entryTemplates>, owner: string) =>
          store.transaction((tx) => tx.audit.appendAtHead!(templates), { ownerLock: { within: `contract-ledger:${a.id}`, owner } });
        // No head row yet: nothing is written.
        expect(await appendAtHead(entryTemplates(at, tricky), 'first')).toBeNull();
        expect(await store.audit.list(a.id)).toEqual([]);
        await appendInTx(a.id, 1);
        const head = (await store.audit.head(a.id))!;
        const expected = chainEntries(sha256, head, at, tricky);
        expect(await appendAtHead(entryTemplates(at, tricky), 'second')).toEqual({ head, hashes: expected.map((e) => e.hash) });
        expect((await store.audit.list(a.id)).slice(1)).toEqual(expected);
        await Promise.all([
          ...Array.from({ length: 12 }, (_, i) => appendAtHead(entryTemplates({ ...at, atMs: at.atMs + i }, tricky.slice(0, 1 + (i % 2))), `o${i}`)),
          appendInTx(a.id, 2),
        ]);
        const all = await store.audit.list(a.id);
        expect(all.map((e) => e.seq)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
        expect(checkChain(sha256, a.id, all, await store.audit.head(a.id))).toMatchObject({ ok: true });
      });

      it('serialises concurrent appends to one auction into one chain, none of them failing', async () => {
        const a = await auction();
        await Promise.all(Array.from({ length: 16 }, (_, i) => appendInTx(a.id, 1 + (i % 2), 1_800_000_000_000 + i)));
        const all = await store.audit.list(a.id);
        expect(all.map((e) => e.seq)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
        expect(checkChain(sha256, a.id, all, await store.audit.head(a.id))).toMatchObject({ ok: true });
      });
    });

    describe('report data', () => {
      const summary = {
        totalAuctionDate: '2026-12-01T05:00:00.000Z',
        auctionMarketValue: '$1,000,000',
        lottingStrategy: 'By asset class',
        collateralProfile: 'Cash',
        portfoliosTitle1: 'P1',
        portfoliosTitle2: 'P2',
        baseline1: 'B1',
        baseline2: 'B2',
        providerDiscretionary1: 'D1',
        providerDiscretionary2: 'D2',
        auctionRevenue1: 'R1',
        auctionRevenue2: 'R2',
        bidSummary: 'Summary',
      };
      it('saves and reads the award summary (upsert)', async () => {
        const a = await auction();
        expect(await store.reports.getAwardSummary(a.id)).toBeNull();
        await store.reports.saveAwardSummary(a.id, summary);
        expect(await store.reports.getAwardSummary(a.id)).toEqual(summary);
        await store.reports.saveAwardSummary(a.id, { ...summary, totalAuctionDate: null, bidSummary: 'Changed' });
        expect(await store.reports.getAwardSummary(a.id)).toEqual({ ...summary, totalAuctionDate: null, bidSummary: 'Changed' });
        await expectRejects(store.reports.saveAwardSummary(MISSING, summary), ReferenceError_);
      });
      it('adds, lists and saves legal comments', async () => {
        const a = await auction();
        const c1 = await store.reports.addLegalComment({
          auctionId: a.id,
          borrower: 'Broker A',
          comments: 'Needs GMSLA',
          createdBy: 'manager',
          createdAt: '2026-12-01T10:00:00.000Z',
          updatedBy: 'manager',
          updatedAt: '2026-12-01T10:00:00.000Z',
        });
        expect(await store.reports.listLegalComments(a.id)).toEqual([c1]);
        await store.reports.saveLegalComments([{ id: c1.id, borrower: 'Broker B', comments: 'Signed', updatedBy: 'cr', updatedAt: '2026-12-02T10:00:00Z' }]);
        expect(await store.reports.listLegalComments(a.id)).toEqual([
          { ...c1, borrower: 'Broker B', comments: 'Signed', updatedBy: 'cr', updatedAt: '2026-12-02T10:00:00.000Z' },
        ]);
        expect(await store.reports.listLegalComments(MISSING)).toEqual([]);
        await expectRejects(
          store.reports.saveLegalComments([{ id: MISSING, borrower: '', comments: '', updatedBy: '', updatedAt: '2026-12-02T10:00:00Z' }]),
          ReferenceError_,
        );
        await store.reports.saveLegalComments([]);
      });
      it('upserts recommendations by auction and lot', async () => {
        const a = await auction();
        const l1 = await lot(a.id);
        const l2 = await lot(a.id);
        await store.reports.saveRecommendations([
          { auctionId: a.id, lotId: l1.id, awardAnalysis: 'Award to A' },
          { auctionId: a.id, lotId: l2.id, awardAnalysis: 'Award to B' },
        ]);
        await store.reports.saveRecommendations([{ auctionId: a.id, lotId: l1.id, awardAnalysis: 'Award to C' }]);
        const recs = await store.reports.listRecommendations(a.id);
        expect(recs.map((r) => [r.lotId, r.awardAnalysis])).toEqual([
          [l1.id, 'Award to C'],
          [l2.id, 'Award to B'],
        ]);
        expect(await store.reports.listRecommendations(MISSING)).toEqual([]);
        await expectRejects(store.reports.saveRecommendations([{ auctionId: a.id, lotId: MISSING, awardAnalysis: '' }]), ReferenceError_);
        await store.reports.saveRecommendations([]);
      });
      it('lists the confirmed bids of some lots in (lot, bid) order', async () => {
        const a = await auction();
        const l1 = await lot(a.id);
        const l2 = await lot(a.id);
        const l3 = await lot(a.id);
        const u = await bidder();
        const other = await bidder();
        const bid = (l: Lot, who: User) => store.bids.insert(makeBid({ auctionId: a.id, lotId: l.id, borrowerId: who.borrowerId!, userId: who.id }));
        const b2 = await bid(l2, u);
        const b1 = await bid(l1, u);
        await bid(l3, u);
        const b2other = await bid(l2, other);
        const unconfirmed = await bid(l1, other);
        await store.bids.confirmAll(a.id, u.id);
        const confirmed = (b: Bid) => ({ ...b, confirmed: true });
        expect(await store.reports.listConfirmedBidsOfLots(a.id, [l2.id, l1.id])).toEqual([confirmed(b1), confirmed(b2)]);
        await store.bids.confirmAll(a.id, other.id);
        const lot2 = await store.reports.listConfirmedBidsOfLots(a.id, [l2.id]);
        expect(lot2.map((b) => b.id)).toEqual([b2.id, b2other.id]);
        expect((await store.reports.listConfirmedBidsOfLots(a.id, [l1.id])).map((b) => b.id)).toEqual([b1.id, unconfirmed.id]);
        expect(await store.reports.listConfirmedBidsOfLots(a.id, [])).toEqual([]);
        expect(await store.reports.listConfirmedBidsOfLots(MISSING, [l1.id])).toEqual([]);
      });
      it('reads an auction\'s confirmed bids in keyset pages by id, between the first and last id of its span', async () => {
        const a = await auction();
        const otherAuction = await auction();
        const l1 = await lot(a.id);
        const l2 = await lot(a.id);
        const lo = await lot(otherAuction.id);
        const u = await bidder();
        const other = await bidder();
        expect(await store.reports.confirmedBidIdSpan(a.id)).toBeNull();
        const bid = (au: Auction, l: Lot, who: User) => store.bids.insert(makeBid({ auctionId: au.id, lotId: l.id, borrowerId: who.borrowerId!, userId: who.id }));
        const unconfirmedFirst = await bid(a, l1, other);
        const b1 = await bid(a, l2, u);
        const elsewhere = await bid(otherAuction, lo, u);
        const b2 = await bid(a, l1, u);
        const b3 = await bid(a, l1, u);
        const unconfirmedLast = await bid(a, l2, other);
        await store.bids.confirmAll(a.id, u.id);
        await store.bids.confirmAll(otherAuction.id, u.id);
        expect(await store.reports.confirmedBidIdSpan(a.id)).toEqual({ first: b1.id, last: b3.id });
        const page1 = await store.reports.listConfirmedBidsAfter(a.id, b1.id - 1, b3.id, 2);
        expect(page1).toEqual([{ ...b1, confirmed: true }, { ...b2, confirmed: true }]);
        expect(page1.map((b) => b.id)).not.toContain(elsewhere.id);
        expect((await store.reports.listConfirmedBidsAfter(a.id, b2.id, b3.id, 2)).map((b) => b.id)).toEqual([b3.id]);
        expect(await store.reports.listConfirmedBidsAfter(a.id, b3.id, b3.id, 2)).toEqual([]);
        expect((await store.reports.listConfirmedBidsAfter(a.id, 0, unconfirmedLast.id, 10)).map((b) => b.id)).toEqual([b1.id, b2.id, b3.id]);
        expect(unconfirmedFirst.id).toBeLessThan(b1.id);
        expect(await store.reports.confirmedBidIdSpan(MISSING)).toBeNull();
      });
      it('lists the value fields of an auction\'s confirmed bids, and confirmed bids by id', async () => {
        const a = await auction();
        const otherAuction = await auction();
        const l1 = await lot(a.id);
        const l2 = await lot(a.id);
        const elsewhere = await lot(otherAuction.id);
        const u = await bidder();
        const other = await bidder();
        const bid = (l: Lot, who: User, amounts: Partial<Bid> = {}) =>
          store.bids.insert(makeBid({ auctionId: l.auctionId, lotId: l.id, borrowerId: who.borrowerId!, userId: who.id, ...amounts }));
        const b1 = await bid(l2, u, { basisPointGuarantee: '25.50' });
        const b2 = await bid(l1, u, { basisPointGuarantee: null, fixed: '150000.00' });
        const b3 = await bid(l1, u, { basisPointGuarantee: null, allIn: '101.25' });
        const unconfirmed = await bid(l2, other);
        const foreign = await bid(elsewhere, u);
        await store.bids.confirmAll(a.id, u.id);
        await store.bids.confirmAll(otherAuction.id, u.id);
        const values = (b: Bid) => ({ id: b.id, lotId: b.lotId, borrowerId: b.borrowerId, userId: b.userId, ...bidAmountsOf(b), bidDate: b.bidDate });
        expect(await store.reports.listConfirmedBidValuesAfter(a.id, 0, foreign.id, 10)).toEqual([b1, b2, b3].map(values));
        expect(await store.reports.listConfirmedBidValuesAfter(a.id, b1.id, b3.id, 1)).toEqual([b2].map(values));
        expect(await store.reports.listConfirmedBidValuesAfter(MISSING, 0, foreign.id, 10)).toEqual([]);
        const confirmed = (b: Bid) => ({ ...b, confirmed: true });
        // Any order and repeats in, by id out; unconfirmed, other auctions' and unknown ids left out.
        expect(await store.reports.listConfirmedBidsById(a.id, [b3.id, unconfirmed.id, b1.id, foreign.id, b3.id, MISSING, 2 ** 40])).toEqual([confirmed(b1), confirmed(b3)]);
        expect(await store.reports.listConfirmedBidsById(a.id, [])).toEqual([]);
        // More ids than one statement binds.
        const many = [...Array.from({ length: 2500 }, (_, i) => MISSING - i), b2.id];
        expect(await store.reports.listConfirmedBidsById(a.id, many)).toEqual([confirmed(b2)]);
      });
    });

    describe('auth', () => {
      const token = (userId: number, n: string) => ({
        userId,
        accessHash: `access-${n}`,
        refreshHash: `refresh-${n}`,
        accessExpiresAt: '2026-11-22T15:00:00.000Z',
        refreshExpiresAt: '2026-11-22T22:30:00Z',
        mfaPending: true,
        createdAt: '2026-11-22T14:30:00.000Z',
      });
      it('creates, finds, verifies and revokes tokens', async () => {
        const u = await bidder();
        const n = `${u.id}`;
        const t = await store.auth.createToken(token(u.id, n));
        expect(t).toMatchObject({ userId: u.id, revoked: false, mfaPending: true, refreshExpiresAt: '2026-11-22T22:30:00.000Z' });
        expect(await store.auth.findByAccessHash(`access-${n}`)).toEqual(t);
        expect(await store.auth.findByRefreshHash(`refresh-${n}`)).toEqual(t);
        expect(await store.auth.findSession(`access-${n}`)).toEqual({ token: t, user: await store.users.get(u.id) });
        const staff = await store.users.create(makeUser({ roles: ['REPORT', 'MANAGER', 'AWARD'] }));
        const staffToken = await store.auth.createToken(token(staff.id, `${n}-staff`));
        const staffSession = await store.auth.findSession(staffToken.accessHash);
        expect(staffSession).toEqual({ token: staffToken, user: await store.users.get(staff.id) });
        expect(staffSession?.user.roles).toHaveLength(3);
        expect(await store.auth.findSession('nope')).toBeNull();
        await store.auth.markMfaVerified(t.id);
        expect((await store.auth.findByAccessHash(`access-${n}`))?.mfaPending).toBe(false);
        await store.auth.revoke(t.id);
        expect((await store.auth.findByAccessHash(`access-${n}`))?.revoked).toBe(true);
        const t2 = await store.auth.createToken(token(u.id, `${n}-2`));
        const t3 = await store.auth.createToken(token(u.id, `${n}-3`));
        await store.auth.revokeAllForUser(u.id);
        expect((await store.auth.findByAccessHash(t2.accessHash))?.revoked).toBe(true);
        expect((await store.auth.findByRefreshHash(t3.refreshHash))?.revoked).toBe(true);
      });
      it('returns null for unknown tokens and rejects unknown ids', async () => {
        expect(await store.auth.findByAccessHash('nope')).toBeNull();
        expect(await store.auth.findByRefreshHash('nope')).toBeNull();
        await expectRejects(store.auth.markMfaVerified(MISSING), ReferenceError_);
        await expectRejects(store.auth.revoke(MISSING), ReferenceError_);
        await expectRejects(store.auth.createToken(token(MISSING, 'missing-user')), ReferenceError_);
      });
      it('creates, finds and uses password reset codes', async () => {
        const u = await bidder();
        const code = await store.auth.createResetCode({ userId: u.id, codeHash: 'h1', expiresAt: '2026-11-23T14:30:00.000Z' });
        expect(code).toEqual({ id: code.id, userId: u.id, codeHash: 'h1', expiresAt: '2026-11-23T14:30:00.000Z', usedAt: null });
        expect(await store.auth.findResetCode(u.id, 'h1')).toEqual(code);
        expect(await store.auth.findResetCode(u.id, 'other')).toBeNull();
        expect(await store.auth.findResetCode(MISSING, 'h1')).toBeNull();
        await store.auth.markResetCodeUsed(code.id, '2026-11-22T15:00:00.000Z');
        expect(await store.auth.findResetCode(u.id, 'h1')).toBeNull();
        await expectRejects(store.auth.markResetCodeUsed(MISSING, '2026-11-22T15:00:00.000Z'), ReferenceError_);
      });
      it('records, counts since an instant, and clears login failures', async () => {
        const key = `login:someone${Date.now()}`;
        expect(await store.auth.countLoginFailures(key, '2026-01-01T00:00:00.000Z')).toBe(0);
        await store.auth.recordLoginFailure(key, '2026-11-22T14:00:00.000Z');
        await store.auth.recordLoginFailure(key, '2026-11-22T14:10:00.000Z');
        await store.auth.recordLoginFailure(key, '2026-11-22T14:20:00.000Z');
        await store.auth.recordLoginFailure('ip:127.0.0.1', '2026-11-22T14:20:00.000Z');
        expect(await store.auth.countLoginFailures(key, '2026-11-22T14:10:00.000Z')).toBe(2);
        expect(await store.auth.countLoginFailures(key, '2026-11-22T00:00:00.000Z')).toBe(3);
        await store.auth.clearLoginFailures(key);
        expect(await store.auth.countLoginFailures(key, '2026-01-01T00:00:00.000Z')).toBe(0);
        expect(await store.auth.countLoginFailures('ip:127.0.0.1', '2026-01-01T00:00:00.000Z')).toBeGreaterThanOrEqual(1);
      });
      it('families: refreshed tokens carry the family and the session end; a family is revoked together; rotation revokes once', async () => {
        const u = await bidder();
        const n = `fam-${u.id}`;
        const first = await store.auth.createToken({ ...token(u.id, n), sessionExpiresAt: '2026-11-23T02:30:00.000Z' });
        expect(first).toMatchObject({ familyId: first.id, sessionExpiresAt: '2026-11-23T02:30:00.000Z' });
        const child = await store.auth.createToken({ ...token(u.id, `${n}-c`), familyId: first.id, sessionExpiresAt: first.sessionExpiresAt });
        const other = await store.auth.createToken(token(u.id, `${n}-o`));
        expect(child.familyId).toBe(first.id);
        expect(other).toMatchObject({ familyId: other.id, sessionExpiresAt: null });
        expect(await store.auth.revokeIfLive(first.id)).toBe(true);
        expect(await store.auth.revokeIfLive(first.id)).toBe(false);
        await store.auth.revokeFamily(first.id);
        expect((await store.auth.findByAccessHash(child.accessHash))?.revoked).toBe(true);
        expect((await store.auth.findByAccessHash(other.accessHash))?.revoked).toBe(false);
      });
      it('reads the session state of many tokens at once: revoked, access expiry, the account and its roles now', async () => {
        const u = await store.users.create(makeUser({ borrowerId: (await borrower()).id, roles: ['SUPERBIDDER', 'BIDDER'] }));
        const other = await bidder();
        const n = `states-${u.id}`;
        const a = await store.auth.createToken(token(u.id, `${n}-a`));
        const b = await store.auth.createToken(token(u.id, `${n}-b`));
        const c = await store.auth.createToken(token(other.id, `${n}-c`));
        await store.auth.revoke(b.id);
        const states = await store.auth.sessionStates([a.id, b.id, c.id, a.id, MISSING, -1, 2 ** 62]);
        expect(states.sort((x, y) => x.tokenId - y.tokenId)).toEqual([
          { tokenId: a.id, userId: u.id, revoked: false, accessExpiresAt: '2026-11-22T15:00:00.000Z', accountEnabled: true, accountLocked: false, roles: ['BIDDER', 'SUPERBIDDER'] },
          { tokenId: b.id, userId: u.id, revoked: true, accessExpiresAt: '2026-11-22T15:00:00.000Z', accountEnabled: true, accountLocked: false, roles: ['BIDDER', 'SUPERBIDDER'] },
          { tokenId: c.id, userId: other.id, revoked: false, accessExpiresAt: '2026-11-22T15:00:00.000Z', accountEnabled: true, accountLocked: false, roles: ['BIDDER'] },
        ]);
        // A change of the account or of its roles shows at the next read.
        await store.users.setLocked(u.id, true);
        await store.users.update({ ...(await store.users.get(u.id))!, accountEnabled: false, roles: ['BIDDER'] });
        expect(await store.auth.sessionStates([a.id])).toEqual([expect.objectContaining({ accountEnabled: false, accountLocked: true, roles: ['BIDDER'] })]);
        expect(await store.auth.sessionStates([])).toEqual([]);
        // More ids than one statement binds.
        const many = [...Array.from({ length: 2500 }, (_, i) => MISSING - i), c.id];
        expect((await store.auth.sessionStates(many)).map((s) => s.tokenId)).toEqual([c.id]);
      });
      it('voids the unused reset codes of a user', async () => {
        const u = await bidder();
        await store.auth.createResetCode({ userId: u.id, codeHash: 'v1', expiresAt: '2026-11-23T14:30:00.000Z' });
        await store.auth.voidResetCodes(u.id, '2026-11-22T15:00:00.000Z');
        expect(await store.auth.findResetCode(u.id, 'v1')).toBeNull();
      });
      it('advances the last one-time-code step only forwards, once', async () => {
        const u = await bidder();
        await store.users.setOtpSecret(u.id, 'JBSWY3DPEHPK3PXP');
        expect(await store.users.advanceOtpLastStep(u.id, 100)).toBe(true);
        expect(await store.users.advanceOtpLastStep(u.id, 100)).toBe(false);
        expect(await store.users.advanceOtpLastStep(u.id, 99)).toBe(false);
        const raced = await Promise.all(Array.from({ length: 6 }, () => store.users.advanceOtpLastStep(u.id, 101)));
        expect(raced.filter(Boolean)).toHaveLength(1);
        expect((await store.users.getCredentials(u.id)).otpLastStep).toBe(101);
      });
      it('counts sign-in failures per pair inside a window, blocks, forgets on success, clears and purges', async () => {
        const login = `throttle-${Date.now()}`;
        const at = (m: number) => new Date(Date.parse('2026-11-22T14:00:00.000Z') + m * 60_000).toISOString();
        expect(await store.auth.getSignInThrottle(login, '10.0.0.1')).toBeNull();
        expect(await store.auth.recordSignInFailure(login, '10.0.0.1', at(0), at(-15))).toBe(1);
        const counts = await Promise.all(Array.from({ length: 5 }, () => store.auth.recordSignInFailure(login, '10.0.0.1', at(1), at(-14))));
        expect(counts.sort()).toEqual([2, 3, 4, 5, 6]);
        expect(await store.auth.recordSignInFailure(login, '', at(1), at(-14))).toBe(1);
        // After a quiet window the count starts again.
        expect(await store.auth.recordSignInFailure(login, '10.0.0.1', at(30), at(15))).toBe(1);
        await store.auth.blockSignIn(login, '10.0.0.1', at(31));
        expect(await store.auth.getSignInThrottle(login, '10.0.0.1')).toEqual({ failures: 1, blockedUntil: at(31), lastFailureAt: at(30), lastSuccessAt: null });
        await store.auth.recordSignInSuccess(login, '10.0.0.1', at(32));
        expect(await store.auth.getSignInThrottle(login, '10.0.0.1')).toEqual({ failures: 0, blockedUntil: null, lastFailureAt: at(30), lastSuccessAt: at(32) });
        // Long addresses are bounded.
        expect(await store.auth.recordSignInFailure(login, 'x'.repeat(500), at(32), at(17))).toBe(1);
        expect((await store.auth.getSignInThrottle(login, 'x'.repeat(64)))?.failures).toBe(1);
        await store.auth.clearSignInThrottle(login);
        expect(await store.auth.getSignInThrottle(login, '')).toBeNull();
        expect((await store.auth.getSignInThrottle(login, '10.0.0.1'))?.lastSuccessAt).toBe(at(32));
        await store.auth.recordLoginFailure(`otp:${login}`, at(0));
        await store.auth.purgeSignInRecords(at(60 * 25), at(60 * 24 * 31));
        expect(await store.auth.getSignInThrottle(login, '10.0.0.1')).toBeNull();
        expect(await store.auth.countLoginFailures(`otp:${login}`, at(-1))).toBe(0);
      });
    });

    describe('mail log', () => {
      it('records and lists sent messages', async () => {
        const before = (await store.mailLog.list()).length;
        const e = await store.mailLog.record({ to: ['a@example.com', 'b@example.com'], cc: [], subject: 'Invitation', reference: 'outbox/1.eml', sentAt: '2026-11-22T14:30:00Z' });
        expect(e).toEqual({ id: e.id, to: ['a@example.com', 'b@example.com'], cc: [], subject: 'Invitation', reference: 'outbox/1.eml', sentAt: '2026-11-22T14:30:00.000Z' });
        const list = await store.mailLog.list();
        expect(list).toHaveLength(before + 1);
        expect(list.at(-1)).toEqual(e);
      });
    });
  });
}

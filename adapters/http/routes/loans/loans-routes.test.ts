import { beforeEach, describe, expect, it } from 'vitest';
import { testAppForEachTest } from '../../tests/kits/test-app-lifecycle.test-kit';
import { reportDeadline } from '../../../../core/loans/report-deadline';
import { loanHolidays } from '../../../../core/loans/loan-reference';
import { SLATE_CSV_COLUMNS } from '../../../../core/loans/slate-report';
import { verifyAuctionLedger } from '../../../../core/audit/ledger-checks';
import { asActor, placeAwardWorldBids } from '../../tests/kits/participation.test-kit';
import { COLLATERAL_PCT_INVALID, LOANS_SCOPE_REQUIRED } from '../../../../core/domain/staff-messages';

const t = testAppForEachTest();
let live: number;
let bids: { lot1: number; lot2: number; combo: number };
let awarder: string;
let reporter: string;

interface LoanJson {
  id: number;
  status: string;
  awardId: number;
  lotId: number;
  effectedAt: string;
  reportDeadline: string;
  cancelledAt: string | null;
  cancelReason: string | null;
  terms: { security: { lotId: number; isin: string | null; cusip: string | null }; quantity: string | null; loanValue: string | null; fee: { bps: string | null; source: string }; collateralPct: string | null; venue: string | null; agent: { name: string | null } };
  complete: boolean;
  missing: string[];
}

beforeEach(async () => {
  live = t.world.auctions.live.id;
  bids = await placeAwardWorldBids(t);
  awarder = await t.signIn('awarder');
  reporter = await t.signIn('reporter');
  t.deps.settings.agent = { name: 'Test Agent Bank', lei: null, venueName: 'eSecAuction' };
});

const award = (path: string, init: { json?: unknown; body?: string } = {}) =>
  t.request('POST', `/api/award/auctions/${live}${path}`, { token: awarder, ...init, ...(init.body === undefined ? {} : { headers: { 'content-type': 'text/plain' } }) });
const get = (path: string, token = reporter) => t.request('GET', `/api${path}`, { token });
const loansOf = async (token = reporter): Promise<LoanJson[]> => (await (await get(`/loans/auctions/${live}`, token)).json()) as LoanJson[];

describe('loan records', () => {
  it('confirm makes one per lot of each award (through the combo), unconfirm cancels them with the reason, confirm again makes new ones', async () => {
    const { lot1, lot2, combo } = t.world.lots;
    expect((await t.request('PUT', `/api/loans/auctions/${live}/collateral`, { token: await t.signIn('manager'), json: { collateralPct: '102' } })).status).toBe(200);
    const holding = { issuerName: 'Apple Inc.', issuerLei: 'HWUPKR0MPOU8FGXBT394', sedol: null, figi: null, quantityKind: 'SHARES' as const, price: '190.25', currency: 'USD' as const };
    await t.deps.store.holdings.replaceForLots([lot1.id], [
      { ...holding, lotId: lot1.id, isin: 'US0378331005', cusip: null, quantity: '1000' },
      { ...holding, lotId: lot1.id, isin: null, cusip: '037833100', quantity: '500' },
    ]);
    expect((await award('/awardssave', { json: [[-1, bids.combo, combo.id], []] })).status).toBe(200);
    const confirmedAt = t.clock.now();
    expect((await award('/confirm')).status).toBe(200);

    // One per holding of lot 1, and lot 2 (no holdings) standing for itself.
    const made = await loansOf();
    expect(made.map((l) => [l.status, l.lotId, l.terms.security.lotId, l.terms.security.isin ?? l.terms.security.cusip, l.terms.quantity, l.terms.loanValue])).toEqual([
      ['ACTIVE', combo.id, lot1.id, 'US0378331005', '1000', '190250.00'],
      ['ACTIVE', combo.id, lot1.id, '037833100', '500', '95125.00'],
      ['ACTIVE', combo.id, lot2.id, null, null, lot2.marketValue],
    ]);
    for (const l of made) {
      expect(l.effectedAt).toBe(confirmedAt);
      expect(l.reportDeadline).toBe(reportDeadline(confirmedAt, loanHolidays(t.deps.settings)));
      expect(Date.parse(l.reportDeadline)).toBeGreaterThanOrEqual(Date.parse(confirmedAt));
      // The combo's fixed 60,000 converted with the spec's formula on the combo lot.
      expect(l.terms.fee.source).toBe('FIXED_CONVERTED');
      expect(l.terms).toMatchObject({ collateralPct: '102', venue: 'eSecAuction', agent: { name: 'Test Agent Bank' } });
      expect(l.complete).toBe(false);
      expect(l.missing).toContain('lender LEI');
    }

    t.clock.advance(600_000);
    const cancelledAt = t.clock.now();
    expect((await award('/unconfirm', { body: 'Client asked for a review' })).status).toBe(200);
    const cancelled = await loansOf();
    expect(cancelled.map((l) => [l.id, l.status, l.cancelledAt, l.cancelReason])).toEqual(made.map((l) => [l.id, 'CANCELLED', cancelledAt, 'Client asked for a review']));

    const comboAwards = (await t.deps.store.awards.listByAuction(live)).map((a) => a.id);
    expect((await award('/awardssave', { json: [[-1, bids.lot1, lot1.id], comboAwards] })).status).toBe(200);
    expect((await award('/confirm')).status).toBe(200);
    const after = await loansOf();
    expect(after.map((l) => l.status)).toEqual(['CANCELLED', 'CANCELLED', 'CANCELLED', 'ACTIVE', 'ACTIVE']);
    expect(after[3]).toMatchObject({ lotId: lot1.id, terms: { fee: { bps: '100', source: 'BPS_BID' } } });

    // The ledger holds the loans' events and still verifies.
    const ledger = await t.deps.store.audit.listOfType(live, 'loans.created');
    expect(ledger).toHaveLength(2);
    expect(await t.deps.store.audit.listOfType(live, 'loans.cancelled')).toHaveLength(1);
    expect(await verifyAuctionLedger(t.deps, asActor(t.world.users.reporter), live)).toMatchObject({ ok: true, value: { intact: true } });
  });

  it('exports the SLATE file as JSON and CSV, per auction and per day, and a CDM document per loan', async () => {
    const { lot1, lot2 } = t.world.lots;
    await award('/awardssave', { json: [[-1, bids.lot1, lot1.id], [-1, bids.lot2, lot2.id], []] });
    await award('/confirm');
    t.clock.advance(60_000);
    await award('/unconfirm', { body: 'Wrong lot' });

    const rows = (await (await get(`/loans/slate?auctionId=${live}`)).json()) as { action: string; loanId: number; reportDeadline: string; missing: string[]; cancelReason: string | null }[];
    const loans = await loansOf();
    expect(rows.map((r) => [r.action, r.loanId])).toEqual([
      ['NEW', loans[0].id],
      ['NEW', loans[1].id],
      ['CANCEL', loans[0].id],
      ['CANCEL', loans[1].id],
    ]);
    expect(rows[2].cancelReason).toBe('Wrong lot');
    expect(rows[0].missing).toContain('percentage of collateral to value');

    const csv = await get(`/loans/slate/csv?auctionId=${live}`);
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(SLATE_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(5);

    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(loans[0].effectedAt));
    const ofDay = (await (await get(`/loans/slate?date=${day}`)).json()) as { loanId: number }[];
    expect(ofDay.map((r) => r.loanId)).toEqual(expect.arrayContaining([loans[0].id, loans[1].id]));
    expect(((await (await get('/loans/slate?date=1999-01-04')).json()) as unknown[]).length).toBe(0);

    const cdm = (await (await get(`/loans/auctions/${live}/cdm`)).json()) as { loanId: number; status: string; document: { instruction: { primitiveInstruction: { execution: { partyRoles: { role: string }[] } } }[] } }[];
    expect(cdm.map((d) => [d.loanId, d.status])).toEqual(loans.map((l) => [l.id, 'CANCELLED']));
    expect(cdm[0].document.instruction[0].primitiveInstruction.execution.partyRoles.map((r) => r.role)).toEqual(['Lender', 'Borrower', 'AgentLender']);
  });

  it('refuses a file without an auction or a day, and a bad percentage of collateral, changing nothing', async () => {
    const none = await get('/loans/slate');
    expect(none.status).toBe(400);
    expect(((await none.json()) as { error: string }).error).toBe(LOANS_SCOPE_REQUIRED);
    expect((await get('/loans/slate?date=2026-13-01')).status).toBe(400);
    const manager = await t.signIn('manager');
    const bad = await t.request('PUT', `/api/loans/auctions/${live}/collateral`, { token: manager, json: { collateralPct: '-5' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe(COLLATERAL_PCT_INVALID);
    expect(await t.deps.store.loans.getCollateralPct(live)).toBeNull();
    expect((await get(`/loans/auctions/987654`)).status).toBe(404);
  });

  it('is for internal staff only: bidders, super bidders, AIC and clients are refused', async () => {
    await award('/awardssave', { json: [[-1, bids.lot1, t.world.lots.lot1.id], []] });
    await award('/confirm');
    for (const login of ['manager', 'relations', 'reporter', 'awarder']) {
      const token = await t.signIn(login);
      expect((await get(`/loans/auctions/${live}`, token)).status, login).toBe(200);
      expect((await get(`/loans/slate?auctionId=${live}`, token)).status, login).toBe(200);
      expect((await get(`/loans/auctions/${live}/cdm`, token)).status, login).toBe(200);
    }
    for (const login of ['bidder1', 'bidder2', 'superbidder', 'aic', 'client']) {
      const token = await t.signIn(login);
      expect((await get(`/loans/auctions/${live}`, token)).status, login).toBe(403);
      expect((await get(`/loans/slate?auctionId=${live}`, token)).status, login).toBe(403);
      expect((await get(`/loans/slate/csv?auctionId=${live}`, token)).status, login).toBe(403);
      expect((await get(`/loans/auctions/${live}/cdm`, token)).status, login).toBe(403);
    }
    // Only a manager sets the percentage of collateral.
    expect((await t.request('PUT', `/api/loans/auctions/${live}/collateral`, { token: reporter, json: { collateralPct: '102' } })).status).toBe(403);
    expect((await t.request('GET', `/api/loans/auctions/${live}`)).status).toBe(401);
  });
});

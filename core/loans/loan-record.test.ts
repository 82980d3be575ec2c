import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_BID_AMOUNTS } from '../domain/bid-kinds';
import type { Bid, Lot } from '../domain/entities';
import { bpsFromFixed } from '../money/formulas';
import { cdmExecutionOf } from './cdm-execution';
import { NO_ALL_IN_CONVERSION } from './loan-fee';
import { buildLoanRecords, LoanTermsSchema, missingElements, type AwardForLoans, type LoanRecord } from './loan-record';
import { bid, borrower, confirmation, holding, lot } from './loan-world.test-kit';
import { slateCsv, slateRows, SLATE_CSV_COLUMNS } from './slate-report';

const award = (b: Bid, l: Lot, heldLots: Lot[] = [l]): AwardForLoans => ({ award: { id: 100 + b.id, auctionId: 1, bidId: b.id, lotId: l.id }, bid: b, lot: l, heldLots, borrower });

const asRecord = (r: ReturnType<typeof buildLoanRecords>[number], id: number, over: Partial<LoanRecord> = {}): LoanRecord => ({
  ...r,
  id,
  status: 'ACTIVE',
  cancelledAt: null,
  cancelReason: null,
  cancelDeadline: null,
  ...over,
});

describe('buildLoanRecords', () => {
  it('makes one record per holding of each awarded lot, through each lot of a combo', () => {
    const l1 = lot(1);
    const l2 = lot(2, { fxRate: '1.25', currency: 'GBP' });
    const combo = lot(3, { comboFlag: true, comboLotIds: [1, 2], marketValue: '20000000.00' });
    const holdings = new Map([
      [1, [holding(), holding({ holdingId: 2, isin: 'US0000000002', quantity: '50', price: '10' })]],
      [2, [holding({ holdingId: 3, currency: 'GBP' })]],
    ]);
    const records = buildLoanRecords(confirmation, [award(bid(1, 3), combo, [l1, l2])], holdings);
    expect(records.map((r) => [r.lotId, r.terms.security.lotId, r.terms.security.holdingId, r.terms.currency, r.terms.fxRate])).toEqual([
      [3, 1, 1, 'USD', '1'],
      [3, 1, 2, 'USD', '1'],
      [3, 2, 3, 'GBP', '1.25'],
    ]);
    expect(records[0].terms.loanValue).toBe('12345.00');
    expect(records[1].terms.loanValue).toBe('500.00');
    for (const r of records) expect(LoanTermsSchema.parse(r.terms)).toEqual(r.terms);
  });

  it('states when it was effected, its deadline, the term end and the parties', () => {
    const [r] = buildLoanRecords(confirmation, [award(bid(1, 1), lot(1))], new Map([[1, [holding()]]]));
    expect(r.effectedAt).toBe(confirmation.effectedAt);
    expect(r.reportDeadline).toBe('2026-12-02T04:59:59.000Z');
    expect(r.terms).toMatchObject({ terminationDate: '2027-12-31', collateralPct: '102', venue: 'eSecAuction', collateralType: 'Cash', lender: confirmation.lender, borrower });
    expect(r.terms.fee).toMatchObject({ bps: '25.00', source: 'BPS_BID', bidKind: 'BPS' });
    expect(missingElements(r.terms)).toEqual([]);
  });

  it("converts a fixed-amount bid with the spec's formula on the awarded lot's market value and term", () => {
    const l = lot(1, { marketValue: '8000000.00', termDays: 180 });
    const b = bid(1, 1, { ...NO_BID_AMOUNTS, fixed: '12500.00' });
    const [r] = buildLoanRecords(confirmation, [award(b, l)], new Map());
    // 12,500 / 8,000,000 x 360 / 180 x 10,000 = 31.25
    expect(r.terms.fee).toMatchObject({ bps: '31.25', source: 'FIXED_CONVERTED', bidKind: 'FIXED', bidAmount: '12500.00' });
  });

  it('says an all-in bid has no conversion instead of inventing a fee', () => {
    const b = bid(1, 1, { ...NO_BID_AMOUNTS, allIn: '95.00', collateralType: 'Non_Cash' });
    const [r] = buildLoanRecords(confirmation, [award(b, lot(1))], new Map([[1, [holding()]]]));
    expect(r.terms.fee).toEqual({ bps: null, source: 'NO_CONVERSION', bidKind: 'ALL_IN', bidAmount: '95.00', note: NO_ALL_IN_CONVERSION });
    expect(missingElements(r.terms)).toEqual(['securities lending fee or rate']);
  });

  it('stands a lot without holdings for itself, and lists what the record lacks', () => {
    const [r] = buildLoanRecords({ ...confirmation, venue: null, collateralPct: null, agent: { name: null, lei: null } }, [award(bid(1, 1), lot(1))], new Map());
    expect(r.terms.loanValue).toBe('10000000.00');
    expect(r.terms.quantity).toBeNull();
    expect(missingElements(r.terms)).toEqual([
      'legal name of the security issuer',
      'security identifier (CUSIP, ISIN, FIGI or other)',
      'name of the platform or venue',
      'amount of the securities loaned',
      'percentage of collateral to value',
      'lending agent name',
      'lending agent LEI',
    ]);
  });

  it('converts every fixed bid with the formula, and counts one record per holding or per lot without any (property)', () => {
    const amounts = fc.integer({ min: 1, max: 10_000_000_00 }).map((c) => (c / 100).toFixed(2));
    fc.assert(
      fc.property(amounts, fc.integer({ min: 1, max: 3650 }), fc.array(fc.nat({ max: 3 }), { minLength: 1, maxLength: 4 }), (fixed, termDays, counts) => {
        const held = counts.map((_, i) => lot(10 + i));
        const combo = lot(99, { comboFlag: true, comboLotIds: held.map((l) => l.id), termDays, marketValue: '7654321.09' });
        const holdings = new Map(held.map((l, i) => [l.id, Array.from({ length: counts[i] }, (_, k) => holding({ holdingId: k + 1 }))]));
        const records = buildLoanRecords(confirmation, [award(bid(1, 99, { ...NO_BID_AMOUNTS, fixed }), combo, held)], holdings);
        expect(records).toHaveLength(counts.reduce((n, c) => n + Math.max(1, c), 0));
        for (const r of records) expect(r.terms.fee.bps).toBe(bpsFromFixed(fixed, '7654321.09', termDays));
      }),
    );
  });
});

describe('SLATE rows and CSV', () => {
  const built = buildLoanRecords(confirmation, [award(bid(1, 1), lot(1)), award(bid(2, 2, { collateralType: 'Non_Cash' }), lot(2))], new Map([[1, [holding()]], [2, [holding({ issuerName: '=HYPERLINK("x")', cusip: '123456789', isin: null })]]]));
  const cancelledAt = '2026-12-03T15:00:00.000Z';
  const loans = [
    asRecord(built[0], 11, { status: 'CANCELLED', cancelledAt, cancelReason: 'Wrong lot, "re-award"', cancelDeadline: '2026-12-04T04:59:59.000Z' }),
    asRecord(built[1], 12),
  ];

  it('has a NEW row per loan and a CANCEL row per cancelled one, with their deadlines', () => {
    const rows = slateRows(loans);
    expect(rows.map((r) => [r.action, r.loanId, r.reportDeadline])).toEqual([
      ['NEW', 11, '2026-12-02T04:59:59.000Z'],
      ['NEW', 12, '2026-12-02T04:59:59.000Z'],
      ['CANCEL', 11, '2026-12-04T04:59:59.000Z'],
    ]);
    expect(rows[0]).toMatchObject({ dateEffected: '2026-12-01', timeEffected: '15:30:00', collateralType: 'CASH', rebateRateOrFeeBps: '25.00', lendingFeeBps: null, reportDeadlineNy: '2026-12-01 23:59:59', complete: true, missing: [] });
    expect(rows[1]).toMatchObject({ collateralType: 'NONCASH', rebateRateOrFeeBps: null, lendingFeeBps: '25.00', cusip: '123456789' });
    expect(rows[2]).toMatchObject({ eventAt: cancelledAt, cancelReason: 'Wrong lot, "re-award"' });
  });

  it('keeps to the changes of one New York day', () => {
    expect(slateRows(loans, { kind: 'day', date: '2026-12-01' }).map((r) => r.action)).toEqual(['NEW', 'NEW']);
    expect(slateRows(loans, { kind: 'day', date: '2026-12-03' }).map((r) => [r.action, r.loanId])).toEqual([['CANCEL', 11]]);
    expect(slateRows(loans, { kind: 'day', date: '2026-12-02' })).toEqual([]);
  });

  it('writes CSV with a header, quoted fields and formula-looking names kept as text', () => {
    const csv = slateCsv(slateRows(loans));
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(SLATE_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(5);
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[3]).toContain('"Wrong lot, ""re-award"""');
    expect(lines[1].startsWith('NEW,11,1,Acme Corp,,US0000000001,')).toBe(true);
  });
});

describe('cdmExecutionOf', () => {
  it("is shaped as the CDM's securities-lending execution example", () => {
    const [r] = buildLoanRecords(confirmation, [award(bid(1, 1), lot(1))], new Map([[1, [holding()]]]));
    const loan: LoanRecord = { ...r, id: 5, status: 'ACTIVE', cancelledAt: null, cancelReason: null, cancelDeadline: null };
    const doc = cdmExecutionOf(loan);
    expect(doc.eventDate).toBe('2026-12-01');
    const execution = (doc.instruction[0] as { primitiveInstruction: { execution: Record<string, unknown> } }).primitiveInstruction.execution;
    expect(execution.tradeDate).toEqual({ '@data': '2026-12-01' });
    expect(execution.partyRoles).toEqual([
      { partyReference: { '@ref:external': 'Lender' }, role: 'Lender' },
      { partyReference: { '@ref:external': 'Borrower' }, role: 'Borrower' },
      { partyReference: { '@ref:external': 'AgentLender' }, role: 'AgentLender' },
    ]);
    expect(execution.priceQuantity).toEqual([
      {
        '@key': 'PriceQuantity-1',
        price: [{ '@key:scoped': 'LendingFee-1', value: 0.0025, unit: { currency: { '@data': 'USD' } }, perUnitOf: { currency: { '@data': 'USD' } }, priceType: 'InterestRate' }],
        quantity: { '@key:scoped': 'LoanValue-1', value: 12345, unit: { currency: { '@data': 'USD' } } },
      },
      {
        '@key': 'PriceQuantity-2',
        price: [{ '@key:scoped': 'AssetPrice-1', value: 12.345, unit: { currency: { '@data': 'USD' } }, perUnitOf: { financialUnit: 'Share' }, priceType: 'AssetPrice' }],
        quantity: { '@key:scoped': 'AssetQuantity-1', value: 1000, unit: { financialUnit: 'Share' } },
        observable: {
          '@key:scoped': 'Observable-1',
          '@data': { '@type': 'cdm.base.staticdata.asset.common.Security', identifier: [{ identifier: { '@data': 'US0000000001' }, identifierType: 'ISIN' }], securityType: 'Equity' },
        },
      },
    ]);
    const terms = (execution.product as { economicTerms: Record<string, unknown> }).economicTerms;
    expect(terms.terminationDate).toEqual({ adjustableDate: { unadjustedDate: '2027-12-31' } });
    expect(JSON.stringify(terms.collateral)).toContain('"value":12591.9');
    expect(execution.tradeIdentifier).toEqual([{ issuer: { '@data': 'Agent Bank' }, assignedIdentifier: [{ identifier: { '@data': 'LOAN-5' } }] }]);
  });
});

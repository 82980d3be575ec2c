import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bidFixedAboveMarketValue, MSG } from '../../../../../core/domain/messages';
import { IMPORT_NO_LOT_NUMBER, IMPORT_NOTHING_TO_READ, importNoBidOnLine, importUnknownColumns, importUnknownLot, importWrongColumnCount } from '../../../../../core/bids/bid-sheet-messages';
import { validateBidRows, type BidRowInput } from '../../../../../core/bids/bid-rules';
import { bidValueRule, type LotForBidRule } from '../../../../../core/bids/bid-value-rule';
import {
  applyBidSheetImport,
  bidSheetChanges,
  bidSheetColumns,
  bidTemplateHeader,
  lotsFilled,
  parsePastedCells,
  planBidSheetImport,
  type ImportAuction,
} from './bid-sheet-import';
import { buildPlaceBidsRows } from '../../../../../core/bids/place-bids-table';
import { isPastedBlock } from './pasted-cells';
import { NO_BID_KIND_FLAGS } from '../../../../../core/domain/bid-kinds';

/** The live demo auction's shape: both collaterals, all-in, a guarantee. */
const BOTH: ImportAuction = { ...NO_BID_KIND_FLAGS, collateralType: 'Both', bpsBid: true, dollarBid: true, allInFlag: true, minGuarantee: true };
/** A Cash auction of bps and fixed bids only. */
const CASH: ImportAuction = { ...NO_BID_KIND_FLAGS, collateralType: 'Cash', bpsBid: true, dollarBid: true, minGuarantee: false };

const lotOf = (n: number, over: Partial<LotForBidRule> = {}): LotForBidRule => ({
  id: 100 + n,
  lotNumber: String(n),
  lotName: `Lot ${n}`,
  marketValue: '1000000',
  currency: 'USD',
  termDays: 180,
  grossDividend: '2',
  taxRate: '15',
  ...over,
});
const LOTS = Array.from({ length: 25 }, (_, i) => lotOf(i + 1));
const emptyRows = (auction: ImportAuction, lots = LOTS) => buildPlaceBidsRows(lots, [], auction.collateralType);
const targetOf = (auction: ImportAuction, rows: BidRowInput[] = emptyRows(auction)) => ({ auction, lots: LOTS, rows });
const rule = bidValueRule(LOTS);
const tsv = (lines: string[][]) => lines.map((l) => l.join('\t')).join('\r\n') + '\r\n';

describe('the columns', () => {
  it('follow the sheet: collateral only when Both, all-in and guarantee only when offered', () => {
    expect(bidSheetColumns(BOTH)).toEqual(['collateralType', 'basisPoints', 'fixed', 'allIn', 'minBalance']);
    expect(bidSheetColumns(CASH)).toEqual(['basisPoints', 'fixed']);
    expect(bidTemplateHeader(CASH)).toEqual(['Lot', 'Lot Name & Lot Description', 'Currency', 'BID Basis points', 'BID Fixed Amount', 'Lot Specific Comments']);
  });
});

describe('planBidSheetImport: a pasted block without a header', () => {
  it('fills the matching lots and lists each refused line with its reason', () => {
    const cells = parsePastedCells(
      tsv([
        ['1', 'Cash', '25', '', '', ''],
        ['2', 'Non Cash', '', '5000', '', '1000'],
        ['3', 'cash', '', '', '105', ''],
        ['99', 'Cash', '25', '', '', ''],
        ['4', 'Cash', 'abc', '', '', ''],
        ['5', 'Cash', '-5', '', '', ''],
        ['6', 'Cash', '20000', '', '', ''],
        ['7', 'Cash', '', '2000000', '', ''],
        ['8', 'Cash', '25'],
        ['9', 'Cash', '', '', '', '500'],
        ['10', 'Cash', '5', '10', '', ''],
        ['', 'Cash', '5', '', '', ''],
        ['11', '', '5', '', '', ''],
        ['12', '', '', '', '', ''],
      ]),
    );
    const plan = planBidSheetImport(cells, targetOf(BOTH), rule);
    expect(plan.blockError).toBeNull();
    expect(plan.accepted.map((a) => [a.line, a.lotNumber])).toEqual([
      [1, '1'],
      [2, '2'],
      [3, '3'],
    ]);
    expect(plan.accepted[1].row).toMatchObject({ collateralType: 'Non_Cash', fixed: '5000', minBalance: '1000', basisPoints: '' });
    const reasons = Object.fromEntries(plan.refused.map((r) => [r.line, [r.column, r.reason]]));
    expect(reasons).toEqual({
      4: ['Lot', importUnknownLot('99')],
      5: ['BID Basis points', MSG.BID_NOT_NUMERIC],
      6: ['BID Basis points', MSG.BID_MUST_NOT_BE_NEGATIVE],
      7: ['BID Basis points', expect.stringContaining('cannot be more than 10,000.00 basis points')],
      8: ['BID Fixed Amount', bidFixedAboveMarketValue(LOTS[6], '2000000')],
      9: [null, importWrongColumnCount(3, ['Lot', 'Collateral Type', 'BID Basis points', 'BID Fixed Amount', 'BID All-In points', 'Minimum Balance Gtee'])],
      10: [null, importNoBidOnLine('9')],
      11: ['BID Basis points', MSG.BID_IN_MORE_THAN_ONE_FIELD],
      12: ['Lot', IMPORT_NO_LOT_NUMBER],
      13: ['Collateral Type', MSG.PLEASE_SELECT_COLLATERAL_TYPE],
    });
    // Lot 12: a lot number and nothing else leaves the lot alone.
    expect(plan.withoutValues).toBe(1);
    expect(lotsFilled(plan)).toBe(3);
  });

  it('refuses a bid kind the auction does not offer, and takes an optional comment column', () => {
    const noBps: ImportAuction = { ...CASH, bpsBid: false };
    const plan = planBidSheetImport([['1', '25', ''], ['2', '', '100', 'see note']], targetOf(noBps), rule);
    expect(plan.refused).toEqual([{ line: 1, lotNumber: '1', column: 'BID Basis points', reason: MSG.BID_TYPE_NOT_OFFERED }]);
    expect(plan.accepted[0].row).toMatchObject({ fixed: '100', lotComment: 'see note', collateralType: 'Cash' });
  });

  it('a line replaces the bid kind of the row, keeps its guarantee and comment unless given, and lists old -> new', () => {
    const rows = emptyRows(CASH).map((r) => (r.lotId === 101 ? { ...r, bidId: 7, fixed: '900', lotComment: 'keep' } : r));
    const plan = planBidSheetImport([['1', '12.5', '']], targetOf(CASH, rows), rule);
    expect(plan.accepted[0].row).toMatchObject({ bidId: 7, basisPoints: '12.5', fixed: '', lotComment: 'keep' });
    expect(bidSheetChanges(rows, plan)).toEqual([
      { line: 1, lotNumber: '1', rowOfLot: 1, newRow: false, column: 'BID Basis points', from: '', to: '12.5' },
      { line: 1, lotNumber: '1', rowOfLot: 1, newRow: false, column: 'BID Fixed Amount', from: '900', to: '' },
    ]);
    const applied = applyBidSheetImport(rows, plan, 'Cash');
    expect(applied.find((r) => r.lotId === 101)).toMatchObject({ bidId: 7, basisPoints: '12.5', fixed: '', lotComment: 'keep' });
  });

  it('a second line of a lot fills a new row after it', () => {
    const plan = planBidSheetImport(
      [
        ['2', 'Cash', '10', '', '', ''],
        ['2', 'Non Cash', '12', '', '', ''],
      ],
      targetOf(BOTH),
      rule,
    );
    const rows = applyBidSheetImport(emptyRows(BOTH), plan, 'Both');
    const lot2 = rows.filter((r) => r.lotId === 102);
    expect(lot2.map((r) => [r.collateralType, r.basisPoints])).toEqual([
      ['Cash', '10'],
      ['Non_Cash', '12'],
    ]);
    expect(rows.findIndex((r) => r.lotId === 102) + 1).toBe(rows.findLastIndex((r) => r.lotId === 102));
    expect(bidSheetChanges(emptyRows(BOTH), plan).filter((c) => c.newRow).map((c) => c.column)).toEqual(['Collateral Type', 'BID Basis points']);
  });

  it('nothing to read', () => {
    expect(planBidSheetImport([[''], ['', '']], targetOf(CASH), rule).blockError).toBe(IMPORT_NOTHING_TO_READ);
  });
});

describe('planBidSheetImport: with a header row (the template, a file)', () => {
  it('skips the title block, ignores the descriptive columns, reads the columns by name in any order', () => {
    const cells = [
      ['Q4 - Bids'],
      [],
      ['Lot', 'Lot Name & Lot Description', 'Currency', 'BID Fixed Amount', 'BID Basis points', 'Lot Specific Comments'],
      ['1', 'Lot 1', 'USD', '', '30', 'hi'],
      ['6C', 'Combo', 'USD', '100'],
    ];
    const lots = [...LOTS, lotOf(26, { id: 500, lotNumber: '6C' })];
    const plan = planBidSheetImport(cells, { auction: CASH, lots, rows: emptyRows(CASH, lots) }, bidValueRule(lots));
    expect(plan.refused).toEqual([]);
    expect(plan.accepted.map((a) => [a.line, a.lotNumber, a.row.basisPoints, a.row.fixed, a.row.lotComment])).toEqual([
      [4, '1', '30', '', 'hi'],
      [5, '6C', '', '100', ''],
    ]);
  });

  it('refuses the whole block when the header names a column the sheet does not have', () => {
    const plan = planBidSheetImport([['Lot', 'BID All-In points', 'Price']], targetOf(CASH), rule);
    expect(plan.blockError).toBe(importUnknownColumns(['BID All-In points', 'Price'], ['Lot', 'BID Basis points', 'BID Fixed Amount', 'Lot Specific Comments']));
    expect(plan.accepted).toEqual([]);
  });
});

describe('parsePastedCells', () => {
  it('reads Excel text: tabs, CRLF, quoted cells with tabs, line breaks and quotes', () => {
    expect(parsePastedCells('1\t25\r\n2\t"a\tb"\r\n3\t"line\nbreak ""q"""\r\n')).toEqual([
      ['1', '25'],
      ['2', 'a\tb'],
      ['3', 'line\nbreak "q"'],
    ]);
    expect(parsePastedCells('1\t"5')).toEqual([['1', '"5']]);
    expect(isPastedBlock('25')).toBe(false);
    expect(isPastedBlock('25\n')).toBe(false);
    expect(isPastedBlock('1\t25')).toBe(true);
    expect(isPastedBlock('1\n2')).toBe(true);
  });

  it('reads back any block of cells written the way Excel writes them', () => {
    const cellText = fc.string({ unit: fc.constantFrom('a', '1', ' ', '\t', '\n', '"', ',', '.'), maxLength: 6 });
    fc.assert(
      fc.property(fc.array(fc.array(cellText, { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 6 }), (rows) => {
        const quote = (c: string) => (/[\t\n"]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
        expect(parsePastedCells(rows.map((r) => r.map(quote).join('\t')).join('\r\n') + '\r\n')).toEqual(rows);
      }),
    );
  });
});

/** A bid cell: a valid value, or text the rules refuse. */
const bidCell = fc.oneof(
  fc.constant(''),
  fc.integer({ min: 1, max: 9_000 }).map(String),
  fc.integer({ min: 1, max: 99_999 }).map((n) => (n / 100).toFixed(2)),
  fc.constantFrom('abc', '-5', '1e3', '20000', '5,00', '1.234'),
);
const lineArb = fc.tuple(
  fc.oneof(fc.integer({ min: 1, max: 25 }).map(String), fc.constantFrom('99', '', 'X')),
  fc.constantFrom('Cash', 'Non Cash', '', 'Gold'),
  bidCell,
  bidCell,
  bidCell,
  bidCell,
);

describe('planBidSheetImport: properties', () => {
  it('every non-blank line is accepted, refused or left alone, once; what it fills passes the sheet rules', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 30 }), (lines) => {
        const cells = lines.map((l) => [...l]);
        const plan = planBidSheetImport(cells, targetOf(BOTH), rule);
        if (plan.blockError !== null) return;
        const nonBlank = cells.filter((l) => l.some((c) => c.trim() !== '')).length;
        const seen = [...plan.accepted.map((a) => a.line), ...plan.refused.map((r) => r.line)];
        expect(new Set(seen).size).toBe(seen.length);
        expect(seen.length + plan.withoutValues).toBe(nonBlank);
        const rows = applyBidSheetImport(emptyRows(BOTH), plan, 'Both');
        const touched = rows.filter((r) => r.basisPoints || r.fixed || r.allIn);
        expect(touched.length).toBe(plan.accepted.length);
        expect(validateBidRows(rows, BOTH, rule).ok).toBe(true);
        // Untouched lots keep their one placeholder row; a lot's rows stay together.
        expect(new Set(rows.map((r) => r.lotId)).size).toBe(LOTS.length);
        for (const lot of LOTS) {
          const at = rows.flatMap((r, i) => (r.lotId === lot.id ? [i] : []));
          expect(at[at.length - 1] - at[0]).toBe(at.length - 1);
        }
      }),
    );
  });

  it('a refused line changes nothing; the changes listed are exactly the cells that differ', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 20 }), (lines) => {
        const before = emptyRows(BOTH);
        const plan = planBidSheetImport(lines.map((l) => [...l]), targetOf(BOTH, before), rule);
        const onlyRefused = applyBidSheetImport(before, { accepted: [] }, 'Both');
        expect(onlyRefused).toEqual(before);
        const after = applyBidSheetImport(before, plan, 'Both');
        const changed = bidSheetChanges(before, plan);
        const added = after.length - before.length;
        expect(changed.filter((c) => c.newRow).map((c) => `${c.lotNumber}/${c.rowOfLot}`).filter((v, i, a) => a.indexOf(v) === i).length).toBe(added);
      }),
    );
  });

  it('rows copied out of the sheet and pasted back into an empty sheet give the same bids (round trip)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 25 }), fc.constantFrom('Cash', 'Non_Cash'), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 1, max: 500 })), { maxLength: 25 }), (bids) => {
        const rows = emptyRows(BOTH).map((r) => {
          const bid = bids.find(([lot]) => 100 + lot === r.lotId);
          if (!bid) return r;
          const [, collateral, kind, value] = bid;
          return { ...r, collateralType: collateral, basisPoints: kind === 0 ? String(value) : '', fixed: kind === 1 ? String(value) : '', allIn: kind === 2 ? String(100 + value / 10) : '' };
        });
        const copied = rows
          .filter((r) => r.basisPoints || r.fixed || r.allIn)
          .map((r) => [LOTS.find((l) => l.id === r.lotId)!.lotNumber, r.collateralType === 'Cash' ? 'Cash' : 'Non Cash', r.basisPoints, r.fixed, r.allIn, r.minBalance]);
        if (copied.length === 0) return;
        const plan = planBidSheetImport(parsePastedCells(tsv(copied)), targetOf(BOTH), rule);
        expect(plan.refused).toEqual([]);
        expect(applyBidSheetImport(emptyRows(BOTH), plan, 'Both')).toEqual(rows);
        // Pasting the same block again changes nothing.
        expect(bidSheetChanges(rows, planBidSheetImport(parsePastedCells(tsv(copied)), targetOf(BOTH, rows), rule))).toEqual([]);
      }),
    );
  });
});

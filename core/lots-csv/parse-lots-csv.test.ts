import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOT_OPTIONAL_FIELDS_EMPTY } from '../admin/lots';
import { MSG } from '../domain/messages';
import { lotTemplateCsv } from './lot-csv-columns';
import { parseLotsCsv, type LotsCsvContext, type LotsCsvResult } from './parse-lots-csv';

const ctx: LotsCsvContext = {
  auctionId: 9,
  allInFlag: false,
  auctionCurrency: 'USD',
  assetClasses: [{ id: 1 }, { id: 2 }],
  currencies: [
    { id: 1, currencyCode: 'USD' },
    { id: 2, currencyCode: 'EUR' },
  ],
};

const header = lotTemplateCsv(false);
const row = (over: Partial<Record<number, string>> = {}): string => {
  const cells = ['1', 'US Large Cap', '1', '10000000.00', '20.00', '1', '1.0', '365', '12', 'E', 'U', '12.50', 'Big Bank', 'Low', '', ''];
  for (const [i, v] of Object.entries(over)) cells[Number(i)] = v as string;
  return cells.join(',');
};

const okValue = (r: LotsCsvResult) => {
  if (!r.ok) throw new Error(r.message);
  return r.value;
};

describe('parseLotsCsv', () => {
  it("skips a row in another currency than the auction's without its FX Rate, with the lot form's message", () => {
    const v = okValue(parseLotsCsv(`${header}${row({ 5: '2', 6: '' })}\n${row({ 0: '2', 5: '2', 6: '1.0850' })}\n${row({ 0: '3', 5: '1', 6: '' })}\n`, ctx));
    expect(v.skipped).toEqual([{ line: 2, reason: MSG.FX_RATE_REQUIRED }]);
    expect(v.lots.map((l) => [l.lotNumber, l.currency, l.fxRate])).toEqual([
      ['2', 'EUR', '1.085'],
      ['3', 'USD', null],
    ]);
    // In a EUR auction, the USD row is the one that needs a rate.
    const eur = okValue(parseLotsCsv(`${header}${row({ 5: '1', 6: '' })}\n`, { ...ctx, auctionCurrency: 'EUR' }));
    expect(eur.skipped).toEqual([{ line: 2, reason: MSG.FX_RATE_REQUIRED }]);
  });

  it('imports the rows of a template file', () => {
    const v = okValue(parseLotsCsv(`${header}${row()}\r\n${row({ 0: '2', 9: 'f', 10: 'i', 5: '2' })}\r\n`, ctx));
    expect(v.skipped).toEqual([]);
    expect(v.lots).toHaveLength(2);
    expect(v.lots[0]).toEqual({
      auctionId: 9,
      lotNumber: '1',
      lotName: 'US Large Cap',
      assetClassId: 1,
      marketValue: '10000000',
      assumedPct: '20',
      currency: 'USD',
      fxRate: '1',
      termDays: 365,
      termDisp: '12',
      secType: 'E',
      domicile: 'U',
      comboFlag: false,
      comboLotIds: [],
      eslBps: '12.5',
      ...LOT_OPTIONAL_FIELDS_EMPTY,
      incumbent: 'Big Bank',
      concRisk: 'Low',
    });
    expect(v.lots[1]).toMatchObject({ lotNumber: '2', currency: 'EUR', secType: 'F', domicile: 'I' });
  });

  it('keeps a quoted lot name with a comma (and a line break)', () => {
    const v = okValue(parseLotsCsv(`${header}${row({ 1: '"Equities, Large Cap"' })}\n${row({ 0: '2', 1: '"Two\nlines"' })}\n`, ctx));
    expect(v.lots.map((l) => l.lotName)).toEqual(['Equities, Large Cap', 'Two\nlines']);
  });

  it('refuses an empty file', () => {
    expect(parseLotsCsv('', ctx)).toEqual({ ok: false, code: 'EMPTY_FILE', message: MSG.LOTS_FILE_EMPTY });
    expect(parseLotsCsv(' \r\n\n', ctx)).toMatchObject({ code: 'EMPTY_FILE' });
  });

  it('refuses a header-only or blank-data file with the Empty Template File title', () => {
    const expected = { ok: false, code: 'EMPTY_TEMPLATE', title: MSG.EMPTY_TEMPLATE_FILE, message: MSG.LOTS_TEMPLATE_HAS_NO_DATA };
    expect(parseLotsCsv(header, ctx)).toEqual(expected);
    expect(parseLotsCsv(`${header},,,,,,,,,,,,,,,\r\n\r\n,,,\r\n`, ctx)).toEqual(expected);
    expect(parseLotsCsv(`\uFEFF${lotTemplateCsv(true)}`, ctx)).toEqual(expected);
  });

  it('skips rows with the wrong field count, reporting 1-based lines', () => {
    const text = [header.trim(), row(), `${row({ 0: '2' })},extra`, '', '3,short,1', row({ 0: '4' })].join('\n');
    const v = okValue(parseLotsCsv(text, ctx));
    expect(v.lots.map((l) => l.lotNumber)).toEqual(['1', '4']);
    expect(v.skipped).toEqual([
      { line: 3, reason: 'Expected 16 fields, found 17' },
      { line: 5, reason: 'Expected 16 fields, found 3' },
    ]);
  });

  it('reports invalid cells and imports the other rows', () => {
    const text = [
      header.trim(),
      row({ 3: 'ten million' }),
      row({ 0: '2', 2: '7', 5: 'x' }),
      row({ 0: '3', 9: 'Q', 10: 'Z' }),
      row({ 0: '4', 1: '', 7: '30.5' }),
      row({ 0: '5' }),
    ].join('\r\n');
    const v = okValue(parseLotsCsv(text, ctx));
    expect(v.lots.map((l) => l.lotNumber)).toEqual(['5']);
    expect(v.skipped).toEqual([
      { line: 2, reason: MSG.MARKET_VALUE_MUST_BE_NUMERIC },
      { line: 3, reason: 'Asset Class Id 7 is not in the Asset Class list; Currency Id x is not in the Currency list' },
      { line: 4, reason: 'Security Type must be E or F; Domicile must be U or I' },
      { line: 5, reason: `${MSG.LOT_NAME_IS_REQUIRED}; ${MSG.TERM_DAYS_MUST_BE_NUMERIC}` },
    ]);
  });

  it('requires the mandatory cells', () => {
    const v = okValue(parseLotsCsv(`${header}${row({ 0: '', 2: '', 5: '', 3: '', 8: '' })}`, ctx));
    expect(v.skipped[0]?.reason.split('; ').sort()).toEqual(
      [MSG.LOT_NUMBER_IS_REQUIRED, MSG.ASSET_CLASS_IS_REQUIRED, MSG.CURRENCY_IS_REQUIRED, MSG.MARKET_VALUE_IS_REQUIRED, MSG.TERM_DISP_IS_REQUIRED].sort(),
    );
  });

  it('rejects duplicate lot numbers within the file and the auction', () => {
    const v = okValue(parseLotsCsv([row({ 0: '1' }), row({ 0: '1' }), row({ 0: '8' })].join('\n'), { ...ctx, existingLotNumbers: ['8'] }));
    expect(v.lots.map((l) => l.lotNumber)).toEqual(['1']);
    expect(v.skipped).toEqual([
      { line: 2, reason: 'Lot Number 1 already exists' },
      { line: 3, reason: 'Lot Number 8 already exists' },
    ]);
  });

  it('imports a file without a header from its first line', () => {
    expect(okValue(parseLotsCsv(row(), ctx)).lots).toHaveLength(1);
  });

  it('keeps gross dividend and tax rate only for all-in auctions', () => {
    const text = `${header}${row({ 14: '2.5', 15: '30' })}`;
    expect(okValue(parseLotsCsv(text, { ...ctx, allInFlag: true })).lots[0]).toMatchObject({ grossDividend: '2.5', taxRate: '30' });
    expect(okValue(parseLotsCsv(text, ctx)).lots[0]).toMatchObject({ grossDividend: null, taxRate: null });
    expect(okValue(parseLotsCsv(`${header}${row({ 15: 'abc' })}`, { ...ctx, allInFlag: true })).skipped[0]?.reason).toBe(MSG.TAX_RATE_MUST_BE_NUMERIC);
  });

  it('reports malformed quotes', () => {
    const v = okValue(parseLotsCsv(`${header}${row({ 1: '"bad"name' })}\n${row({ 0: '2' })}`, ctx));
    expect(v.skipped[0]).toEqual({ line: 2, reason: 'Malformed quotes' });
  });

  it('never throws on arbitrary text', () => {
    const cell = fc.oneof(fc.string(), fc.constantFrom('"', '""', ',', '\n', '\r\n', '\r', '1', 'E', '10A'));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(cell).map((a) => a.join(''))), (text) => {
        const r = parseLotsCsv(text, ctx);
        if (r.ok) for (const s of r.value.skipped) expect(s.line).toBeGreaterThanOrEqual(1);
        else expect(['EMPTY_FILE', 'EMPTY_TEMPLATE']).toContain(r.code);
      }),
      { numRuns: 300 },
    );
  });
});

import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { assetClassesCsv, currenciesCsv, LOT_CSV_FIELD_COUNT, lotTemplateCsv, lotTemplateGuideCsv } from './lot-csv-columns';
import { parseLotsCsv } from './parse-lots-csv';

const rowsOf = (csv: string): string[][] => Papa.parse<string[]>(csv.trim()).data;

describe('lot CSV downloads', () => {
  it('has the 16 columns in the spec order', () => {
    expect(LOT_CSV_FIELD_COUNT).toBe(16);
    expect(rowsOf(lotTemplateCsv(true))).toEqual([
      [
        'Lot Number', 'Lot Name', 'Asset Class Id', 'Market Value', 'Assumed %', 'Currency Id', 'FX Rate', 'Term Days',
        'Term Display', 'Security Type', 'Domicile', 'eSL BPS', 'Incumbent', 'Concentration Risk', 'Gross Dividend', 'Tax Rate',
      ],
    ]);
    const standard = rowsOf(lotTemplateCsv(false))[0] ?? [];
    expect(standard).toHaveLength(16);
    expect(standard.slice(14)).toEqual(['Gross Dividend (all-in only)', 'Tax Rate (all-in only)']);
  });

  it('templates are recognised as header-only by the parser', () => {
    for (const allIn of [true, false]) {
      expect(parseLotsCsv(lotTemplateCsv(allIn), { auctionId: 1, allInFlag: allIn, auctionCurrency: 'USD', assetClasses: [], currencies: [] })).toMatchObject({
        code: 'EMPTY_TEMPLATE',
      });
    }
  });

  it('guides every column', () => {
    const rows = rowsOf(lotTemplateGuideCsv());
    expect(rows[0]).toEqual(['Column', 'Header', 'Required', 'What to enter', 'Example']);
    expect(rows).toHaveLength(17);
    expect(rows[5]).toEqual(['5', 'Assumed %', 'No', 'Assumed % on loan: enter 20.00, not 0.20', '20.00']);
  });

  it('lists asset classes and currencies with their ids, quoting commas', () => {
    expect(assetClassesCsv([{ id: 1, acFormDescr: 'US Equities' }, { id: 2, acFormDescr: 'Bonds, Govt' }])).toBe(
      'Asset Class Id,Asset Class\r\n1,US Equities\r\n2,"Bonds, Govt"\r\n',
    );
    expect(currenciesCsv([{ id: 1, currencyCode: 'USD' }])).toBe('Currency Id,Currency\r\n1,USD\r\n');
  });
});

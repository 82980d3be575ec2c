import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assetClassesCsv } from '../lots-csv/lot-csv-columns';
import { looksLikeFormula } from './spreadsheet-text';

describe('looksLikeFormula (OWASP CSV injection triggers)', () => {
  it('flags = + - @ tab and CR at the start, nothing else', () => {
    for (const text of ['=1+1', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) expect(looksLikeFormula(text)).toBe(true);
    for (const text of ['US Large Cap', '1-2', 'a=b', ' =1', '', '12.5']) expect(looksLikeFormula(text)).toBe(false);
    fc.assert(fc.property(fc.string(), (s) => looksLikeFormula(s) === (s.length > 0 && '=+-@\t\r'.includes(s[0]))));
  });

  it('the CSV downloads quote formula-looking names with a leading apostrophe', () => {
    const csv = assetClassesCsv([{ id: 1, acFormDescr: '=HYPERLINK("http://evil.example")' }, { id: 2, acFormDescr: 'US Equities' }]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain('2,US Equities');
  });
});

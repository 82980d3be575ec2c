/**
 * A realistic holdings file for the benchmarks (the template's columns, core/holdings/holdings-file.ts):
 * `perLot` holdings in each of the lots `lotNumbers` names, each a US security named by its CUSIP and the
 * ISIN built on it (US + CUSIP + ISIN check digit), both with check digits computed by the product's own
 * code (core/holdings/security-identifiers.ts), so every line is valid. Deterministic.
 */
import ExcelJS from 'exceljs';
import { cusipCheckDigit, isinCheckDigit } from '../core/holdings/security-identifiers';
import { holdingsTemplateHeader } from '../core/holdings/holdings-file';

/** The CUSIP and ISIN of the `n`th security (n < 10^8). */
export function usSecurity(n: number): { cusip: string; isin: string } {
  const body = String(n).padStart(8, '0');
  const cusip = body + cusipCheckDigit(body);
  const isinBody = `US${cusip}`;
  return { cusip, isin: isinBody + isinCheckDigit(isinBody) };
}

/** The file's rows, the template's header first (columns in its order: SEDOL, FIGI and Issuer LEI left empty). */
export function holdingsRows(lotNumbers: readonly string[], perLot: number): string[][] {
  const rows: string[][] = [holdingsTemplateHeader()];
  let n = 0;
  for (const lotNumber of lotNumbers) {
    for (let k = 0; k < perLot; k++, n++) {
      const { cusip, isin } = usSecurity(n + 1);
      const quantity = String(1_000 + ((n * 37) % 90_000));
      const price = (10 + ((n * 13) % 49_000) / 100).toFixed(2);
      rows.push([lotNumber, isin, cusip, '', '', `Issuer ${n + 1} Holdings Inc.`, '', quantity, 'SHARES', price, 'USD']);
    }
  }
  return rows;
}

/** The rows as a UTF-8 .csv (no cell needs quoting). */
export const holdingsCsv = (rows: readonly string[][]): Uint8Array => new TextEncoder().encode(rows.map((r) => r.join(',')).join('\r\n') + '\r\n');

/** The rows as an .xlsx as a spreadsheet program saves it: quantities and prices as numbers, empty cells left out, the rest as text. */
export async function holdingsXlsx(rows: readonly string[][]): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Holdings');
  const [header, ...data] = rows;
  ws.addRow(header);
  for (const r of data) ws.addRow(r.map((cell, i) => (cell === '' ? null : i === 7 || i === 9 ? Number(cell) : cell)));
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

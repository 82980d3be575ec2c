/**
 * A realistic lots CSV (the 16-column Lot Template) of any size, built from fixtures/builders.ts
 * lots: varied names (some quoted, with commas), market values, asset classes, currencies, terms,
 * security types and domiciles, with the template's header row. Deterministic (seeded).
 */
import Papa from 'papaparse';
import type { AssetClass, CurrencyCode, Id } from '../core/domain/entities';
import { LOT_CSV_COLUMNS } from '../core/lots-csv/lot-csv-columns';
import { makeLot } from '../fixtures/builders';
import { seededRandom } from './bench-kit';

export interface CsvReference {
  assetClasses: readonly Pick<AssetClass, 'id'>[];
  currencies: readonly { id: Id; currencyCode: CurrencyCode }[];
}

const NAMES = ['US Large Cap Growth', 'US Small Cap Value', 'Emerging Markets, Asia', 'Europe ex UK', 'Japan Equities', 'US Treasuries', 'Corporate Bonds, IG'];

export function makeLotsCsv(rows: number, ref: CsvReference, seed = 42): string {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const records: string[][] = [LOT_CSV_COLUMNS.map((c) => c.header)];
  for (let i = 1; i <= rows; i++) {
    const currency = pick(ref.currencies);
    const lot = makeLot({
      auctionId: 0,
      lotNumber: String(i),
      lotName: `${pick(NAMES)} Tranche ${i}`,
      assetClassId: pick(ref.assetClasses).id,
      marketValue: (1_000_000 + Math.floor(random() * 50_000_000_00) / 100).toFixed(2),
      assumedPct: (5 + Math.floor(random() * 3000) / 100).toFixed(2),
      currency: currency.currencyCode,
      fxRate: currency.currencyCode === 'USD' ? '1' : (0.5 + random()).toFixed(4),
      termDays: pick([90, 180, 365]),
      secType: pick(['E', 'F'] as const),
      domicile: pick(['U', 'I'] as const),
      eslBps: (Math.floor(random() * 5000) / 100).toFixed(2),
      incumbent: random() < 0.3 ? 'Beta Capital' : null,
      concRisk: random() < 0.5 ? 'Low' : null,
    });
    records.push([
      lot.lotNumber,
      lot.lotName,
      String(lot.assetClassId),
      lot.marketValue,
      lot.assumedPct ?? '',
      String(currency.id),
      lot.fxRate ?? '',
      String(lot.termDays),
      String(lot.termDays),
      lot.secType ?? '',
      lot.domicile ?? '',
      lot.eslBps ?? '',
      lot.incumbent ?? '',
      lot.concRisk ?? '',
      '',
      '',
    ]);
  }
  return Papa.unparse(records, { newline: '\r\n' });
}

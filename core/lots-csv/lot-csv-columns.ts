/**
 * The 16 columns of the lots upload, in the spec's order, and the downloadable texts built from
 * them: Lot Template (standard and all-in), Lot Template Guide, Asset Class and Currency lists.
 *
 * Template decision: both lot templates have the 16 columns (the upload record is always 16
 * fields). In the standard template the last two headers say they are for all-in auctions only;
 * their values are ignored there. CSV downloads use CRLF line ends, which spreadsheet programs expect.
 */
import Papa from 'papaparse';
import type { AssetClass, CurrencyCode, Id } from '../domain/entities';

export interface LotCsvColumn {
  header: string;
  required: boolean;
  guide: string;
  example: string;
}

export const LOT_CSV_COLUMNS: readonly LotCsvColumn[] = [
  { header: 'Lot Number', required: true, guide: 'Lot number, e.g. 1, 2, 10A', example: '1' },
  { header: 'Lot Name', required: true, guide: 'Lot name and description; put it in double quotes when it contains a comma', example: '"US Equities, Large Cap"' },
  { header: 'Asset Class Id', required: true, guide: 'Id from the Asset Class download', example: '1' },
  { header: 'Market Value', required: true, guide: 'Number without currency symbol, e.g. 10000000.00', example: '10000000.00' },
  { header: 'Assumed %', required: false, guide: 'Assumed % on loan: enter 20.00, not 0.20', example: '20.00' },
  { header: 'Currency Id', required: true, guide: 'Id from the Currency download', example: '1' },
  { header: 'FX Rate', required: false, guide: 'Number', example: '1.00' },
  { header: 'Term Days', required: true, guide: 'Whole number of days', example: '365' },
  { header: 'Term Display', required: true, guide: 'Number shown as the term, e.g. months', example: '12' },
  { header: 'Security Type', required: false, guide: 'E (Equity) or F (Fixed Income)', example: 'E' },
  { header: 'Domicile', required: false, guide: 'U (US) or I (International)', example: 'U' },
  { header: 'eSL BPS', required: false, guide: 'Comparison basis points, up to 2 decimals', example: '12.50' },
  { header: 'Incumbent', required: false, guide: 'Text', example: '' },
  { header: 'Concentration Risk', required: false, guide: 'Text', example: '' },
  { header: 'Gross Dividend', required: false, guide: 'Number; all-in auctions only', example: '' },
  { header: 'Tax Rate', required: false, guide: 'Number; all-in auctions only', example: '' },
];

export const LOT_CSV_FIELD_COUNT = LOT_CSV_COLUMNS.length;

export const LOT_TEMPLATE_FILE_NAME = 'LotTemplate.csv';
export const LOT_TEMPLATE_ALL_IN_FILE_NAME = 'LotTemplateAllIn.csv';
export const LOT_TEMPLATE_GUIDE_FILE_NAME = 'LotTemplateGuide.csv';
export const ASSET_CLASS_FILE_NAME = 'AssetClass.csv';
export const CURRENCY_FILE_NAME = 'Currency.csv';

const toCsv = (rows: readonly (readonly string[])[]): string => `${Papa.unparse(rows.map((r) => [...r]), { newline: '\r\n', escapeFormulae: true })}\r\n`;

const ALL_IN_ONLY = new Set(['Gross Dividend', 'Tax Rate']);

/** The header row of the Lot Template; `allIn` gives the all-in variant. */
export const lotTemplateCsv = (allIn: boolean): string =>
  toCsv([LOT_CSV_COLUMNS.map((c) => (!allIn && ALL_IN_ONLY.has(c.header) ? `${c.header} (all-in only)` : c.header))]);

/** The Lot Template Guide: one row per column. */
export const lotTemplateGuideCsv = (): string =>
  toCsv([
    ['Column', 'Header', 'Required', 'What to enter', 'Example'],
    ...LOT_CSV_COLUMNS.map((c, i) => [String(i + 1), c.header, c.required ? 'Yes' : 'No', c.guide, c.example]),
  ]);

/** The Asset Class download (ids to put in the Asset Class Id column). */
export const assetClassesCsv = (assetClasses: readonly AssetClass[]): string =>
  toCsv([['Asset Class Id', 'Asset Class'], ...assetClasses.map((a) => [String(a.id), a.acFormDescr])]);

/** The Currency download (ids to put in the Currency Id column). */
export const currenciesCsv = (currencies: readonly { id: Id; currencyCode: CurrencyCode }[]): string =>
  toCsv([['Currency Id', 'Currency'], ...currencies.map((c) => [String(c.id), c.currencyCode])]);

/**
 * Workbook cells for the domain's values, so that every export hands a spreadsheet numbers and dates
 * it can sum, sort and chart, shown the way the screens show them:
 *
 * - money: a number in its currency's format (`"€"#,##0.00`, yen `"¥"#,##0`, a code such as
 *   `"CHF "#,##0.00` where en-US writes one). The cell keeps the exact amount; the format only rounds
 *   what is shown (a yen amount of 60187.50 shows ¥60,188 and sums as 60187.5).
 * - basis points: a number shown with 2 decimals and separators (`#,##0.00`), as formatBps.
 * - percentages: the fraction (45.5 % is 0.455) in a percent format (`0.0%`, `0.00%`).
 * - dates and times: a spreadsheet date holding New York wall time, shown `yyyy-mm-dd hh:mm "EST"`
 *   like the screens (the spec's "EST", "EDT" in daylight time).
 *
 * Exactness: a spreadsheet holds a number as a double, and a double holds every decimal of at most 15
 * significant digits exactly enough to read back the same decimal (IEEE 754 binary64 guarantees 15).
 * So a decimal is written as the double nearest to its decimal text (never through float arithmetic)
 * when it has at most 15 significant digits (9,999,999,999,999.99 with cents). Decision where the
 * issue left it open: a decimal with more significant digits is written as a TEXT cell holding the
 * exact decimal (e.g. "99999999999999999999.00"), not refused and not rounded: the export still opens
 * and shows the figure the screen shows, and the cell cannot be summed by mistake to a wrong total.
 * Such values are out of reach of real bids and lots (the hard ceilings of bids and lots refuse them at save).
 */
import type { DecimalString, Instant } from '../domain/entities';
import type { Cell, DateCell } from '../ports/documents';
import { parseDecimalText, STORED_DECIMAL, type DecimalParts } from '../money/decimal-text';
import { currencyUnits } from '../money/currency-units';
import { easternZoneLabelOf, wallTimeOf } from '../clock/eastern-format';

/** The most significant digits a decimal may have to be written as a number (see the module note). */
export const MAX_EXACT_DIGITS = 15;

/** Basis points: 2 decimals with thousands separators ("1,250.00"), as the screens (formatBps). */
export const BPS_FORMAT = '#,##0.00';
/** A plain decimal amount without a currency. */
export const AMOUNT_FORMAT = '#,##0.00';
/** Percentages to 1 decimal (percent of the top bid) and to 2 (all-in bids, the exclusive premium). */
export const PERCENT_FORMATS = { 1: '0.0%', 2: '0.00%' } as const;
/** New York date and time as the screens show it (formatEst: `2026-11-22 09:30 EST`). */
export const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm "EST"';

/** Significant digits of decimal parts: leading and trailing zeros do not count ("22000000.00" has 2). */
const significantDigitsOf = (p: DecimalParts): number => (p.integer + p.fraction).replace(/^0+/, '').replace(/0+$/, '').length;

/** Significant digits of decimal text; null when the text is not a decimal. */
export const significantDigits = (text: string): number | null => {
  const p = parseDecimalText(text, STORED_DECIMAL);
  return p ? significantDigitsOf(p) : null;
};

/** Decimal parts back to text ("-", integer digits or "0", "." and the fraction when there is one). */
const textOf = (p: DecimalParts): string => `${p.negative ? '-' : ''}${p.integer || '0'}${p.fraction ? `.${p.fraction}` : ''}`;

/** The parts divided by 10^places, exactly (the decimal point moved left). */
const shiftedLeft = (p: DecimalParts, places: number): DecimalParts => {
  const digits = p.integer + p.fraction;
  const point = p.integer.length - places;
  return point > 0
    ? { negative: p.negative, integer: digits.slice(0, point), fraction: digits.slice(point) }
    : { negative: p.negative, integer: '0', fraction: '0'.repeat(-point) + digits };
};

const CANONICAL = /^-?\d+(?:\.\d+)?$/;

const numberOrText = (p: DecimalParts, text: string, format: string): Cell =>
  significantDigitsOf(p) <= MAX_EXACT_DIGITS ? { value: Number(textOf(p)), format } : text;

/**
 * A decimal as a number cell in `format`: null or "" is an empty cell; text that is no decimal stays
 * text (as given); a decimal beyond MAX_EXACT_DIGITS significant digits is the exact decimal as text.
 */
export function decimalCell(value: DecimalString | null | undefined, format: string): Cell {
  if (value === null || value === undefined || value === '') return null;
  // Fast path (the Full Bid Details workbook has ~6 per row): canonical text of at most 15 characters has at most 15 digits.
  if (value.length <= MAX_EXACT_DIGITS && CANONICAL.test(value)) return { value: Number(value), format };
  const p = parseDecimalText(value, STORED_DECIMAL);
  return p ? numberOrText(p, textOf(p), format) : value;
}

const moneyFormats = new Map<string, string>();
const quoted = (text: string): string => (text ? `"${text.replace(/"/g, '')}"` : '');

/**
 * The Excel number format of an amount in `currency`: its en-US symbol or code, thousands separators
 * and its minor units (`"$"#,##0.00`, `"¥"#,##0`, `"CHF "#,##0.00`); `#,##0.00` without a currency.
 * A negative amount shows its sign first ("-€1,200.00"), as the screens.
 */
export function moneyFormat(currency: string | null | undefined): string {
  const key = (currency ?? '').trim().toUpperCase();
  let format = moneyFormats.get(key);
  if (format === undefined) {
    const u = currencyUnits(key);
    format = `${quoted(u.prefix)}#,##0${u.minorUnits > 0 ? `.${'0'.repeat(u.minorUnits)}` : ''}${quoted(u.suffix)}`;
    moneyFormats.set(key, format);
  }
  return format;
}

/** An amount in `currency` (a lot's amounts in the lot's currency). */
export const moneyCell = (amount: DecimalString | null | undefined, currency: string | null | undefined): Cell => decimalCell(amount, moneyFormat(currency));

/** Basis points ("12.5" shows 12.50). */
export const bpsCell = (bps: DecimalString | null | undefined): Cell => decimalCell(bps, BPS_FORMAT);

/** A percentage given in percent ("45.5" is 45.5 %): the cell holds the fraction 0.455 in a percent format. */
export function percentCell(percent: DecimalString | null | undefined, decimals: 1 | 2 = 2): Cell {
  if (percent === null || percent === undefined || percent === '') return null;
  const p = parseDecimalText(percent, STORED_DECIMAL);
  return p ? numberOrText(shiftedLeft(p, 2), `${textOf(p)}%`, PERCENT_FORMATS[decimals]) : percent;
}

/** An instant as a spreadsheet date of its New York wall time; "" or null is empty, an unreadable instant stays text. */
export function dateTimeCell(instant: Instant | null | undefined, format?: string): Cell {
  if (instant === null || instant === undefined || instant === '') return null;
  if (Number.isNaN(Date.parse(instant))) return instant;
  const w = wallTimeOf(instant);
  // The zone label as the screens show it: EST, or EDT in daylight time (core/clock/eastern-format.ts).
  const shown = format ?? DATE_TIME_FORMAT.replace('"EST"', `"${easternZoneLabelOf(instant)}"`);
  return { date: `${w.year}-${w.month}-${w.day}T${w.hour}:${w.minute}:${w.second}`, format: shown } satisfies DateCell;
}

/** A workbook's title block: what a reader sees above the table. */
export interface SheetTitle {
  /** The first line, e.g. "Bid Rankings Report - Autumn 2026 …" (`reportExportTitle`). */
  title: string;
  /** Label and value lines under the title (Client, Auction Name, Auction Date, …). */
  fields: ReadonlyArray<readonly [string, Cell]>;
  /** When the file was made: the last line, "Exported", in New York time. */
  exportedAt: Instant;
}

/** Label of the title block's last line: when the workbook was made (New York time, the format says EST). */
export const EXPORTED_LABEL = 'Exported';

/**
 * The title block's rows: the title, one row per field, "Exported" with the time the file was made,
 * then an empty row. The table's header row follows (at index `titleBlockRows(title)`).
 */
export const titleBlock = (t: SheetTitle): Cell[][] => [
  [t.title],
  ...t.fields.map(([label, value]): Cell[] => [label, value]),
  [EXPORTED_LABEL, dateTimeCell(t.exportedAt)],
  [],
];

/** How many rows the title block takes (the header row's zero-based index). */
export const titleBlockRows = (t: Pick<SheetTitle, 'fields'>): number => t.fields.length + 3;

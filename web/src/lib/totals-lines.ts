/**
 * A report's totals as labelled lines: what the screen shows beside its table and what the report's workbook
 * carries as rows under its data. Both read the same lines, so the workbook can neither lose a total nor its
 * label ("Total in USD at lot FX rates") the screen shows.
 */
import type { DecimalString } from '../../../core/domain/entities';
import { formatMoney } from '../../../core/money/format';
import { amountInput, percentInput, type ExportCellInput } from '../../../core/documents/export-cells';

/** A total's figure: an amount in a currency, a percentage (given in percent) or a count. */
export type TotalsFigure =
  | { kind: 'amount'; amount: DecimalString; currency: string }
  | { kind: 'percent'; percent: DecimalString; decimals: 1 | 2 }
  | { kind: 'count'; count: number };

export interface TotalsLine {
  label: string;
  figure: TotalsFigure;
}

export const amountFigure = (amount: DecimalString, currency: string): TotalsFigure => ({ kind: 'amount', amount, currency });
export const percentFigure = (percent: DecimalString, decimals: 1 | 2 = 2): TotalsFigure => ({ kind: 'percent', percent, decimals });
export const countFigure = (count: number): TotalsFigure => ({ kind: 'count', count });

/** The figure as the screen shows it ("$1,234.00", "12.5%", "3"). */
export const totalsFigureText = (f: TotalsFigure): string =>
  f.kind === 'amount' ? formatMoney(f.amount, f.currency) : f.kind === 'percent' ? `${f.percent}%` : String(f.count);

/** "Label: figure", as a line of text. */
export const totalsLineText = (line: TotalsLine): string => `${line.label}: ${totalsFigureText(line.figure)}`;

/** The figure as a workbook cell: a number in its format (core/documents/export-cells.ts). */
export const totalsFigureInput = (f: TotalsFigure): ExportCellInput =>
  f.kind === 'amount' ? amountInput(f.amount, f.currency) : f.kind === 'percent' ? percentInput(f.percent, f.decimals) : f.count;

/** The lines as workbook rows under a table: the label in `labelColumn`, the figure in `figureColumn`. */
export const totalsExportRows = (lines: readonly TotalsLine[], labelColumn: string, figureColumn: string): Record<string, ExportCellInput>[] =>
  lines.map((l) => ({ [labelColumn]: l.label, [figureColumn]: totalsFigureInput(l.figure) }));

/**
 * A borrower's monthly statement as documents (ours): the PDF and the one-sheet workbook describe the same
 * lines, each amount in its own currency, the subtotal of each currency and the total converted into the
 * auction's currency at the lots' FX rates. The renderers (adapters/pdf, adapters/excel) turn the
 * descriptions into bytes; the e-mail's text says the same in plain lines.
 */
import type { DecimalString } from '../domain/entities';
import type { Cell, PdfDocumentSpec, WorkbookSpec } from '../ports/documents';
import { formatMoney } from '../money/format';
import { convertedTotalLabel } from '../money/fx';
import { decimalCell, moneyCell } from '../documents/sheet-cells';
import type { BorrowerStatement, StatementLine } from './statement';

export const STATEMENT_NOTE =
  'The exclusive fee of each awarded lot accrues daily over its term in the lot\'s currency: a basis-point bid at ' +
  'bps / 10,000 x market value / 360 a day, a fixed or all-in bid as its award value spread evenly over the term\'s days. ' +
  'The days of a term add up exactly to the award\'s total value in the lot\'s currency.';

/** The bid as it was made: basis points, an amount of the lot's currency, or all-in points. */
export const bidText = (l: Pick<StatementLine, 'bidKind' | 'bidAmount' | 'currency'>): string => {
  if (l.bidAmount === null || l.bidKind === null) return '';
  if (l.bidKind === 'BPS') return `${l.bidAmount} bps`;
  if (l.bidKind === 'FIXED') return `${formatMoney(l.bidAmount, l.currency)} fixed`;
  return `${l.bidAmount} all-in points`;
};

/** The file name of a statement: letters, digits, dot, dash and underscore only. */
export const statementFileName = (s: Pick<BorrowerStatement, 'auctionName' | 'borrower' | 'month'>, extension: 'pdf' | 'xlsx'): string =>
  `${`Statement ${s.auctionName} ${s.borrower.companyCode} ${s.month}`.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 150)}.${extension}`;

export const statementTitle = (s: Pick<BorrowerStatement, 'auctionName' | 'month'>): string => `Exclusive Fee Statement ${s.month} - ${s.auctionName}`;

const totalLabel = (s: BorrowerStatement): string => convertedTotalLabel('Total', s.currency, s.converted);

const LINE_HEADER = (s: BorrowerStatement): string[] => [
  'Lot',
  'Lot Name',
  'Bid',
  'Term',
  'From',
  'To',
  'Days',
  'Currency',
  'Fee',
  'Accrued To Date',
  'Term Total',
  'FX Rate',
  `Fee in ${s.currency}`,
];

/** The statement as a PDF: who and when, the lines, the subtotals and the converted total. */
export function statementPdf(s: BorrowerStatement): PdfDocumentSpec {
  return {
    title: statementTitle(s),
    footer: `${s.borrower.companyCode} ${s.auctionName} ${s.month}`,
    blocks: [
      { kind: 'heading', text: statementTitle(s) },
      {
        kind: 'keyValues',
        rows: [
          ['Auction', s.auctionName],
          ['Borrower', `${s.borrower.companyName} (${s.borrower.companyCode})`],
          ['Period', `${s.periodStart} to ${s.periodEnd}`],
        ],
      },
      s.lines.length === 0
        ? { kind: 'paragraph', text: 'No awarded lot of this borrower accrues a fee in this month.' }
        : {
            kind: 'table',
            header: ['Lot', 'Lot Name', 'Bid', 'Days in Month', 'Fee', 'Accrued To Date', 'Term Total', 'FX Rate', `Fee in ${s.currency}`],
            widths: ['auto', '*', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto'],
            rows: s.lines.map((l) => [
              l.lotNumber,
              l.lotName,
              bidText(l),
              `${l.days}: ${l.from} to ${l.to} (term ${l.termStart} to ${l.termEnd})`,
              formatMoney(l.amount, l.currency),
              formatMoney(l.accruedToDate, l.currency),
              formatMoney(l.termTotal, l.currency),
              l.fxRate,
              formatMoney(l.converted, s.currency),
            ]),
          },
      {
        kind: 'table',
        header: ['Currency', 'Subtotal'],
        rows: [...s.subtotals.map((t) => [t.currency, formatMoney(t.amount, t.currency)]), [totalLabel(s), formatMoney(s.convertedTotal, s.currency)]],
      },
      { kind: 'paragraph', italic: true, text: STATEMENT_NOTE },
    ],
  };
}

const amount = (value: DecimalString, currency: string): Cell => moneyCell(value, currency);

/** The statement as a one-sheet workbook: the same rows, amounts as numbers in their currency's format. */
export function statementWorkbook(s: BorrowerStatement): WorkbookSpec {
  const head: Cell[][] = [
    [statementTitle(s)],
    ['Auction', s.auctionName],
    ['Borrower', `${s.borrower.companyName} (${s.borrower.companyCode})`],
    ['Period', `${s.periodStart} to ${s.periodEnd}`],
    [],
  ];
  const headerRow = head.length;
  const lines: Cell[][] = s.lines.map((l) => [
    l.lotNumber,
    l.lotName,
    bidText(l),
    `${l.termStart} to ${l.termEnd} (${l.termDays} days)`,
    l.from,
    l.to,
    l.days,
    l.currency,
    amount(l.amount, l.currency),
    amount(l.accruedToDate, l.currency),
    amount(l.termTotal, l.currency),
    decimalCell(l.fxRate, '0.0000######'),
    amount(l.converted, s.currency),
  ]);
  const totalsAt = headerRow + 1 + lines.length + 1;
  const totals: Cell[][] = [
    [],
    ['Currency', 'Subtotal'],
    ...s.subtotals.map((t): Cell[] => [t.currency, amount(t.amount, t.currency)]),
    [totalLabel(s), amount(s.convertedTotal, s.currency)],
  ];
  return {
    sheets: [
      {
        name: 'Statement',
        rows: [...head, LINE_HEADER(s), ...lines, ...totals],
        boldRows: [0, headerRow, totalsAt, totalsAt + totals.length - 2],
        columnWidths: [8, 28, 18, 34, 12, 12, 6, 9, 16, 16, 16, 10, 16],
      },
    ],
  };
}

/** The statement in the e-mail's plain text. */
export function statementText(s: BorrowerStatement): string {
  const lines = s.lines.map(
    (l) => `- Lot ${l.lotNumber} ${l.lotName}: ${formatMoney(l.amount, l.currency)} (${l.currency}) for ${l.days} days, ${l.from} to ${l.to}`,
  );
  return [
    `${statementTitle(s)}`,
    `Borrower: ${s.borrower.companyName} (${s.borrower.companyCode})`,
    `Period: ${s.periodStart} to ${s.periodEnd}`,
    '',
    ...(lines.length ? lines : ['No awarded lot of this borrower accrues a fee in this month.']),
    '',
    ...s.subtotals.map((t) => `Subtotal ${t.currency}: ${formatMoney(t.amount, t.currency)}`),
    `${totalLabel(s)}: ${formatMoney(s.convertedTotal, s.currency)}`,
    '',
    'The statement is attached as a PDF and as an Excel workbook.',
  ].join('\n');
}

/**
 * The SLATE-ready file: one row per new or cancelled loan, with the data elements of FINRA Rule
 * 6530(a)(2) (SEC Rule 10c-1a(c)): (A) the legal name of the security issuer and its LEI, (B) a security
 * identifier, (C)-(D) the date and time the loan was effected, (E) the venue, (F) the amount loaned,
 * (G) the type of collateral, (H) for cash collateral the rebate rate or fee, (I) otherwise the lending fee
 * or rate, (J) the percentage of collateral to value, (K) the termination date, (L) the borrower type;
 * and the parties' names and identifiers (the confidential elements). Each row says by when it is due
 * and what it lacks to be complete. As JSON (the rows) or CSV (one line per row, the same columns).
 *
 * A cancellation (awards unconfirmed) is a row of its own, due by the same timeframes counted from the
 * cancellation; its deadline is computed when the loan is cancelled.
 */
import type { Instant } from '../domain/entities';
import { looksLikeFormula } from '../validation/spreadsheet-text';
import { missingElements, type LoanRecord } from './loan-record';
import { nyDateOf, nyTimeOf, type NyDate } from './report-deadline';

export const SLATE_ACTIONS = ['NEW', 'CANCEL'] as const;
export type SlateAction = (typeof SLATE_ACTIONS)[number];

export interface SlateRow {
  action: SlateAction;
  loanId: number;
  auctionId: number;
  issuerLegalName: string | null;
  issuerLei: string | null;
  isin: string | null;
  cusip: string | null;
  sedol: string | null;
  figi: string | null;
  /** New York date and time effected (C), (D). */
  dateEffected: NyDate;
  timeEffected: string;
  venue: string | null;
  amountLoaned: string | null;
  loanValue: string | null;
  currency: string;
  fxRate: string | null;
  collateralType: 'CASH' | 'NONCASH';
  /** (H): cash collateral only, in basis points. */
  rebateRateOrFeeBps: string | null;
  /** (I): other collateral only, in basis points. */
  lendingFeeBps: string | null;
  feeNote: string;
  collateralPct: string | null;
  terminationDate: string;
  borrowerType: string | null;
  lenderName: string;
  lenderLei: string | null;
  borrowerName: string;
  borrowerLei: string | null;
  borrowerMpid: string | null;
  agentName: string | null;
  agentLei: string | null;
  /** When the change reported happened: the confirmation, or the cancellation. */
  eventAt: Instant;
  /** 23:59:59 New York of the day the row must be reported by. */
  reportDeadline: Instant;
  reportDeadlineNy: string;
  cancelReason: string | null;
  complete: boolean;
  missing: string[];
}

const nyStamp = (at: Instant): string => `${nyDateOf(at)} ${nyTimeOf(at)}`;

const rowOf = (loan: LoanRecord, action: SlateAction): SlateRow => {
  const t = loan.terms;
  const cancel = action === 'CANCEL';
  const eventAt = cancel ? (loan.cancelledAt as Instant) : loan.effectedAt;
  const deadline = cancel ? (loan.cancelDeadline as Instant) : loan.reportDeadline;
  const missing = missingElements(t);
  return {
    action,
    loanId: loan.id,
    auctionId: loan.auctionId,
    issuerLegalName: t.security.issuerName,
    issuerLei: t.security.issuerLei,
    isin: t.security.isin,
    cusip: t.security.cusip,
    sedol: t.security.sedol,
    figi: t.security.figi,
    dateEffected: nyDateOf(loan.effectedAt),
    timeEffected: nyTimeOf(loan.effectedAt),
    venue: t.venue,
    amountLoaned: t.quantity,
    loanValue: t.loanValue,
    currency: t.currency,
    fxRate: t.fxRate,
    collateralType: t.collateralType === 'Cash' ? 'CASH' : 'NONCASH',
    rebateRateOrFeeBps: t.collateralType === 'Cash' ? t.fee.bps : null,
    lendingFeeBps: t.collateralType === 'Cash' ? null : t.fee.bps,
    feeNote: t.fee.note,
    collateralPct: t.collateralPct,
    terminationDate: t.terminationDate,
    borrowerType: t.borrower.type,
    lenderName: t.lender.name,
    lenderLei: t.lender.lei,
    borrowerName: t.borrower.name,
    borrowerLei: t.borrower.lei,
    borrowerMpid: t.borrower.mpid,
    agentName: t.agent.name,
    agentLei: t.agent.lei,
    eventAt,
    reportDeadline: deadline,
    reportDeadlineNy: nyStamp(deadline),
    cancelReason: cancel ? loan.cancelReason : null,
    complete: missing.length === 0,
    missing,
  };
};

/** Which rows a file holds: every change of the loans given, or only the changes of one New York day. */
export type SlateScope = { kind: 'all' } | { kind: 'day'; date: NyDate };

/**
 * The rows of `loans`: a NEW row per loan and a CANCEL row per cancelled one (for a day, those whose
 * confirmation or cancellation fell on it), by time of the change, then loan id.
 */
export function slateRows(loans: readonly LoanRecord[], scope: SlateScope = { kind: 'all' }): SlateRow[] {
  const on = (at: Instant) => scope.kind === 'all' || nyDateOf(at) === scope.date;
  const rows: SlateRow[] = [];
  for (const loan of loans) {
    if (on(loan.effectedAt)) rows.push(rowOf(loan, 'NEW'));
    if (loan.status === 'CANCELLED' && loan.cancelledAt !== null && on(loan.cancelledAt)) rows.push(rowOf(loan, 'CANCEL'));
  }
  return rows.sort((a, b) => Date.parse(a.eventAt) - Date.parse(b.eventAt) || a.loanId - b.loanId || (a.action === 'NEW' ? -1 : 1));
}

/** The CSV columns, in order: every field of a row. */
export const SLATE_CSV_COLUMNS: readonly (keyof SlateRow)[] = [
  'action', 'loanId', 'auctionId', 'issuerLegalName', 'issuerLei', 'isin', 'cusip', 'sedol', 'figi', 'dateEffected', 'timeEffected',
  'venue', 'amountLoaned', 'loanValue', 'currency', 'fxRate', 'collateralType', 'rebateRateOrFeeBps', 'lendingFeeBps', 'feeNote',
  'collateralPct', 'terminationDate', 'borrowerType', 'lenderName', 'lenderLei', 'borrowerName', 'borrowerLei', 'borrowerMpid',
  'agentName', 'agentLei', 'eventAt', 'reportDeadline', 'reportDeadlineNy', 'cancelReason', 'complete', 'missing',
];

/** Columns holding people's text (names, reasons): written as text in spreadsheets (spreadsheet-text.ts). */
const FREE_TEXT = new Set<keyof SlateRow>(['issuerLegalName', 'venue', 'lenderName', 'borrowerName', 'agentName', 'cancelReason']);

const cellOf = (row: SlateRow, column: keyof SlateRow): string => {
  const v = row[column];
  const text = v === null ? '' : Array.isArray(v) ? v.join('; ') : String(v);
  const safe = FREE_TEXT.has(column) && looksLikeFormula(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The rows as CSV (RFC 4180: CRLF lines, a header line, fields quoted when they must be). */
export const slateCsv = (rows: readonly SlateRow[]): string =>
  [SLATE_CSV_COLUMNS.join(','), ...rows.map((r) => SLATE_CSV_COLUMNS.map((c) => cellOf(r, c)).join(','))].map((l) => `${l}\r\n`).join('');

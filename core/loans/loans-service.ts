/**
 * The loan records' use cases (staff only: every record holds a borrower's awarded bid): the list with
 * each record's completeness and deadline, the SLATE file's rows (per auction or per New York day),
 * the CDM execution document of each loan, and the auction's percentage of collateral.
 */
import { DateTime } from 'luxon';
import type { CoreDeps } from '../app/deps';
import { useCase } from '../app/use-case';
import { AUCTION_ZONE } from '../clock/eastern-format';
import type { DecimalString, Id } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import { COLLATERAL_PCT_INVALID, LOANS_SCOPE_REQUIRED } from '../domain/staff-messages';
import { dec } from '../money/decimal';
import type { Actor } from '../policy/actor';
import { cdmExecutionOf, type CdmExecutionDocument } from './cdm-execution';
import { missingElements, type LoanRecord } from './loan-record';
import { isNyDate, type NyDate } from './report-deadline';
import { slateRows, type SlateRow } from './slate-report';

/** A loan record as the Loans screen lists it: the record, and what it lacks to be reported complete. */
export type LoanView = LoanRecord & { complete: boolean; missing: string[] };

/** Which loans a SLATE file covers: one auction's, one New York day's changes, or one auction's changes on one day. */
export interface SlateScopeInput {
  auctionId?: Id;
  date?: NyDate;
}

const viewOf = (l: LoanRecord): LoanView => {
  const missing = missingElements(l.terms);
  return { ...l, complete: missing.length === 0, missing };
};

/** GET /api/loans/auctions/{id}: every loan record of the auction, active and cancelled, with its completeness. */
export const listLoans = useCase({ name: 'loans.list', access: 'seeLoans' }, async (deps: CoreDeps, _actor: Actor, auctionId: Id): Promise<Result<LoanView[]>> => {
  if (!(await deps.store.auctions.get(auctionId))) return fail('NOT_FOUND', MSG.NOT_FOUND);
  return ok((await deps.store.loans.listByAuction(auctionId)).map(viewOf));
});

/**
 * GET /api/loans/slate: the SLATE file's rows (a NEW row per loan, a CANCEL row per cancellation), for an
 * auction, a New York day, or both; `slateCsv` writes them as CSV.
 *
 * @example
 * ```ts
 * const rows = unwrap(await core.loans.slate(reporter, { date: '2026-12-01' }));
 * ```
 */
export const slateFile = useCase({ name: 'loans.slate', access: 'seeLoans' }, async (deps: CoreDeps, _actor: Actor, scope: SlateScopeInput): Promise<Result<SlateRow[]>> => {
  const { auctionId, date } = scope;
  if (auctionId === undefined && date === undefined) return fail('VALIDATION', LOANS_SCOPE_REQUIRED);
  if (date !== undefined && !isNyDate(date)) return fail('VALIDATION', LOANS_SCOPE_REQUIRED, { date: LOANS_SCOPE_REQUIRED });
  if (auctionId !== undefined && !(await deps.store.auctions.get(auctionId))) return fail('NOT_FOUND', MSG.NOT_FOUND);
  let loans: LoanRecord[];
  if (date === undefined) loans = await deps.store.loans.listByAuction(auctionId as Id);
  else {
    const day = DateTime.fromISO(date, { zone: AUCTION_ZONE }).startOf('day');
    const [from, to] = [day.toUTC().toISO() as string, day.plus({ days: 1 }).toUTC().toISO() as string];
    loans = (await deps.store.loans.listChangedBetween(from, to)).filter((l) => auctionId === undefined || l.auctionId === auctionId);
  }
  return ok(slateRows(loans, date === undefined ? { kind: 'all' } : { kind: 'day', date }));
});

/** One loan's CDM execution document, with the loan it describes. */
export interface LoanCdmDocument {
  loanId: Id;
  status: LoanRecord['status'];
  document: CdmExecutionDocument;
}

/** GET /api/loans/auctions/{id}/cdm: the CDM execution document of every loan of the auction (cancelled ones say so). */
export const cdmDocuments = useCase({ name: 'loans.cdm', access: 'seeLoans' }, async (deps: CoreDeps, _actor: Actor, auctionId: Id): Promise<Result<LoanCdmDocument[]>> => {
  if (!(await deps.store.auctions.get(auctionId))) return fail('NOT_FOUND', MSG.NOT_FOUND);
  return ok((await deps.store.loans.listByAuction(auctionId)).map((l) => ({ loanId: l.id, status: l.status, document: cdmExecutionOf(l) })));
});

const PCT = /^\d{1,4}(\.\d{1,2})?$/;

/** The percentage of collateral as stored, or why it is refused; null clears it. */
export const validateCollateralPct = (pct: string | null): Result<DecimalString | null> => {
  if (pct === null) return ok(null);
  const text = pct.trim();
  if (!PCT.test(text) || dec(text).lte(0) || dec(text).gt(1000)) return fail('VALIDATION', COLLATERAL_PCT_INVALID, { collateralPct: COLLATERAL_PCT_INVALID });
  return ok(text);
};

/** PUT /api/loans/auctions/{id}/collateral: the auction's percentage of collateral to the value loaned (taken by the next confirmation). */
export const setCollateralPct = useCase(
  { name: 'loans.setCollateralPct', access: 'setLoanTerms' },
  async (deps: CoreDeps, _actor: Actor, auctionId: Id, pct: string | null): Promise<Result<{ collateralPct: DecimalString | null }>> => {
    const valid = validateCollateralPct(pct);
    if (!valid.ok) return valid;
    if (!(await deps.store.auctions.get(auctionId))) return fail('NOT_FOUND', MSG.NOT_FOUND);
    await deps.store.loans.setCollateralPct(auctionId, valid.value);
    return ok({ collateralPct: valid.value });
  },
);

/** GET /api/loans/auctions/{id}/collateral: the auction's percentage of collateral, or null when not set. */
export const getCollateralPct = useCase(
  { name: 'loans.collateralPct', access: 'seeLoans' },
  async (deps: CoreDeps, _actor: Actor, auctionId: Id): Promise<Result<{ collateralPct: DecimalString | null }>> => {
    if (!(await deps.store.auctions.get(auctionId))) return fail('NOT_FOUND', MSG.NOT_FOUND);
    return ok({ collateralPct: await deps.store.loans.getCollateralPct(auctionId) });
  },
);

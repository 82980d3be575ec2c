/**
 * Loan records (ours: SEC Rule 10c-1a / FINRA SLATE reporting of the loans a confirmation makes): the list
 * with each record's completeness and deadline, the SLATE file as JSON rows or CSV, one CDM execution
 * document per loan, and the auction's percentage of collateral. Internal staff only (`seeLoans`): every
 * record holds a borrower's awarded bid.
 */
import { z } from 'zod';
import { defineRoute, pathId, served } from './route';
import { Decimal, Id, IdParam, IdParams, Instant, shortText } from './common';
import { LOAN_STATUSES, LoanTermsSchema } from '../core/loans/loan-record';
import { slateCsv, SLATE_ACTIONS } from '../core/loans/slate-report';
import { CdmExecutionSchema } from '../core/loans/cdm-execution';
import { cdmDocuments, getCollateralPct, listLoans, setCollateralPct, slateFile } from '../core/loans/loans-service';

const TAGS = ['Loans'] as const;

export const LoanView = z.object({
  id: Id,
  auctionId: Id,
  awardId: Id,
  bidId: Id,
  lotId: Id,
  borrowerId: Id,
  effectedAt: Instant,
  reportDeadline: Instant,
  status: z.enum(LOAN_STATUSES),
  cancelledAt: Instant.nullable(),
  cancelReason: z.string().nullable(),
  cancelDeadline: Instant.nullable(),
  terms: LoanTermsSchema,
  complete: z.boolean(),
  missing: z.array(z.string()),
});

const text = z.string().nullable();
export const SlateRowSchema = z.object({
  action: z.enum(SLATE_ACTIONS),
  loanId: Id,
  auctionId: Id,
  issuerLegalName: text,
  issuerLei: text,
  isin: text,
  cusip: text,
  sedol: text,
  figi: text,
  dateEffected: z.string(),
  timeEffected: z.string(),
  venue: text,
  amountLoaned: Decimal.nullable(),
  loanValue: Decimal.nullable(),
  currency: z.string(),
  fxRate: Decimal.nullable(),
  collateralType: z.enum(['CASH', 'NONCASH']),
  rebateRateOrFeeBps: Decimal.nullable(),
  lendingFeeBps: Decimal.nullable(),
  feeNote: z.string(),
  collateralPct: Decimal.nullable(),
  terminationDate: z.string(),
  borrowerType: text,
  lenderName: z.string(),
  lenderLei: text,
  borrowerName: z.string(),
  borrowerLei: text,
  borrowerMpid: text,
  agentName: text,
  agentLei: text,
  eventAt: Instant,
  reportDeadline: Instant,
  reportDeadlineNy: z.string(),
  cancelReason: text,
  complete: z.boolean(),
  missing: z.array(z.string()),
});

/** Which loans a SLATE file covers: `auctionId`, `date` (a New York day, yyyy-mm-dd), or both. */
const SlateQuery = z.object({
  auctionId: IdParam.optional().meta({ description: 'The auction whose loans (all of them, or those changed on `date`)' }),
  date: shortText().optional().meta({ description: 'A New York day, yyyy-mm-dd: the loans effected or cancelled on it' }),
});
const slateScope = ({ query }: { query: z.output<typeof SlateQuery> }) =>
  [{ ...(query.auctionId === undefined ? {} : { auctionId: query.auctionId }), ...(query.date === undefined ? {} : { date: query.date }) }] as const;

const CollateralAnswer = z.object({ collateralPct: Decimal.nullable() });

export const loanRoutes = {
  list: served(
    defineRoute({
      method: 'get',
      path: '/loans/auctions/{id}',
      useCase: listLoans,
      tags: TAGS,
      summary: "The auction's loan records, active and cancelled, with their report deadlines and what each lacks to be complete",
      params: IdParams,
      response: z.array(LoanView),
    }),
    pathId,
  ),
  slate: served(
    defineRoute({
      method: 'get',
      path: '/loans/slate',
      useCase: slateFile,
      tags: TAGS,
      summary: 'The SLATE file as JSON: one row per new or cancelled loan, with the Rule 6530 data elements, the deadline and what is missing',
      query: SlateQuery,
      response: z.array(SlateRowSchema),
    }),
    slateScope,
  ),
  slateCsv: served(
    defineRoute({
      method: 'get',
      path: '/loans/slate/csv',
      useCase: slateFile,
      tags: TAGS,
      summary: 'The SLATE file as CSV (the JSON rows, one line each, a header line first)',
      query: SlateQuery,
      response: { text: z.string() },
    }),
    slateScope,
    slateCsv,
  ),
  cdm: served(
    defineRoute({
      method: 'get',
      path: '/loans/auctions/{id}/cdm',
      useCase: cdmDocuments,
      tags: TAGS,
      summary: "One FINOS CDM securities-lending execution document per loan of the auction (the Create_BusinessEvent input of the CDM's sec-lending examples)",
      params: IdParams,
      response: z.array(z.object({ loanId: Id, status: z.enum(LOAN_STATUSES), document: CdmExecutionSchema })),
    }),
    pathId,
  ),
  collateral: served(
    defineRoute({
      method: 'get',
      path: '/loans/auctions/{id}/collateral',
      useCase: getCollateralPct,
      tags: TAGS,
      summary: "The auction's percentage of collateral to the value loaned (null: not set)",
      params: IdParams,
      response: CollateralAnswer,
    }),
    pathId,
  ),
  setCollateral: served(
    defineRoute({
      method: 'put',
      path: '/loans/auctions/{id}/collateral',
      useCase: setCollateralPct,
      tags: TAGS,
      summary: "Set the auction's percentage of collateral (e.g. \"102\"), taken by the loans of the next confirmation; null clears it",
      params: IdParams,
      body: z.object({ collateralPct: shortText().nullable() }),
      response: CollateralAnswer,
    }),
    ({ params, body }) => [params.id, body.collateralPct] as const,
  ),
} as const;

/**
 * Billing (ours): the borrowers' monthly statements of exclusive fees over the term of their confirmed awards
 * (core/billing), as data, as a PDF or a workbook, and e-mailed to the borrowers' users.
 */
import { z } from 'zod';
import { defineRoute, served } from './route';
import { Decimal, Id, IdParam, IdParams, shortText } from './common';
import { BID_KIND_CODES } from '../core/domain/bid-kinds';
import { CURRENCIES } from '../core/domain/entities';
import type { BorrowerStatement as BorrowerStatementView } from '../core/billing/statement';
import { billingStatementFile, billingStatements, emailBillingStatements } from '../core/billing/billing-service';

const TAGS = ['Billing'] as const;
const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const Currency = z.enum(CURRENCIES);
/** yyyy-mm-dd, a New York calendar day. */
const Day = z.string();

const MonthQuery = z.object({
  month: shortText().optional().meta({ description: 'The month, YYYY-MM (400 "Please enter the month as YYYY-MM." otherwise)' }),
});

const StatementLine = z.object({
  lotId: Id,
  lotNumber: z.string(),
  lotName: z.string(),
  bidId: Id,
  bidKind: z.enum(BID_KIND_CODES).nullable(),
  bidAmount: Decimal.nullable(),
  currency: Currency,
  fxRate: Decimal.describe("the lot's rate into the auction's currency"),
  termStart: Day,
  termEnd: Day,
  termDays: z.number().int(),
  from: Day,
  to: Day,
  days: z.number().int().describe("the term's days in the month"),
  amount: Decimal.describe("the fee of those days, in the lot's currency (its minor unit)"),
  accruedToDate: Decimal,
  termTotal: Decimal.describe("the award's total value to the lot currency's minor unit: what the whole term accrues"),
  converted: Decimal.describe("amount in the auction's currency at the lot's FX rate"),
});

/** A borrower's statement of one month (core/billing/statement.ts BorrowerStatement). */
export const BorrowerStatement = z.object({
  auctionId: Id,
  auctionName: z.string(),
  month: z.string(),
  periodStart: Day,
  periodEnd: Day,
  borrower: z.object({ id: Id, companyName: z.string(), companyCode: z.string() }),
  lines: z.array(StatementLine),
  subtotals: z.array(z.object({ currency: Currency, amount: Decimal })),
  currency: Currency,
  convertedTotal: Decimal,
  converted: z.boolean(),
}) satisfies z.ZodType<BorrowerStatementView>;

const StatementParams = z.object({ id: IdParam, borrowerId: IdParam });

const FILE_NOTE =
  "Staff any borrower with a confirmed award; a borrower's own users only their borrower's (another borrower's: 403). " +
  'The file name is in Content-Disposition.';

/** A statement file: heavy and expensive (a render), with the access of its use case. */
const fileRoute = <const P extends string>(path: P, file: string, summary: string) =>
  defineRoute({
    method: 'get',
    path,
    useCase: billingStatementFile,
    heavy: true,
    expensive: true,
    tags: TAGS,
    summary,
    description: FILE_NOTE,
    params: StatementParams,
    query: MonthQuery,
    response: { file },
    failures: { 409: 'The awards of the auction are not confirmed' },
  });

export const billingRoutes = {
  statements: served(
    defineRoute({
      method: 'get',
      path: '/billing/auctions/{id}/statements',
      useCase: billingStatements,
      heavy: true,
      tags: TAGS,
      summary: "The month's statements of exclusive fees, one per borrower with a confirmed award",
      description: "Staff: every borrower's. A borrower's own users: only their borrower's (an auction where it has no confirmed award: 404).",
      params: IdParams,
      query: MonthQuery,
      response: z.array(BorrowerStatement),
      failures: { 409: 'The awards of the auction are not confirmed' },
    }),
    ({ params, query }) => [params.id, query.month ?? ''],
  ),
  statementPdf: fileRoute('/billing/auctions/{id}/statements/{borrowerId}/pdf', PDF, "A borrower's statement of the month as a PDF"),
  statementWorkbook: fileRoute('/billing/auctions/{id}/statements/{borrowerId}/xlsx', XLSX, "A borrower's statement of the month as an Excel workbook"),
  emailStatements: served(
    defineRoute({
      method: 'post',
      path: '/billing/auctions/{id}/statements/email',
      useCase: emailBillingStatements,
      expensive: true,
      tags: TAGS,
      summary: "E-mails each borrower's statement of the month to its users (PDF and workbook attached)",
      description: 'Body { month: "YYYY-MM" }. Answers how many e-mails were sent and which failed, with their causes.',
      params: IdParams,
      body: z.object({ month: shortText() }),
      response: z.object({
        message: z.string(),
        month: z.string(),
        sent: z.number().int(),
        failed: z.array(z.object({ to: z.string(), userId: Id, borrowerId: Id, cause: z.object({ message: z.string(), code: z.string().optional() }) })),
      }),
      failures: { 409: 'The awards of the auction are not confirmed' },
    }),
    ({ params, body }) => [params.id, body.month],
  ),
} as const;

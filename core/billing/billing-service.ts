/**
 * The borrowers' monthly statements of exclusive fees (the billing guide): read as data, as a PDF or
 * a workbook, and e-mailed to each borrower's users. Made only from CONFIRMED awards (an unconfirmed award
 * set may still change); each awarded bid accrues as accrual.ts says, a statement as statement.ts says.
 *
 * Who sees what (`seeBillingStatements`): staff (who see every auction) every borrower's statement; a
 * borrower-side user (bidder, super bidder, AIC) only its own borrower's, and an auction where its borrower
 * has no confirmed award answers like an unknown one (no leak of another borrower's award). Another
 * borrower's statement is refused. E-mailing (`sendBillingStatements`): the manager and the award user.
 *
 * E-mails go one per user, to every enabled user with an address of each borrower with an award, each
 * carrying only its own borrower's statement (PDF and workbook attached). A failed e-mail is reported
 * with its cause, like the award notices, and the others still go; each sent one is kept in the
 * activity log (step BILLING_STATEMENT_STEP).
 */
import type { CoreDeps } from '../app/deps';
import type { Auction, Id, User } from '../domain/entities';
import { MSG } from '../domain/messages';
import { BILLING_AWARDS_NOT_CONFIRMED, BILLING_MONTH_INVALID, BILLING_NO_STATEMENT, billingStatementsMailed } from '../domain/staff-messages';
import { fail, ok, type Result } from '../domain/result';
import { bidAmountOf } from '../domain/bid-kinds';
import { can } from '../policy/capabilities';
import type { Actor } from '../policy/actor';
import { useCase } from '../app/use-case';
import { formatEasternDate } from '../clock/eastern-format';
import { loadRankingData, valuedBidsOf } from '../reports/overview-rows';
import { noticeCauseOf, type NoticeCause } from '../events/auction-events';
import { monthDays } from './accrual';
import { borrowerStatement, type AwardedFee, type BorrowerStatement, type StatementBorrower } from './statement';
import { statementFileName, statementPdf, statementText, statementTitle, statementWorkbook } from './statement-documents';

/** The activity log step and action of a statement e-mailed to a borrower's user. */
export const BILLING_STATEMENT_STEP = 'Billing Statement';
export const BILLING_STATEMENT_SENT = 'Statement e-mailed';

export type StatementFormat = 'pdf' | 'xlsx';

export interface StatementFile {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

const CONTENT_TYPE: Record<StatementFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Everything the statements of one auction read. */
interface Billing {
  auction: Auction;
  fees: AwardedFee[];
  borrowers: Map<Id, StatementBorrower>;
  users: User[];
}

const checkedMonth = (month: string): Result<string> =>
  monthDays(month) ? ok(month.trim()) : fail('VALIDATION', BILLING_MONTH_INVALID, { month: BILLING_MONTH_INVALID });

/** The confirmed awards of the auction as fees, with the borrowers that have one. */
async function loadBilling(deps: CoreDeps, auctionId: Id): Promise<Result<Billing>> {
  const auction = await deps.store.auctions.get(auctionId);
  if (!auction) return fail('NOT_FOUND', MSG.NOT_FOUND);
  if (!auction.awardConfirmFlag) return fail('CONFLICT', BILLING_AWARDS_NOT_CONFIRMED);
  const [awards, data] = await Promise.all([deps.store.awards.listByAuction(auctionId), loadRankingData(deps.store, auctionId)]);
  const awarded = new Set(awards.map((a) => a.bidId));
  const fees = valuedBidsOf(data, auction.currency, data.bids.filter((b) => awarded.has(b.id))).map(
    (v): AwardedFee => ({
      borrowerId: v.bid.borrowerId,
      bidId: v.bidId,
      lotId: v.lotId,
      lotNumber: v.lot.lotNumber,
      lotName: v.lot.lotName,
      currency: v.lot.currency,
      fxRate: v.fxRate,
      bidKind: v.bidKind,
      bidAmount: bidAmountOf(v.bid)?.amount ?? null,
      marketValue: v.lot.marketValue,
      termDays: v.lot.termDays,
      awardValue: v.totalBidValue,
    }),
  );
  const borrowers = new Map<Id, StatementBorrower>();
  for (const id of [...new Set(fees.map((f) => f.borrowerId))].sort((a, b) => a - b)) {
    const b = data.borrowers.get(id);
    borrowers.set(id, { id, companyName: b?.companyName ?? '', companyCode: b?.companyCode ?? String(id) });
  }
  return ok({ auction, fees, borrowers, users: [...data.users.values()] });
}

/**
 * The borrowers whose statements `actor` may read in this auction: every borrower with an award for staff;
 * for a borrower-side user its own borrower, when it has a confirmed award here (else NOT_FOUND, as for an
 * unknown auction, so nothing is learnt of others' awards).
 */
async function visibleBilling(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<Billing>> {
  const staff = can(actor.roles, 'seeEveryAuction');
  const own = actor.user.borrowerId;
  if (!staff && own === null) return fail('FORBIDDEN', MSG.FORBIDDEN);
  const billing = await loadBilling(deps, auctionId);
  if (staff) return billing;
  if (!billing.ok) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const mine = billing.value.borrowers.get(own as Id);
  if (!mine) return fail('NOT_FOUND', MSG.NOT_FOUND);
  return ok({ ...billing.value, borrowers: new Map([[mine.id, mine]]), fees: billing.value.fees.filter((f) => f.borrowerId === own) });
}

const statementAuction = (a: Auction) => ({ id: a.id, auctionName: a.auctionName, currency: a.currency, termStartDate: formatEasternDate(a.termStartDate) });

const statementsOf = (b: Billing, month: string): BorrowerStatement[] =>
  [...b.borrowers.values()].map((borrower) => borrowerStatement(statementAuction(b.auction), borrower, month, b.fees));

/**
 * The monthly statements of exclusive fees of an auction's confirmed awards: one per borrower with an award
 * (a borrower-side user gets only its own borrower's), each line an awarded lot's fee of the month's days.
 *
 * @example
 * ```ts
 * const statements = unwrap(await core.billing.statements(manager, auctionId, '2026-12'));
 * for (const s of statements) console.log(s.borrower.companyCode, s.convertedTotal, s.currency);
 * ```
 */
export const billingStatements = useCase(
  { name: 'billing.statements', access: 'seeBillingStatements' },
  async (deps: CoreDeps, actor: Actor, auctionId: Id, month: string): Promise<Result<BorrowerStatement[]>> => {
    const m = checkedMonth(month);
    if (!m.ok) return m;
    const billing = await visibleBilling(deps, actor, auctionId);
    return billing.ok ? ok(statementsOf(billing.value, m.value)) : billing;
  },
);

/**
 * One borrower's monthly statement as a PDF or an Excel workbook. Staff any borrower with an award; a
 * borrower-side user only its own borrower (another borrower's is refused).
 */
export const billingStatementFile = useCase(
  { name: 'billing.statementFile', access: 'seeBillingStatements' },
  async (deps: CoreDeps, actor: Actor, auctionId: Id, borrowerId: Id, month: string, format: StatementFormat): Promise<Result<StatementFile>> => {
    const m = checkedMonth(month);
    if (!m.ok) return m;
    if (!can(actor.roles, 'seeEveryAuction') && actor.user.borrowerId !== borrowerId) return fail('FORBIDDEN', MSG.FORBIDDEN);
    const billing = await visibleBilling(deps, actor, auctionId);
    if (!billing.ok) return billing;
    const borrower = billing.value.borrowers.get(borrowerId);
    if (!borrower) return fail('NOT_FOUND', BILLING_NO_STATEMENT);
    const statement = borrowerStatement(statementAuction(billing.value.auction), borrower, m.value, billing.value.fees);
    return ok(await renderStatement(deps, statement, format));
  },
);

async function renderStatement(deps: Pick<CoreDeps, 'pdf' | 'spreadsheets'>, s: BorrowerStatement, format: StatementFormat): Promise<StatementFile> {
  const content = format === 'pdf' ? await deps.pdf.render(statementPdf(s)) : await deps.spreadsheets.render(statementWorkbook(s));
  return { fileName: statementFileName(s, format), contentType: CONTENT_TYPE[format], content };
}

/** One statement e-mail the mailer did not take: to whom, and why. */
export interface StatementNotSent {
  to: string;
  userId: Id;
  borrowerId: Id;
  cause: NoticeCause;
}

/** What e-mailing the statements did. */
export interface StatementsMailed {
  message: string;
  month: string;
  sent: number;
  failed: StatementNotSent[];
}

/**
 * E-mails each borrower's monthly statement (its text, with the PDF and the workbook attached) to every
 * enabled user of that borrower with an address, one e-mail per user; a failure is answered with its cause
 * and the others still go.
 */
export const emailBillingStatements = useCase(
  { name: 'billing.emailStatements', access: 'sendBillingStatements' },
  async (deps: CoreDeps, _actor: Actor, auctionId: Id, month: string): Promise<Result<StatementsMailed>> => {
    const m = checkedMonth(month);
    if (!m.ok) return m;
    const billing = await loadBilling(deps, auctionId);
    if (!billing.ok) return billing;
    const outcome: StatementsMailed = { message: '', month: m.value, sent: 0, failed: [] };
    for (const statement of statementsOf(billing.value, m.value)) {
      const recipients = billing.value.users
        .filter((u) => u.borrowerId === statement.borrower.id && u.accountEnabled && u.emailAddress.trim() !== '')
        .sort((a, b) => a.id - b.id);
      if (recipients.length === 0) continue;
      const [pdf, xlsx] = await Promise.all([renderStatement(deps, statement, 'pdf'), renderStatement(deps, statement, 'xlsx')]);
      for (const user of recipients) {
        try {
          await deps.mailer.send({
            to: [user.emailAddress],
            subject: `eSecAuction: ${statementTitle(statement)}`,
            text: `Dear ${user.firstName} ${user.lastName},\n\n${statementText(statement)}\n`,
            attachments: [
              { filename: pdf.fileName, contentType: pdf.contentType, content: pdf.content },
              { filename: xlsx.fileName, contentType: xlsx.contentType, content: xlsx.content },
            ],
          });
        } catch (e) {
          outcome.failed.push({ to: user.emailAddress, userId: user.id, borrowerId: statement.borrower.id, cause: noticeCauseOf(e) });
          continue;
        }
        outcome.sent += 1;
        await deps.store.activity.append({
          auctionId,
          userId: user.id,
          borrowerId: statement.borrower.id,
          actionTime: deps.clock.now(),
          step: BILLING_STATEMENT_STEP,
          action: `${BILLING_STATEMENT_SENT} (${m.value})`,
        });
      }
    }
    return ok({ ...outcome, message: billingStatementsMailed(outcome.sent, outcome.failed.length) });
  },
);

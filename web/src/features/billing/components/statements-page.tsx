/**
 * The Billing Statements screen (/billingstatements; staff who see every borrower's statements): pick an auction
 * (or come from its Loans screen, ?auction=id), choose a month of its term, and see each borrower's statement as
 * core.billing.statements answers it: a line per awarded lot, the subtotal per currency and the total in the
 * auction's currency. Each statement downloads as a PDF or a workbook; those who may (`sendBillingStatements`)
 * e-mail the month's statements to the borrowers' users. The server checks every role; the screen only hides
 * what a role cannot do.
 */
import { useState } from 'react';
import { useSearch } from 'wouter';
import type { z } from 'zod';
import { auctionRoutes } from '../../../../../contract/admin-auctions';
import { billingRoutes, type BorrowerStatement } from '../../../../../contract/billing';
import { statementMonths } from '../../../../../core/billing/statement-months';
import { bidText } from '../../../../../core/billing/statement-documents';
import { formatEasternDate } from '../../../../../core/clock/eastern-format';
import { convertedTotalLabel } from '../../../../../core/money/fx';
import { formatMoney } from '../../../../../core/money/format';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/form-field';
import { PageTitle } from '../../../components/page-title';
import { ReportAuctionList, type ReportAuction } from '../../../components/report-auction-list';
import { notify } from '../../../components/toast';
import { can } from '../../../lib/access';
import { apiCall } from '../../../lib/api-call';
import { deliverFile } from '../../../lib/deliver-file';
import { useSession } from '../../../lib/session';
import { NO_ROWS, useRouteQuery } from '../../../lib/use-api-query';

type Statement = z.output<typeof BorrowerStatement>;

/** "December 2026" of `2026-12`. */
const monthLabel = (month: string): string => {
  const [year, mon] = month.split('-').map(Number);
  return new Date(Date.UTC(year, mon - 1, 1)).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
};

/** The month of today (New York) when the term has it, else the term's first. */
const initialMonth = (months: readonly string[]): string => {
  const now = formatEasternDate(new Date().toISOString()).slice(0, 7);
  return months.includes(now) ? now : (months[0] ?? '');
};

function StatementCard({ statement: s, auctionId }: { statement: Statement; auctionId: number }) {
  const headingId = `statement-${s.borrower.id}`;
  const file = (kind: 'pdf' | 'xlsx') => async () => {
    const route = kind === 'pdf' ? billingRoutes.statementPdf : billingRoutes.statementWorkbook;
    deliverFile(await apiCall(route, { params: { id: auctionId, borrowerId: s.borrower.id }, query: { month: s.month } }), `Statement_${s.borrower.companyCode}_${s.month}.${kind}`);
  };
  return (
    <section className="card statement" aria-labelledby={headingId}>
      <div className="toolbar">
        <h2 id={headingId}>
          {s.borrower.companyName} ({s.borrower.companyCode})
        </h2>
        <span className="spacer" />
        <Button variant="secondary" onClick={() => void file('pdf')()}>
          Download PDF
        </Button>
        <Button variant="secondary" onClick={() => void file('xlsx')()}>
          Download .xlsx
        </Button>
      </div>
      {s.lines.length === 0 ? (
        <p>No fee accrues in {monthLabel(s.month)}.</p>
      ) : (
        <div className="table-wrap">
          <table className="data">
            <caption>
              {s.borrower.companyName}: {s.periodStart} to {s.periodEnd}
            </caption>
            <thead>
              <tr>
                <th scope="col">Lot</th>
                <th scope="col">Bid</th>
                <th scope="col">Term</th>
                <th scope="col">Days</th>
                <th scope="col">Fee</th>
                <th scope="col">Accrued to date</th>
                <th scope="col">Term total</th>
                <th scope="col">FX rate</th>
                <th scope="col">Fee in {s.currency}</th>
              </tr>
            </thead>
            <tbody>
              {s.lines.map((l) => (
                <tr key={l.lotId}>
                  <td>
                    {l.lotNumber} {l.lotName}
                  </td>
                  <td>{bidText(l)}</td>
                  <td>
                    <span className="no-break">{l.termStart}</span> to <span className="no-break">{l.termEnd}</span>
                  </td>
                  <td>
                    {l.days} of {l.termDays}
                  </td>
                  <td>{formatMoney(l.amount, l.currency)}</td>
                  <td>{formatMoney(l.accruedToDate, l.currency)}</td>
                  <td>{formatMoney(l.termTotal, l.currency)}</td>
                  <td>{l.fxRate}</td>
                  <td>{formatMoney(l.converted, s.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <dl className="statement-totals">
        {s.subtotals.map((t) => (
          <div key={t.currency}>
            <dt>Subtotal {t.currency}</dt>
            <dd>{formatMoney(t.amount, t.currency)}</dd>
          </div>
        ))}
        <div>
          <dt>{convertedTotalLabel('Total', s.currency, s.converted)}</dt>
          <dd>{formatMoney(s.convertedTotal, s.currency)}</dd>
        </div>
      </dl>
    </section>
  );
}

function AuctionStatements({ auction, onBack }: { auction: ReportAuction; onBack: () => void }) {
  const s = useSession();
  const months = statementMonths(auction.termStartDate, auction.termEndDate);
  const [month, setMonth] = useState(() => initialMonth(months));
  const [sending, setSending] = useState(false);
  const statements = useRouteQuery(billingRoutes.statements, { params: { id: auction.id }, query: { month } }, { enabled: month !== '' });
  const rows = statements.data ?? NO_ROWS;
  const email = async () => {
    setSending(true);
    const res = await apiCall(billingRoutes.emailStatements, { params: { id: auction.id }, body: { month } });
    setSending(false);
    if (!res.ok) return notify('error', res.message || 'The statements could not be sent.');
    const failed = res.data.failed.map((f) => `${f.to}: ${f.cause.message}`);
    notify(failed.length === 0 ? 'success' : 'error', [res.data.message, ...failed].join(' '));
  };
  return (
    <div>
      <PageTitle text={`Billing Statements: ${auction.auctionName}`} />
      <div className="toolbar">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <SelectField label="Month" value={month} onChange={setMonth} options={months.map((m) => ({ value: m, label: monthLabel(m) }))} />
        {can(s.roles, 'sendBillingStatements') && (
          <Button onClick={() => void email()} disabled={sending || rows.length === 0}>
            E-mail statements
          </Button>
        )}
      </div>
      {statements.error !== null && !statements.loading && (
        <p role="alert" className="field-error">
          {statements.error || 'The statements could not be loaded.'}
        </p>
      )}
      {!statements.loading && statements.error === null && (
        <p role="status">{rows.length === 0 ? 'No statements: no borrower has a confirmed award.' : `${rows.length} statements for ${monthLabel(month)}.`}</p>
      )}
      {rows.map((st) => (
        <StatementCard key={st.borrower.id} statement={st} auctionId={auction.id} />
      ))}
    </div>
  );
}

/** The auction named by ?auction=id, active or archived (the Loans screen links here with it): the lists the picker reads. */
function useLinkedAuction(): ReportAuction | null {
  const s = useSession();
  const wanted = Number(new URLSearchParams(useSearch()).get('auction'));
  const clientId = String(s.clientId ?? '');
  const active = useRouteQuery(auctionRoutes.active, { query: { companyId: '', clientId } }, { enabled: wanted > 0 });
  const archived = useRouteQuery(auctionRoutes.archived, { query: { clientId } }, { enabled: wanted > 0 });
  if (!(wanted > 0)) return null;
  return [...(active.data ?? []), ...(archived.data ?? [])].find((a) => a.id === wanted) ?? null;
}

export default function BillingStatementsPage() {
  const linked = useLinkedAuction();
  const [chosen, setChosen] = useState<ReportAuction | null | undefined>(undefined);
  // Back from a linked auction shows the list.
  const auction = chosen === undefined ? linked : chosen;
  return (
    <div className="page">
      {auction ? <AuctionStatements key={auction.id} auction={auction} onBack={() => setChosen(null)} /> : <ReportAuctionList title="Billing Statements" onOpen={setChosen} />}
    </div>
  );
}

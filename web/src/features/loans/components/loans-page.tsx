/**
 * The Loans screen (/loans; `seeLoans`: internal staff): pick an auction, see the loan records its
 * confirmations made (active and cancelled), each with its report deadline (New York time) and what it
 * lacks to be reported complete; download the SLATE file (CSV or JSON) and the CDM execution documents.
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { z } from 'zod';
import { loanRoutes, type LoanView } from '../../../../../contract/loans';
import { Button } from '../../../components/button';
import { DataTable, type Column } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { ReportAuctionList, type ReportAuction } from '../../../components/report-auction-list';
import { notify } from '../../../components/toast';
import { apiCall } from '../../../lib/api-call';
import { saveBlob } from '../../../lib/api-client';
import { estOrBlank } from '../../../lib/display-time';
import { NO_ROWS, useRouteQuery } from '../../../lib/use-api-query';
import { CollateralSetting } from './collateral-setting';

type Loan = z.output<typeof LoanView>;

/** A New York time that wraps between its day and its time only (never inside the day). */
const when = (iso: string | null): ReactNode => {
  const [day, ...time] = estOrBlank(iso).split(' ');
  return day ? (
    <>
      <span className="no-break">{day}</span> <span className="no-break">{time.join(' ')}</span>
    </>
  ) : (
    ''
  );
};

const feeText = (l: Loan): string => (l.terms.fee.bps === null ? 'no conversion' : `${l.terms.fee.bps} bps`);

const COLUMNS: Column<Loan>[] = [
  { id: 'id', header: 'Loan', value: (l) => l.id },
  // A cancellation's time, its report deadline and reason under the status: no column of its own, which
  // would be empty for most auctions and take the width the other texts need at 1280 px.
  {
    id: 'status',
    header: 'Status',
    value: (l) => (l.status === 'ACTIVE' ? 'Active' : `Cancelled ${l.cancelledAt ?? ''}`),
    cell: (l) =>
      l.status === 'ACTIVE' ? (
        'Active'
      ) : (
        <>
          Cancelled {when(l.cancelledAt)} (report by {when(l.cancelDeadline)}){l.cancelReason?.trim() ? `: ${l.cancelReason.trim()}` : ''}
        </>
      ),
  },
  { id: 'lot', header: 'Lot', value: (l) => `${l.terms.security.lotNumber} ${l.terms.security.lotName}` },
  { id: 'security', header: 'Security', value: (l) => l.terms.security.isin ?? l.terms.security.cusip ?? l.terms.security.sedol ?? l.terms.security.figi ?? '' },
  { id: 'borrower', header: 'Borrower', value: (l) => l.terms.borrower.name },
  { id: 'value', header: 'Value loaned', value: (l) => (l.terms.loanValue === null ? '' : `${l.terms.loanValue} ${l.terms.currency}`) },
  { id: 'fee', header: 'Fee', value: feeText, cell: (l) => <span title={l.terms.fee.note}>{feeText(l)}</span> },
  { id: 'effected', header: 'Effected', value: (l) => l.effectedAt, cell: (l) => when(l.effectedAt) },
  { id: 'deadline', header: 'Report by', value: (l) => l.reportDeadline, cell: (l) => when(l.reportDeadline) },
  { id: 'missing', header: 'Missing for SLATE', value: (l) => (l.complete ? 'Complete' : l.missing.join('; ')) },
];

const download = async (auction: ReportAuction, kind: 'csv' | 'json' | 'cdm'): Promise<void> => {
  const base = `loans-${auction.id}`;
  const res =
    kind === 'csv'
      ? await apiCall(loanRoutes.slateCsv, { query: { auctionId: String(auction.id) } })
      : kind === 'json'
        ? await apiCall(loanRoutes.slate, { query: { auctionId: String(auction.id) } })
        : await apiCall(loanRoutes.cdm, { params: { id: auction.id } });
  if (!res.ok) {
    notify('error', res.message || 'The file could not be made.');
    return;
  }
  if (typeof res.data === 'string') saveBlob(new Blob([res.data], { type: 'text/csv' }), `${base}-slate.csv`);
  else saveBlob(new Blob([JSON.stringify(res.data, null, 2)], { type: 'application/json' }), `${base}-${kind === 'json' ? 'slate' : 'cdm'}.json`);
};

function AuctionLoans({ auction, onBack }: { auction: ReportAuction; onBack: () => void }) {
  const loans = useRouteQuery(loanRoutes.list, { params: { id: auction.id } });
  const rows = loans.data ?? NO_ROWS;
  const incomplete = rows.filter((l) => l.status === 'ACTIVE' && !l.complete).length;
  return (
    <div>
      <PageTitle text={`Loans: ${auction.auctionName}`} />
      <div className="toolbar">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button onClick={() => void download(auction, 'csv')} disabled={rows.length === 0}>
          SLATE file (CSV)
        </Button>
        <Button variant="secondary" onClick={() => void download(auction, 'json')} disabled={rows.length === 0}>
          SLATE file (JSON)
        </Button>
        <Button variant="secondary" onClick={() => void download(auction, 'cdm')} disabled={rows.length === 0}>
          CDM documents
        </Button>
        <Link href={`/billingstatements?auction=${auction.id}`}>Billing statements</Link>
      </div>
      <CollateralSetting auctionId={auction.id} />
      {loans.error !== null && !loans.loading && (
        <p role="alert" className="field-error">
          {loans.error || 'The loans could not be loaded.'}
        </p>
      )}
      {!loans.loading && loans.error === null && (
        <p role="status">
          {rows.length === 0 ? 'No loans: the awards of this auction have not been confirmed.' : `${rows.length} loan records; ${incomplete} active ones lack data for SLATE.`}
        </p>
      )}
      {/* Ten columns: their texts wrap (styles.css), so the table fits a 1280 px window. */}
      <div className="loan-records">
        <DataTable caption="Loan records" rows={rows} columns={COLUMNS} rowId={(l) => String(l.id)} pageSizes={[20, 50, 'all']} loading={loans.loading} searchPlaceholder="Search loans" />
      </div>
    </div>
  );
}

export default function LoansPage() {
  const [auction, setAuction] = useState<ReportAuction | null>(null);
  return <div className="page">{auction ? <AuctionLoans auction={auction} onBack={() => setAuction(null)} /> : <ReportAuctionList title="Loans" onOpen={setAuction} />}</div>;
}

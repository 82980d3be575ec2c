/** The header block of the Legal Bid Comments and Full Bid Details reports: Report Name, Client, Auction Name, Auction Date. */
import type { ReportAuction } from '../../../components/report-auction-list';
import { estOrBlank } from '../../../lib/display-time';

export function ReportHeader({ report, auction }: { report: string; auction: ReportAuction }) {
  return (
    <dl className="report-header">
      <dt>Report Name</dt>
      <dd>{report}</dd>
      <dt>Client</dt>
      <dd>{auction.esecAucClient?.clientName ?? ''}</dd>
      <dt>Auction Name</dt>
      <dd>{auction.auctionName}</dd>
      <dt>Auction Date</dt>
      <dd>{estOrBlank(auction.auctionStartDate)}</dd>
    </dl>
  );
}

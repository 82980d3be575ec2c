/**
 * The header block of the Legal Bid Comments and Full Bid Details reports: Report Name, Client, Auction
 * Name, Auction Date; under it the report's toolbar: Export (outside the selector), then the report's own buttons (children).
 */
import type { ReactNode } from 'react';
import { Button } from '../../../components/button';
import type { ReportAuction } from '../../../components/report-auction-list';
import { estOrBlank } from '../../../lib/display-time';

interface ReportHeaderProps {
  report: string;
  auction: ReportAuction;
  /** The report's own Export; none inside the report selector, whose toolbar has it. */
  onExport?: () => Promise<void> | void;
  children?: ReactNode;
}

export function ReportHeader({ report, auction, onExport, children }: ReportHeaderProps) {
  return (
    <>
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
      <div className="toolbar">
        {onExport && (
          <Button variant="secondary" onClick={() => void onExport()}>
            Export
          </Button>
        )}
        {children}
      </div>
    </>
  );
}

/**
 * The report selector of one auction (spec §2.5): the ten reports (fewer for a Client, core/policy),
 * Export (the shown report's export) and Back; the Bid Matrix view, whose bidder headers open that
 * bidder's Individual Bidder Detail.
 */
import { useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { Choices } from '../../../components/form-field';
import { PageTitle } from '../../../components/page-title';
import type { ReportAuction } from '../../../components/report-auction-list';
import { useSession } from '../../../lib/session';
import type { ExportSlot, ReportProps } from '../hooks/report-context';
import { REPORTS, reportsFor, type ReportId } from '../hooks/report-list';
import { AuctionSummaryReport } from './auction-summary-report';
import { AwardSummaryReport } from './award-summary-report';
import { BidMatrix } from './bid-matrix';
import { BidOverviewReport } from './bid-overview-report';
import { BidRankingsReport } from './bid-rankings-report';
import { BidderActivityReport } from './bidder-activity-report';
import { BidderCommentsReport } from './bidder-comments-report';
import { FullBidDetailsReport } from './full-bid-details-report';
import { IndividualBidderReport } from './individual-bidder-report';
import { LegalCommentsReport } from './legal-comments-report';
import { RecommendationsReport } from './recommendations-report';

type View = ReportId | 'matrix';

/** Each report's view by id; the Individual Bidder Detail (5) also takes the bidder opened from the Bid Matrix. */
const REPORT_VIEWS: Record<Exclude<ReportId, 5>, ComponentType<ReportProps>> = {
  0: AuctionSummaryReport,
  1: BidRankingsReport,
  2: BidderActivityReport,
  3: BidderCommentsReport,
  4: BidOverviewReport,
  6: AwardSummaryReport,
  7: LegalCommentsReport,
  8: FullBidDetailsReport,
  9: RecommendationsReport,
};

export function ReportView({
  id,
  auction,
  exportSlot,
  bidderId,
  onBidder,
  onEditing,
}: {
  id: View;
  auction: ReportAuction;
  exportSlot: ExportSlot;
  bidderId?: number | null;
  onBidder: (userId: number) => void;
  onEditing?: (editing: boolean) => void;
}): ReactNode {
  if (id === 'matrix') return <BidMatrix auction={auction} exportSlot={exportSlot} onBidder={onBidder} />;
  if (id === 5) return <IndividualBidderReport auction={auction} exportSlot={exportSlot} initialBidderId={bidderId ?? null} key={bidderId ?? 'first'} />;
  const Report = REPORT_VIEWS[id];
  return <Report auction={auction} exportSlot={exportSlot} inSelector onEditing={onEditing} />;
}

export function ReportCentre({ auction, onBack }: { auction: ReportAuction; onBack: () => void }) {
  const s = useSession();
  const reports = reportsFor(s.roles);
  const [view, setView] = useState<View>(0);
  const [bidderId, setBidderId] = useState<number | null>(null);
  const exportSlot: ExportSlot = useRef(null);
  // An edit page of the shown report has its own Save and Back (or Close / Cancel): the selector's Export
  // and Back step aside meanwhile, so the page has one of each (issue 27).
  const [editing, setEditing] = useState(false);
  const selectId = useId();
  const label = view === 'matrix' ? 'Bid Matrix' : (REPORTS.find((r) => r.id === view)?.label ?? '');
  return (
    <div>
      <PageTitle text={`${label} - ${auction.auctionName}`} />
      <div className="report-selector">
        <div className="field">
          <label htmlFor={selectId}>Report</label>
          <select
            id={selectId}
            className="input"
            disabled={editing}
            value={view === 'matrix' ? '' : String(view)}
            onChange={(e) => {
              setBidderId(null);
              setView(Number(e.target.value) as ReportId);
            }}
          >
            <Choices options={reports.map((r) => ({ value: r.id, label: r.label }))} placeholder={view === 'matrix' ? 'Bid Matrix' : undefined} />
          </select>
        </div>
        <Button variant="secondary" onClick={() => setView('matrix')} disabled={view === 'matrix' || editing}>
          Bid Matrix
        </Button>
        {!editing && (
          <>
            <Button onClick={() => void exportSlot.current?.()}>Export</Button>
            <Button variant="secondary" onClick={onBack}>
              Back
            </Button>
          </>
        )}
      </div>
      <ReportView
        id={view}
        auction={auction}
        exportSlot={exportSlot}
        bidderId={bidderId}
        onEditing={setEditing}
        onBidder={(id) => {
          setBidderId(id);
          setView(5);
        }}
      />
    </div>
  );
}

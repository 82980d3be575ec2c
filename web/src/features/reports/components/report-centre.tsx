/**
 * The report selector of one auction (spec §2.5): the reports of hooks/report-list.ts (fewer for a
 * Client, core/policy), each shown with its entry's screen, Export (the shown report's export) and Back;
 * the Bid Matrix view, whose bidder headers open that bidder's Individual Bidder Detail.
 */
import { useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { Choices } from '../../../components/form-field';
import { PageTitle } from '../../../components/page-title';
import type { ReportAuction } from '../../../components/report-auction-list';
import { useSession } from '../../../lib/session';
import type { ExportSlot, ReportProps } from '../hooks/report-context';
import { REPORTS, reportsFor, type ReportId } from '../hooks/report-list';
import { BidMatrix } from './bid-matrix';
import { IndividualBidderReport } from './individual-bidder-report';

type View = ReportId | 'matrix';

/** The Individual Bidder Detail: the Bid Matrix opens it on the bidder whose header was clicked. */
const INDIVIDUAL_BIDDER: ReportId = 5;
/** Each report's screen by id (its report-list.ts entry's). */
const REPORT_VIEWS = new Map<ReportId, ComponentType<ReportProps>>(REPORTS.map((r) => [r.id, r.view]));

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
  if (id === INDIVIDUAL_BIDDER) return <IndividualBidderReport auction={auction} exportSlot={exportSlot} initialBidderId={bidderId ?? null} key={bidderId ?? 'first'} />;
  const Report = REPORT_VIEWS.get(id);
  if (!Report) return null;
  return <Report auction={auction} exportSlot={exportSlot} inSelector onEditing={onEditing} />;
}

export function ReportCentre({ auction, onBack }: { auction: ReportAuction; onBack: () => void }) {
  const s = useSession();
  const reports = reportsFor(s.roles);
  const [view, setView] = useState<View>(0);
  const [bidderId, setBidderId] = useState<number | null>(null);
  const exportSlot: ExportSlot = useRef(null);
  // An edit page of the shown report has its own Save and Back (or Close / Cancel): the selector's Export
  // and Back step aside meanwhile, so the page has one of each.
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
          setView(INDIVIDUAL_BIDDER);
        }}
      />
    </div>
  );
}

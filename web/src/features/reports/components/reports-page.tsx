/**
 * The reporting centre (/report, spec §2.5): the active / archive auction tables, then the chosen
 * auction's report selector. The chosen auction is kept in the session (reportAuctionId), which the
 * standalone report pages (/legalbidcommentsreport, /awardsummaryreport) read.
 */
import { useState } from 'react';
import { ReportAuctionList, type ReportAuction } from '../../../components/report-auction-list';
import { updateSession } from '../../../lib/session';
import { ReportCentre } from './report-centre';

export default function ReportsPage() {
  const [auction, setAuction] = useState<ReportAuction | null>(null);
  // Back returns to the list the auction was opened from.
  const [archive, setArchive] = useState(false);
  return (
    <div className="page">
      {auction ? (
        <ReportCentre auction={auction} onBack={() => setAuction(null)} />
      ) : (
        <ReportAuctionList
          title="Auction Report Center"
          archive={archive}
          onArchiveChange={setArchive}
          onOpen={(a) => {
            updateSession({ reportAuctionId: a.id });
            setAuction(a);
          }}
        />
      )}
    </div>
  );
}

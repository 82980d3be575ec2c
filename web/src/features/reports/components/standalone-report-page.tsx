/**
 * /legalbidcommentsreport and /awardsummaryreport (spec §2 route table): one report of the session's
 * report auction (reportAuctionId), outside the selector.
 */
import { useRef } from 'react';
import { useLocation } from 'wouter';
import { auctionRoutes } from '../../../../../contract/admin-auctions';
import { PageTitle } from '../../../components/page-title';
import { apiCall } from '../../../lib/api-call';
import { useSession } from '../../../lib/session';
import { useLoad } from '../../../lib/use-load';
import type { ExportSlot } from '../hooks/report-context';
import { AwardSummaryReport } from './award-summary-report';
import { LegalCommentsReport } from './legal-comments-report';

export default function StandaloneReportPage() {
  const [location] = useLocation();
  const s = useSession();
  const exportSlot: ExportSlot = useRef(null);
  const clientId = String(s.clientId ?? '');
  const { data, loading } = useLoad(async () => {
    const [active, archive] = await Promise.all([apiCall(auctionRoutes.active, { query: { companyId: '', clientId } }), apiCall(auctionRoutes.archived, { query: { clientId } })]);
    if (!active.ok) return active;
    return { ...active, data: [...active.data, ...(archive.ok ? archive.data : [])].find((a) => a.id === s.reportAuctionId) ?? null };
  }, [s.reportAuctionId, clientId]);
  const legal = location === '/legalbidcommentsreport';
  const title = legal ? 'Legal Bid Comments' : 'Award Summary';
  return (
    <div className="page">
      <PageTitle text={data ? `${title} - ${data.auctionName}` : title} />
      {loading ? (
        <p role="status">Loading…</p>
      ) : !data ? (
        <p>Choose an auction in the Auction Report Center first.</p>
      ) : legal ? (
        <LegalCommentsReport auction={data} exportSlot={exportSlot} />
      ) : (
        <AwardSummaryReport auction={data} exportSlot={exportSlot} />
      )}
    </div>
  );
}

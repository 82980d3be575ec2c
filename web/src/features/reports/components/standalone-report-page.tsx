/**
 * /legalbidcommentsreport and /awardsummaryreport (spec §2 route table): one report of the session's
 * report auction (reportAuctionId), outside the selector.
 */
import { useRef } from 'react';
import { useLocation } from 'wouter';
import { auctionRoutes } from '../../../../../contract/admin-auctions';
import { PageTitle } from '../../../components/page-title';
import { useSession } from '../../../lib/session';
import { useRouteQuery } from '../../../lib/use-api-query';
import type { ExportSlot } from '../hooks/report-context';
import { AwardSummaryReport } from './award-summary-report';
import { LegalCommentsReport } from './legal-comments-report';

export default function StandaloneReportPage() {
  const [location] = useLocation();
  const s = useSession();
  const exportSlot: ExportSlot = useRef(null);
  const clientId = String(s.clientId ?? '');
  // The report auction is looked up in both lists (a failed archive list only hides archived auctions).
  const active = useRouteQuery(auctionRoutes.active, { query: { companyId: '', clientId } });
  const archived = useRouteQuery(auctionRoutes.archived, { query: { clientId } });
  const data = active.data && ([...active.data, ...(archived.data ?? [])].find((a) => a.id === s.reportAuctionId) ?? null);
  // Until both lists first answer: a later refresh never unmounts a report being edited.
  const loading = (active.loading && !active.data) || (archived.loading && !archived.data);
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

import { Link, useLocation } from 'wouter';
import { MSG } from '../../../../../core/domain/messages';
import { DataTable, type Column } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { canAccessRoute } from '../../../lib/access';
import { estOrBlank } from '../../../lib/display-time';
import { updateSession, useSession } from '../../../lib/session';
import { asList, useLoad } from '../../../lib/use-load';
import { findInfocentres, type InfoCentreRow } from '../api/infocentre-api';

const COLUMNS: Column<InfoCentreRow>[] = [
  { id: 'auctionName', header: 'Auction Name', value: (r) => r.auctionName },
  { id: 'client', header: 'Client', value: (r) => r.esecAucClient?.clientName ?? '' },
  { id: 'start', header: 'Start', value: (r) => r.auctionStartDate, cell: (r) => estOrBlank(r.auctionStartDate) },
  { id: 'end', header: 'End', value: (r) => r.auctionEndDate, cell: (r) => estOrBlank(r.auctionEndDate) },
];

/**
 * The information centre list and page. The full info centre (documents, countdown, templates) is a
 * later issue; the list is real (GET /auction/findInfocenter) so sign-in routing and navigation work.
 */
export default function InfoCentrePage() {
  const [location, navigate] = useLocation();
  const s = useSession();
  const isList = location === '/infocenterlist';
  const { data, loading } = useLoad(findInfocentres, []);
  const rows = asList<InfoCentreRow>(data);
  if (isList) {
    return (
      <div className="page">
        <PageTitle text="Auction Information Center" />
        {!loading && rows.length === 0 ? (
          <p className="card">{MSG.NOT_INVITED_TO_ANY_UPCOMING_AUCTIONS}</p>
        ) : (
          <DataTable
            caption="Auction Information Center"
            rows={rows}
            columns={COLUMNS}
            rowId={(r) => String(r.id)}
            pageSizes={[10, 20]}
            onRowClick={(r) => {
              updateSession({ auctionId: r.id, auctionName: r.auctionName, template: r.template ?? 'columns' });
              navigate('/infocenterpage');
            }}
            loading={loading}
          />
        )}
      </div>
    );
  }
  const current = rows.find((r) => r.id === s.auctionId);
  return (
    <div className="page">
      <PageTitle text={current ? current.auctionName : 'Auction Information Center'} />
      <div className="card">
        {current && (
          <p>
            {estOrBlank(current.auctionStartDate)} to {estOrBlank(current.auctionEndDate)}
          </p>
        )}
        <p>The documents of this information centre (rules, asset and operational information) will be shown here ({s.template ?? 'columns'} template).</p>
        <p className="row">
          <Link href="/infocenterlist">All information centres</Link>
          {canAccessRoute(s.roles, '/enterbids') && <Link href="/enterbids">Enter Bids</Link>}
        </p>
      </div>
    </div>
  );
}

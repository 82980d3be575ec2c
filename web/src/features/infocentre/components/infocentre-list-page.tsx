import { useLocation } from 'wouter';
import { BIDDER_MSG as MSG } from '../../../../../core/domain/bidder-messages';
import { formatEst } from '../../../../../core/clock/eastern-format';
import { infoCentreRoutes, type InfoCentreItem } from '../../../../../contract/infocentre';
import { DataTable, type Column } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { updateSession } from '../../../lib/session';
import { NO_ROWS, useRouteQuery } from '../../../lib/use-api-query';

const COLUMNS: Column<InfoCentreItem>[] = [
  {
    id: 'auctionName',
    header: 'Auction Name',
    value: (r) => r.auctionName,
    // Staff also receive incomplete info centres (a manager opens a new auction's to prepare it),
    // marked as such; bidders' lists are complete only (spec 2.1).
    cell: (r) =>
      r.aicapprovalFlag ? (
        r.auctionName
      ) : (
        <>
          {r.auctionName} <span className="muted">(Incomplete)</span>
        </>
      ),
  },
  { id: 'client', header: 'Client', value: (r) => r.esecAucClient.clientName },
  { id: 'start', header: 'Auction Start Time', value: (r) => r.auctionStartDate, cell: (r) => formatEst(r.auctionStartDate) },
  { id: 'end', header: 'Auction End Time', value: (r) => r.auctionEndDate, cell: (r) => formatEst(r.auctionEndDate) },
];

/** Spec 2.1: the info centres the user may see (bidders: complete ones); a row opens its info centre page. */
export default function InfoCentreListPage() {
  const [, navigate] = useLocation();
  const { data, loading } = useRouteQuery(infoCentreRoutes.list, {});
  const rows = data ?? NO_ROWS;
  return (
    <div className="page">
      <PageTitle text="Auctions" />
      {!loading && rows.length === 0 ? (
        <p className="card">{MSG.NOT_INVITED_TO_ANY_UPCOMING_AUCTIONS}</p>
      ) : (
        <DataTable
          caption="Auctions"
          rows={rows}
          columns={COLUMNS}
          rowId={(r) => String(r.id)}
          pageSizes={[10, 20]}
          onRowClick={(r) => {
            updateSession({ auctionId: r.id, auctionName: r.auctionName, template: r.template, allInFlag: r.allInFlag, logoURL: r.esecAucClient.clientCode });
            navigate('/infocenterpage');
          }}
          loading={loading}
        />
      )}
    </div>
  );
}

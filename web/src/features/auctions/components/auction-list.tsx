import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/button';
import { DataTable, type Column } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { can, canAccessRoute } from '../../../lib/access';
import { estOrBlank } from '../../../lib/display-time';
import { updateSession, useSession } from '../../../lib/session';
import { NO_ROWS } from '../../../lib/use-api-query';
import { MSG } from '../../../../../core/domain/messages';
import { clientOf, useAuctionList, type AuctionRow } from '../api/auctions-api';

const PHASE_LABEL = { NOT_STARTED: 'Not started', LIVE: 'Live', ENDED: 'Ended' } as const;
/** The time state the server computed when it answered (its clock decides what is allowed, not the browser's). */
const statusOf = (r: AuctionRow): string => PHASE_LABEL[r.phase];

/** Long names wrap, so the list fits a 1366 px window beside the menu. */
const wrapping = (text: string) => <span className="cell-wrap">{text}</span>;

const COLUMNS: Column<AuctionRow>[] = [
  { id: 'auctionName', header: 'Auction Name', value: (r) => r.auctionName, cell: (r) => wrapping(r.auctionName) },
  { id: 'client', header: 'Client', value: (r) => clientOf(r).name, cell: (r) => wrapping(clientOf(r).name) },
  { id: 'start', header: 'Start', value: (r) => r.auctionStartDate, cell: (r) => estOrBlank(r.auctionStartDate) },
  { id: 'end', header: 'End', value: (r) => r.auctionEndDate, cell: (r) => estOrBlank(r.auctionEndDate) },
  { id: 'status', header: 'Status', value: (r) => statusOf(r) },
  { id: 'aic', header: 'Info Center', value: (r) => (r.aicapprovalFlag ? 'Complete' : 'Incomplete') },
];

/** Active Auctions and Auction Archive: same table, different source and links. */
export function AuctionList({ archive }: { archive: boolean }) {
  const [, navigate] = useLocation();
  const s = useSession();
  // The client id goes with the list calls only for a user limited to its own client (spec §7).
  const clientId = can(s.roles, 'seeOwnClientAuctions') ? s.clientId : null;
  const { data, loading } = useAuctionList(archive, clientId);
  // Rows open the edit screen for whoever may open it (core/policy's route table).
  const canEdit = canAccessRoute(s.roles, '/auctionedit/-1');
  const open = (r: AuctionRow) => {
    const c = clientOf(r);
    updateSession({ auctionId: r.id, auctionName: r.auctionName, logoURL: c.code || null, allInFlag: Boolean(r.allInFlag) });
    navigate(`/auctionedit/${r.id}`);
  };
  const title = archive ? 'Auction Archive' : 'Active Auctions';
  return (
    <div className="page">
      <div className="toolbar">
        <PageTitle text={title} />
        <span className="spacer" />
        {archive ? <Link href="/auctions">Back to Active Auctions</Link> : <Link href="/archiveauctions">Auction Archive</Link>}
        {!archive && can(s.roles, 'saveAuction') && <Button onClick={() => navigate('/auctionedit/-1')}>Add</Button>}
      </div>
      <DataTable
        caption={title}
        rows={data ?? NO_ROWS}
        columns={COLUMNS}
        rowId={(r) => String(r.id)}
        pageSizes={[10, 20, 30]}
        searchPlaceholder={MSG.SEARCH_BY_AUCTION_NAME_CLIENT}
        searchText={(r) => `${r.auctionName} ${clientOf(r).name}`}
        onRowClick={canEdit ? open : undefined}
        loading={loading}
      />
    </div>
  );
}

/**
 * The auction list of the reporting centre and the award screen (spec §2.5, §2.10): auction name,
 * client name, start and end time (YYYY-MM-DD HH:mm EST), search by auction name, pages of 10 or 20,
 * sortable columns and the Auction Archive / Back to Active Auctions toggle. A Client's list is
 * scoped by the server; the client id is sent as the spec's list call does.
 */
import { useState } from 'react';
import type { z } from 'zod';
import { auctionRoutes, type AuctionView } from '../../../contract/admin-auctions';
import { MSG } from '../../../core/domain/messages';
import { estOrBlank } from '../lib/display-time';
import { useSession } from '../lib/session';
import { useRouteQuery } from '../lib/use-api-query';
import { Button } from './button';
import { DataTable, type Column } from './data-table';
import { PageTitle } from './page-title';

export type ReportAuction = z.output<typeof AuctionView>;
const NO_ROWS: readonly ReportAuction[] = [];

const COLUMNS: Column<ReportAuction>[] = [
  { id: 'auctionName', header: 'Auction Name', value: (r) => r.auctionName },
  { id: 'clientName', header: 'Client Name', value: (r) => r.esecAucClient?.clientName ?? '' },
  { id: 'start', header: 'Start Time', value: (r) => r.auctionStartDate, cell: (r) => estOrBlank(r.auctionStartDate) },
  { id: 'end', header: 'End Time', value: (r) => r.auctionEndDate, cell: (r) => estOrBlank(r.auctionEndDate) },
];

interface Props {
  title: string;
  onOpen: (auction: ReportAuction) => void;
  /**
   * Which list shows, kept by the screen: Back from a report, Confirm and Unconfirm return to
   * the list the user came from (the archive or the active auctions). Local when not given.
   */
  archive?: boolean;
  onArchiveChange?: (archive: boolean) => void;
}

export function ReportAuctionList({ title, onOpen, archive: shownArchive, onArchiveChange }: Props) {
  const s = useSession();
  const [localArchive, setLocalArchive] = useState(false);
  const archive = shownArchive ?? localArchive;
  const setArchive = onArchiveChange ?? setLocalArchive;
  const clientId = String(s.clientId ?? '');
  const archived = useRouteQuery(auctionRoutes.archived, { query: { clientId } }, { enabled: archive });
  const active = useRouteQuery(auctionRoutes.active, { query: { companyId: '', clientId } }, { enabled: !archive });
  const { data, loading } = archive ? archived : active;
  const heading = archive ? `${title} - Auction Archive` : title;
  return (
    <div>
      <div className="toolbar">
        <PageTitle text={heading} />
        <span className="spacer" />
        <Button variant="secondary" onClick={() => setArchive(!archive)}>
          {archive ? 'Back to Active Auctions' : 'Auction Archive'}
        </Button>
      </div>
      <DataTable
        caption={heading}
        rows={data ?? NO_ROWS}
        columns={COLUMNS}
        rowId={(r) => String(r.id)}
        pageSizes={[10, 20]}
        searchPlaceholder={MSG.SEARCH_BY_AUCTION_NAME}
        searchText={(r) => r.auctionName}
        onRowClick={onOpen}
        loading={loading}
      />
    </div>
  );
}

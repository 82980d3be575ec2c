import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { MSG, unableToDelete } from '../../../../../core/domain/messages';
import { formatMoney } from '../../../../../core/money/format';
import { AuctionToolbar } from '../../../components/auction-toolbar';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { notify } from '../../../components/toast';
import { useSession } from '../../../lib/session';
import { NO_ROWS, useLoad } from '../../../lib/use-load';
import { deleteLots, listLots, type LotRow } from '../api/lots-api';
import { compareLotRows } from '../hooks/lot-order';

const COLUMNS: Column<LotRow>[] = [
  { id: 'lotNumber', header: 'Lot Number', value: (r) => r.lotNumber, compare: compareLotRows },
  { id: 'lotName', header: 'Lot Name', value: (r) => r.lotName },
  { id: 'assetClass', header: 'Asset Class', value: (r) => r.esecAucACForm?.acFormDescr ?? '' },
  // Sorted by its numeric value (display only; amounts stay decimal strings), shown with separators and symbol.
  { id: 'marketValue', header: 'Market Value', value: (r) => Number(r.marketValue), cell: (r) => formatMoney(r.marketValue, r.currency) },
  { id: 'currency', header: 'Currency', value: (r) => r.currency },
  { id: 'termDays', header: 'Term Days', value: (r) => r.termDays },
  { id: 'combo', header: 'Combo', value: (r) => (r.comboFlag ? 'Yes' : 'No') },
];

export default function LotsPage() {
  const [, navigate] = useLocation();
  const s = useSession();
  const auctionId = s.auctionId;
  const { data, loading, reload } = useLoad(() => (auctionId ? listLots(auctionId) : Promise.resolve({ ok: true as const, status: 200, data: [] as LotRow[] })), [auctionId]);
  const [selected, setSelected] = useState<LotRow[]>([]);
  const [confirming, setConfirming] = useState(false);
  const onSelection = useCallback((rows: LotRow[]) => setSelected(rows), []);
  const askDelete = () => {
    if (selected.length === 0) return notify('warning', MSG.NO_LOT_SELECTED_FOR_DELETE);
    setConfirming(true);
  };
  const doDelete = async () => {
    setConfirming(false);
    const res = await deleteLots(selected);
    if (!res.ok) return notify('error', unableToDelete(res.message));
    notify('success', MSG.LOT_DELETED_SUCCESSFULLY);
    await reload();
  };
  return (
    <div className="page">
      <AuctionToolbar title="Lots" withLogo />
      <div className="toolbar">
        <Button disabled={!auctionId} onClick={() => navigate('/lotedit/-1')}>
          Add
        </Button>
        <Button variant="secondary" disabled={!auctionId} onClick={() => navigate('/lots/upload')}>
          Upload
        </Button>
        <Button variant="danger" disabled={!auctionId} onClick={askDelete}>
          Delete
        </Button>
      </div>
      {!auctionId ? (
        <p className="card">Select an auction to see its lots.</p>
      ) : (
        <DataTable
          caption={`Lots of ${s.auctionName ?? 'the auction'}`}
          rows={data ?? NO_ROWS}
          columns={COLUMNS}
          rowId={(r) => String(r.id)}
          pageSizes={[30, 50, 100]}
          searchPlaceholder="Search lots"
          selectable
          onSelectionChange={onSelection}
          onRowClick={(r) => navigate(`/lotedit/${r.id}`)}
          loading={loading}
        />
      )}
      <ConfirmDialog open={confirming} title="Delete" message={MSG.LOT_DELETE_CONFIRMATION} onConfirm={() => void doDelete()} onCancel={() => setConfirming(false)} />
    </div>
  );
}

import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { MSG, unableToDelete } from '../../../../../core/domain/messages';
import { formatMoney } from '../../../../../core/money/format';
import { compareInAuctionCurrency, fxRateMissing, fxRateOf } from '../../../../../core/money/fx';
import { AuctionToolbar } from '../../../components/auction-toolbar';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { notify } from '../../../components/toast';
import { useSession } from '../../../lib/session';
import { NO_ROWS } from '../../../lib/use-api-query';
import { deleteLots, useLots, type LotRow } from '../api/lots-api';
import { compareLotRows } from '../hooks/lot-order';

/** A lot's market value with its rate into the auction's currency, or null for a lot in another currency without a rate (saves refuse it). */
const inAuctionCurrency = (r: LotRow) => (fxRateMissing(r.currency, r.esecAucAuction.currency, r.fxRate) ? null : { amount: r.marketValue, fxRate: fxRateOf(r, r.esecAucAuction.currency) });
/** By value in the auction's currency; a lot that cannot be converted sorts above every other (never as if its rate were 1). */
const compareMarketValues = (a: LotRow, b: LotRow): number => {
  const [x, y] = [inAuctionCurrency(a), inAuctionCurrency(b)];
  return x && y ? compareInAuctionCurrency(x, y) : Number(x === null) - Number(y === null);
};

const COLUMNS: Column<LotRow>[] = [
  { id: 'lotNumber', header: 'Lot Number', value: (r) => r.lotNumber, compare: compareLotRows },
  { id: 'lotName', header: 'Lot Name', value: (r) => r.lotName },
  { id: 'assetClass', header: 'Asset Class', value: (r) => r.esecAucACForm?.acFormDescr ?? '' },
  // Shown in the lot's currency; sorted by its exact value in the auction's currency (each lot at its FX rate,
  // core/money/fx.ts), so a yen lot does not outrank a dollar lot worth more.
  { id: 'marketValue', header: 'Market Value', value: (r) => r.marketValue, cell: (r) => formatMoney(r.marketValue, r.currency), compare: compareMarketValues },
  { id: 'currency', header: 'Currency', value: (r) => r.currency },
  { id: 'termDays', header: 'Term Days', value: (r) => r.termDays },
  { id: 'combo', header: 'Combo', value: (r) => (r.comboFlag ? 'Yes' : 'No') },
];

export default function LotsPage() {
  const [, navigate] = useLocation();
  const s = useSession();
  const auctionId = s.auctionId;
  const { data, loading, reload } = useLots(auctionId);
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
        <Button variant="secondary" disabled={!auctionId} onClick={() => navigate('/lots/holdings/upload')}>
          Upload Holdings
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

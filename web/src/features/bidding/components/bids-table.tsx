import { compareLotNumbers } from '../../../../../core/lots-csv/lot-number-order';
import { COLLATERAL_LABELS } from '../../../../../core/bids/bid-rules';
import { dec } from '../../../../../core/money/decimal';
import { formatAllIn, formatBps, formatFixed, formatMoney } from '../../../../../core/money/format';
import type { SavedBid } from '../../../../../contract/bidding';
import { DataTable, type Column } from '../../../components/data-table';

/**
 * The saved bids, read-only (Confirm Bids and Bids Submitted): the Your BID columns and the server's
 * Estimated Bid Value, sortable by lot number and by Estimated Bid Value.
 */
export function BidsTable({ bids, allInFlag, minGuarantee, caption }: { bids: readonly SavedBid[]; allInFlag: boolean; minGuarantee: boolean; caption: string }) {
  const columns: Column<SavedBid>[] = [
    { id: 'lot', header: 'Lot', value: (b) => b.esecAucLot.lotNumber, compare: (a, b) => compareLotNumbers(a.esecAucLot.lotNumber, b.esecAucLot.lotNumber) },
    { id: 'lotName', header: 'Lot Name & Lot Description', value: (b) => b.esecAucLot.lotName },
    { id: 'marketValue', header: 'Market Value', value: (b) => formatMoney(b.esecAucLot.marketValue, b.esecAucLot.currency, 0) },
    { id: 'collateral', header: 'Collateral Type', value: (b) => COLLATERAL_LABELS[b.collateralType] },
    { id: 'bps', header: 'Your BID Basis points', value: (b) => formatBps(b.basisPointGuarantee) },
    { id: 'fixed', header: 'Your BID Fixed Amount', value: (b) => formatFixed(b.fixed, b.esecAucLot.currency) },
    ...(allInFlag ? [{ id: 'allIn', header: 'Your BID All-In points', value: (b: SavedBid) => formatAllIn(b.allIn) }] : []),
    ...(minGuarantee ? [{ id: 'minBal', header: 'Minimum Balance Gtee', value: (b: SavedBid) => formatMoney(b.minBalGuarantee, b.esecAucLot.currency) }] : []),
    { id: 'comments', header: 'Lot Specific Comments', value: (b) => b.lotSpecificComments },
    {
      id: 'estimated',
      header: 'Estimated Bid Value',
      value: (b) => formatMoney(b.estimatedBid, b.esecAucLot.currency),
      compare: (a, b) => dec(a.estimatedBid).cmp(dec(b.estimatedBid)),
    },
  ];
  return <DataTable caption={caption} rows={bids} columns={columns} rowId={(b) => String(b.id)} pageSizes={['all']} />;
}

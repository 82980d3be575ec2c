import { useMemo, useState } from 'react';
import { compareLotNumbers } from '../../../../../core/domain/lot-number-order';
import { COLLATERAL_LABELS } from '../../../../../core/bids/bid-rules';
import { compareDecimalText } from '../../../../../core/money/decimal-arith';
import { formatAllIn, formatBps, formatFixed, formatMoney } from '../../../../../core/money/format';
import type { SavedBid } from '../../../../../contract/bidding';

type SortKey = 'lot' | 'estimated';
const COMPARE: Record<SortKey, (a: SavedBid, b: SavedBid) => number> = {
  lot: (a, b) => compareLotNumbers(a.esecAucLot.lotNumber, b.esecAucLot.lotNumber),
  estimated: (a, b) => compareDecimalText(a.estimatedBid, b.estimatedBid),
};

/**
 * The saved bids, read-only (Confirm Bids and Bids Submitted): the Your BID columns and the server's
 * Estimated Bid Value, sortable by lot number and by Estimated Bid Value (spec 2.4). A plain table:
 * the wizard has at most one row per bid and no paging, so it does not pull in the data-table library.
 */
export function BidsTable({ bids, allInFlag, minGuarantee, caption }: { bids: readonly SavedBid[]; allInFlag: boolean; minGuarantee: boolean; caption: string }) {
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'lot', desc: false });
  const rows = useMemo(() => {
    const sorted = [...bids].sort(COMPARE[sort.key]);
    return sort.desc ? sorted.reverse() : sorted;
  }, [bids, sort]);
  const sortable = (key: SortKey, label: string) => (
    <th scope="col" aria-sort={sort.key === key ? (sort.desc ? 'descending' : 'ascending') : 'none'}>
      <button type="button" onClick={() => setSort((s) => ({ key, desc: s.key === key ? !s.desc : false }))}>
        {label}
      </button>
    </th>
  );
  return (
    <div className="table-wrap">
      <table className="data">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {sortable('lot', 'Lot')}
            <th scope="col">Lot Name &amp; Lot Description</th>
            <th scope="col">Market Value</th>
            <th scope="col">Collateral Type</th>
            <th scope="col">Your BID Basis points</th>
            <th scope="col">Your BID Fixed Amount</th>
            {allInFlag && <th scope="col">Your BID All-In points</th>}
            {minGuarantee && <th scope="col">Minimum Balance Gtee</th>}
            <th scope="col">Lot Specific Comments</th>
            {sortable('estimated', 'Estimated Bid Value')}
          </tr>
        </thead>
        <tbody>
          {rows.map((b) => (
            <tr key={b.id}>
              <td>{b.esecAucLot.lotNumber}</td>
              <td>{b.esecAucLot.lotName}</td>
              <td>{formatMoney(b.esecAucLot.marketValue, b.esecAucLot.currency, 0)}</td>
              <td>{COLLATERAL_LABELS[b.collateralType]}</td>
              <td>{formatBps(b.basisPointGuarantee)}</td>
              <td>{formatFixed(b.fixed, b.esecAucLot.currency)}</td>
              {allInFlag && <td>{formatAllIn(b.allIn)}</td>}
              {minGuarantee && <td>{formatMoney(b.minBalGuarantee, b.esecAucLot.currency)}</td>}
              <td>{b.lotSpecificComments}</td>
              <td>{formatMoney(b.estimatedBid, b.esecAucLot.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

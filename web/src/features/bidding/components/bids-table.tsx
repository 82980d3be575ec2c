import { useMemo, useState } from 'react';
import { compareLotNumbers } from '../../../../../core/domain/lot-number-order';
import { COLLATERAL_LABELS } from '../../../../../core/bids/bid-rules';
import { formatBidAmount, formatMoney } from '../../../../../core/money/format';
import { sheetBidKinds, type BidKindFlags } from '../../../../../core/domain/bid-kinds';
import { compareInAuctionCurrency, hasForeignLots, totalInAuctionCurrency } from '../../../../../core/money/fx';
import { subtotalsByCurrency } from '../../../../../core/money/money';
import type { SavedBid } from '../../../../../contract/bidding';
import { convertedTotalText, CurrencySubtotals } from '../../../components/money-totals';
import { countedOwnBids } from '../grid/own-bids-total';
import { OWN_BIDS_TOTAL_NOTE } from '../../../../../core/domain/bidder-messages';

type SortKey = 'lot' | 'estimated';
const valueOf = (b: SavedBid) => ({ amount: b.estimatedBid, fxRate: b.esecAucLot.fxRate });
const COMPARE: Record<SortKey, (a: SavedBid, b: SavedBid) => number> = {
  lot: (a, b) => compareLotNumbers(a.esecAucLot.lotNumber, b.esecAucLot.lotNumber),
  // Bids on lots of several currencies compare in the auction's, each at its lot's FX rate (core/money/fx.ts).
  estimated: (a, b) => compareInAuctionCurrency(valueOf(a), valueOf(b)),
};

/**
 * The saved bids, read-only (Confirm Bids and Bids Submitted): the Your BID columns and the server's
 * Estimated Bid Value, sortable by lot number and by Estimated Bid Value (spec 2.4). A plain table:
 * the wizard has at most one row per bid and no paging, so it does not pull in the data-table library.
 * Each bid's amounts are in its lot's currency; when some lot is in another currency than the auction's,
 * the Estimated Bid Values are sorted and totalled in the auction's (labelled so, with per-currency subtotals).
 * The total counts each bid once among its alternatives (a combo lot or the lots it spans, whichever is
 * worth more; ../grid/own-bids-total.ts), so it is what the bids could be awarded together.
 * The headings, lot names and comments wrap and Estimated Bid Value stays pinned at the right
 * edge, so it is in sight at 1440 px (it was scrolled off to the right).
 */
export function BidsTable({ bids, auction, minGuarantee, caption, currency }: { bids: readonly SavedBid[]; auction: BidKindFlags; minGuarantee: boolean; caption: string; currency: string }) {
  const kinds = sheetBidKinds(auction);
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'lot', desc: false });
  const rows = useMemo(() => {
    const sorted = [...bids].sort(COMPARE[sort.key]);
    return sort.desc ? sorted.reverse() : sorted;
  }, [bids, sort]);
  const foreign = hasForeignLots(bids.map((b) => b.esecAucLot), currency);
  const counted = useMemo(
    () => countedOwnBids(bids.map((b) => ({ lotId: b.lotId, comboLotIds: b.esecAucLot.comboLotIds, amount: b.estimatedBid, fxRate: b.esecAucLot.fxRate, bid: b }))).map((c) => c.bid),
    [bids],
  );
  const sortable = (key: SortKey, label: string, className?: string) => (
    <th scope="col" className={className} aria-sort={sort.key === key ? (sort.desc ? 'descending' : 'ascending') : 'none'}>
      <button type="button" onClick={() => setSort((s) => ({ key, desc: s.key === key ? !s.desc : false }))}>
        {label}
      </button>
    </th>
  );
  return (
    <div className="table-wrap">
      <table className="data bids-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {sortable('lot', 'Lot')}
            <th scope="col">Lot Name &amp; Lot Description</th>
            <th scope="col">Market Value</th>
            <th scope="col">Collateral Type</th>
            {kinds.map((k) => (
              <th key={k.code} scope="col">
                Your {k.sheetTitle}
              </th>
            ))}
            {minGuarantee && <th scope="col">Minimum Balance Gtee</th>}
            <th scope="col">Lot Specific Comments</th>
            {sortable('estimated', 'Estimated Bid Value', 'est')}
          </tr>
        </thead>
        <tbody>
          {rows.map((b) => (
            <tr key={b.id}>
              <td>{b.esecAucLot.lotNumber}</td>
              <td className="wrap">{b.esecAucLot.lotName}</td>
              <td>{formatMoney(b.esecAucLot.marketValue, b.esecAucLot.currency, 0)}</td>
              <td>{COLLATERAL_LABELS[b.collateralType]}</td>
              {kinds.map((k) => (
                <td key={k.code}>{formatBidAmount(k.unit, b[k.field], b.esecAucLot.currency)}</td>
              ))}
              {minGuarantee && <td>{formatMoney(b.minBalGuarantee, b.esecAucLot.currency)}</td>}
              <td className="wrap">{b.lotSpecificComments}</td>
              <td className="est">{formatMoney(b.estimatedBid, b.esecAucLot.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {foreign && (
        <div className="totals" aria-label="Estimated Bid Value totals">
          <span data-testid="estimated-total" title={OWN_BIDS_TOTAL_NOTE}>
            {convertedTotalText('Total Estimated Bid Value', totalInAuctionCurrency(counted.map(valueOf)), currency, true)}
          </span>
          <CurrencySubtotals subtotals={subtotalsByCurrency(counted.map((b) => ({ amount: b.estimatedBid, currency: b.esecAucLot.currency })), currency)} currency={currency} />
          {counted.length < bids.length && <span className="muted">{OWN_BIDS_TOTAL_NOTE}</span>}
        </div>
      )}
    </div>
  );
}

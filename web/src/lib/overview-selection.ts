/**
 * Bid Overview selection state for the report and the award screen: core/awards decides which rows a
 * pick clears (toggleSelection) and which total shows (displayedTotal, overviewTopBidsTotal), in the
 * auction's currency (each row at its lot's FX rate); `subtotals` are the shown total's rows per currency
 * and `converted` whether any row is in another currency than the auction's (the totals are then labelled).
 */
import { useCallback, useMemo, useState } from 'react';
import { displayedRows, displayedTotal, toggleSelection } from '../../../core/awards/award-selection';
import { overviewTopBidsTotal, type ValuedCandidate } from '../../../core/awards/award-rules';
import { hasForeignLots } from '../../../core/money/fx';
import { subtotalsByCurrency } from '../../../core/money/money';

export function useOverviewSelection<T extends ValuedCandidate & { currency: string }>(rows: readonly T[], auctionCurrency: string) {
  const [selected, setSelected] = useState<number[]>([]);
  const originalTotal = useMemo(() => overviewTopBidsTotal(rows), [rows]);
  const toggle = useCallback((row: T) => setSelected((s) => toggleSelection(rows, s, row.bidId)), [rows]);
  const total = displayedTotal(rows, selected, originalTotal);
  const subtotals = useMemo(
    () => subtotalsByCurrency(displayedRows(rows, selected).map((r) => ({ amount: r.totalBidValue, currency: r.currency })), auctionCurrency),
    [rows, selected, auctionCurrency],
  );
  const converted = useMemo(() => hasForeignLots(rows, auctionCurrency), [rows, auctionCurrency]);
  return { selected, setSelected, toggle, total, originalTotal, subtotals, converted, clear: () => setSelected([]) };
}

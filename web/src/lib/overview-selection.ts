/**
 * Bid Overview selection state for the report and the award screen: core/awards decides which rows a
 * pick clears (toggleSelection) and the totals (./overview-totals.ts: the shown total, the
 * original total, the per-currency subtotals, whether they are conversions), which the report's workbook
 * exports as they are shown.
 */
import { useCallback, useMemo, useState } from 'react';
import { toggleSelection } from '../../../core/awards/award-selection';
import { overviewTopBidsTotal, type ValuedCandidate } from '../../../core/awards/award-rules';
import { overviewTotals } from './overview-totals';

export function useOverviewSelection<T extends ValuedCandidate & { currency: string }>(rows: readonly T[], auctionCurrency: string) {
  const [selected, setSelected] = useState<number[]>([]);
  const originalTotal = useMemo(() => overviewTopBidsTotal(rows), [rows]);
  const toggle = useCallback((row: T) => setSelected((s) => toggleSelection(rows, s, row.bidId)), [rows]);
  const totals = useMemo(() => overviewTotals(rows, selected, auctionCurrency, originalTotal), [rows, selected, auctionCurrency, originalTotal]);
  const { total, subtotals, converted } = totals;
  return { selected, setSelected, toggle, total, originalTotal, subtotals, converted, totals, clear: () => setSelected([]) };
}

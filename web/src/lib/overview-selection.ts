/**
 * Bid Overview selection state for the report and the award screen: core/awards decides which rows a
 * pick clears (toggleSelection) and which total shows (displayedTotal, overviewTopBidsTotal).
 */
import { useCallback, useMemo, useState } from 'react';
import { displayedTotal, toggleSelection } from '../../../core/awards/award-selection';
import { overviewTopBidsTotal, type ValuedCandidate } from '../../../core/awards/award-rules';

export function useOverviewSelection<T extends ValuedCandidate>(rows: readonly T[]) {
  const [selected, setSelected] = useState<number[]>([]);
  const originalTotal = useMemo(() => overviewTopBidsTotal(rows), [rows]);
  const toggle = useCallback((row: T) => setSelected((s) => toggleSelection(rows, s, row.bidId)), [rows]);
  const total = displayedTotal(rows, selected, originalTotal);
  return { selected, setSelected, toggle, total, originalTotal, clear: () => setSelected([]) };
}

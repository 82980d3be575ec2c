/**
 * The Bid Overview's row selection (participation-and-reporting §4):
 * - picking a combo bid deselects the other selected rows on the lots it covers and any overlapping
 *   combo; picking a normal bid deselects any other selected bid for its lot and any combo covering
 *   it (both: everything whose covered lots meet the picked bid's);
 * - clicking a selected row deselects it;
 * - with nothing selected the total is the original total; otherwise the sum of the selected values,
 *   in the auction's currency (each at its lot's FX rate, core/money/fx.ts).
 * Selections are bid ids, so the state survives a re-sort or filter of the table.
 */
import type { DecimalString, Id } from '../domain/entities';
import { totalInAuctionCurrency } from '../money/fx';
import { overlaps, overviewTopBids, type ValuedCandidate } from './award-rules';

export const toggleSelection = (rows: readonly ValuedCandidate[], selected: readonly Id[], bidId: Id): Id[] => {
  if (selected.includes(bidId)) return selected.filter((id) => id !== bidId);
  const picked = rows.find((r) => r.bidId === bidId);
  if (!picked) return [...selected];
  const byId = new Map(rows.map((r) => [r.bidId, r]));
  return [
    ...selected.filter((id) => {
      const row = byId.get(id);
      return row !== undefined && !overlaps(row, picked);
    }),
    bidId,
  ];
};

/** Clearing all selections. */
export const clearSelection = (): Id[] => [];

/** Sum of the selected rows' values in the auction's currency, each converted to cents at its lot's rate. */
export const selectedTotal = (rows: readonly ValuedCandidate[], selected: readonly Id[]): DecimalString => {
  const ids = new Set(selected);
  return totalInAuctionCurrency(rows.filter((r) => ids.has(r.bidId)).map((r) => ({ amount: r.totalBidValue, fxRate: r.fxRate })));
};

/** The rows the shown total adds: the selected ones, or while nothing is selected each single lot's top bid (its per-currency subtotals). */
export const displayedRows = <T extends ValuedCandidate>(rows: readonly T[], selected: readonly Id[]): T[] => {
  if (selected.length === 0) return overviewTopBids(rows);
  const ids = new Set(selected);
  return rows.filter((r) => ids.has(r.bidId));
};

/** The total the overview shows: the original total while nothing is selected. */
export const displayedTotal = (rows: readonly ValuedCandidate[], selected: readonly Id[], originalTotal: DecimalString): DecimalString =>
  selected.length === 0 ? originalTotal : selectedTotal(rows, selected);

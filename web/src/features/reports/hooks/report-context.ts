/**
 * What every report view gets: the chosen auction and a slot where it puts its export, which the
 * report selector's Export button (and the report's own Export button) runs.
 */
import { useEffect, useLayoutEffect, type RefObject } from 'react';
import type { ReportAuction } from '../../../components/report-auction-list';
import { formatMoney } from '../../../../../core/money/format';

export type ExportSlot = RefObject<(() => Promise<void> | void) | null>;

export interface ReportProps {
  auction: ReportAuction;
  exportSlot: ExportSlot;
  /**
   * Shown in the report selector, whose toolbar has Export and Back (one of each on the page):
   * the report then shows no Export button of its own, and tells `onEditing` when it opens or leaves an
   * edit page, where the selector's buttons step aside for the page's own Save / Back.
   */
  inSelector?: boolean;
  onEditing?: (editing: boolean) => void;
}

/**
 * Tells the selector (if any) that the report shows an edit page. In a layout effect: the selector hides its
 * own Back and Export in the same paint as the edit page appears (after a plain effect, one frame showed the
 * edit page's Back beside the selector's).
 */
export function useEditingReported(onEditing: ((editing: boolean) => void) | undefined, editing: boolean): void {
  useLayoutEffect(() => {
    onEditing?.(editing);
  }, [onEditing, editing]);
  useLayoutEffect(() => () => onEditing?.(false), [onEditing]);
}

/** Registers `run` as the current report's export while the view is shown. */
export function useExport(slot: ExportSlot, run: (() => Promise<void> | void) | null): void {
  useEffect(() => {
    slot.current = run;
    return () => {
      if (slot.current === run) slot.current = null;
    };
  }, [slot, run]);
}

/** Money in the auction's currency (core/money display rules). */
export const moneyIn = (currency: string) => (v: string | null | undefined): string => formatMoney(v ?? null, currency);

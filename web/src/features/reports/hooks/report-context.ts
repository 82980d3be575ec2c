/**
 * What every report view gets: the chosen auction and a slot where it puts its export, which the
 * report selector's Export button (and the report's own Export button) runs.
 */
import { useEffect, type RefObject } from 'react';
import type { ReportAuction } from '../../../components/report-auction-list';
import { formatMoney } from '../../../../../core/money/format';

export type ExportSlot = RefObject<(() => Promise<void> | void) | null>;

export interface ReportProps {
  auction: ReportAuction;
  exportSlot: ExportSlot;
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

/**
 * Bid overview rows (spec §3) as a windowed table, shared by the Bid Overview report and the award
 * screen. Optional columns are hidden as core/awards decides (overviewHiddenColumns /
 * awardsHiddenColumns); selection, when given, is a checkbox per row (keyboard: Tab and Space).
 */
import type { z } from 'zod';
import type { OverviewRow } from '../../../contract/overview-row';
import type { OptionalAwardColumn } from '../lib/award-rows';
import { formatAllIn, formatBps, formatFixed, formatMoney } from '../../../core/money/format';
import { VirtualTable, type VirtualColumn } from './virtual-table';
import type { ReactNode } from 'react';

type Row = z.output<typeof OverviewRow>;

const money = (v: string | null, r: Row) => formatMoney(v, r.currency);

const ALL: (VirtualColumn<Row> & { optional?: OptionalAwardColumn })[] = [
  { id: 'lotNumber', header: 'Lot', cell: (r) => r.lotNumber },
  { id: 'lotName', header: 'Lot Name', cell: (r) => r.lotName, title: (r) => r.lotName },
  { id: 'lotSize', header: 'Lot Size', cell: (r) => money(r.lotSize, r), align: 'right' },
  { id: 'currency', header: 'Currency', cell: (r) => r.currency },
  { id: 'termDays', header: 'Term Days', cell: (r) => r.termDays, align: 'right' },
  { id: 'eslEstimate', header: 'ESL Estimate', cell: (r) => money(r.eslEstimate, r), align: 'right' },
  { id: 'bidder', header: 'Bidder', cell: (r) => r.bidder },
  { id: 'collateralType', header: 'Collateral Type', cell: (r) => r.collateralType },
  { id: 'fixedCashBid', header: 'Fixed Cash Bid', cell: (r) => formatFixed(r.fixedCashBid, r.currency), align: 'right', optional: 'fixedCashBid' },
  { id: 'bpsBid', header: 'Bps Bid', cell: (r) => formatBps(r.bpsBid), align: 'right' },
  { id: 'annualizedBid', header: 'Annualized Bid (bps)', cell: (r) => formatBps(r.annualizedBid), align: 'right' },
  { id: 'allInBid', header: 'All-in Bid', cell: (r) => formatAllIn(r.allInBid), align: 'right', optional: 'allInBid' },
  { id: 'allInBidValue', header: 'All-in Bid Value', cell: (r) => money(r.allInBidValue, r), align: 'right', optional: 'allInBidValue' },
  { id: 'balGtee', header: 'Balance Gtee', cell: (r) => money(r.balGtee, r), align: 'right', optional: 'balGtee' },
  { id: 'cashUpside', header: 'Cash Upside', cell: (r) => money(r.cashUpside, r), align: 'right', optional: 'cashUpside' },
  { id: 'totalBidValue', header: 'Total Bid Value', cell: (r) => money(r.totalBidValue, r), align: 'right' },
  { id: 'comments', header: 'Comments', cell: (r) => r.comments, title: (r) => r.comments },
];

interface Props<T extends Row> {
  caption: string;
  rows: readonly T[];
  hidden: readonly OptionalAwardColumn[];
  /** Selected bid ids; with onToggle, a checkbox column is shown. */
  selected?: readonly number[];
  onToggle?: (row: T) => void;
  footer?: ReactNode;
  height?: number;
}

export function BidOverviewTable<T extends Row>({ caption, rows, hidden, selected, onToggle, footer, height }: Props<T>) {
  const chosen = new Set(selected ?? []);
  const columns: VirtualColumn<T>[] = ALL.filter((c) => !c.optional || !hidden.includes(c.optional));
  if (onToggle) {
    columns.unshift({
      id: '__select',
      header: <span className="sr-only">Selected</span>,
      cell: (r) => (
        <input
          type="checkbox"
          aria-label={`Select ${r.bidder} bid on lot ${r.lotNumber}`}
          checked={chosen.has(r.bidId)}
          onChange={() => onToggle(r)}
        />
      ),
    });
  }
  return (
    <VirtualTable
      caption={caption}
      rows={rows}
      columns={columns}
      rowKey={(r) => r.bidId}
      rowClass={(r) => (chosen.has(r.bidId) ? 'selected' : '')}
      footer={footer}
      height={height}
    />
  );
}

/** The number of shown columns (for a footer row's colSpan). */
export const overviewColumnCount = (hidden: readonly OptionalAwardColumn[], selectable: boolean): number =>
  ALL.filter((c) => !c.optional || !hidden.includes(c.optional)).length + (selectable ? 1 : 0);

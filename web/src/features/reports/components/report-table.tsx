import type { ReactNode } from 'react';

interface ReportTableProps {
  /** Names the scrolling region and, for screen readers, the table (its caption). */
  label: string;
  /** As tall as the window allows (the long reports scroll inside the region, not the page). */
  fitWindow?: boolean;
  /** The table's head and body. */
  children: ReactNode;
}

/** A report's table in a named region reachable by keyboard to scroll. */
export function ReportTable({ label, fitWindow, children }: ReportTableProps) {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={label} style={fitWindow ? { maxHeight: Math.max(window.innerHeight - 120, 300), overflow: 'auto' } : undefined}>
      <table className="data">
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </div>
  );
}

import type { ReactNode } from 'react';

/** A header row of plain column titles. */
export function HeaderRow({ titles }: { titles: readonly string[] }) {
  return (
    <tr>
      {titles.map((t) => (
        <th key={t} scope="col">
          {t}
        </th>
      ))}
    </tr>
  );
}

/** A report's table region: named, reachable by keyboard to scroll, as tall as the window allows. */
export function ReportTableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={label} style={{ maxHeight: Math.max(window.innerHeight - 120, 300), overflow: 'auto' }}>
      {children}
    </div>
  );
}

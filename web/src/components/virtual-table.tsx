/**
 * A read-mostly table whose body is windowed (@tanstack/react-virtual): only the rows in view (plus
 * an overscan) are in the DOM, so hundreds or thousands of rows scroll smoothly. Rows have one fixed
 * height (cells do not wrap; the full text is in the cell's title). The header stays in view; the
 * scroll area is focusable so the arrow and page keys scroll it, and row controls (checkboxes,
 * buttons) are reached with Tab, the browser scrolling the focused row into view.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';

export interface VirtualColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Text for the cell's tooltip (defaults to nothing). */
  title?: (row: T) => string;
  align?: 'left' | 'right';
}

interface Props<T> {
  caption: string;
  rows: readonly T[];
  columns: readonly VirtualColumn<T>[];
  rowKey: (row: T) => string | number;
  rowClass?: (row: T) => string;
  /** Rows shown after the data rows (totals), never windowed. */
  footer?: ReactNode;
  /** Height of the scroll area in px (the spec derives it from the window height). */
  height?: number;
  emptyText?: string;
}

const ROW_HEIGHT = 34;

/** Stands in for the rows scrolled out of the DOM above or below, so the scroll bar keeps its size. */
function PadRow({ height, span }: { height: number; span: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true">
      <td colSpan={span} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

export function VirtualTable<T>({ caption, rows, columns, rowKey, rowClass, footer, height = 480, emptyText = 'No records found.' }: Props<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 12 });
  const items = virtualizer.getVirtualItems();
  const padTop = items.length ? (items[0]?.start ?? 0) : 0;
  const padBottom = items.length ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;
  return (
    <div ref={scrollRef} className="table-wrap virtual-scroll" style={{ maxHeight: height }} tabIndex={0} role="region" aria-label={caption}>
      <table className="data virtual">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.id} scope="col" className={c.align === 'right' ? 'num' : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="muted">
                {emptyText}
              </td>
            </tr>
          )}
          <PadRow height={padTop} span={columns.length} />
          {items.map((v) => {
            const row = rows[v.index];
            return (
              <tr key={rowKey(row)} className={rowClass?.(row)} style={{ height: ROW_HEIGHT }}>
                {columns.map((c) => (
                  <td key={c.id} className={c.align === 'right' ? 'num' : undefined} title={c.title?.(row)}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
          <PadRow height={padBottom} span={columns.length} />
        </tbody>
        {footer && <tfoot>{footer}</tfoot>}
      </table>
    </div>
  );
}

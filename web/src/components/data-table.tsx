/**
 * The list-screen table over TanStack Table v8: sortable headers, pagination with the screen's page
 * sizes ('all' = the total count), a search box over the shown columns, row click, and optional
 * multi-select with a checkbox column.
 */
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';

export interface Column<T> {
  id: string;
  header: string;
  /** The value used for sorting and searching. */
  value: (row: T) => string | number | null;
  /** Custom rendering; defaults to the value. */
  cell?: (row: T) => ReactNode;
  /** Custom comparison (e.g. lot numbers: numeric part then suffix). */
  compare?: (a: T, b: T) => number;
}

interface DataTableProps<T> {
  caption: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowId: (row: T) => string;
  pageSizes: readonly (number | 'all')[];
  searchPlaceholder?: string;
  onRowClick?: (row: T) => void;
  selectable?: boolean;
  onSelectionChange?: (rows: T[]) => void;
  loading?: boolean;
  /** What the search box looks in (default: every shown column). */
  searchText?: (row: T) => string;
}

export function DataTable<T>({ caption, rows, columns, rowId, pageSizes, searchPlaceholder, onRowClick, selectable, onSelectionChange, loading, searchText }: DataTableProps<T>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [globalFilter, setGlobalFilter] = useState('');
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const searchId = useId();
  const sizeId = useId();
  const resolveSize = (s: number | 'all'): number => (s === 'all' ? Math.max(rows.length, 1) : s);
  const [pageSizeChoice, setPageSizeChoice] = useState<number | 'all'>(pageSizes[0] ?? 10);

  const tanColumns = useMemo<ColumnDef<T, string | number | null>[]>(() => {
    const cols: ColumnDef<T, string | number | null>[] = columns.map((c) => ({
      id: c.id,
      header: c.header,
      accessorFn: (row: T) => c.value(row),
      cell: (info) => (c.cell ? c.cell(info.row.original) : (info.getValue() ?? '')),
      sortingFn: c.compare ? (a, b) => c.compare!(a.original, b.original) : 'auto',
    }));
    if (selectable) {
      cols.unshift({
        id: '__select',
        header: ({ table }) => (
          <input
            type="checkbox"
            aria-label="Select all rows"
            checked={table.getIsAllRowsSelected()}
            onChange={table.getToggleAllRowsSelectedHandler()}
          />
        ),
        cell: ({ row }) => (
          <input
            type="checkbox"
            aria-label={`Select row ${row.index + 1}`}
            checked={row.getIsSelected()}
            onClick={(e) => e.stopPropagation()}
            onChange={row.getToggleSelectedHandler()}
          />
        ),
        enableSorting: false,
      });
    }
    return cols;
  }, [columns, selectable]);

  const table = useReactTable({
    data: rows as T[],
    columns: tanColumns,
    state: { sorting, globalFilter, rowSelection },
    getRowId: rowId,
    onSortingChange: setSorting,
    onGlobalFilterChange: setGlobalFilter,
    onRowSelectionChange: setRowSelection,
    enableRowSelection: Boolean(selectable),
    globalFilterFn: searchText
      ? (row, _columnId, filter: string) => searchText(row.original).toLowerCase().includes(String(filter).toLowerCase())
      : 'includesString',
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    initialState: { pagination: { pageIndex: 0, pageSize: resolveSize(pageSizes[0] ?? 10) } },
  });

  const pageSize = resolveSize(pageSizeChoice);
  useEffect(() => {
    table.setPageSize(pageSize);
  }, [table, pageSize]);

  const lastReported = useRef<string>('');
  useEffect(() => {
    if (!onSelectionChange) return;
    // Report only real changes of the selection, not every new rows array.
    const key = Object.keys(rowSelection).filter((k) => rowSelection[k]).sort().join(',');
    if (key === lastReported.current) return;
    lastReported.current = key;
    const byId = new Map(rows.map((r) => [rowId(r), r]));
    onSelectionChange(Object.keys(rowSelection).filter((k) => rowSelection[k]).map((k) => byId.get(k)).filter((r): r is T => r !== undefined));
  }, [rowSelection, rows, rowId, onSelectionChange]);

  // Drop selections of rows that are gone (after a delete and reload).
  useEffect(() => setRowSelection((s) => (Object.keys(s).length ? {} : s)), [rows]);

  const { pageIndex } = table.getState().pagination;
  const pageCount = Math.max(table.getPageCount(), 1);
  return (
    <div>
      {searchPlaceholder !== undefined && (
        <div className="toolbar">
          <label htmlFor={searchId} className="sr-only">
            {searchPlaceholder}
          </label>
          <input id={searchId} className="input" type="search" placeholder={searchPlaceholder} value={globalFilter} onChange={(e) => setGlobalFilter(e.target.value)} style={{ minWidth: 280 }} />
        </div>
      )}
      <div className="table-wrap">
        <table className="data">
          <caption className="sr-only">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((hg) => (
              <tr key={hg.id}>
                {hg.headers.map((h) => {
                  const sorted = h.column.getIsSorted();
                  return (
                    <th key={h.id} scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                      {h.column.getCanSort() ? (
                        <button type="button" onClick={h.column.getToggleSortingHandler()}>
                          {flexRender(h.column.columnDef.header, h.getContext())}
                          {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                        </button>
                      ) : (
                        flexRender(h.column.columnDef.header, h.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {loading && (
              <tr>
                <td colSpan={tanColumns.length}>Loading…</td>
              </tr>
            )}
            {!loading && table.getRowModel().rows.length === 0 && (
              <tr>
                <td colSpan={tanColumns.length} className="muted">
                  No records found.
                </td>
              </tr>
            )}
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className={[onRowClick ? 'clickable' : '', row.getIsSelected() ? 'selected' : ''].join(' ')}
                onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                tabIndex={onRowClick ? 0 : undefined}
                onKeyDown={
                  onRowClick
                    ? (e) => {
                        if (e.key === 'Enter' && e.target === e.currentTarget) onRowClick(row.original);
                      }
                    : undefined
                }
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <div className="pager">
          <button type="button" className="btn btn-secondary" onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()}>
            Previous
          </button>
          <span>
            Page {pageIndex + 1} of {pageCount}
          </span>
          <button type="button" className="btn btn-secondary" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
            Next
          </button>
          <span className="spacer" />
          <span className="muted">{table.getFilteredRowModel().rows.length} records</span>
          <label htmlFor={sizeId}>Rows per page</label>
          <select id={sizeId} className="input" value={String(pageSizeChoice)} onChange={(e) => setPageSizeChoice(e.target.value === 'all' ? 'all' : Number(e.target.value))}>
            {pageSizes.map((s) => (
              <option key={String(s)} value={String(s)}>
                {s === 'all' ? `All (${rows.length})` : s}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}

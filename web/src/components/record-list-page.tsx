import { useLocation } from 'wouter';
import { Button } from './button';
import { DataTable, type Column } from './data-table';
import { PageTitle } from './page-title';

interface RecordListPageProps<T extends { id: number }> {
  title: string;
  /** The edit page's path; `${editPath}/-1` is the blank form, `${editPath}/{id}` a record's. */
  editPath: string;
  /** The records (the page's list query). */
  rows: readonly T[];
  loading: boolean;
  columns: Column<T>[];
}

/** A list of records (borrowers, clients) with Add, search and paging; a row click opens its edit page. */
export function RecordListPage<T extends { id: number }>({ title, editPath, rows, loading, columns }: RecordListPageProps<T>) {
  const [, navigate] = useLocation();
  return (
    <div className="page">
      <div className="toolbar">
        <PageTitle text={title} />
        <span className="spacer" />
        <Button onClick={() => navigate(`${editPath}/-1`)}>Add</Button>
      </div>
      <DataTable caption={title} rows={rows} columns={columns} rowId={(r) => String(r.id)} pageSizes={[10, 20, 30]} searchPlaceholder="Search" onRowClick={(r) => navigate(`${editPath}/${r.id}`)} loading={loading} />
    </div>
  );
}

import { useLocation } from 'wouter';
import { Button } from '../../../components/button';
import { DataTable, type Column } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { NO_ROWS, useLoad } from '../../../lib/use-load';
import { listClients, type ClientRow } from '../api/clients-api';

const COLUMNS: Column<ClientRow>[] = [
  { id: 'clientName', header: 'Client Name', value: (r) => r.clientName },
  { id: 'clientCode', header: 'Shortname', value: (r) => r.clientCode },
  { id: 'active', header: 'Active', value: (r) => (r.active ? 'Yes' : 'No') },
];

export default function ClientsPage() {
  const [, navigate] = useLocation();
  const { data, loading } = useLoad(listClients, []);
  return (
    <div className="page">
      <div className="toolbar">
        <PageTitle text="Clients" />
        <span className="spacer" />
        <Button onClick={() => navigate('/clientedit/-1')}>Add</Button>
      </div>
      <DataTable caption="Clients" rows={data ?? NO_ROWS} columns={COLUMNS} rowId={(r) => String(r.id)} pageSizes={[10, 20, 30]} searchPlaceholder="Search" onRowClick={(r) => navigate(`/clientedit/${r.id}`)} loading={loading} />
    </div>
  );
}

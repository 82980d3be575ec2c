import type { Column } from '../../../components/data-table';
import { RecordListPage } from '../../../components/record-list-page';
import { listClients, type ClientRow } from '../api/clients-api';

const COLUMNS: Column<ClientRow>[] = [
  { id: 'clientName', header: 'Client Name', value: (r) => r.clientName },
  { id: 'clientCode', header: 'Shortname', value: (r) => r.clientCode },
  { id: 'active', header: 'Active', value: (r) => (r.active ? 'Yes' : 'No') },
];

export default function ClientsPage() {
  return <RecordListPage title="Clients" editPath="/clientedit" load={listClients} columns={COLUMNS} />;
}

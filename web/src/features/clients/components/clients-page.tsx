import { organisationColumns } from '../../../components/organisation-columns';
import { RecordListPage } from '../../../components/record-list-page';
import { NO_ROWS } from '../../../lib/use-api-query';
import { CLIENT_KEYS, useClients, type ClientRow } from '../api/clients-api';

const COLUMNS = organisationColumns<'clientName', 'clientCode', ClientRow>(CLIENT_KEYS);

export default function ClientsPage() {
  const { data, loading } = useClients();
  return <RecordListPage title="Clients" editPath="/clientedit" rows={data ?? NO_ROWS} loading={loading} columns={COLUMNS} />;
}

import { organisationColumns } from '../../../components/organisation-columns';
import { RecordListPage } from '../../../components/record-list-page';
import { CLIENT_KEYS, listClients, type ClientRow } from '../api/clients-api';

const COLUMNS = organisationColumns<'clientName', 'clientCode', ClientRow>(CLIENT_KEYS);

export default function ClientsPage() {
  return <RecordListPage title="Clients" editPath="/clientedit" load={listClients} columns={COLUMNS} />;
}

import { useLocation } from 'wouter';
import { MSG } from '../../../../../core/domain/messages';
import { ROLE_NAMES } from '../../../../../core/domain/roles';
import { Button } from '../../../components/button';
import { DataTable, type Column } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { LONG_TOAST_MS, notify } from '../../../components/toast';
import { saveBlob } from '../../../lib/api-client';
import { NO_ROWS } from '../../../lib/use-api-query';
import { exportUsers, useUsers, type UserRow } from '../api/users-api';

const rolesText = (r: UserRow) => r.roles.map((c) => ROLE_NAMES[c]).join(', ');

const COLUMNS: Column<UserRow>[] = [
  { id: 'firstName', header: 'First Name', value: (r) => r.firstName },
  { id: 'lastName', header: 'Last Name', value: (r) => r.lastName },
  { id: 'loginName', header: 'Login Name', value: (r) => r.loginName },
  { id: 'emailAddress', header: 'Email', value: (r) => r.emailAddress },
  { id: 'borrower', header: 'Borrower', value: (r) => r.esecAucCompany?.companyName ?? '' },
  { id: 'client', header: 'Client', value: (r) => r.esecAucClient?.clientName ?? '' },
  { id: 'roles', header: 'Roles', value: rolesText },
];

export default function UsersPage() {
  const [, navigate] = useLocation();
  const { data, loading } = useUsers();
  const rows = data ?? NO_ROWS;
  const doExport = async () => {
    // Users.xlsx has the list's seven columns, captions as headers.
    const res = await exportUsers(rows.map((r) => Object.fromEntries(COLUMNS.map((c) => [c.header, String(c.value(r) ?? '')]))));
    if (!res.ok) return notify('error', res.message || 'The users could not be exported.', { title: MSG.EXPORT_FAIL, durationMs: LONG_TOAST_MS });
    saveBlob(res.data.blob, 'Users.xlsx');
  };
  return (
    <div className="page">
      <div className="toolbar">
        <PageTitle text="Users" />
        <span className="spacer" />
        <Button variant="secondary" onClick={() => void doExport()} disabled={rows.length === 0}>
          Export
        </Button>
        <Button onClick={() => navigate('/useredit/-1')}>Add</Button>
      </div>
      <DataTable
        caption="Users"
        rows={rows}
        columns={COLUMNS}
        rowId={(r) => String(r.id)}
        pageSizes={[10, 30, 'all']}
        searchPlaceholder="Search by FirstName, LastName, LoginName"
        searchText={(r) => `${r.firstName} ${r.lastName} ${r.loginName}`}
        onRowClick={(r) => navigate(`/useredit/${r.id}`)}
        loading={loading}
      />
    </div>
  );
}

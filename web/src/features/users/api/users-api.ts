import type { RoleCode } from '../../../../../core/domain/roles';
import { api } from '../../../lib/api-client';

/** A row of GET /auction/users. Names of the borrower and client are shown in the list and export. */
export interface UserRow {
  id: number;
  loginName: string;
  firstName: string;
  lastName: string;
  emailAddress: string;
  borrowerName?: string | null;
  clientName?: string | null;
  roles?: RoleCode[] | string[];
}

export interface UserForm {
  id: number;
  loginName: string;
  firstName: string;
  lastName: string;
  emailAddress: string;
  borrowerId: number | null;
  clientId: number | null;
  roles: RoleCode[];
  bidderId: number | null;
  accountEnabled: boolean;
  accountLocked: boolean;
  mfaEnabled: boolean;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone: string;
  fax: string;
}

export interface Choice {
  id: number;
  label: string;
}

export interface RoleChoice {
  roleCode: RoleCode;
  roleName: string;
  isInternal: boolean;
}

export interface UserEditAnswer {
  user: Partial<UserForm> | null;
  companies: { id: number; companyName: string }[];
  clients: { id: number; clientName: string }[];
  roles: RoleChoice[];
  biddersInfoList: { id: number; description: string }[];
}

export const listUsers = () => api<UserRow[]>('/auction/users');
export const loadUserForm = (id: number) => api<UserEditAnswer>(`/auction/useredit/${id}`, { method: 'POST' });
export const saveUser = (u: UserForm) => api<unknown>('/auction/usersave', { json: u });

/** Users.xlsx: POST /api/excel/exportExcel with the rows of the spec's seven columns. */
export const exportUsers = (rows: Record<string, string>[]) =>
  api<Blob>('/excel/exportExcel', { json: { fileName: 'Users.xlsx', sheetName: 'Users', rows }, as: 'blob' });

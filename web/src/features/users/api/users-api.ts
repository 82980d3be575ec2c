import type { User } from '../../../../../core/domain/entities';
import type { RoleCode } from '../../../../../core/domain/roles';
import { api } from '../../../lib/api-client';

/** A row of GET /auction/users. Names of the borrower and client are shown in the list and export. */
export interface UserRow {
  id: number;
  loginName: string;
  firstName: string;
  lastName: string;
  emailAddress: string;
  esecAucCompany?: { companyName: string } | null;
  esecAucClient?: { clientName: string } | null;
  roles?: RoleCode[] | string[];
}

/** The user form: the user's own fields (the failed-login count is the server's). */
export type UserForm = Omit<User, 'failedLoginCount'>;

export interface RoleChoice {
  roleCode: RoleCode;
  roleName: string;
  isInternal: boolean;
}

/** useredit/{id}: the user's fields (own roles in roleCodes) plus the choice lists; roles is the role choice list. */
export type UserEditAnswer = Partial<Omit<UserForm, 'roles'>> & {
  roleCodes?: RoleCode[];
  companies: { id: number; companyName: string }[];
  clients: { id: number; clientName: string }[];
  roles: RoleChoice[];
  biddersInfoList: { id: number; description: string }[];
};

export const listUsers = () => api<UserRow[]>('/auction/users');
export const loadUserForm = (id: number) => api<UserEditAnswer>(`/auction/useredit/${id}`, { method: 'POST' });
export const saveUser = (u: UserForm) => api<{ mfaEnrolment?: { secret: string; uri: string } }>('/auction/usersave', { json: u });

/** Users.xlsx: POST /api/excel/exportExcel with the rows of the spec's seven columns. */
export const exportUsers = (rows: Record<string, string>[]) =>
  api<Blob>('/excel/exportExcel', { json: rows, query: { fileName: 'Users.xlsx' }, as: 'blob' });

import type { z } from 'zod';
import type { User } from '../../../../../core/domain/entities';
import { apiCall } from '../../../lib/api-call';
import { useRouteQuery } from '../../../lib/use-api-query';
import { userRoutes, type Role, type UserForm as UserFormAnswer, type UserView } from '../../../../../contract/admin-users';
import { exportRoutes } from '../../../../../contract/admin-exports';

/** A row of GET /auction/users. */
export type UserRow = z.output<typeof UserView>;

/** The user form's state: the user's own fields (the failed-login count is the server's). */
export type UserForm = Omit<User, 'failedLoginCount'>;

export type RoleChoice = z.output<typeof Role>;

/** useredit/{id}: the user's fields (own roles in roleCodes) plus the choice lists; roles is the role choice list. */
export type UserEditAnswer = z.output<typeof UserFormAnswer>;

export const useUsers = () => useRouteQuery(userRoutes.list, {});
export const loadUserForm = (id: number) => apiCall(userRoutes.load, { params: { id } });
export const saveUser = (u: UserForm) => apiCall(userRoutes.save, { body: u });

/** Users.xlsx: POST /api/excel/exportExcel with the rows of the spec's seven columns. */
export const exportUsers = (rows: Record<string, string>[]) => apiCall(exportRoutes.excel, { body: rows, query: { fileName: 'Users.xlsx' } });

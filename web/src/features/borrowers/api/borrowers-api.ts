import type { z } from 'zod';
import type { OrganisationKeys } from '../../../components/organisation-columns';
import { apiCall } from '../../../lib/api-call';
import { useRouteQuery } from '../../../lib/use-api-query';
import { borrowerRoutes, type Borrower } from '../../../../../contract/admin-organisations';

export type BorrowerRow = z.output<typeof Borrower>;

/** A Borrower's name and shortname fields, for the screens it shares with Client. */
export const BORROWER_KEYS: OrganisationKeys<'companyName', 'companyCode'> = { nameKey: 'companyName', nameLabel: 'Borrower Name', codeKey: 'companyCode', what: 'Borrower', listPath: '/borrowers' };

export const useBorrowers = () => useRouteQuery(borrowerRoutes.list, {});
export const loadBorrower = (id: number) => apiCall(borrowerRoutes.load, { params: { id } });
export const saveBorrower = (b: BorrowerRow) => apiCall(borrowerRoutes.save, { body: b });

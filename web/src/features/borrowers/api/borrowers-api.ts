import type { z } from 'zod';
import { apiCall } from '../../../lib/api-call';
import { borrowerRoutes, type Borrower } from '../../../../../contract/admin-organisations';

export type BorrowerRow = z.output<typeof Borrower>;

export const listBorrowers = () => apiCall(borrowerRoutes.list, {});
export const loadBorrower = (id: number) => apiCall(borrowerRoutes.load, { params: { id } });
export const saveBorrower = (b: BorrowerRow) => apiCall(borrowerRoutes.save, { body: b });

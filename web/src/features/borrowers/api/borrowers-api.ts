import { api } from '../../../lib/api-client';

export interface BorrowerRow {
  id: number;
  companyName: string;
  companyCode: string;
  active: boolean;
}

export const listBorrowers = () => api<BorrowerRow[]>('/auction/companies');
export const loadBorrower = (id: number) => api<BorrowerRow>(`/auction/companyedit/${id}`, { method: 'POST' });
export const saveBorrower = (b: BorrowerRow) => api<BorrowerRow | number>('/auction/companysave', { json: b });

import { api } from '../../../lib/api-client';

export interface ClientRow {
  id: number;
  clientName: string;
  clientCode: string;
  active: boolean;
  logoFile?: string | null;
}

export const listClients = () => api<ClientRow[]>('/auction/clients');
export const loadClient = (id: number) => api<ClientRow>(`/auction/clientedit/${id}`, { method: 'POST' });
export const saveClient = (c: ClientRow) => api<ClientRow | number>('/auction/clientsave', { json: c });
export const uploadLogo = (clientCode: string, file: File) => {
  const body = new FormData();
  body.append('file', file);
  return api<unknown>(`/auction/uploadlogo/${encodeURIComponent(clientCode)}`, { body });
};
export const loadLogo = (clientCode: string) => api<Blob>(`/auction/loadlogo/${encodeURIComponent(clientCode)}`, { as: 'blob' });

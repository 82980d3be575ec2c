import type { z } from 'zod';
import type { OrganisationKeys } from '../../../components/organisation-columns';
import { apiCall } from '../../../lib/api-call';
import { useRouteQuery } from '../../../lib/use-api-query';
import { clientRoutes, type Client } from '../../../../../contract/admin-organisations';

export type ClientRow = z.output<typeof Client>;

/** A Client's name and shortname fields, for the screens it shares with Borrower. */
export const CLIENT_KEYS: OrganisationKeys<'clientName', 'clientCode'> = { nameKey: 'clientName', nameLabel: 'Client Name', codeKey: 'clientCode', what: 'Client', listPath: '/clients' };

export const useClients = () => useRouteQuery(clientRoutes.list, {});
export const loadClient = (id: number) => apiCall(clientRoutes.load, { params: { id } });
export const saveClient = (c: ClientRow) => apiCall(clientRoutes.save, { body: c });
export const uploadLogo = (clientCode: string, file: File) => {
  const body = new FormData();
  body.append('file', file);
  return apiCall(clientRoutes.uploadLogo, { params: { clientCode }, body });
};

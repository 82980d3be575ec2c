import type { z } from 'zod';
import type { AuctionCopyInput, AuctionSaveInput } from '../../../../../core/validation/auction-form';
import { apiCall } from '../../../lib/api-call';
import { useRouteQuery } from '../../../lib/use-api-query';
import { auctionRoutes, type AuctionForm, type AuctionView } from '../../../../../contract/admin-auctions';

/** A row of the auction lists. */
export type AuctionRow = z.output<typeof AuctionView>;

/** POST /auction/{id}: the form's values as the screen shows them (dates yyyy-mm-dd, times HH:mm) plus the choice lists. */
export type AuctionLoadAnswer = z.output<typeof AuctionForm>;

export const clientOf = (a: AuctionRow): { name: string; code: string } => ({
  name: a.esecAucClient?.clientName ?? '',
  code: a.esecAucClient?.clientCode ?? '',
});

/** The active auctions or the archive. companyId is always sent empty; clientId only for the Client role (spec §7). */
export function useAuctionList(archive: boolean, clientId: number | null) {
  const client = clientId === null ? '' : String(clientId);
  const archived = useRouteQuery(auctionRoutes.archived, { query: { clientId: client } }, { enabled: archive });
  const active = useRouteQuery(auctionRoutes.active, { query: { companyId: '', clientId: client } }, { enabled: !archive });
  return archive ? archived : active;
}
export const loadAuction = (id: number) => apiCall(auctionRoutes.load, { params: { id } });
/** Answers the saved auction's id. */
export const saveAuction = (a: AuctionSaveInput) => apiCall(auctionRoutes.save, { body: a });
/** Copies an ended auction into a new draft with the dates (and name) of `body`; answers the new auction's id. */
export const copyAuction = (id: number, body: AuctionCopyInput) => apiCall(auctionRoutes.copy, { params: { id }, body });

import type { z } from 'zod';
import type { AuctionSaveInput } from '../../../../../core/validation/auction-form';
import { apiCall } from '../../../lib/api-call';
import { auctionRoutes, type AuctionForm, type AuctionView } from '../../../../../contract/admin-auctions';

/** A row of the auction lists. */
export type AuctionRow = z.output<typeof AuctionView>;

/** POST /auction/{id}: the form's values as the screen shows them (dates yyyy-mm-dd, times HH:mm) plus the choice lists. */
export type AuctionLoadAnswer = z.output<typeof AuctionForm>;

export const clientOf = (a: AuctionRow): { name: string; code: string } => ({
  name: a.esecAucClient?.clientName ?? '',
  code: a.esecAucClient?.clientCode ?? '',
});

export const listAuctions = (archive: boolean, clientId: number | null) =>
  // companyId is always sent empty; clientId only for the Client role (spec §7).
  archive
    ? apiCall(auctionRoutes.archived, { query: { clientId: clientId === null ? '' : String(clientId) } })
    : apiCall(auctionRoutes.active, { query: { companyId: '', clientId: clientId === null ? '' : String(clientId) } });
export const loadAuction = (id: number) => apiCall(auctionRoutes.load, { params: { id } });
/** Answers the saved auction's id. */
export const saveAuction = (a: AuctionSaveInput) => apiCall(auctionRoutes.save, { body: a });

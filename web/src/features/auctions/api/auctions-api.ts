import type { AuctionSaveInput } from '../../../../../core/validation/auction-form';
import { api } from '../../../lib/api-client';

/** A row of the auction lists; the client appears nested (esecAucClient) or flat, depending on the endpoint. */
export interface AuctionRow {
  id: number;
  auctionName: string;
  clientId?: number;
  clientName?: string;
  clientCode?: string;
  esecAucClient?: { id?: number; clientName: string; clientCode: string } | null;
  auctionStartDate: string;
  auctionEndDate: string;
  aicapprovalFlag: boolean;
  allInFlag?: boolean;
}

/**
 * POST /auction/{id}: the form's values as the screen shows them (dates yyyy-mm-dd, times HH:mm), which
 * are saveAuction's own fields (core/validation auctionSaveSchema), plus the flags and the choice lists.
 */
export type AuctionLoadAnswer = Required<Omit<AuctionSaveInput, 'clientId' | 'dayCount' | 'reinvest' | 'currency' | 'template'>> & {
  clientId: number | null;
  dayCount: number;
  reinvest: string | null;
  currency: string;
  template: string;
  aicapprovalFlag: boolean;
  awardConfirmFlag: boolean;
  auctionStartDate: string | null;
  esecAucClient: { id: number; clientName: string; clientCode: string } | null;
  clients: { id: number; clientName: string; clientCode: string }[];
};

export const clientOf = (a: AuctionRow): { name: string; code: string } => ({
  name: a.esecAucClient?.clientName ?? a.clientName ?? '',
  code: a.esecAucClient?.clientCode ?? a.clientCode ?? '',
});

export const listAuctions = (archive: boolean, clientId: number | null) =>
  api<AuctionRow[]>(archive ? '/auction/archiveauctions' : '/auction/auctions', {
    // companyId is always sent empty; clientId only for the Client role (spec §7).
    query: archive ? { clientId: clientId ?? '' } : { companyId: '', clientId: clientId ?? '' },
  });
export const loadAuction = (id: number) => api<AuctionLoadAnswer>(`/auction/${id}`, { method: 'POST' });
export const saveAuction = (a: AuctionSaveInput) => api<number | { id: number }>('/auction/saveAuction', { json: a });

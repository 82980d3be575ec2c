import type { CollateralType, CurrencyCode, InfoCentreTemplate } from '../../../../../core/domain/entities';
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

export interface AuctionForm {
  id: number;
  auctionName: string;
  clientId: number | null;
  auctionStartDate: string;
  auctionEndDate: string;
  marketValueDate: string;
  termStartDate: string;
  termEndDate: string;
  datalendEstimateDate: string;
  discretionaryEstimateDate: string;
  collateralType: CollateralType | '';
  dollarBid: boolean;
  bpsBid: boolean;
  allInFlag: boolean;
  minGuarantee: boolean;
  dayCount: number;
  reinvest: string | null;
  currency: CurrencyCode;
  template: InfoCentreTemplate;
  aicapprovalFlag: boolean;
  awardConfirmFlag: boolean;
}

export interface AuctionLoadAnswer {
  auction: (Partial<AuctionForm> & { esecAucClient?: { id?: number } | null }) | null;
  clients: { id: number; clientName: string; clientCode: string }[];
}

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

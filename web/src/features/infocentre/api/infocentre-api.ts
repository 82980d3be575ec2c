import { api } from '../../../lib/api-client';

/** A row of GET /auction/findInfocenter (the auctions whose information centre the user may open). */
export interface InfoCentreRow {
  id: number;
  auctionName: string;
  auctionStartDate: string;
  auctionEndDate: string;
  aicapprovalFlag: boolean;
  template: string | null;
  esecAucClient?: { clientName: string; clientCode: string } | null;
}

export const findInfocentres = () => api<InfoCentreRow[]>('/auction/findInfocenter');

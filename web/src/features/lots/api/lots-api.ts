import type { LotSaveInput } from '../../../../../core/validation/lot-form';
import { api } from '../../../lib/api-client';

export interface LotRow {
  id: number;
  auctionId?: number;
  lotNumber: string;
  lotName: string;
  assetClassId?: number;
  acFormDescr?: string;
  esecAucACForm?: { acFormDescr: string } | null;
  marketValue: string;
  currency: string;
  termDays: number;
  termDisp: string;
  comboFlag: boolean;
  eslBps?: string | null;
}

export interface AssetClassChoice {
  id: number;
  acFormDescr: string;
}
export interface CurrencyChoice {
  id?: number;
  currencyCode: string;
}

/**
 * Answer of lotedit/{id} and lotadd/{auctionId}: the lot's fields (flat) with the choice lists; lotadd/-1
 * answers only assetClasses and currencies.
 */
export type LotFormAnswer = Partial<LotSaveInput> & {
  assetClasses?: AssetClassChoice[];
  currencies?: (CurrencyChoice | string)[];
  /** Other lots of the auction, for combo lots. */
  otherLots?: { id: number; lotNumber: string; lotName: string }[];
  allInFlag?: boolean;
};

export const listLots = (auctionId: number) => api<LotRow[]>(`/auction/lot/${auctionId}`);
export const deleteLots = (lots: LotRow[]) => api<unknown>('/auction/lots', { method: 'DELETE', json: lots });
export const loadLot = (id: number) => api<LotFormAnswer>(`/auction/lotedit/${id}`, { method: 'POST' });
export const blankLot = (auctionId: number) => api<LotFormAnswer>(`/auction/lotadd/${auctionId}`, { method: 'POST' });
/** Asset classes and currencies for the CSV template downloads. */
export const referenceLists = () => api<LotFormAnswer>('/auction/lotadd/-1', { method: 'POST' });
export const saveLot = (lot: LotSaveInput) => api<unknown>('/auction/lotsave', { json: lot });
/** The lots CSV as a multipart file (the server parses it with core/lots-csv). */
export const uploadLotsCsv = (auctionId: number, file: File) => {
  const body = new FormData();
  body.append('file', file);
  body.append('auctionId', String(auctionId));
  return api<{ imported: number; skipped: { line: number; reason: string }[] }>('/auction/lots/upload', { body, query: { auctionId } });
};

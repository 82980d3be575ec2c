import type { z } from 'zod';
import type { LotSaveInput } from '../../../../../core/validation/lot-form';
import { apiCall } from '../../../lib/api-call';
import { useRouteQuery } from '../../../lib/use-api-query';
import { lotRoutes, type AssetClass, type LotChoices, type LotForm, type LotView } from '../../../../../contract/admin-lots';

export type LotRow = z.output<typeof LotView>;
export type AssetClassChoice = z.output<typeof AssetClass>;

/** Answer of lotedit/{id} and lotadd/{auctionId}: the lot's fields (flat) with the choice lists and the other lots. */
export type LotFormAnswer = z.output<typeof LotForm>;
/** Answer of lotadd/-1: the choice lists only. */
export type LotChoiceLists = z.output<typeof LotChoices>;

/** The auction's lots; nothing loaded without an auction. */
export const useLots = (auctionId: number | null) => useRouteQuery(lotRoutes.list, { params: { auctionId: auctionId ?? 0 } }, { enabled: Boolean(auctionId) });
export const deleteLots = (lots: LotRow[]) => apiCall(lotRoutes.delete, { body: lots.map((l) => l.id) });
export const loadLot = (id: number) => apiCall(lotRoutes.load, { params: { id } });
export const blankLot = (auctionId: number) => apiCall(lotRoutes.blank, { params: { auctionId } });
/** Asset classes and currencies for the CSV template downloads. */
export const referenceLists = () => apiCall(lotRoutes.choices, {});
export const saveLot = (lot: LotSaveInput) => apiCall(lotRoutes.save, { body: lot });
/** The lots CSV as a multipart file (the server parses it with core/lots-csv). */
export const uploadLotsCsv = (auctionId: number, file: File) => {
  const body = new FormData();
  body.append('file', file);
  body.append('auctionId', String(auctionId));
  return apiCall(lotRoutes.upload, { body, query: { auctionId: String(auctionId) } });
};

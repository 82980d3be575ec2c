import type { z } from 'zod';
import { apiCall } from '../../../lib/api-call';
import { holdingRoutes, type HoldingRow, type LotHoldings } from '../../../../../contract/holdings';

export type LotHoldingsAnswer = z.output<typeof LotHoldings>;
export type HoldingRowInput = z.input<typeof HoldingRow>;

export const loadLotHoldings = (id: number) => apiCall(holdingRoutes.ofLot, { params: { id } });
export const saveLotHoldings = (id: number, rows: HoldingRowInput[]) => apiCall(holdingRoutes.saveLot, { params: { id }, body: { rows } });
/** The auction's holdings file as a multipart file (the server reads it within the upload budgets). */
export const uploadHoldingsFile = (auctionId: number, file: File) => {
  const body = new FormData();
  body.append('file', file);
  return apiCall(holdingRoutes.upload, { params: { auctionId }, body });
};
export const holdingsTemplate = () => apiCall(holdingRoutes.template, {});

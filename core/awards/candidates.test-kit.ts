/** Award candidate rows for the award tests: a single-lot bid and a combo bid over `lots`, in the auction's currency unless an FX rate is given. */
import type { ValuedCandidate } from './award-rules';

/** One value-saved time for every candidate: ties then go to the lower id (core/awards/tie-break.ts). */
export const SAME_DATE = '2026-01-01T00:00:00.000Z';

export const single = (bidId: number, lotId: number, totalBidValue: string, fxRate = '1'): ValuedCandidate => ({
  bidId,
  bidDate: SAME_DATE,
  lotId,
  comboFlag: false,
  comboLotId: [],
  totalBidValue,
  fxRate,
});

export const combo = (bidId: number, lotId: number, lots: number[], totalBidValue: string, fxRate = '1'): ValuedCandidate => ({
  bidId,
  bidDate: SAME_DATE,
  lotId,
  comboFlag: true,
  comboLotId: lots,
  totalBidValue,
  fxRate,
});

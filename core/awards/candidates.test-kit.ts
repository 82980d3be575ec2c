/** Award candidate rows for the award tests: a single-lot bid and a combo bid over `lots`, in the auction's currency unless an FX rate is given. */
import type { ValuedCandidate } from './award-rules';

export const single = (bidId: number, lotId: number, totalBidValue: string, fxRate = '1'): ValuedCandidate => ({
  bidId,
  lotId,
  comboFlag: false,
  comboLotId: [],
  totalBidValue,
  fxRate,
});

export const combo = (bidId: number, lotId: number, lots: number[], totalBidValue: string, fxRate = '1'): ValuedCandidate => ({
  bidId,
  lotId,
  comboFlag: true,
  comboLotId: lots,
  totalBidValue,
  fxRate,
});

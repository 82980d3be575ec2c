/** Award candidate rows for the award tests: a single-lot bid and a combo bid over `lots`. */
import type { ValuedCandidate } from './award-rules';

export const single = (bidId: number, lotId: number, totalBidValue: string): ValuedCandidate => ({
  bidId,
  lotId,
  comboFlag: false,
  comboLotId: [],
  totalBidValue,
});

export const combo = (bidId: number, lotId: number, lots: number[], totalBidValue: string): ValuedCandidate => ({
  bidId,
  lotId,
  comboFlag: true,
  comboLotId: lots,
  totalBidValue,
});

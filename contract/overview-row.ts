/**
 * A bid overview row (spec section 3): one confirmed bid with its figures. Answered by the award
 * screen's lists and several reports. Its amounts are in its lot's `currency`; `fxRate` (ours) is
 * the lot's rate into the auction's currency ("1" for a lot in the auction's currency): rows of different
 * lots are compared and added as amount x fxRate (core/money/fx.ts).
 */
import { z } from 'zod';
import { BidKindCode, Decimal, Id } from './common';

export const OverviewRow = z.object({
  reportId: Id,
  bidId: Id,
  lotId: Id,
  comboLotId: z.array(Id),
  comboFlag: z.boolean(),
  lotNumber: z.string(),
  lotName: z.string(),
  lotSize: Decimal,
  currency: z.string(),
  fxRate: Decimal,
  termDays: z.number().int(),
  eslEstimate: Decimal.nullable(),
  eslBps: Decimal.nullable(),
  borrowerId: Id,
  userId: Id,
  bidder: z.string(),
  bidderLoginName: z.string(),
  collateralType: z.string(),
  fixedCashBid: Decimal.nullable(),
  bpsBid: Decimal.nullable(),
  annualizedBid: Decimal,
  bidKind: BidKindCode.nullable(),
  allInBid: Decimal.nullable(),
  allInBidValue: Decimal.nullable(),
  balGtee: Decimal.nullable(),
  cashUpside: Decimal,
  totalBidValue: Decimal,
  comments: z.string(),
  superBidderId: Id.nullable(),
  bidDate: z.string(),
});
export type OverviewRow = z.infer<typeof OverviewRow>;

import { easternDateParts } from '../../../../../core/clock/eastern-time';
import { MSG } from '../../../../../core/domain/messages';
import type { AuctionScreenState } from './auction-form-state';

/**
 * The auction form's rules (spec §5), keyed by field. TEMPORARY until core/validation's auction
 * validator lands. Decision: "Please select a later date" applies when the auction date was changed
 * (or the auction is new), so an existing past auction can still be edited.
 */
export const validateAuctionScreen = (s: AuctionScreenState, nowMs: number, loadedDate: string | null): Record<string, string> => {
  const e: Record<string, string> = {};
  if (!s.auctionName.trim()) e.auctionName = MSG.AUCTION_DESCRIPTION_IS_REQUIRED;
  if (!s.clientId) e.clientId = MSG.PLEASE_SELECT_CLIENT;
  if (!s.collateralType) e.collateralType = MSG.PLEASE_SELECT_COLLATERAL_TYPE;
  const today = easternDateParts(new Date(nowMs).toISOString()).date;
  if (!s.auctionDate) e.auctionDate = MSG.PLEASE_CHOOSE_DATE;
  else if (s.auctionDate < today && s.auctionDate !== loadedDate) e.auctionDate = MSG.PLEASE_SELECT_A_LATER_DATE;
  if (!s.marketValueDate) e.marketValueDate = MSG.PLEASE_CHOOSE_DATE;
  else if (s.auctionDate && s.marketValueDate > s.auctionDate) e.marketValueDate = MSG.PLEASE_SELECT_AN_EARLIER_DATE_THAN_AUCTION_DATE;
  for (const k of ['termStartDate', 'termEndDate', 'datalendEstimateDate', 'discretionaryEstimateDate'] as const) if (!s[k]) e[k] = MSG.PLEASE_CHOOSE_DATE;
  if (!s.startTime || !s.endTime || s.startTime >= s.endTime) e.endTime = MSG.START_TIME_MUST_BE_EARLIER_THAN_END_TIME;
  if (!s.dollarBid && !s.bpsBid && !s.allInFlag) e.bidTypes = MSG.AUCTION_BID_TYPE_REQUIRED;
  return e;
};

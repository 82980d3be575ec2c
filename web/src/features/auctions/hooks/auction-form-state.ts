/**
 * The auction form as the screen edits it: New York calendar dates (`yyyy-mm-dd`) and half-hour
 * times (`HH:mm`), converted to and from the stored UTC instants through core/clock.
 */
import { easternDateParts, easternMidnightToday } from '../../../../../core/clock/eastern-time';
import type { AuctionSaveInput } from '../../../../../core/validation/auction-form';
import type { AuctionForm } from '../api/auctions-api';

export interface AuctionScreenState {
  auctionName: string;
  clientId: string;
  auctionDate: string;
  startTime: string;
  endTime: string;
  marketValueDate: string;
  termStartDate: string;
  termEndDate: string;
  datalendEstimateDate: string;
  discretionaryEstimateDate: string;
  collateralType: string;
  currency: string;
  dollarBid: boolean;
  bpsBid: boolean;
  allInFlag: boolean;
  minGuarantee: boolean;
  dayCount: string;
  reinvest: string;
  template: string;
  aicapprovalFlag: boolean;
  awardConfirmFlag: boolean;
}

const dateOf = (iso: string | undefined, nowMs: number): string => {
  // Empty dates default to today at midnight, Eastern time (spec §4).
  const v = iso && iso !== '' ? iso : easternMidnightToday(nowMs);
  try {
    return easternDateParts(v).date;
  } catch {
    return easternDateParts(easternMidnightToday(nowMs)).date;
  }
};
const timeOf = (iso: string | undefined, fallback: string): string => {
  if (!iso) return fallback;
  try {
    return easternDateParts(iso).time;
  } catch {
    return fallback;
  }
};

export const toScreen = (a: Partial<AuctionForm>, nowMs: number): AuctionScreenState => ({
  auctionName: a.auctionName ?? '',
  clientId: a.clientId ? String(a.clientId) : '',
  auctionDate: dateOf(a.auctionStartDate, nowMs),
  startTime: timeOf(a.auctionStartDate, '09:00'),
  endTime: timeOf(a.auctionEndDate, '17:00'),
  marketValueDate: dateOf(a.marketValueDate, nowMs),
  termStartDate: dateOf(a.termStartDate, nowMs),
  termEndDate: dateOf(a.termEndDate, nowMs),
  datalendEstimateDate: dateOf(a.datalendEstimateDate, nowMs),
  discretionaryEstimateDate: dateOf(a.discretionaryEstimateDate, nowMs),
  collateralType: a.collateralType ?? '',
  currency: a.currency ?? 'USD',
  dollarBid: a.dollarBid ?? false,
  bpsBid: a.bpsBid ?? true,
  allInFlag: a.allInFlag ?? false,
  minGuarantee: a.minGuarantee ?? false,
  dayCount: String(a.dayCount ?? 360),
  reinvest: a.reinvest ?? '',
  template: a.template ?? 'collapse',
  aicapprovalFlag: a.aicapprovalFlag ?? false,
  awardConfirmFlag: a.awardConfirmFlag ?? false,
});

/** The body of POST /auction/saveAuction (core/validation auctionSaveSchema): the screen's own values. */
export const toSaveBody = (id: number, s: AuctionScreenState): AuctionSaveInput => ({
  id,
  auctionName: s.auctionName,
  clientId: s.clientId ? Number(s.clientId) : null,
  auctionDate: s.auctionDate,
  startTime: s.startTime,
  endTime: s.endTime,
  marketValueDate: s.marketValueDate,
  termStartDate: s.termStartDate,
  termEndDate: s.termEndDate,
  datalendEstimateDate: s.datalendEstimateDate,
  discretionaryEstimateDate: s.discretionaryEstimateDate,
  collateralType: s.collateralType,
  dollarBid: s.dollarBid,
  bpsBid: s.bpsBid,
  allInFlag: s.allInFlag,
  minGuarantee: s.minGuarantee,
  dayCount: s.dayCount,
  reinvest: s.reinvest.trim() === '' ? null : s.reinvest.trim(),
  currency: s.currency as AuctionSaveInput['currency'],
  template: s.template === 'columns' ? 'columns' : 'collapse',
});

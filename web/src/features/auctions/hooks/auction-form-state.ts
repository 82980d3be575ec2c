/**
 * The auction form as the screen edits it: New York calendar dates (`yyyy-mm-dd`) and half-hour
 * times (`HH:mm`), converted to and from the stored UTC instants through core/clock.
 */
import { combineEasternDateTime, easternDateParts, easternMidnightOf, easternMidnightToday } from '../../../../../core/clock/eastern-time';
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

const midnight = (d: string): string => easternMidnightOf(d) ?? '';

export const fromScreen = (id: number, s: AuctionScreenState): AuctionForm => ({
  id,
  auctionName: s.auctionName.trim(),
  clientId: s.clientId ? Number(s.clientId) : null,
  auctionStartDate: combineEasternDateTime(s.auctionDate, s.startTime) ?? '',
  auctionEndDate: combineEasternDateTime(s.auctionDate, s.endTime) ?? '',
  marketValueDate: midnight(s.marketValueDate),
  termStartDate: midnight(s.termStartDate),
  termEndDate: midnight(s.termEndDate),
  datalendEstimateDate: midnight(s.datalendEstimateDate),
  discretionaryEstimateDate: midnight(s.discretionaryEstimateDate),
  collateralType: s.collateralType as AuctionForm['collateralType'],
  dollarBid: s.dollarBid,
  bpsBid: s.bpsBid,
  allInFlag: s.allInFlag,
  minGuarantee: s.minGuarantee,
  dayCount: Number(s.dayCount) || 360,
  reinvest: s.reinvest.trim() === '' ? null : s.reinvest.trim(),
  currency: s.currency as AuctionForm['currency'],
  template: s.template === 'columns' ? 'columns' : 'collapse',
  aicapprovalFlag: s.aicapprovalFlag,
  awardConfirmFlag: s.awardConfirmFlag,
});

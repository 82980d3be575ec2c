/**
 * The auction form as the screen edits it: New York calendar dates (`yyyy-mm-dd`) and half-hour
 * times (`HH:mm`), exactly what POST /auction/{id} answers and saveAuction takes.
 */
import { easternDateParts, easternMidnightToday } from '../../../../../core/clock/eastern-time';
import type { AuctionSaveInput } from '../../../../../core/validation/auction-form';
import type { AuctionLoadAnswer } from '../api/auctions-api';
import { bidKindFlagsOf, perKind } from '../../../../../core/domain/bid-kinds';

/** The load answer's form fields, with the free-text and choice inputs held as the inputs hold them (strings). */
export type AuctionScreenState = Omit<
  AuctionLoadAnswer,
  'id' | 'clientId' | 'dayCount' | 'reinvest' | 'auctionStartDate' | 'auctionEndDate' | 'esecAucClient' | 'clients' | 'currencies' | 'collateralTypes' | 'templates'
> & {
  clientId: string;
  dayCount: string;
  reinvest: string;
};

/** The form's dates beside the auction's day and times, with their labels (the edit and the copy forms). */
export const DATE_FIELDS = [
  ['marketValueDate', 'Market Value Date'],
  ['termStartDate', 'Term Start Date'],
  ['termEndDate', 'Term End Date'],
  ['datalendEstimateDate', 'Datalend Estimate Date'],
  ['discretionaryEstimateDate', 'Discretionary Estimate Date'],
] as const;

const today = (nowMs: number): string => easternDateParts(easternMidnightToday(nowMs)).date;
// Empty dates default to today at midnight, Eastern time (spec §4).
const dateOr = (v: string | undefined, nowMs: number): string => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : today(nowMs));

/** The loaded form (POST /auction/{id} answers dates and times as the screen shows them). */
export const toScreen = (a: Partial<AuctionLoadAnswer>, nowMs: number): AuctionScreenState => ({
  auctionName: a.auctionName ?? '',
  clientId: a.clientId ? String(a.clientId) : '',
  auctionDate: dateOr(a.auctionDate, nowMs),
  startTime: a.startTime || '09:00',
  endTime: a.endTime || '17:00',
  endDate: dateOr(a.endDate ?? a.auctionDate, nowMs),
  marketValueDate: dateOr(a.marketValueDate, nowMs),
  // Empty term dates stay empty: the server derives them from the auction date.
  termStartDate: a.termStartDate ?? '',
  termEndDate: a.termEndDate ?? '',
  datalendEstimateDate: dateOr(a.datalendEstimateDate, nowMs),
  discretionaryEstimateDate: dateOr(a.discretionaryEstimateDate, nowMs),
  collateralType: a.collateralType ?? '',
  currency: a.currency || 'USD',
  // A form loaded without its flags offers basis points only.
  ...perKind('auctionFlag', (k) => a[k.auctionFlag] ?? k.code === 'BPS'),
  minGuarantee: a.minGuarantee ?? false,
  dayCount: String(a.dayCount ?? 360),
  reinvest: a.reinvest ?? '',
  template: a.template || 'collapse',
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
  endDate: s.endDate,
  marketValueDate: s.marketValueDate,
  termStartDate: s.termStartDate,
  termEndDate: s.termEndDate,
  datalendEstimateDate: s.datalendEstimateDate,
  discretionaryEstimateDate: s.discretionaryEstimateDate,
  collateralType: s.collateralType,
  ...bidKindFlagsOf(s),
  minGuarantee: s.minGuarantee,
  dayCount: s.dayCount,
  reinvest: s.reinvest.trim() === '' ? null : s.reinvest.trim(),
  currency: s.currency,
  template: s.template === 'columns' ? 'columns' : 'collapse',
});

const dayMs = (d: string): number => Date.parse(`${d}T00:00:00Z`);

/** A new auction date moves the end date with it, keeping the auction's length in days. */
export const withAuctionDate = (s: AuctionScreenState, auctionDate: string): AuctionScreenState => {
  const span = dayMs(s.endDate) - dayMs(s.auctionDate);
  const endDate = Number.isFinite(span) && Number.isFinite(dayMs(auctionDate)) ? new Date(dayMs(auctionDate) + Math.max(0, span)).toISOString().slice(0, 10) : auctionDate;
  return { ...s, auctionDate, endDate };
};

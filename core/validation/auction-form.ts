/**
 * Auction form (access-and-administration §5): the request body of POST /auction/saveAuction and
 * the rules that turn it into auction fields. Dates arrive as the form shows them: calendar days
 * `yyyy-mm-dd` (or an instant, read as its New York day) and times `HH:mm`, all New York wall time.
 *
 * Decisions where the spec is silent:
 * - The auction date is required (Please choose date). The market value and estimate dates, when
 *   empty, default to today at midnight Eastern (the spec's default for empty dates); an unreadable
 *   one is Please choose date. Start and end times are required (Please choose time).
 * - An auction may span days: `endDate` is the day of the end time (empty = the auction date), so
 *   every auction the server holds has a form that saves it back unchanged.
 * - Term dates: empty ones are derived from the auction date (term start = the auction date, term
 *   end = a 365-day term); given ones must have the start on or after the auction date and the end
 *   after the start, so an invitation never announces a term that ends before it starts.
 * - "Please select a later date" applies to a new auction, and to an existing one only when its
 *   date is changed: fixing a typo in a past auction must stay possible.
 * - The start must be strictly earlier than the end (Start Time must be earlier than End Time,
 *   reported on startTime).
 * - At least one of Dollar Bid, bps Bid, All-In is enforced (the label says it is required, and
 *   an auction without a bid type cannot take bids); the message is keyed on `dollarBid`.
 */
import { z } from 'zod';
import { BID_KIND_FLAGS, BID_KINDS_BY_FLAG_ORDER, bidKindFlagsOf, perKind } from '../domain/bid-kinds';
import { combineEasternDateTime, easternMidnightOf, easternMidnightToday, formatEasternDate } from '../clock/eastern-time';
import { COLLATERAL_TYPES, CURRENCIES, TEMPLATES, type Auction, type CollateralType, type Instant } from '../domain/entities';
import { MSG } from '../domain/messages';
import { addError, isBlank, okUnlessErrors, parseShape, type FieldErrors, type Validated } from './field-failure';
import { parseDecimalInput, parseWholeNumberInput } from './numeric-input';
import { lazySchema } from './lazy-schema';
import { shortText } from './text-limits';

export const auctionSaveSchema = lazySchema(() => {
  const text = shortText().default('');
  const numberLike = z.union([shortText(), z.number()]).nullable().default(null);
  return z.object({
    id: z.number().int().default(-1),
    auctionName: text,
    clientId: z.number().int().positive().nullable().default(null),
    /** The auction day, `yyyy-mm-dd`. */
    auctionDate: text,
    /** `HH:mm`, New York wall time: the start on the auction date, the end on `endDate`. */
    startTime: text,
    endTime: text,
    /** The day the auction ends, `yyyy-mm-dd`; empty = the auction date (a one-day auction). */
    endDate: text,
    marketValueDate: text,
    termStartDate: text,
    termEndDate: text,
    datalendEstimateDate: text,
    discretionaryEstimateDate: text,
    collateralType: text,
    ...perKind('auctionFlag', () => z.boolean().default(false)),
    minGuarantee: z.boolean().default(false),
    dayCount: z.union([shortText(), z.number()]).default(360),
    /** BPS Reinvest. */
    reinvest: numberLike,
    currency: z.enum(CURRENCIES).default('USD'),
    template: z.enum(TEMPLATES).default('collapse'),
  });
});
export type AuctionSaveInput = z.input<typeof auctionSaveSchema>;

/** What copying an auction takes (`auctions.copy`): the form's dates and times, and optionally its name. */
export const auctionCopySchema = lazySchema(() =>
  auctionSaveSchema.pick({
    auctionName: true,
    auctionDate: true,
    startTime: true,
    endTime: true,
    endDate: true,
    marketValueDate: true,
    termStartDate: true,
    termEndDate: true,
    datalendEstimateDate: true,
    discretionaryEstimateDate: true,
  }),
);
export type AuctionCopyInput = z.input<typeof auctionCopySchema>;

/** The name a copy gets when the caller gives none: the old name and the new auction date (auction names are unique). */
export const defaultCopyName = (oldName: string, auctionDate: string): string => `${oldName} (${auctionDate.trim()})`;

/** The field the "at least one bid type" message is keyed on: the form's first bid-type checkbox (Dollar Bid). */
export const BID_TYPE_ERROR_KEY = BID_KINDS_BY_FLAG_ORDER[0].auctionFlag;

/** The auction's own fields after validation; the completion and award flags are kept by the service. */
export type AuctionSave = Omit<Auction, 'aicapprovalFlag' | 'awardConfirmFlag'>;

export interface AuctionRuleContext {
  nowMs: number;
  /** The stored auction's start, when editing (the later-date rule only applies to a changed date). */
  existingStartDate?: Instant | null;
}

const OPTIONAL_DATES = ['marketValueDate', 'datalendEstimateDate', 'discretionaryEstimateDate'] as const;

/** A default term is 365 days long, end day included (the demo world's and the usual one-year term). */
const DEFAULT_TERM_DAYS = 365;

/** `yyyy-mm-dd` plus `days` calendar days. */
const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The form's shape as the request body carries it (after parseShape: types checked, defaults set). */
export type AuctionSaveForm = z.output<typeof auctionSaveSchema>;

export const validateAuction = (input: unknown, ctx: AuctionRuleContext): Validated<AuctionSave> => {
  const shape = parseShape(auctionSaveSchema, input);
  return shape.ok ? validateAuctionFields(shape.value, ctx) : shape;
};

/** The rules of a well-shaped auction form (the server checks the shape at the edge, then these). */
export const validateAuctionFields = (v: AuctionSaveForm, ctx: AuctionRuleContext): Validated<AuctionSave> => {
  const fields: FieldErrors = {};

  if (isBlank(v.auctionName)) addError(fields, 'auctionName', MSG.AUCTION_DESCRIPTION_IS_REQUIRED);
  if (v.clientId === null) addError(fields, 'clientId', MSG.PLEASE_SELECT_CLIENT);
  const collateralType = (COLLATERAL_TYPES as readonly string[]).includes(v.collateralType)
    ? (v.collateralType as CollateralType)
    : null;
  if (!collateralType) addError(fields, 'collateralType', MSG.PLEASE_SELECT_COLLATERAL_TYPE);

  const today = easternMidnightToday(ctx.nowMs);
  const auctionDay = isBlank(v.auctionDate) ? null : easternMidnightOf(v.auctionDate.trim());
  if (!auctionDay) addError(fields, 'auctionDate', MSG.PLEASE_CHOOSE_DATE);

  const dates = {} as Record<(typeof OPTIONAL_DATES)[number] | 'termStartDate' | 'termEndDate', Instant>;
  for (const key of OPTIONAL_DATES) {
    const day = isBlank(v[key]) ? today : easternMidnightOf(v[key].trim());
    if (day) dates[key] = day;
    else addError(fields, key, MSG.PLEASE_CHOOSE_DATE);
  }
  const termStart = isBlank(v.termStartDate) ? auctionDay : easternMidnightOf(v.termStartDate.trim());
  if (termStart) dates.termStartDate = termStart;
  else if (!isBlank(v.termStartDate)) addError(fields, 'termStartDate', MSG.PLEASE_CHOOSE_DATE);
  const termEnd = isBlank(v.termEndDate)
    ? termStart && easternMidnightOf(addDays(formatEasternDate(termStart), DEFAULT_TERM_DAYS - 1))
    : easternMidnightOf(v.termEndDate.trim());
  if (termEnd) dates.termEndDate = termEnd;
  else if (!isBlank(v.termEndDate)) addError(fields, 'termEndDate', MSG.PLEASE_CHOOSE_DATE);

  const endDay = isBlank(v.endDate) ? auctionDay : easternMidnightOf(v.endDate.trim());
  if (!endDay && !isBlank(v.endDate)) addError(fields, 'endDate', MSG.PLEASE_CHOOSE_DATE);
  const start = auctionDay && !isBlank(v.startTime) ? combineEasternDateTime(auctionDay, v.startTime.trim()) : null;
  const end = endDay && !isBlank(v.endTime) ? combineEasternDateTime(endDay, v.endTime.trim()) : null;
  if (auctionDay && !start) addError(fields, 'startTime', MSG.PLEASE_CHOOSE_TIME);
  if (auctionDay && !end) addError(fields, 'endTime', MSG.PLEASE_CHOOSE_TIME);

  if (auctionDay) {
    const existingDay = ctx.existingStartDate ? easternMidnightOf(ctx.existingStartDate) : null;
    const dateChanged = v.id === -1 || existingDay === null || Date.parse(existingDay) !== Date.parse(auctionDay);
    if (dateChanged && Date.parse(auctionDay) < Date.parse(today)) addError(fields, 'auctionDate', MSG.AUCTION_DATE_IN_PAST);
    if (dates.marketValueDate && Date.parse(dates.marketValueDate) > Date.parse(auctionDay)) {
      addError(fields, 'marketValueDate', MSG.MARKET_VALUE_DATE_AFTER_AUCTION_DATE);
    }
  }
  if (start && end && Date.parse(start) >= Date.parse(end)) addError(fields, 'startTime', MSG.START_TIME_MUST_BE_EARLIER_THAN_END_TIME);
  if (auctionDay && dates.termStartDate && Date.parse(dates.termStartDate) < Date.parse(auctionDay)) {
    addError(fields, 'termStartDate', MSG.TERM_START_BEFORE_AUCTION_DATE);
  }
  if (dates.termStartDate && dates.termEndDate && Date.parse(dates.termEndDate) <= Date.parse(dates.termStartDate)) {
    addError(fields, 'termEndDate', MSG.TERM_END_MUST_BE_AFTER_TERM_START);
  }
  if (!BID_KIND_FLAGS.some((f) => v[f])) addError(fields, BID_TYPE_ERROR_KEY, MSG.AUCTION_BID_TYPE_REQUIRED);

  const reinvest = parseDecimalInput(v.reinvest);
  if (reinvest === 'INVALID') addError(fields, 'reinvest', MSG.BPS_REINVEST_MUST_BE_NUMERIC);
  const dayCount = parseWholeNumberInput(v.dayCount);
  if (dayCount === 'INVALID' || dayCount === null || dayCount <= 0) addError(fields, 'dayCount', MSG.DAY_COUNT_MUST_BE_NUMERIC);

  return okUnlessErrors(fields, () => ({
    id: v.id,
    auctionName: v.auctionName.trim(),
    clientId: v.clientId as number,
    auctionStartDate: start as Instant,
    auctionEndDate: end as Instant,
    ...dates,
    collateralType: collateralType as CollateralType,
    ...bidKindFlagsOf(v),
    minGuarantee: v.minGuarantee,
    dayCount: dayCount as number,
    reinvest: reinvest,
    currency: v.currency,
    template: v.template,
  }));
};

/**
 * The months an auction's statements can be asked for: every calendar month its term touches, from the term
 * start's New York day to the term end's (both count, as termLengthDays counts them). A lot's term never runs
 * past the auction's, so no fee accrues outside these months.
 */
import { formatEasternDate, termLengthDays } from '../clock/eastern-format';
import type { Instant } from '../domain/entities';
import { dayNumberOf, monthsOfTerm } from './accrual';

/** `YYYY-MM` of each month of the term, in order. */
export const statementMonths = (termStartDate: Instant, termEndDate: Instant): string[] =>
  monthsOfTerm({ startDay: dayNumberOf(formatEasternDate(termStartDate)), days: termLengthDays(termStartDate, termEndDate) });

/**
 * A borrower's monthly statement of the exclusive fees it owes on its awarded lots (the billing guide):
 * one line per awarded lot whose term has days in the month (the fee of those days in the lot's currency,
 * the daily accrual), a subtotal per currency, and the total converted into the auction's currency at each lot's
 * FX rate as the award uses it (amount x fxRate), each line rounded half-up to the auction
 * currency's minor unit and then added. Pure: the billing use cases load what it reads.
 */
import type { CurrencyCode, DecimalString, Id } from '../domain/entities';
import type { BidKind } from '../domain/bid-kinds';
import { subtotalsByCurrency } from '../money/money';
import { inAuctionCurrencyExact } from '../money/fx';
import { roundHalfUpText, sumDecimalText, textOfScaled } from '../money/decimal-arith';
import { currencyMinorUnits } from '../money/currency-units';
import {
  accrualBetween,
  dateOfDay,
  dayNumberOf,
  lastDayOf,
  minorUnitsOf,
  monthDays,
  textOfMinorUnits,
  type AccrualTerm,
} from './accrual';

/** An awarded bid as billing reads it: its lot, its kind and amount, and the award's total value. */
export interface AwardedFee {
  borrowerId: Id;
  bidId: Id;
  lotId: Id;
  lotNumber: string;
  lotName: string;
  currency: CurrencyCode;
  /** The lot's rate into the auction's currency (core/money/fx.ts fxRateOf: "1" in the auction's currency). */
  fxRate: DecimalString;
  bidKind: BidKind | null;
  /** The bid's own amount (bps, money or all-in points), as bid. */
  bidAmount: DecimalString | null;
  marketValue: DecimalString;
  termDays: number;
  /** The award's total value of the bid, in the lot's currency (core/money/bid-values.ts bidTotalValue). */
  awardValue: DecimalString;
}

/** The accrual term of an awarded fee: its award value in minor units over the lot's term days from the term start. */
export const feeTermOf = (fee: Pick<AwardedFee, 'awardValue' | 'currency' | 'termDays'>, termStartDate: string): AccrualTerm => ({
  total: minorUnitsOf(fee.awardValue, fee.currency),
  startDay: dayNumberOf(termStartDate),
  days: fee.termDays,
});

export interface StatementLine {
  lotId: Id;
  lotNumber: string;
  lotName: string;
  bidId: Id;
  bidKind: BidKind | null;
  bidAmount: DecimalString | null;
  currency: CurrencyCode;
  fxRate: DecimalString;
  /** The lot's term: its first and last accrual day (yyyy-mm-dd) and its days. */
  termStart: string;
  termEnd: string;
  termDays: number;
  /** The term's days in the month: the first and last (yyyy-mm-dd) and how many. */
  from: string;
  to: string;
  days: number;
  /** The fee of those days, in the lot's currency (its minor unit). */
  amount: DecimalString;
  /** The fee accrued from the term start to the end of the month. */
  accruedToDate: DecimalString;
  /** What the whole term accrues: the award's total value to the lot currency's minor unit. */
  termTotal: DecimalString;
  /** `amount` in the auction's currency at the lot's FX rate, half-up to its minor unit. */
  converted: DecimalString;
}

export interface StatementBorrower {
  id: Id;
  companyName: string;
  companyCode: string;
}

export interface StatementAuction {
  id: Id;
  auctionName: string;
  currency: CurrencyCode;
  /** The term start as a New York date (yyyy-mm-dd). */
  termStartDate: string;
}

export interface BorrowerStatement {
  auctionId: Id;
  auctionName: string;
  /** `YYYY-MM`. */
  month: string;
  /** The month's first and last day (yyyy-mm-dd). */
  periodStart: string;
  periodEnd: string;
  borrower: StatementBorrower;
  lines: StatementLine[];
  /** The sum of the lines of each currency, the auction's currency first. */
  subtotals: { currency: CurrencyCode; amount: DecimalString }[];
  /** The auction's currency, in which `convertedTotal` is. */
  currency: CurrencyCode;
  convertedTotal: DecimalString;
  /** True when a line is in another currency than the auction's (the total is then a conversion). */
  converted: boolean;
}

/** The amount in the auction's currency, half-up to that currency's minor unit. */
const convertedAmount = (amount: DecimalString, fxRate: DecimalString, auctionCurrency: CurrencyCode): DecimalString =>
  roundHalfUpText(textOfScaled(inAuctionCurrencyExact(amount, fxRate)), currencyMinorUnits(auctionCurrency));

const byLotNumber = (a: AwardedFee, b: AwardedFee): number => a.lotNumber.localeCompare(b.lotNumber, 'en', { numeric: true }) || a.lotId - b.lotId;

/**
 * The statement of `borrower` for `month` (`YYYY-MM`, which the caller has checked with monthDays): a line
 * for each of its awarded fees with term days in the month, in lot number order. Fees of other borrowers
 * are left out, whatever the caller passes.
 */
export function borrowerStatement(auction: StatementAuction, borrower: StatementBorrower, month: string, fees: readonly AwardedFee[]): BorrowerStatement {
  const period = monthDays(month);
  if (!period) throw new Error(`Not a month: ${month}`);
  const lines: StatementLine[] = [];
  for (const fee of fees.filter((f) => f.borrowerId === borrower.id).sort(byLotNumber)) {
    const term = feeTermOf(fee, auction.termStartDate);
    const part = accrualBetween(term, period.first, period.last);
    if (part.first === null || part.last === null) continue;
    const amount = textOfMinorUnits(part.amount, fee.currency);
    lines.push({
      lotId: fee.lotId,
      lotNumber: fee.lotNumber,
      lotName: fee.lotName,
      bidId: fee.bidId,
      bidKind: fee.bidKind,
      bidAmount: fee.bidAmount,
      currency: fee.currency,
      fxRate: fee.fxRate,
      termStart: dateOfDay(term.startDay),
      termEnd: dateOfDay(lastDayOf(term)),
      termDays: term.days,
      from: dateOfDay(part.first),
      to: dateOfDay(part.last),
      days: part.days,
      amount,
      accruedToDate: textOfMinorUnits(part.accruedToDate, fee.currency),
      termTotal: textOfMinorUnits(term.total, fee.currency),
      converted: convertedAmount(amount, fee.fxRate, auction.currency),
    });
  }
  const minor = currencyMinorUnits(auction.currency);
  return {
    auctionId: auction.id,
    auctionName: auction.auctionName,
    month,
    periodStart: dateOfDay(period.first),
    periodEnd: dateOfDay(period.last),
    borrower,
    lines,
    subtotals: subtotalsByCurrency(lines, auction.currency).map((s) => ({ currency: s.currency, amount: roundHalfUpText(s.amount, currencyMinorUnits(s.currency)) })),
    currency: auction.currency,
    convertedTotal: roundHalfUpText(sumDecimalText(lines.length ? lines.map((l) => l.converted) : ['0']), minor),
    converted: lines.some((l) => l.currency !== auction.currency),
  };
}

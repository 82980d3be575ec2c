/**
 * An amount in a currency: every amount the product shows or adds names its currency. The amount is
 * exact decimal text (never a float); the currency is the ISO 4217 code of the lot, bid or auction it belongs
 * to. Amounts of one currency add up (subtotalsByCurrency); amounts of different currencies never do: they are
 * first converted into the auction's currency at their lot's FX rate.
 */
import { CURRENCIES, type CurrencyCode, type DecimalString } from '../domain/entities';
import { roundHalfUpText, sumDecimalText } from './decimal-arith';

export interface Money {
  readonly amount: DecimalString;
  readonly currency: CurrencyCode;
}

/** An amount with its currency. */
export const moneyOf = (amount: DecimalString, currency: CurrencyCode): Money => ({ amount, currency });

const CURRENCY_ORDER = new Map<string, number>(CURRENCIES.map((c, i) => [c, i]));

/**
 * The sum of the amounts of each currency, to cents (half-up; sums of cent amounts are exact), one per currency
 * present: `first` (the auction's currency) first, then the others in the order of CURRENCIES (USD, EUR, GBP,
 * JPY, SEK, CHF, AUD). The per-currency subtotals under a table that lists several currencies.
 */
export const subtotalsByCurrency = <C extends string = CurrencyCode>(amounts: readonly { amount: DecimalString; currency: C }[], first?: C): { amount: DecimalString; currency: C }[] => {
  const byCurrency = new Map<C, DecimalString[]>();
  for (const m of amounts) {
    const list = byCurrency.get(m.currency);
    if (list) list.push(m.amount);
    else byCurrency.set(m.currency, [m.amount]);
  }
  const rank = (c: C) => (c === first ? -1 : (CURRENCY_ORDER.get(c) ?? CURRENCIES.length));
  return [...byCurrency.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([currency, values]) => ({ amount: roundHalfUpText(sumDecimalText(values), 2), currency }));
};

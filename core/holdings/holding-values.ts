/**
 * What a lot's holdings are worth, and how that compares with the lot's market value.
 *
 * Decisions:
 * - A holding is worth quantity × price in its own currency, exactly (never rounded before the sum);
 *   a lot's holdings are summed per currency.
 * - Only holdings in the lot's currency are compared with the lot's market value: there is no rate to
 *   convert the others, so a lot holding any is reported as not comparable (staff see which currencies).
 * - The difference is |holdings − market value| ÷ market value; beyond the tolerance (default 0.5 %,
 *   about what a day's price move between the valuation and the upload explains) staff are warned.
 *   A market value of 0 matches only holdings worth 0.
 */
import type { CurrencyCode, DecimalString, Lot } from '../domain/entities';
import { Dec, dec } from '../money/decimal';
import type { Holding } from './holding';

/** The default tolerance, in percent of the lot's market value. */
export const DEFAULT_HOLDINGS_TOLERANCE_PCT = '0.5';

/** Plain digits, no exponent, "-0" as "0". */
const text = (d: Dec): DecimalString => (d.isZero() ? '0' : d.toFixed());

/** One holding's market value: quantity × price, exact. */
export const holdingMarketValue = (h: Pick<Holding, 'quantity' | 'price'>): DecimalString => text(dec(h.quantity).times(dec(h.price)));

export interface CurrencyAmount {
  currency: CurrencyCode;
  amount: DecimalString;
}

/** The holdings' market values summed per currency, in currency order. */
export const holdingsValueByCurrency = (holdings: readonly Pick<Holding, 'quantity' | 'price' | 'currency'>[]): CurrencyAmount[] => {
  const sums = new Map<CurrencyCode, Dec>();
  for (const h of holdings) sums.set(h.currency, (sums.get(h.currency) ?? new Dec(0)).plus(dec(h.quantity).times(dec(h.price))));
  return [...sums.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, sum]) => ({ currency, amount: text(sum) }));
};

export type HoldingsComparisonStatus = 'NO_HOLDINGS' | 'WITHIN_TOLERANCE' | 'BEYOND_TOLERANCE' | 'OTHER_CURRENCIES';

/** A lot's market value beside the sum of its holdings. */
export interface HoldingsComparison {
  lotId: number;
  lotNumber: string;
  lotName: string;
  currency: CurrencyCode;
  marketValue: DecimalString;
  holdingsCount: number;
  /** The holdings in the lot's currency, summed ('0' when none are). */
  holdingsValue: DecimalString;
  /** The sums of holdings in other currencies (not compared). */
  otherCurrencies: CurrencyAmount[];
  /** holdingsValue − marketValue. */
  difference: DecimalString;
  /** |difference| ÷ market value in percent, to 4 places; null for a market value of 0. */
  differencePct: DecimalString | null;
  status: HoldingsComparisonStatus;
}

/** `lot`'s market value compared with the sum of `holdings` (its own), within `tolerancePct` percent. */
export function compareHoldings(lot: Pick<Lot, 'id' | 'lotNumber' | 'lotName' | 'currency' | 'marketValue'>, holdings: readonly Holding[], tolerancePct: DecimalString): HoldingsComparison {
  const sums = holdingsValueByCurrency(holdings);
  const own = dec(sums.find((s) => s.currency === lot.currency)?.amount ?? '0');
  const others = sums.filter((s) => s.currency !== lot.currency);
  const mv = dec(lot.marketValue);
  const difference = own.minus(mv);
  const pct = mv.isZero() ? null : difference.abs().div(mv.abs()).times(100);
  const within = pct === null ? difference.isZero() : pct.lte(dec(tolerancePct));
  const status: HoldingsComparisonStatus =
    holdings.length === 0 ? 'NO_HOLDINGS' : others.length > 0 ? 'OTHER_CURRENCIES' : within ? 'WITHIN_TOLERANCE' : 'BEYOND_TOLERANCE';
  return {
    lotId: lot.id,
    lotNumber: lot.lotNumber,
    lotName: lot.lotName,
    currency: lot.currency,
    marketValue: lot.marketValue,
    holdingsCount: holdings.length,
    holdingsValue: text(own),
    otherCurrencies: others,
    difference: text(difference),
    differencePct: pct === null ? null : text(pct.toDecimalPlaces(4, Dec.ROUND_HALF_UP)),
    status,
  };
}

/** True when staff should look at the comparison before the info centre is marked complete. */
export const needsAttention = (c: HoldingsComparison): boolean => c.status === 'BEYOND_TOLERANCE' || c.status === 'OTHER_CURRENCIES';

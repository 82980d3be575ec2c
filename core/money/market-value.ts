/**
 * Total market value (spec section 5), on decimal text so the info centre page needs no decimal library.
 * Lots of several currencies are added in the auction's currency, each at its lot's FX rate (fx.ts).
 */
import type { CurrencyCode, DecimalString } from '../domain/entities';
import { multiplyDecimalText, sumDecimalText } from './decimal-arith';
import { fxRateOf, type FxLot } from './fx';
import { moneyOf, subtotalsByCurrency, type Money } from './money';

/** What the total reads of a lot. */
export interface MarketValueLot extends FxLot {
  marketValue: DecimalString;
  comboFlag: boolean;
}

/**
 * Total market value = sum of the market values of non-combo lots, in the auction's currency: each lot's
 * market value x its FX rate, exactly (not rounded: the display rounds). With every lot in the auction's
 * currency, the plain sum it always was.
 */
export const totalMarketValue = (lots: readonly MarketValueLot[], auctionCurrency: string): DecimalString =>
  sumDecimalText(lots.filter((l) => !l.comboFlag).map((l) => multiplyDecimalText(l.marketValue, fxRateOf(l, auctionCurrency))));

/** The market value of the non-combo lots of each currency, in that currency (the auction's first). */
export const marketValueSubtotals = (lots: readonly (MarketValueLot & { currency: CurrencyCode })[], auctionCurrency: CurrencyCode): Money[] =>
  subtotalsByCurrency(lots.filter((l) => !l.comboFlag).map((l) => moneyOf(l.marketValue, l.currency)), auctionCurrency);

/**
 * Conversion of lot amounts into the auction's currency.
 *
 * THE RULE. A lot's `fxRate` is the number of units of the AUCTION's currency that one unit of the LOT's
 * currency is worth (the spec gives only the field; its demo data implies this direction: a USD auction's EUR
 * lots carry 1.0850, JPY lots 0.0067, so €1 = $1.085 and ¥1 = $0.0067). Hence
 *
 *     amount in the auction's currency = amount in the lot's currency × fxRate.
 *
 * A lot in the auction's own currency has rate 1 (its stored rate may be empty; lot validation refuses any
 * other). A lot in another currency must carry a positive rate: the lot form, the CSV upload and the auction
 * form refuse one without (MSG.FX_RATE_REQUIRED), so a missing rate here is a broken invariant and throws,
 * never a silent 1.0.
 *
 * WHERE IT APPLIES: wherever amounts of DIFFERENT lots meet, they are compared or added in the auction's
 * currency: totals (info centre, Auction Summary, Bid Overview, Individual Bidder Detail, the award screen,
 * Award Summary, Recommendations), sorts across lots (Confirm Bids, the lots list), the Award Summary's charts,
 * the top-bid preselection's combo-against-its-lots comparison (core/awards/award-rules.ts) and the optimiser's
 * objective (core/awards/award-optimizer-service.ts). Within ONE lot (its bids ranked against each other, the
 * Bid Rankings' lead, cover and third and their percent of the top bid) amounts stay in the lot's currency:
 * one rate scales them all alike, so the order and the percentages are the same in either currency.
 *
 * ROUNDING. A converted amount is exact (the product of two decimals) wherever amounts are compared; a shown or
 * summed one is rounded half-up to cents once per line (inAuctionCurrency), and a total is the exact sum of
 * those lines, so a total equals the sum of the converted lines and an auction whose lots are all in its own
 * currency gives exactly the figures it gave before conversion existed.
 */
import type { DecimalString } from '../domain/entities';
import { addScaled, compareScaled, divideHalfUp, multiplyScaled, roundHalfUpText, scaledOf, sumDecimalText, textOfScaled, type Scaled } from './decimal-arith';

/** What the rule reads of a lot. */
export interface FxLot {
  currency: string;
  fxRate: DecimalString | null;
  /** For the message of a broken invariant. */
  lotNumber?: string;
}

/** An amount of a lot with the lot's effective rate into the auction's currency (fxRateOf). */
export interface FxAmount {
  amount: DecimalString;
  fxRate: DecimalString;
}

const isBlankRate = (rate: DecimalString | null | undefined): boolean => rate === null || rate === undefined || rate.trim() === '';

/** Does a lot in `lotCurrency` need an FX rate it lacks (it is not in the auction's currency and has none)? */
export const fxRateMissing = (lotCurrency: string, auctionCurrency: string, fxRate: DecimalString | null | undefined): boolean =>
  lotCurrency !== auctionCurrency && isBlankRate(fxRate);

/**
 * The rate that converts the lot's amounts into the auction's currency: 1 for a lot in the auction's currency,
 * else its `fxRate`. Throws when a lot in another currency has none (validation keeps that from being stored).
 */
export const fxRateOf = (lot: FxLot, auctionCurrency: string): DecimalString => {
  if (lot.currency === auctionCurrency) return '1';
  if (isBlankRate(lot.fxRate)) {
    throw new Error(`Lot ${lot.lotNumber ?? '?'} is in ${lot.currency} but has no FX rate into the auction's currency ${auctionCurrency}`);
  }
  return lot.fxRate as DecimalString;
};

/** The amount in the auction's currency, exact (for comparisons). */
export const inAuctionCurrencyExact = (amount: DecimalString, fxRate: DecimalString): Scaled => multiplyScaled(scaledOf(amount), scaledOf(fxRate));

/** The amount in the auction's currency, rounded half-up to cents ("0.00", never "-0.00"). */
export const inAuctionCurrency = (amount: DecimalString, fxRate: DecimalString): DecimalString =>
  roundHalfUpText(textOfScaled(inAuctionCurrencyExact(amount, fxRate)), 2);

/** The total of amounts of several lots in the auction's currency: each converted to cents, then added ("0.00" for none). */
export const totalInAuctionCurrency = (lines: readonly FxAmount[]): DecimalString =>
  roundHalfUpText(sumDecimalText(lines.map((l) => inAuctionCurrency(l.amount, l.fxRate))), 2);

/** Orders two amounts of (possibly) different lots by their exact value in the auction's currency. */
export const compareInAuctionCurrency = (a: FxAmount, b: FxAmount): number =>
  compareScaled(inAuctionCurrencyExact(a.amount, a.fxRate), inAuctionCurrencyExact(b.amount, b.fxRate));

/** Is any of the lots in another currency than the auction's (so its totals are conversions, labelled as such)? */
export const hasForeignLots = (lots: readonly { currency: string }[], auctionCurrency: string): boolean =>
  lots.some((l) => l.currency !== auctionCurrency);

/**
 * The label of a total converted into the auction's currency: "Total" -> "Total in USD at lot FX rates".
 * `converted` false (every lot in the auction's currency) keeps the label as it is.
 */
export const convertedTotalLabel = (label: string, auctionCurrency: string, converted = true): string =>
  converted ? `${label} in ${auctionCurrency} at lot FX rates` : label;

/** What a combo's value reads of each of its lots. */
export interface FxLotValue extends FxLot {
  marketValue: DecimalString;
}

/**
 * A combo lot's market value (computed from its lots, never typed by hand): the sum of its lots'
 * market values, each converted into the auction's currency at its lot's rate, then into the combo's own
 * currency (divided by the combo's rate), rounded half-up to cents once, exactly. A combo in the auction's
 * currency whose lots are too is the plain sum. "0.00" for a combo of no lots.
 */
export const comboMarketValue = (combo: FxLot, lots: readonly FxLotValue[], auctionCurrency: string): DecimalString => {
  let total: Scaled = { units: 0n, scale: 0 };
  for (const lot of lots) total = addScaled(total, inAuctionCurrencyExact(lot.marketValue, fxRateOf(lot, auctionCurrency)));
  return divideHalfUp(total, scaledOf(fxRateOf(combo, auctionCurrency)), 2);
};

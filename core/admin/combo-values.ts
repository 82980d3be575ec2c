/**
 * Combo lots' market values: a combo lot re-offers its lots together, so its market value is
 * computed from theirs, never typed: each lot's market value converted into the auction's currency at its FX
 * rate, the sum converted into the combo's currency at the combo's rate, half-up to cents
 * (core/money/fx.ts comboMarketValue). The lot service sets it when a combo is saved and recomputes the
 * combos of an auction after anything they depend on changes (a lot's market value, currency or rate, a
 * deleted lot, the auction's currency). Bids are priced on the combo's market value, so a change that would
 * move the value of a combo with bids is refused like any priced change (HAS_BIDS).
 */
import type { CurrencyCode, Id, Lot } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import { compareDecimalText } from '../money/decimal-arith';
import { comboMarketValue } from '../money/fx';
import type { Repositories } from '../ports/repositories';

/** The combo's market value from the auction's lots (`lots` holds at least its own lots). */
export const comboValueOf = (combo: Pick<Lot, 'currency' | 'fxRate' | 'lotNumber' | 'comboLotIds'>, lots: readonly Lot[], auctionCurrency: CurrencyCode): string => {
  const byId = new Map(lots.map((l) => [l.id, l]));
  return comboMarketValue(combo, combo.comboLotIds.flatMap((id) => byId.get(id) ?? []), auctionCurrency);
};

/**
 * Recomputes the market value of every combo lot of the auction and saves those that changed; a changed combo
 * with bids refuses the whole write (HAS_BIDS, MSG.LOT_HAS_BIDS), so call it inside the write's transaction.
 */
export async function refreshComboValues(tx: Repositories, auctionId: Id, auctionCurrency: CurrencyCode): Promise<Result<true>> {
  const lots = await tx.lots.listByAuction(auctionId);
  // Until nothing changes: a combo may span another combo, whose new value it then reads (at most one pass per combo).
  for (let pass = 0, changed = true; changed && pass <= lots.length; pass++) {
    changed = false;
    for (const [i, combo] of lots.entries()) {
      if (!combo.comboFlag) continue;
      const value = comboValueOf(combo, lots, auctionCurrency);
      if (compareDecimalText(value, combo.marketValue) === 0) continue;
      if ((await tx.bids.countByLot(combo.id)) > 0) return fail('HAS_BIDS', MSG.LOT_HAS_BIDS);
      lots[i] = await tx.lots.update({ ...combo, marketValue: value });
      changed = true;
    }
  }
  return ok(true);
}

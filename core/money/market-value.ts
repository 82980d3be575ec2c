/** Total market value (spec section 5), on decimal text so the info centre page needs no decimal library. */
import type { DecimalString } from '../domain/entities';
import { sumDecimalText } from './decimal-arith';

/** Total market value = sum of the market values of non-combo lots (exact, not rounded). */
export const totalMarketValue = (lots: readonly { marketValue: DecimalString; comboFlag: boolean }[]): DecimalString =>
  sumDecimalText(lots.filter((l) => !l.comboFlag).map((l) => l.marketValue));

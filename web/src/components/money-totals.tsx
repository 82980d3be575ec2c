/**
 * Totals over amounts of several lots: the total is in the auction's currency, each lot's
 * amount converted at its FX rate (core/money/fx.ts), and says so when some amount was in another currency
 * ("Total in USD at lot FX rates: $1,234.00"); beside it, the per-currency subtotals of a table that lists
 * several currencies. An auction whose amounts are all in its own currency shows its totals as before.
 */
import { convertedTotalLabel } from '../../../core/money/fx';
import { formatMoney } from '../../../core/money/format';

/** "Total: $1,234.00", or "Total in USD at lot FX rates: $1,234.00" when `converted`. */
export const convertedTotalText = (label: string, amount: string, currency: string, converted: boolean): string =>
  `${convertedTotalLabel(label, currency, converted)}: ${formatMoney(amount, currency)}`;

/** Each currency's subtotal ("Subtotal EUR: €1,000.00"), when the amounts are not all in `currency`. */
export function CurrencySubtotals({ subtotals, currency, label = 'Subtotal' }: { subtotals: readonly { amount: string; currency: string }[]; currency: string; label?: string }) {
  if (!subtotals.some((s) => s.currency !== currency)) return null;
  return (
    <>
      {subtotals.map((s) => (
        <span key={s.currency} data-testid={`subtotal-${s.currency}`}>
          {label} {s.currency}: {formatMoney(s.amount, s.currency)}
        </span>
      ))}
    </>
  );
}

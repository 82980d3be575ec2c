/**
 * What a currency's code says about writing its amounts, from the platform's Intl data (ISO 4217):
 * how many minor units (decimals) it has and the symbol or code written next to an amount in en-US.
 * Pure and cached; used where an amount leaves as a document (core/documents/sheet-cells.ts).
 */

/** Minor units and the affixes of an en-US currency amount ("€" before, nothing after). */
export interface CurrencyUnits {
  /** Decimals of the currency's minor unit: USD 2, JPY 0, KWD 3. */
  minorUnits: number;
  /** Text before the digits: "$", "€", "CHF " ("" when the code is empty or unknown to the platform). */
  prefix: string;
  /** Text after the digits (none in en-US; kept for completeness). */
  suffix: string;
}

const PLAIN: CurrencyUnits = { minorUnits: 2, prefix: '', suffix: '' };
const cache = new Map<string, CurrencyUnits>();

/**
 * The units of `currency` (an ISO 4217 code, any case, trimmed). An empty or malformed code has no
 * symbol and 2 decimals, like an amount without a currency.
 */
export function currencyUnits(currency: string | null | undefined): CurrencyUnits {
  const code = (currency ?? '').trim().toUpperCase();
  const hit = cache.get(code);
  if (hit) return hit;
  let units = PLAIN;
  if (/^[A-Z]{3}$/.test(code)) {
    const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    const parts = format.formatToParts(1);
    const at = parts.findIndex((p) => p.type === 'integer');
    const text = (from: number, to: number) =>
      parts
        .slice(from, to)
        .filter((p) => p.type === 'currency' || p.type === 'literal')
        .map((p) => p.value.replace(/\u00a0/g, ' '))
        .join('');
    units = { minorUnits: format.resolvedOptions().maximumFractionDigits ?? 2, prefix: text(0, at), suffix: text(at + 1, parts.length) };
  }
  cache.set(code, units);
  return units;
}

/** Decimals of the currency's minor unit (USD 2, JPY 0); 2 for an empty or malformed code. */
export const currencyMinorUnits = (currency: string | null | undefined): number => currencyUnits(currency).minorUnits;

/**
 * Lot numbers sort by their numeric part, then by the suffix: "2" < "10" < "10A" < "10B".
 *
 * Decisions: the numeric part is the leading digits (compared as whole numbers of any length,
 * leading zeros ignored); lot numbers without leading digits come after all numbered ones; suffixes
 * compare case-insensitively; remaining ties ("010" vs "10", "10a" vs "10A") fall back to the raw
 * text so that the order is total (only equal strings compare equal).
 */

interface LotNumberKey {
  hasNumber: boolean;
  digits: string;
  suffix: string;
}

const keyOf = (lotNumber: string): LotNumberKey => {
  const t = lotNumber.trim();
  const m = /^(\d+)(.*)$/s.exec(t);
  if (!m) return { hasNumber: false, digits: '', suffix: t.toUpperCase() };
  return { hasNumber: true, digits: (m[1]).replace(/^0+(?=\d)/, ''), suffix: (m[2]).toUpperCase() };
};

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const compareKeys = (ka: LotNumberKey, kb: LotNumberKey, a: string, b: string): number => {
  if (ka.hasNumber !== kb.hasNumber) return ka.hasNumber ? -1 : 1;
  return (
    ka.digits.length - kb.digits.length || cmp(ka.digits, kb.digits) || cmp(ka.suffix, kb.suffix) || cmp(a, b)
  );
};

export const compareLotNumbers = (a: string, b: string): number => compareKeys(keyOf(a), keyOf(b), a, b);

/** A sorted copy of anything carrying a lotNumber (each lot number parsed once, not per comparison). */
export const sortByLotNumber = <T extends { lotNumber: string }>(items: readonly T[]): T[] =>
  items
    .map((item) => ({ item, key: keyOf(item.lotNumber) }))
    .sort((x, y) => compareKeys(x.key, y.key, x.item.lotNumber, y.item.lotNumber))
    .map((x) => x.item);

/**
 * Canonical JSON of ledger events: the one text that is hashed, so the same event always gives the
 * same bytes on every engine and every machine (the subset of RFC 8785 the ledger needs):
 * - object members sorted by key (UTF-16 code units, as JavaScript sorts), no white space;
 * - strings as JSON.stringify writes them; numbers only safe integers (ids, sequence numbers,
 *   epoch milliseconds): money and rates are decimal strings already, so no float ever gets here;
 * - `undefined`, functions, non-integers and other types throw (a broken invariant, not input).
 */
export type CanonicalValue = null | boolean | number | string | readonly CanonicalValue[] | { readonly [key: string]: CanonicalValue };

const isPlainObject = (value: object): boolean => {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`Canonical JSON holds only safe integers, got ${value}`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && isPlainObject(value)) {
    const members = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${members.join(',')}}`;
  }
  throw new Error(`Canonical JSON cannot hold ${typeof value}`);
}

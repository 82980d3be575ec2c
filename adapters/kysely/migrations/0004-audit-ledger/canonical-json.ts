/**
 * Canonical JSON as the bid ledger hashed it when migration 0004 shipped (a frozen copy of
 * core/audit/canonical-json.ts): object members sorted by key (UTF-16 code units), no white space,
 * strings as JSON.stringify writes them, numbers only safe integers; anything else throws.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`Canonical JSON holds only safe integers, got ${value}`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto === Object.prototype || proto === null) {
      const members = Object.keys(value)
        .sort()
        .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
      return `{${members.join(',')}}`;
    }
  }
  throw new Error(`Canonical JSON cannot hold ${typeof value}`);
}

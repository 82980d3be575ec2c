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

/** Are `keys` in the order canonical JSON writes them? (Events are built so: the sort is then skipped.) */
const inOrder = (keys: string[]): boolean => {
  for (let i = 1; i < keys.length; i++) if ((keys[i - 1]) > (keys[i])) return false;
  return true;
};

/** A value canonical JSON writes as JSON.stringify does: null, a boolean, a string or a safe integer. */
const isPlainValue = (value: unknown): boolean =>
  value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isSafeInteger(value));

// One string built by appending (no intermediate arrays): a bid save hashes a body per event.
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`Canonical JSON holds only safe integers, got ${value}`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) {
    let text = '[';
    for (let i = 0; i < value.length; i++) text += (i === 0 ? '' : ',') + canonicalJson(value[i]);
    return `${text}]`;
  }
  if (typeof value === 'object' && isPlainObject(value)) {
    const keys = Object.keys(value);
    // Members in order and all of them plain values (a bid's state): JSON.stringify writes exactly this text.
    if (inOrder(keys) && keys.every((key) => isPlainValue((value as Record<string, unknown>)[key]))) return JSON.stringify(value);
    keys.sort();
    let text = '{';
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      text += `${i === 0 ? '' : ','}${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`;
    }
    return `${text}}`;
  }
  throw new Error(`Canonical JSON cannot hold ${typeof value}`);
}

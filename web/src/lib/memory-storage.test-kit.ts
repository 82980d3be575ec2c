/** A Web Storage in memory, for tests of modules that use sessionStorage or localStorage under Node. */
export class MemoryStorage implements Storage {
  items = new Map<string, string>();
  /** When true, setItem throws as a full browser storage does. */
  failWrites = false;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, String(value));
  }
}

/** SHA-256 for the tamper-evident bid ledger. Synchronous: hashing is pure computation. */
export interface Sha256 {
  /** Lower-case hex SHA-256 of the UTF-8 bytes of `text`. */
  hex(text: string): string;
}

/**
 * Stores uploaded and generated files (client logos, info-centre documents).
 * Keys are made by the application (e.g. `logos/ACME.png`, `auctions/12/rules/3-terms.pdf`), never
 * taken from a request; implementations reject keys containing `..`, absolute paths or backslashes.
 */
export interface FileStore {
  put(key: string, content: Uint8Array): Promise<void>;
  /**
   * Stores `content` under `key` only when no file has the key, atomically (of two servers racing, one
   * wins); answers the bytes the key holds afterwards (the winner's).
   */
  putIfAbsent(key: string, content: Uint8Array): Promise<Uint8Array>;
  /** The bytes, or null when no file has the key. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

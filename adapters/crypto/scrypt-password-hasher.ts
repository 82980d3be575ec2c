/**
 * Password hashing with node:crypto scrypt (memory-hard). The stored format is self-describing,
 * `scrypt$N$r$p$saltB64$keyB64`, so parameters can be raised later without breaking old hashes.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHasher } from '../../core/ports/secrets';

export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** OWASP-level defaults: N=2^15, r=8, p=1 (32 MiB per hash). */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

const derive = (password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> => {
  // scrypt needs 128*N*r bytes; node's default maxmem (32 MiB) is exactly at the limit, so raise it.
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
};

export const scryptPasswordHasher = (params: ScryptParams = DEFAULT_SCRYPT_PARAMS): PasswordHasher => ({
  async hash(password) {
    const salt = randomBytes(SALT_LENGTH);
    const key = await derive(password, salt, params, KEY_LENGTH);
    return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
  },

  async verify(password, stored) {
    const parts = stored.split('$');
    if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
    const [N, r, p] = parts.slice(1, 4).map(Number);
    if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0)) return false;
    // Refuse absurd parameters from a tampered row instead of allocating gigabytes.
    if (N > 2 ** 20 || r > 32 || p > 16) return false;
    const salt = Buffer.from(parts[4], 'base64');
    const expected = Buffer.from(parts[5], 'base64');
    if (salt.length === 0 || expected.length === 0) return false;
    const actual = await derive(password, salt, { N, r, p }, expected.length);
    return timingSafeEqual(actual, expected);
  },
});

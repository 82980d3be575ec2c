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

/**
 * OWASP's minimum for scrypt: N=2^17, r=8, p=1 (128 MiB and a few hundred ms per hash). At most
 * four hashes run at once (libuv's thread pool), so sign-ins never hold more than 512 MiB.
 * Hashes made with smaller parameters still verify and are rehashed at the next sign-in.
 */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

/**
 * The parameters from the environment: `SCRYPT_LOG2_N` (default 17) sets N. It exists for tests
 * and the demo's throwaway worlds, which seed many users (the test app sets 12); production leaves
 * it unset. Values below 10 or above 20 are refused.
 */
export function scryptParamsFromEnv(env: Record<string, string | undefined>): ScryptParams {
  const raw = env.SCRYPT_LOG2_N?.trim();
  if (!raw) return DEFAULT_SCRYPT_PARAMS;
  const log2 = Number(raw);
  if (!Number.isInteger(log2) || log2 < 10 || log2 > 20) throw new Error(`SCRYPT_LOG2_N must be an integer from 10 to 20, got ${JSON.stringify(raw)}`);
  return { ...DEFAULT_SCRYPT_PARAMS, N: 2 ** log2 };
}

const paramsOf = (stored: string): ScryptParams | null => {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  return [N, r, p].every((n) => Number.isSafeInteger(n) && n > 0) ? { N, r, p } : null;
};
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

  needsRehash(stored) {
    const old = paramsOf(stored);
    return old === null || old.N < params.N || old.r < params.r || old.p < params.p;
  },

  async verify(password, stored) {
    const parts = stored.split('$');
    const storedParams = paramsOf(stored);
    if (!storedParams) return false;
    const { N, r, p } = storedParams;
    // Refuse absurd parameters from a tampered row instead of allocating gigabytes.
    if (N > 2 ** 20 || r > 32 || p > 16) return false;
    const salt = Buffer.from(parts[4], 'base64');
    const expected = Buffer.from(parts[5], 'base64');
    if (salt.length === 0 || expected.length === 0) return false;
    const actual = await derive(password, salt, { N, r, p }, expected.length);
    return timingSafeEqual(actual, expected);
  },
});

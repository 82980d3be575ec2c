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
 * N=2^14, r=8, p=5: one of the five scrypt settings the OWASP Password Storage Cheat Sheet gives as
 * equivalent in the defence they provide (N=2^17/p=1 with 128 MiB, 2^16/2, 2^15/3, 2^14/5 with 16 MiB,
 * 2^13/10). Chosen for the memory: a password check holds 16 MiB instead of 128 MiB, so the checks a
 * server runs at once (core/auth/fair-admission.ts) cost it tens of megabytes, not hundreds, whoever
 * floods the sign-in; and it takes less CPU than N=2^17 on this hardware. Hashes stored with other
 * parameters still verify; one weaker in N, r or p (N=2^17 with p=1 included) is replaced by this
 * setting at its owner's next sign-in.
 */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 14, r: 8, p: 5 };

/**
 * The parameters from the environment: `SCRYPT_LOG2_N` sets N = 2^value with r=8, p=1. It exists for
 * tests and the demo's throwaway worlds, which seed many users (the test app sets 12); production
 * leaves it unset (DEFAULT_SCRYPT_PARAMS). Values below 10 or above 20 are refused.
 */
export function scryptParamsFromEnv(env: Record<string, string | undefined>): ScryptParams {
  const raw = env.SCRYPT_LOG2_N?.trim();
  if (!raw) return DEFAULT_SCRYPT_PARAMS;
  const log2 = Number(raw);
  if (!Number.isInteger(log2) || log2 < 10 || log2 > 20) throw new Error(`SCRYPT_LOG2_N must be an integer from 10 to 20, got ${JSON.stringify(raw)}`);
  return { N: 2 ** log2, r: 8, p: 1 };
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

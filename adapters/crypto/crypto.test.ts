import { describe, expect, it } from 'vitest';
import { nodeSecretGenerator } from './node-secret-generator';
import { nodeSha256 } from './node-sha256';
import { DEFAULT_SCRYPT_PARAMS, scryptParamsFromEnv, scryptPasswordHasher } from './scrypt-password-hasher';
import { bundledCommonPasswords } from './common-passwords';

describe('scryptPasswordHasher', () => {
  const hasher = scryptPasswordHasher();

  it('hashes at an OWASP cost (N=2^14, r=8, p=5: 16 MiB) in the self-describing format and verifies the right password only', async () => {
    expect(DEFAULT_SCRYPT_PARAMS).toEqual({ N: 2 ** 14, r: 8, p: 5 });
    const hash = await hasher.hash('Demo-Pass-2026!');
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await hasher.verify('Demo-Pass-2026!', hash)).toBe(true);
    expect(await hasher.verify('demo-pass-2026!', hash)).toBe(false);
    expect(await hasher.verify('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const cheap = scryptPasswordHasher({ N: 1024, r: 8, p: 1 });
    expect(await cheap.hash('same')).not.toBe(await cheap.hash('same'));
  });

  it('asks for a rehash of hashes made with weaker parameters only', async () => {
    const light = await scryptPasswordHasher({ N: 2 ** 15, r: 8, p: 1 }).hash('pw');
    expect(hasher.needsRehash(light)).toBe(true);
    // The former default, N=2^17 with p=1, moves to this one (as strong, an eighth of the memory).
    expect(hasher.needsRehash(await scryptPasswordHasher({ N: 2 ** 17, r: 8, p: 1 }).hash('pw'))).toBe(true);
    expect(hasher.needsRehash('not-a-hash')).toBe(true);
    expect(hasher.needsRehash(await hasher.hash('pw'))).toBe(false);
  });

  it('takes a cheaper cost only when SCRYPT_LOG2_N says so (tests), within 2^10..2^20', () => {
    expect(scryptParamsFromEnv({})).toEqual(DEFAULT_SCRYPT_PARAMS);
    expect(scryptParamsFromEnv({ SCRYPT_LOG2_N: '12' })).toEqual({ N: 4096, r: 8, p: 1 });
    expect(() => scryptParamsFromEnv({ SCRYPT_LOG2_N: '4' })).toThrow(/SCRYPT_LOG2_N/);
  });

  it('verifies hashes made with other parameters and rejects malformed ones', async () => {
    const light = await scryptPasswordHasher({ N: 1024, r: 8, p: 1 }).hash('pw');
    expect(await hasher.verify('pw', light)).toBe(true);
    expect(await hasher.verify('pw', 'plain')).toBe(false);
    expect(await hasher.verify('pw', 'scrypt$x$8$1$AA==$AA==')).toBe(false);
    expect(await hasher.verify('pw', `scrypt$${2 ** 30}$8$1$AA==$AA==`)).toBe(false);
  });
});

describe('bundledCommonPasswords', () => {
  it('knows the common and breached passwords, whatever their case, and not a passphrase', async () => {
    const list = bundledCommonPasswords();
    for (const p of ['password', '12345678', 'Qwerty', 'iloveyou']) expect(await list.isCommon(p), p).toBe(true);
    expect(await list.isCommon('Correct-Horse-Battery-9')).toBe(false);
  });
});

describe('nodeSecretGenerator', () => {
  const secrets = nodeSecretGenerator();

  it('makes 256-bit url-safe tokens', () => {
    const t = secrets.token();
    expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(secrets.token()).not.toBe(t);
  });

  it('digests with sha256 hex', () => {
    expect(secrets.digest('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('nodeSha256', () => {
  const sha256 = nodeSha256();
  it('hashes the UTF-8 bytes to lower-case hex (FIPS 180-2 vectors)', () => {
    expect(sha256.hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256.hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    // "é" is two bytes in UTF-8 (c3 a9), not one Latin-1 byte.
    expect(sha256.hex('é')).toBe('4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c');
  });
});

import { describe, expect, it } from 'vitest';
import { nodeSecretGenerator } from './node-secret-generator';
import { nodeSha256 } from './node-sha256';
import { scryptPasswordHasher } from './scrypt-password-hasher';

describe('scryptPasswordHasher', () => {
  const hasher = scryptPasswordHasher();

  it('hashes in the self-describing format and verifies the right password only', async () => {
    const hash = await hasher.hash('Demo-Pass-2026!');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await hasher.verify('Demo-Pass-2026!', hash)).toBe(true);
    expect(await hasher.verify('demo-pass-2026!', hash)).toBe(false);
    expect(await hasher.verify('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hasher.hash('same')).not.toBe(await hasher.hash('same'));
  });

  it('verifies hashes made with other parameters and rejects malformed ones', async () => {
    const light = await scryptPasswordHasher({ N: 1024, r: 8, p: 1 }).hash('pw');
    expect(await hasher.verify('pw', light)).toBe(true);
    expect(await hasher.verify('pw', 'plain')).toBe(false);
    expect(await hasher.verify('pw', 'scrypt$x$8$1$AA==$AA==')).toBe(false);
    expect(await hasher.verify('pw', `scrypt$${2 ** 30}$8$1$AA==$AA==`)).toBe(false);
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

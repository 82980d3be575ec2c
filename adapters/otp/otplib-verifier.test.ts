import { describe, expect, it } from 'vitest';
import { otplibVerifier } from './otplib-verifier';

// RFC 6238 appendix B test secret "12345678901234567890" in base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('otplibVerifier', () => {
  const otp = otplibVerifier();

  it('generates the RFC 6238 SHA-1 vectors (last 6 digits)', async () => {
    expect(await otp.generate(RFC_SECRET, 59_000)).toBe('287082');
    expect(await otp.generate(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(await otp.generate(RFC_SECRET, 1_234_567_890_000)).toBe('005924');
  });

  it('accepts the current code and one step of drift, returning the matched step', async () => {
    const now = 1_234_567_890_000;
    const step = Math.floor(now / 30_000);
    expect(await otp.verify(await otp.generate(RFC_SECRET, now), RFC_SECRET, now)).toBe(step);
    expect(await otp.verify(await otp.generate(RFC_SECRET, now - 30_000), RFC_SECRET, now)).toBe(step - 1);
    expect(await otp.verify(await otp.generate(RFC_SECRET, now + 30_000), RFC_SECRET, now)).toBe(step + 1);
    expect(await otp.verify(await otp.generate(RFC_SECRET, now - 90_000), RFC_SECRET, now)).toBeNull();
  });

  it('rejects malformed codes and secrets', async () => {
    expect(await otp.verify('12345', RFC_SECRET, 59_000)).toBeNull();
    expect(await otp.verify('abcdef', RFC_SECRET, 59_000)).toBeNull();
    expect(await otp.verify('123456', '!!!', 59_000)).toBeNull();
  });

  it('makes new base32 secrets and otpauth URIs', async () => {
    const secret = await otp.generateSecret();
    expect(secret).toMatch(/^[A-Z2-7]{16,}=*$/);
    const uri = await otp.keyUri('mfauser', 'eSecAuction', secret);
    expect(uri.startsWith('otpauth://totp/')).toBe(true);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('mfauser');
  });
});

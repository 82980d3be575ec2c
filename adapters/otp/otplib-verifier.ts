/**
 * TOTP (RFC 6238: SHA-1, 6 digits, 30 s steps) with otplib v13's functional API, imported with the
 * first enrolment or code (with its hash and base32 packages, a sixth of the library's cold import).
 */
import type { OtpVerifier } from '../../core/ports/secrets';

let otplib: Promise<typeof import('otplib')> | null = null;
const load = () => (otplib ??= import('otplib'));

const PERIOD_SECONDS = 30;
const DIGITS = 6;

export const otplibVerifier = (): OtpVerifier => ({
  generateSecret: async () => (await load()).generateSecret(),

  keyUri: async (loginName, issuer, secret) =>
    (await load()).generateURI({ issuer, label: loginName, secret, digits: DIGITS, period: PERIOD_SECONDS }),

  async verify(code, secret, nowMs) {
    const token = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(token)) return null;
    const { verify } = await load();
    try {
      const result = await verify({
        secret,
        token,
        epoch: Math.floor(nowMs / 1000),
        period: PERIOD_SECONDS,
        digits: DIGITS,
        // One step either side, for clock drift between phone and server.
        epochTolerance: PERIOD_SECONDS,
      });
      if (!result.valid) return null;
      // The TOTP result carries timeStep; the union type also covers HOTP, so narrow it.
      const epoch = Math.floor(nowMs / 1000);
      return 'timeStep' in result ? result.timeStep : Math.floor(epoch / PERIOD_SECONDS) + result.delta;
    } catch {
      // A malformed secret is not a valid code.
      return null;
    }
  },

  generate: async (secret, nowMs) =>
    (await load()).generate({ secret, epoch: Math.floor(nowMs / 1000), period: PERIOD_SECONDS, digits: DIGITS }),
});

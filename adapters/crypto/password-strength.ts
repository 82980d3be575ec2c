/**
 * The password strength estimator: zxcvbn (@zxcvbn-ts/core) with the common dictionaries and
 * keyboard graphs (@zxcvbn-ts/language-common: breached passwords, diceware words, qwerty and keypad) and
 * the English ones with their feedback texts (@zxcvbn-ts/language-en: words, names, Wikipedia terms).
 * Scores 0-4 at 10^3, 10^6, 10^8 and 10^10 guesses; core refuses new passwords below 3
 * (core/auth/password-strength.ts). The libraries are imported and the factory (dictionaries ranked once)
 * built on first use, so a process that never sets a password does not pay for them (a third of a
 * second to load).
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { PasswordEstimate, PasswordStrength } from '../../core/ports/secrets';

/**
 * zxcvbn reads at most this many characters (the 8–128 length rule is checked before): its l33t
 * matcher grows fast with the length, and a password whose first 64 characters are hard to
 * guess is not made easier by more; one whose first 64 are weak (64 × 'a') is refused.
 */
const MAX_LENGTH = 64;
/** The l33t matcher tries at most this many substitutions (the library's default is 100). */
const L33T_MAX_SUBSTITUTIONS = 20;

let factory: Promise<ZxcvbnFactory> | null = null;
const zxcvbn = (): Promise<ZxcvbnFactory> =>
  (factory ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([{ ZxcvbnFactory }, common, english]) =>
      new ZxcvbnFactory({
        translations: english.translations,
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...english.dictionary },
        // The estimate runs on the server's event loop: the Levenshtein matcher took 0.3 to 1.2 s of it per
        // estimate (30 times the rest), and common passwords with a suffix score below 3 without it.
        useLevenshteinDistance: false,
        maxLength: MAX_LENGTH,
        l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
      }),
  ));

export const bundledPasswordStrength = (): PasswordStrength => ({
  async estimate(password: string, userInputs: readonly string[] = []): Promise<PasswordEstimate> {
    const result = (await zxcvbn()).check(password, [...userInputs]);
    return { score: result.score, guesses: result.guesses, warning: result.feedback.warning ?? '', suggestions: result.feedback.suggestions };
  },
});

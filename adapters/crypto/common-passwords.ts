/**
 * The common-password list of @zxcvbn-ts/language-common (49,233 passwords most often found in
 * breach corpora, ranked by frequency; bundled in the package, so nothing is downloaded and the check
 * works offline). Compared case-insensitively: "Password" is as guessable as "password". The list is
 * imported on the first check: a process that never sets a password does not load it.
 */
import type { CommonPasswords } from '../../core/ports/secrets';

let list: Promise<Set<string>> | null = null;
const commonList = (): Promise<Set<string>> =>
  (list ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()))));

export const bundledCommonPasswords = (): CommonPasswords => ({
  async isCommon(password) {
    return (await commonList()).has(password.normalize('NFC').toLowerCase());
  },
});

/**
 * The common-password list of @zxcvbn-ts/language-common (49,233 passwords most often found in
 * breach corpora, ranked by frequency; bundled in the package, so nothing is downloaded and the check
 * works offline). Compared case-insensitively: "Password" is as guessable as "password".
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import type { CommonPasswords } from '../../core/ports/secrets';

let list: Set<string> | null = null;

export const bundledCommonPasswords = (): CommonPasswords => ({
  isCommon(password) {
    list ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
    return list.has(password.normalize('NFC').toLowerCase());
  },
});

/** The ledger's SHA-256 port over node:crypto. */
import { createHash } from 'node:crypto';
import type { Sha256 } from '../../core/ports/digest';

export const nodeSha256 = (): Sha256 => ({
  hex: (text) => createHash('sha256').update(text, 'utf8').digest('hex'),
});

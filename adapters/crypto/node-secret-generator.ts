/** Random tokens (256 bits, base64url) and SHA-256 digests with node:crypto. */
import { createHash, randomBytes } from 'node:crypto';
import type { SecretGenerator } from '../../core/ports/secrets';

export const nodeSecretGenerator = (): SecretGenerator => ({
  token: () => randomBytes(32).toString('base64url'),
  digest: (secret) => createHash('sha256').update(secret, 'utf8').digest('hex'),
});

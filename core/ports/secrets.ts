/** Random secrets and one-way digests (tokens, reset codes). */
export interface SecretGenerator {
  /** A URL-safe random token with at least 256 bits of entropy. */
  token(): string;
  /** Hex SHA-256 of a secret, for storing tokens and codes without keeping them. */
  digest(secret: string): string;
}

/** Memory-hard password hashing (scrypt or argon2). */
export interface PasswordHasher {
  /** A self-describing hash (algorithm, parameters, salt, key). */
  hash(password: string): Promise<string>;
  /** Constant-time verification of a password against a stored hash. */
  verify(password: string, hash: string): Promise<boolean>;
  /** True when the stored hash was made with weaker parameters than the current ones (rehash it at the next sign-in). */
  needsRehash(hash: string): boolean;
}

/** A list of common and breached passwords. */
export interface CommonPasswords {
  /** True when the password (compared case-insensitively) is on the list. */
  isCommon(password: string): boolean;
}

/** Time-based one-time passwords (RFC 6238, 30 s steps, 6 digits). */
export interface OtpVerifier {
  /** A new base32 secret for enrolment. */
  generateSecret(): string;
  /** otpauth:// URI for authenticator apps. */
  keyUri(loginName: string, issuer: string, secret: string): string;
  /**
   * Checks a code at `nowMs` (allowing one step of drift) and returns the matched time step,
   * or null when the code is not valid. Callers reject a step not greater than the last one used.
   */
  verify(code: string, secret: string, nowMs: number): Promise<number | null>;
  /** The code for a secret at a time (tests, CLI). */
  generate(secret: string, nowMs: number): Promise<string>;
}

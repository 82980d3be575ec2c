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

/** A turn at the password check, or the refusal of one: see PasswordCheckGate. */
export type PasswordCheckTurn = { admitted: true; release: (outcome: PasswordCheckOutcome) => void } | { admitted: false; retryAfterSeconds: number };

/** How a check ended: a failed one rests its address's turn a while. */
export type PasswordCheckOutcome = 'passed' | 'failed';

/**
 * Admission to the expensive password check of a sign-in, per caller address (core decides;
 * the adapter keeps the state of one process and the timers: `passwordCheckGate`).
 *
 * Decision: the gate is a port the password grant itself passes, not a middleware
 * on the HTTP token route: the use case protects itself whoever calls it (the HTTP server, an embedder's
 * own front), the gate wraps exactly the work that costs (one hash check, and a rehash after it), the
 * refresh grant and a form refused for an empty field never reach it, and it is asked before any look-up
 * with nothing but the address, so a known and an unknown login are admitted, refused and timed alike.
 */
export interface PasswordCheckGate {
  /**
   * Waits for a turn of `address`: `release` must be called once the check is over, saying whether the
   * grant failed (it is idempotent).
   * Refused at once when the address already has its share running and waiting, or when the queue is
   * full, and after waiting too long; `retryAfterSeconds` then says when to try again.
   */
  enter(address: string): Promise<PasswordCheckTurn>;
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

/** How guessable a password is (zxcvbn's model): a score, the estimated guesses and feedback in English. */
export interface PasswordEstimate {
  /** 0 (too guessable) to 4 (very unguessable): 10^3, 10^6, 10^8 and 10^10 guesses are the steps. */
  score: 0 | 1 | 2 | 3 | 4;
  /** The estimated number of guesses an attacker needs. */
  guesses: number;
  /** What makes the password weak ('' when nothing in particular or strong enough). */
  warning: string;
  /** How to make it stronger (empty when strong enough). */
  suggestions: string[];
}

/** A password strength estimator (zxcvbn: dictionaries of common passwords and words, keyboard patterns, sequences, years). */
export interface PasswordStrength {
  /** Estimates a password; `userInputs` (the user's login, name, e-mail) are guessed first, as a dictionary of their own. */
  estimate(password: string, userInputs?: readonly string[]): PasswordEstimate;
}

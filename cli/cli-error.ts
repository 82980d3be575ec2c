/**
 * Expected CLI failures: a one-line message and an exit code. Result codes of core services map
 * onto exit codes here (the CLI's counterpart of the HTTP status mapping).
 */
import type { Failure, FailureCode, Result } from '../core/domain/result';

export const EXIT = {
  OK: 0,
  /** Unexpected failure (database unreachable, ...). */
  ERROR: 1,
  /** Bad input: validation messages, unreadable or rejected file, bad option value. */
  INVALID: 2,
  /** The named user, auction, borrower or client does not exist. */
  NOT_FOUND: 3,
  /** The request conflicts with the current state (duplicate, confirmed awards, bids placed). */
  CONFLICT: 4,
  /** Not allowed: the role may not, the account is disabled, or too many attempts. */
  DENIED: 5,
  /** A service the command needs did not answer (the mail server). */
  UNAVAILABLE: 6,
  /** The bid ledger does not verify: an entry is broken or a table row differs from it. */
  TAMPERED: 7,
} as const;

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.INVALID,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** Exit code per failure code: every code is mapped (a new one that is not fails to compile). */
export const EXIT_CODE = {
  VALIDATION: EXIT.INVALID,
  EMPTY_FILE: EXIT.INVALID,
  EMPTY_TEMPLATE: EXIT.INVALID,
  NOTHING_IMPORTED: EXIT.INVALID,
  INVALID_EMAIL: EXIT.INVALID,
  INVALID_OTP: EXIT.INVALID,
  INVALID_GRANT: EXIT.INVALID,
  UNSUPPORTED_GRANT: EXIT.INVALID,
  PAYLOAD_TOO_LARGE: EXIT.INVALID,
  EXPORT_TOO_LARGE: EXIT.INVALID,
  LIMIT_EXCEEDED: EXIT.INVALID,
  UNSUPPORTED_MEDIA_TYPE: EXIT.INVALID,
  METHOD_NOT_ALLOWED: EXIT.INVALID,
  NOT_FOUND: EXIT.NOT_FOUND,
  CONFLICT: EXIT.CONFLICT,
  FINAL: EXIT.CONFLICT,
  HAS_BIDS: EXIT.CONFLICT,
  LOCKED: EXIT.CONFLICT,
  AUCTION_NOT_LIVE: EXIT.CONFLICT,
  UNAUTHENTICATED: EXIT.DENIED,
  INVALID_CLIENT: EXIT.DENIED,
  FORBIDDEN: EXIT.DENIED,
  TOO_MANY_ATTEMPTS: EXIT.DENIED,
  TOO_MANY_REQUESTS: EXIT.DENIED,
  MAIL_FAILED: EXIT.UNAVAILABLE,
  INTERNAL: EXIT.ERROR,
} as const satisfies Record<FailureCode, number>;

export const exitCodeOf = (code: FailureCode): number => EXIT_CODE[code];

/** One line: the message, then field messages in brackets. */
export const failureLine = (f: Pick<Failure, 'message' | 'fields'>): string => {
  const fields = Object.values(f.fields ?? {});
  return fields.length > 0 ? `${f.message} (${fields.join('; ')})` : f.message;
};

export const cliErrorOf = (f: Failure): CliError => new CliError(failureLine(f), exitCodeOf(f.code));

/** The value of a core service's result; a failure ends the command with its message and exit code. */
export const valueOrExit = <T>(result: Result<T>): T => {
  if (!result.ok) throw cliErrorOf(result);
  return result.value;
};

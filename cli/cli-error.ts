/**
 * Expected CLI failures: a one-line message and an exit code. Result codes of core services map
 * onto exit codes here (the CLI's counterpart of the HTTP status mapping).
 */
import type { Failure } from '../core/domain/result';

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
  /** The bid ledger does not verify: an entry is broken or a table row differs from it. */
  TAMPERED: 5,
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

export const exitCodeOf = (code: string): number => {
  switch (code) {
    case 'VALIDATION':
    case 'EMPTY_FILE':
    case 'EMPTY_TEMPLATE':
    case 'NOTHING_IMPORTED':
      return EXIT.INVALID;
    case 'NOT_FOUND':
      return EXIT.NOT_FOUND;
    case 'CONFLICT':
    case 'FINAL':
    case 'HAS_BIDS':
    case 'LOCKED':
    case 'AUCTION_NOT_LIVE':
      return EXIT.CONFLICT;
    default:
      return EXIT.ERROR;
  }
};

/** One line: the message, then field messages in brackets. */
export const failureLine = (f: Pick<Failure, 'message' | 'fields'>): string => {
  const fields = Object.values(f.fields ?? {});
  return fields.length > 0 ? `${f.message} (${fields.join('; ')})` : f.message;
};

export const cliErrorOf = (f: Failure): CliError => new CliError(failureLine(f), exitCodeOf(f.code));

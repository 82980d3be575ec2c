/**
 * Expected failures are values, not exceptions: a stable `code` for adapters to map
 * (HTTP status, CLI exit code) and the spec's exact `message` for people.
 * Broken invariants (programming errors) still throw.
 */
export type Ok<T> = { ok: true; value: T };
export type Failure<C extends string = string> = {
  ok: false;
  code: C;
  message: string;
  /** Field-level messages, keyed by the input field name, when the failure is a validation failure. */
  fields?: Record<string, string>;
};
export type Result<T, C extends string = string> = Ok<T> | Failure<C>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
/** True for a failed Result (used by `Store.transaction` to roll back a callback that returned one). */
export const isFailure = (v: unknown): v is Failure =>
  typeof v === 'object' && v !== null && (v as { ok?: unknown }).ok === false && typeof (v as { code?: unknown }).code === 'string';

export const fail = <C extends string>(code: C, message: string, fields?: Record<string, string>): Failure<C> =>
  fields ? { ok: false, code, message, fields } : { ok: false, code, message };

/**
 * The failure codes every adapter knows how to map. Area-specific codes may be added
 * but should map onto one of these HTTP meanings.
 */
export type CommonCode =
  | 'VALIDATION' // 400
  | 'UNAUTHENTICATED' // 401
  | 'FORBIDDEN' // 403
  | 'NOT_FOUND' // 404
  | 'CONFLICT' // 409 (duplicate name, unique constraint)
  | 'HAS_BIDS' // 302 in the spec: lot or invitee with bids
  | 'AUCTION_NOT_LIVE' // 403/409: bidding outside the auction window
  | 'FINAL' // 409: confirmed bids / confirmed awards cannot change
  | 'LOCKED'; // 423: account locked / info centre complete

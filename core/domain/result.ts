/**
 * Expected failures are values, not exceptions: a stable `code` for adapters to map
 * (HTTP status, CLI exit code) and the spec's exact `message` for people.
 * Broken invariants (programming errors) still throw.
 */
import type { FailureCode } from './failure-codes';

export type { FailureCode } from './failure-codes';

export type Ok<T> = { ok: true; value: T };
export type Failure<C extends FailureCode = FailureCode> = {
  ok: false;
  code: C;
  message: string;
  /** Field-level messages, keyed by the input field name, when the failure is a validation failure. */
  fields?: Record<string, string>;
  /** A refusal that passes (TOO_MANY_REQUESTS): whole seconds after which trying again may succeed (HTTP Retry-After). */
  retryAfterSeconds?: number;
};
export type Result<T, C extends FailureCode = FailureCode> = Ok<T> | Failure<C>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
/** True for a failed Result (used by `Store.transaction` to roll back a callback that returned one). */
export const isFailure = (v: unknown): v is Failure =>
  typeof v === 'object' && v !== null && (v as { ok?: unknown }).ok === false && typeof (v as { code?: unknown }).code === 'string';

export const fail = <C extends FailureCode>(code: C, message: string, fields?: Record<string, string>): Failure<C> =>
  fields ? { ok: false, code, message, fields } : { ok: false, code, message };

/** A failure turned into an exception by `unwrap`: its code, the spec's message, its field messages. */
export class FailureError extends Error {
  readonly code: FailureCode;
  readonly fields: Record<string, string> | undefined;
  constructor(failure: Failure) {
    super(failure.message);
    this.name = 'FailureError';
    this.code = failure.code;
    this.fields = failure.fields;
  }
}

/**
 * The value of a successful Result, else throws FailureError: for a script or a batch job, where
 * any refusal ends the run. Application code decides on `result.ok` instead.
 */
export const unwrap = <T>(result: Result<T>): T => {
  if (!result.ok) throw new FailureError(result);
  return result.value;
};

/** A successful Result's value through `f` (a serialiser, a projection); a failure as it is. */
export const mapOk = <T, W, C extends FailureCode>(result: Result<T, C>, f: (value: T) => W): Result<W, C> => (result.ok ? ok(f(result.value)) : result);

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
};
export type Result<T, C extends FailureCode = FailureCode> = Ok<T> | Failure<C>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
/** True for a failed Result (used by `Store.transaction` to roll back a callback that returned one). */
export const isFailure = (v: unknown): v is Failure =>
  typeof v === 'object' && v !== null && (v as { ok?: unknown }).ok === false && typeof (v as { code?: unknown }).code === 'string';

export const fail = <C extends FailureCode>(code: C, message: string, fields?: Record<string, string>): Failure<C> =>
  fields ? { ok: false, code, message, fields } : { ok: false, code, message };

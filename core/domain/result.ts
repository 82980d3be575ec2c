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
/**
 * What every use case answers: its value, or a failure with a stable `code` and the spec's message.
 *
 * @example
 * ```ts
 * const saved = await core.borrowers.save(manager, { companyName: 'Alpha Securities LLC', companyCode: 'ALPHA' });
 * if (saved.ok) console.log(`borrower ${saved.value.id}`);
 * else if (saved.code === 'VALIDATION') console.error(saved.message, saved.fields);
 * else console.error(saved.code, saved.message);
 * ```
 */
export type Result<T, C extends FailureCode = FailureCode> = Ok<T> | Failure<C>;

/**
 * A successful Result, for a port implemented outside the package.
 *
 * @example
 * ```ts
 * import { fail, ok, type Result } from 'securities-lending-auction';
 *
 * const parsePercent = (text: string): Result<number, 'VALIDATION'> => {
 *   const n = Number(text);
 *   return Number.isFinite(n) && n >= 0 && n <= 100 ? ok(n) : fail('VALIDATION', 'A percentage from 0 to 100.');
 * };
 * ```
 */
export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
/** True for a failed Result (used by `Store.transaction` to roll back a callback that returned one). */
export const isFailure = (v: unknown): v is Failure =>
  typeof v === 'object' && v !== null && (v as { ok?: unknown }).ok === false && typeof (v as { code?: unknown }).code === 'string';

/** A failed Result: its code, the message for people and, for a validation failure, each field's message (see `ok` for an example). */
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
 *
 * @example
 * ```ts
 * import { FailureError, unwrap } from 'securities-lending-auction';
 *
 * try {
 *   const awarder = unwrap(await core.actor('awarder'));
 *   unwrap(await core.awards.confirm(awarder, auctionId));
 * } catch (e) {
 *   if (e instanceof FailureError) console.error(`refused: ${e.code} ${e.message}`);
 *   else throw e;
 * }
 * ```
 */
export const unwrap = <T>(result: Result<T>): T => {
  if (!result.ok) throw new FailureError(result);
  return result.value;
};

/**
 * A successful Result's value through `f` (a serialiser, a projection); a failure as it is.
 *
 * @example
 * ```ts
 * import { mapOk } from 'securities-lending-auction';
 *
 * const names = mapOk(await core.auctions.list(manager, { archived: true }), (auctions) => auctions.map((a) => a.auctionName));
 * ```
 */
export const mapOk = <T, W, C extends FailureCode>(result: Result<T, C>, f: (value: T) => W): Result<W, C> => (result.ok ? ok(f(result.value)) : result);

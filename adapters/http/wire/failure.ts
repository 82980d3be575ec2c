/**
 * Turns expected failures (Result codes) into HTTP answers. The one place that knows statuses.
 * Every error body is JSON `{ error: message, code, fields? }`; `fields` names the input fields.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Failure, FailureCode } from '../../../core/domain/result';

/**
 * Status per failure code, every code mapped (a new code that is not fails to compile). HAS_BIDS
 * answers 302 as the spec's client expects ("status 302 gives …"), with a JSON body and no Location
 * header.
 */
export const FAILURE_STATUS = {
  VALIDATION: 400,
  NOTHING_IMPORTED: 400,
  EMPTY_FILE: 400,
  EMPTY_TEMPLATE: 400,
  INVALID_EMAIL: 400,
  INVALID_OTP: 400,
  INVALID_GRANT: 400,
  UNSUPPORTED_GRANT: 400,
  UNAUTHENTICATED: 401,
  INVALID_CLIENT: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  HAS_BIDS: 302,
  AUCTION_NOT_LIVE: 409,
  FINAL: 409,
  PAYLOAD_TOO_LARGE: 413,
  EXPORT_TOO_LARGE: 422,
  LIMIT_EXCEEDED: 422,
  UNSUPPORTED_MEDIA_TYPE: 415,
  LOCKED: 423,
  TOO_MANY_ATTEMPTS: 429,
  TOO_MANY_REQUESTS: 429,
  MAIL_FAILED: 502,
  INTERNAL: 500,
} as const satisfies Record<FailureCode, ContentfulStatusCode>;

export const failureStatus = (code: FailureCode): ContentfulStatusCode => FAILURE_STATUS[code];

/** The failure code of an HTTP status raised by Hono itself (an HTTPException): the first code answering it. */
export const codeOfStatus = (status: number): FailureCode =>
  (Object.keys(FAILURE_STATUS) as FailureCode[]).find((code) => FAILURE_STATUS[code] === status) ?? 'INTERNAL';

export interface ErrorBody {
  error: string;
  code: FailureCode;
  fields?: Record<string, string>;
}

export const errorBody = (f: Pick<Failure, 'code' | 'message' | 'fields'>): ErrorBody =>
  f.fields ? { error: f.message, code: f.code, fields: f.fields } : { error: f.message, code: f.code };

/** The HTTP answer for a failure; one that passes (`retryAfterSeconds`) says when to try again in `Retry-After`. */
export const failureResponse = (c: Context, f: Pick<Failure, 'code' | 'message' | 'fields' | 'retryAfterSeconds'>): Response => {
  if (f.retryAfterSeconds !== undefined) c.header('retry-after', String(f.retryAfterSeconds));
  return c.json(errorBody(f), failureStatus(f.code));
};

/**
 * What a request that fails its zod schema answers: 400 `{ error, code: 'VALIDATION', fields }`, each
 * field named by its path (`lots.0.lotName`) with the schema's message.
 */
import type { Context } from 'hono';
import type { ZodError } from 'zod';
import { errorBody, failureStatus } from './failure';
import { isFailureCode } from '../../../core/domain/failure-codes';

export const zodFields = (error: ZodError): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
};

/**
 * The 400 answer for a zod error. The top-level message is the first field's, unless a custom issue
 * carries the spec's summary in `params.error` (e.g. "Unable to save." above per-field messages).
 */
export const validationFailure = (c: Context, error: ZodError): Response => {
  const fields = zodFields(error);
  // A custom issue from a core check carries the check's summary message and failure code.
  const params = error.issues.map((i) => (i.code === 'custom' ? (i.params as { error?: unknown; code?: unknown } | undefined) : undefined)).find((p) => typeof p?.error === 'string');
  const message = (params?.error as string | undefined) ?? Object.values(fields)[0] ?? 'Invalid request.';
  const code = isFailureCode(params?.code) ? params.code : 'VALIDATION';
  // A refusal of the whole body without fields (contract/common.ts `refuse`) answers none.
  const bare = error.issues.every((i) => i.code === 'custom' && (i.params as { bare?: unknown } | undefined)?.bare === true);
  return c.json(errorBody({ code, message, ...(bare ? {} : { fields }) }), failureStatus(code));
};

export const validationHook = (result: { success: boolean; error?: ZodError }, c: Context): Response | undefined =>
  result.success || !result.error ? undefined : validationFailure(c, result.error);

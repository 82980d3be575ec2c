/**
 * What a request that fails its zod schema answers: 400 `{ error, code: 'VALIDATION', fields }`, each
 * field named by its path (`lots.0.lotName`) with the schema's message.
 */
import type { Context } from 'hono';
import type { ZodError } from 'zod';
import { errorBody } from './failure';

export const zodFields = (error: ZodError): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
};

export const validationHook = (result: { success: boolean; error?: ZodError }, c: Context): Response | undefined => {
  if (result.success || !result.error) return undefined;
  const fields = zodFields(result.error);
  const first = Object.values(fields)[0] ?? 'Invalid request.';
  return c.json(errorBody({ code: 'VALIDATION', message: first, fields }), 400);
};

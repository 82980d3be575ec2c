/**
 * Small helpers shared by the route modules: documented failure responses and Result → Response.
 */
import type { Context } from 'hono';
import { z } from '@hono/zod-openapi';
import type { Result } from '../../../core/domain/result';
import { failureResponse } from '../wire/failure';
import { isIdInRange } from '../../../core/validation/input-id';

/**
 * Failure responses without a content schema (the body is always `Error`), which also lets
 * handlers answer any status through `failureResponse`.
 */
export const FAILURES = {
  400: { description: 'Validation failure or malformed body (Error, with fields)' },
  401: { description: 'No valid token (Error)' },
  403: { description: 'Role not allowed, or the one-time code is still pending (Error)' },
  404: { description: 'Not found (Error)' },
} as const;

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** The JSON answer of a Result: the value on success, the mapped failure otherwise. */
export function reply<T>(c: Context, result: Result<T>, status: 200 | 201 = 200): Response {
  return result.ok ? c.json(result.value as object, status) : failureResponse(c, result);
}

/** An integer path parameter (`-1` allowed for "new"), within the ids' range (larger ones cannot name a row). */
export const IdParam = z
  .string()
  .regex(/^-?\d+$/, 'must be an integer')
  .transform((s) => Number(s))
  .refine(isIdInRange, 'must be an integer within the id range')
  .openapi({ type: 'integer', example: 12 });

/** Reads a JSON body without throwing: undefined when absent or malformed. */
/**
 * Whether any string in a parsed JSON value is longer than `max`: the edge limit of the JSON routes that
 * are not in the contract yet (the report saves), whose texts are at most free texts.
 */
export function hasTextLongerThan(value: unknown, max: number): boolean {
  if (typeof value === 'string') return value.length > max;
  if (Array.isArray(value)) return value.some((v) => hasTextLongerThan(v, max));
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => k.length > max || hasTextLongerThan(v, max));
  return false;
}

export async function readJson(c: Context): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await c.req.text();
  if (!text.trim()) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

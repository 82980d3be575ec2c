/**
 * Validation failures carry `fields` = { inputFieldName: message } so the HTTP layer answers 400
 * naming each field and the web shows each message beside its input.
 */
import type { z } from 'zod';
import { BIDDER_MSG as MSG } from '../domain/bidder-messages';
import { fail, ok, type Failure, type Result } from '../domain/result';

export type FieldErrors = Record<string, string>;
export type ValidationFailure = Failure<'VALIDATION'>;
export type Validated<T> = Result<T, 'VALIDATION'>;

/** A failure listing the fields; `message` is the form's summary, else the first field message. */
export const validationFailure = (fields: FieldErrors, summary?: string): ValidationFailure =>
  fail('VALIDATION', summary ?? Object.values(fields)[0] ?? MSG.INVALID_VALUE, fields);

/** ok(value) when no field failed, else the failure. */
export const okUnlessErrors = <T>(fields: FieldErrors, value: () => T, summary?: string): Validated<T> =>
  Object.keys(fields).length === 0 ? ok(value()) : validationFailure(fields, summary);

/**
 * Parses the request body's shape (types, enums). Shape errors only happen with a hand-made
 * request (the web always sends the right types), so the field gets the generic Invalid value.
 */
export const parseShape = <S extends z.ZodType>(schema: S, input: unknown): Validated<z.output<S>> => {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return ok(parsed.data);
  const fields: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_';
    // A text over its length limit (core/validation/text-limits.ts) says so; other shape errors are generic.
    const tooLong = issue.code === 'too_big' && issue.origin === 'string';
    fields[key] ??= tooLong ? issue.message : MSG.INVALID_VALUE;
  }
  return validationFailure(fields);
};

/**
 * A form read in three steps: its shape (parseShape), then `check` records the failure of each field
 * that breaks a rule, then `value` of the form unless a field failed.
 */
export const validateForm = <S extends z.ZodType, T>(
  schema: S,
  input: unknown,
  check: (form: z.output<S>, fields: FieldErrors) => void,
  value: (form: z.output<S>) => T,
): Validated<T> => {
  const shape = parseShape(schema, input);
  if (!shape.ok) return shape;
  const fields: FieldErrors = {};
  check(shape.value, fields);
  return okUnlessErrors(fields, () => value(shape.value));
};

/** Records `message` for `field` unless the field already has one (first rule wins). */
export const addError = (fields: FieldErrors, field: string, message: string): void => {
  fields[field] ??= message;
};

export const isBlank = (s: string | null | undefined): boolean => s === null || s === undefined || s.trim() === '';

/**
 * A zod error as `{ 'path.to.field': message }`, the first message per path: the `fields` a request
 * refused by its contract schema answers, so the browser can check a body with that very schema.
 */
export const issueFields = (error: z.ZodError): FieldErrors => {
  const fields: FieldErrors = {};
  for (const issue of error.issues) fields[issue.path.length > 0 ? issue.path.join('.') : '_'] ??= issue.message;
  return fields;
};

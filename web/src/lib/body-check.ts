/**
 * The browser's check of a request body with its contract route's own schema (contract/*.ts: the
 * text limits of core/validation/text-limits.ts, the core form checks): the same messages, under the
 * same field paths (`3.details`), that the server would answer, found before anything is sent.
 */
import type { BodyOf, ContractRoute } from '../../../contract/route';
import { issueFields, type FieldErrors } from '../../../core/validation/field-failure';

/** The body's field messages under the route's request schema; empty when the server's schema takes it. */
export function bodyFieldErrors<R extends ContractRoute>(route: R, body: BodyOf<R>): FieldErrors {
  if (!route.body) return {};
  const parsed = route.body.safeParse(body);
  return parsed.success ? {} : issueFields(parsed.error);
}

/** A per-row check's messages under the server's `index.field` paths of a list body. */
export const rowFieldErrors = <T>(rows: readonly T[], check: (row: T) => FieldErrors): FieldErrors =>
  Object.fromEntries(rows.flatMap((row, i) => Object.entries(check(row)).map(([field, message]) => [`${i}.${field}`, message])));

/**
 * The first check that finds something, in the server's order: the route's schema at the edge, then
 * the service's own rule (e.g. core's 10,000-character free-text limit inside the schema's wider bound).
 */
export const firstFieldErrors = (...checks: (() => FieldErrors)[]): FieldErrors => {
  for (const check of checks) {
    const fields = check();
    if (Object.keys(fields).length > 0) return fields;
  }
  return {};
};

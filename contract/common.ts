/**
 * Schemas shared by several areas of the contract: ids in paths, the error body, decimal strings.
 */
import { z } from 'zod';
import { BID_KIND_CODES, perKind } from '../core/domain/bid-kinds';
import { idFrom, isIdInRange } from '../core/validation/input-id';
import { FAILURE_CODES } from '../core/domain/failure-codes';
import type { FailureCode, Result } from '../core/domain/result';

/** Text limits of request fields (core/validation/text-limits.ts): 255 one-line, 10,000 free text. */
export { freeText, shortText, textUpTo } from '../core/validation/text-limits';

/** An integer path parameter (`-1` allowed for "new"), within the ids' range. */
export const IdParam = z
  .string()
  .regex(/^-?\d+$/, 'must be an integer')
  .transform((s) => Number(s))
  .refine(isIdInRange, 'must be an integer within the id range');

export const IdParams = z.object({ id: IdParam });
export const AuctionIdParams = z.object({ auctionId: IdParam });

export const Id = z.number().int();
/** Money, rates and other exact figures travel as decimal strings. */
export const Decimal = z.string();

/** A bid's amounts on the wire: one nullable decimal per bid kind (core/domain/bid-kinds.ts). */
export const bidAmountsShape = perKind('field', () => Decimal.nullable());
/** An auction's bid-kind flags on the wire. */
export const bidKindFlagsShape = perKind('auctionFlag', () => z.boolean());
/** The bid kinds' codes (overview rows' bidKind). */
export const BidKindCode = z.enum(BID_KIND_CODES);
/** An instant, ISO 8601 in UTC. */
export const Instant = z.string();

/** The body of every failure. */
export const ErrorBody = z.object({
  error: z.string(),
  code: z.enum(FAILURE_CODES),
  fields: z.record(z.string(), z.string()).optional(),
});

/** `{ message }` answers (the spec's success texts). */
export const MessageAnswer = z.object({ message: z.string() });

/**
 * A body checked by a core function that answers the spec's messages (a form's `validate…`, a list
 * parser), instead of zod's own. `doc` is the wire shape for the OpenAPI document and the caller's
 * type; the check's answer is the handler's input (it is also a value of `doc`, parsed again as a
 * no-op). A refusal becomes the `{ error: message, code, fields }` of the check, with the status of its
 * code (VALIDATION 400, LIMIT_EXCEEDED 422, …).
 */
export function checkedBody<D extends z.ZodType, O extends z.output<D>>(doc: D, check: (input: unknown) => Result<O>): z.ZodType<O, z.input<D>> {
  const checked = z.preprocess((input, ctx) => {
    const result = check(input);
    if (result.ok) return result.value;
    const fields = result.fields && Object.keys(result.fields).length > 0 ? result.fields : { _: result.message };
    return refuse(ctx, result.message, fields, result.code);
  }, doc);
  // The runtime schema takes any JSON (the check decides); its caller-facing input type is `doc`'s.
  return checked as unknown as z.ZodType<O, z.input<D>>;
}

/**
 * Refuses a body from a schema's transform with a core-style failure: `summary` is the answer's
 * `error`, each field (a dotted path from the body's root; `_` the body itself) gets its message, and
 * `code` picks the status (adapters/http/wire/validation-hook.ts). Without fields the answer has none
 * (`bare`), as a service's refusal of the whole body. Returns z.NEVER for the transform.
 */
export function refuse(ctx: { addIssue(issue: z.core.$ZodRawIssue): void }, summary: string, fields?: Readonly<Record<string, string>>, code: FailureCode = 'VALIDATION'): never {
  if (!fields || Object.keys(fields).length === 0) {
    ctx.addIssue({ code: 'custom', message: summary, input: undefined, path: [], params: { error: summary, code, bare: true } });
    return z.NEVER;
  }
  for (const [path, message] of Object.entries(fields)) {
    ctx.addIssue({ code: 'custom', message, input: undefined, path: path === '_' ? [] : path.split('.'), params: { error: summary, code } });
  }
  return z.NEVER;
}

/** An id from the wire (a number or digit text, core/validation/input-id.ts), or null. */
export { idFrom };

/** A wire object, and ids from a list of ids or of rows with an `id` (core/validation/admin-bodies.ts). */
export { idsOf, isObject } from '../core/validation/admin-bodies';

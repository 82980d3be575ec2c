/**
 * Schemas shared by several areas of the contract: ids in paths, the error body, decimal strings.
 */
import { z } from 'zod';
import { isIdInRange } from '../core/app/input-id';
import { FAILURE_CODES } from '../core/domain/failure-codes';

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

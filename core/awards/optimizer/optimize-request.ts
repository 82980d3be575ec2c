/**
 * What an awarder may ask of the optimiser (API body, CLI options): per-borrower caps and a time
 * limit. One schema for the HTTP contract and the CLI, so both refuse the same input the same way.
 */
import { z } from 'zod';
import { lazySchema } from '../../validation/lazy-schema';
import { shortText } from '../../validation/text-limits';

export { OPTIMIZE_TIME_LIMIT_DEFAULT_SECONDS } from './optimize-limits';
/** An answer within a minute: the request holds a server worker while it solves. */
export const OPTIMIZE_TIME_LIMIT_MAX_SECONDS = 60;
export const OPTIMIZE_MAX_CAPS = 100;

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

export const CapRequest = lazySchema(() =>
  z
    .object({
      borrower: shortText().trim().min(1, 'Name the borrower (its code or name).'),
      marketValue: shortText().regex(AMOUNT, 'A market value cap is an amount with at most 2 decimals, e.g. 25000000.00.').optional(),
      lots: z.number({ error: 'A lot cap is a whole number of lots.' }).int('A lot cap is a whole number of lots.').min(0, 'A lot cap cannot be negative.').optional(),
    })
    .strict()
    .refine((c) => c.marketValue !== undefined || c.lots !== undefined, 'A cap needs marketValue and/or lots.'),
);
export type CapRequest = z.infer<typeof CapRequest>;

export const OptimizeRequest = lazySchema(() =>
  z
    .object({
      caps: z
        .array(CapRequest)
        .max(OPTIMIZE_MAX_CAPS, `At most ${OPTIMIZE_MAX_CAPS} caps.`)
        .refine((caps) => new Set(caps.map((c) => c.borrower.toLowerCase())).size === caps.length, 'Give each borrower one cap entry (marketValue and lots together).')
        .optional(),
      timeLimitSeconds: z
        .number({ error: 'The time limit is a number of seconds.' })
        .positive('The time limit must be more than 0 seconds.')
        .max(OPTIMIZE_TIME_LIMIT_MAX_SECONDS, `The time limit is at most ${OPTIMIZE_TIME_LIMIT_MAX_SECONDS} seconds.`)
        .optional(),
    })
    .strict(),
);
export type OptimizeRequest = z.infer<typeof OptimizeRequest>;

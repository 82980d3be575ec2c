/**
 * The documented JSON format of `sla award solve`, for integrators and benchmarks:
 *
 *   {"lots":[{"id":1,"marketValue":123}],
 *    "bids":[{"id":1,"bidder":"B7","lots":[1,2],"value":4567}],
 *    "caps":{"B7":{"marketValue":1000,"lots":3}}}
 *
 * Money in integer cents; `caps` and either limit optional. A bid's market value is the sum of its
 * lots' market values and its lot count the number of its lots. The answer is
 * `{"objective":N,"winners":[bidIds],"proven":true,"ms":T}`.
 */
import { z } from 'zod';
import { fail, ok, type Result } from '../../domain/result';
import { lazySchema } from '../../validation/lazy-schema';
import type { AwardProblem, ProblemBid } from './award-problem';

export const AwardInstance = lazySchema(() => {
  const Cents = z.number().int().refine(Number.isSafeInteger, 'must be a safe integer');
  const Count = z.number().int().nonnegative();

  return z.object({
    lots: z.array(z.object({ id: z.number().int(), marketValue: Cents.refine((v) => v >= 0, 'must not be negative') }).strict()),
    bids: z.array(z.object({ id: z.number().int(), bidder: z.string().min(1), lots: z.array(z.number().int()).min(1), value: Cents }).strict()),
    caps: z
      .record(z.string(), z.object({ marketValue: Cents.refine((v) => v >= 0, 'must not be negative').optional(), lots: Count.optional() }).strict())
      .optional(),
  }).strict();
});
export type AwardInstance = z.infer<typeof AwardInstance>;

export interface InstanceAnswer {
  objective: number;
  winners: number[];
  proven: boolean;
  ms: number;
}

/** The problem of a parsed JSON instance, or the first thing wrong with it (path: message). */
export const problemFromInstance = (input: unknown): Result<AwardProblem, 'VALIDATION'> => {
  const parsed = AwardInstance.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail('VALIDATION', `Invalid instance: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`);
  }
  const { lots, bids, caps } = parsed.data;
  const marketValue = new Map<number, number>();
  for (const lot of lots) {
    if (marketValue.has(lot.id)) return fail('VALIDATION', `Invalid instance: lot id ${lot.id} appears twice`);
    marketValue.set(lot.id, lot.marketValue);
  }
  const seen = new Set<number>();
  const problemBids: ProblemBid[] = [];
  for (const bid of bids) {
    if (seen.has(bid.id)) return fail('VALIDATION', `Invalid instance: bid id ${bid.id} appears twice`);
    seen.add(bid.id);
    const own = [...new Set(bid.lots)];
    const unknown = own.find((l) => !marketValue.has(l));
    if (unknown !== undefined) return fail('VALIDATION', `Invalid instance: bid ${bid.id} names lot ${unknown}, which is not in "lots"`);
    problemBids.push({
      id: bid.id,
      bidder: bid.bidder,
      lots: own,
      value: bid.value,
      marketValue: own.reduce((acc, l) => acc + (marketValue.get(l) as number), 0),
      lotCount: own.length,
    });
  }
  return ok({ bids: problemBids, caps: caps ?? {} });
};

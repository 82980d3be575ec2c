/**
 * The award optimiser's input as plain data (`optimizeAward`): what a
 * stored auction gives `awards.optimize`, for a program that holds its lots and bids elsewhere (a risk
 * system) and has no store or actor to offer.
 *
 *   { currency: 'USD',
 *     lots: [{ id: 1, marketValue: '25000000.00', currency: 'EUR', fxRate: '1.0850' },
 *            { id: 3, marketValue: '52125000.00', currency: 'USD', comboLotIds: [1, 2] }, ...],
 *     bids: [{ id: 10, borrower: 'BR1', lotId: 1, value: '1250.00', valueSavedAt: '2026-11-02T15:00:00.000Z' }, ...],
 *     caps: [{ borrower: 'BR1', marketValue: '50000000.00', lots: 3 }],
 *     timeLimitSeconds: 5 }
 *
 * Money is exact decimal text, never a float. `currency` is the auction's: every lot converts into it at its
 * `fxRate` (units of the auction's currency per unit of the lot's, amount x fxRate half-up to cents), required for a lot in
 * another currency and 1 (or left out) for a lot in the auction's. A combo lot lists the lots it spans; a bid
 * on it covers them all, its market value is the combo's own and it counts its spanned lots against a lot cap.
 * A bid's `value` is its total value in its lot's currency; it may be negative (an all-in bid below the net
 * dividend), and such a bid is never worth awarding. `valueSavedAt` is the tie rule's: of two bids worth the
 * same, the one whose value was saved first wins. Caps are the ones `awards.optimize`
 * takes (at most 100, one per borrower), naming a borrower as the bids do.
 *
 * An untrusted instance is refused past a size budget (AWARD_INSTANCE_MAX_LOTS, AWARD_INSTANCE_MAX_BIDS)
 * before any row is read, so a caller cannot make the optimiser hold more than the largest stored auction.
 */
import { z } from 'zod';
import { CURRENCIES, type CurrencyCode, type DecimalString, type Id } from '../../domain/entities';
import { fail, ok } from '../../domain/result';
import { addError, issueFields, type FieldErrors, type Validated } from '../../validation/field-failure';
import { lazySchema } from '../../validation/lazy-schema';
import { shortText } from '../../validation/text-limits';
import { LOTS_PER_AUCTION_MAX } from '../../lots-csv/lot-limits';
import { OptimizeRequest } from './optimize-request';
import { dec } from '../../money/decimal';

/** Lots of one instance: as many as an auction may hold. */
export const AWARD_INSTANCE_MAX_LOTS = LOTS_PER_AUCTION_MAX;
/** Bids of one instance: 50 a lot at the lot cap (the 2,000-lot benchmark auction holds about 97,000). */
export const AWARD_INSTANCE_MAX_BIDS = 500_000;

/** Up to 13 integer digits (the optimiser counts integer cents exactly below 2^53) and 12 decimals. */
const DECIMAL = /^\d{1,13}(\.\d{1,12})?$/;
const SIGNED_DECIMAL = /^-?\d{1,13}(\.\d{1,12})?$/;
const AMOUNT_TEXT = 'an amount as decimal text, e.g. "1250.00"';

const id = (what: string) => z.number({ error: `A ${what} id is a whole number.` }).int(`A ${what} id is a whole number.`).positive(`A ${what} id is more than 0.`);

export const AwardOptimizerInstance = lazySchema(() => {
  // The lot and bid schemas are the builder's own: up to 500,000 bids are parsed with no stand-in in between.
  const currency = z.enum(CURRENCIES, { error: `A currency is one of ${CURRENCIES.join(', ')}.` });

  const InstanceLot = z
    .object({
      id: id('lot'),
      marketValue: z.string({ error: `A market value is ${AMOUNT_TEXT}.` }).regex(DECIMAL, `A market value is ${AMOUNT_TEXT}, not negative.`),
      currency,
      fxRate: z
        .string({ error: 'An FX rate is a decimal text, e.g. "1.0850".' })
        .regex(DECIMAL, 'An FX rate is a decimal text, e.g. "1.0850".')
        .refine((r) => dec(r).gt(0), 'An FX rate must be more than 0.')
        .optional(),
      comboLotIds: z.array(id('lot')).min(1, 'A combo lot spans at least one other lot.').optional(),
    })
    .strict();

  const InstanceBid = z
    .object({
      id: id('bid'),
      borrower: shortText().trim().min(1, 'Name the borrower.'),
      lotId: id('lot'),
      value: z.string({ error: `A bid value is ${AMOUNT_TEXT}.` }).regex(SIGNED_DECIMAL, `A bid value is ${AMOUNT_TEXT}.`),
      valueSavedAt: z.string({ error: 'When the value was saved is an ISO instant, e.g. "2026-11-02T15:00:00.000Z".' }).refine(
        (s) => !Number.isNaN(Date.parse(s)),
        'When the value was saved is an ISO instant, e.g. "2026-11-02T15:00:00.000Z".',
      ),
    })
    .strict();

  return z
    .object({
      currency,
      lots: z.array(InstanceLot).max(AWARD_INSTANCE_MAX_LOTS, `At most ${AWARD_INSTANCE_MAX_LOTS} lots.`),
      bids: z.array(InstanceBid).max(AWARD_INSTANCE_MAX_BIDS, `At most ${AWARD_INSTANCE_MAX_BIDS} bids.`),
      caps: OptimizeRequest.shape.caps,
      timeLimitSeconds: OptimizeRequest.shape.timeLimitSeconds,
    })
    .strict();
});
/** What `optimizeAward` takes (the types the schema accepts). */
export type AwardOptimizerInstanceInput = z.input<typeof AwardOptimizerInstance>;

export interface InstanceLotData {
  id: Id;
  marketValue: DecimalString;
  currency: CurrencyCode;
  /** Its rate into the instance's currency ("1" for a lot in it). */
  fxRate: DecimalString;
  /** The lots a combo lot spans (empty for a single lot). */
  comboLotIds: Id[];
}

export interface InstanceBidData {
  id: Id;
  borrower: string;
  lotId: Id;
  value: DecimalString;
  valueSavedAt: string;
}

export interface InstanceCapData {
  borrower: string;
  /** An amount of the instance's currency. */
  marketValue?: DecimalString;
  lots?: number;
}

/** A checked instance: every reference resolves, every lot has its effective rate. */
export interface AwardOptimizerInstanceData {
  currency: CurrencyCode;
  lots: InstanceLotData[];
  bids: InstanceBidData[];
  caps: InstanceCapData[];
  timeLimitSeconds?: number;
}

const countOf = (input: unknown, key: 'lots' | 'bids'): number => {
  const list = typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[key] : undefined;
  return Array.isArray(list) ? list.length : 0;
};

/** The rules across rows: unique ids, references that resolve, each lot's rate, caps on bidding borrowers. */
const crossCheck = (instance: z.output<typeof AwardOptimizerInstance>, fields: FieldErrors): void => {
  const lotIds = new Set<Id>();
  instance.lots.forEach((lot, i) => {
    if (lotIds.has(lot.id)) addError(fields, `lots.${i}.id`, `Lot id ${lot.id} appears twice.`);
    lotIds.add(lot.id);
    if (lot.currency !== instance.currency && lot.fxRate === undefined) {
      addError(fields, `lots.${i}.fxRate`, `Lot ${lot.id} is in ${lot.currency}: give its FX rate into ${instance.currency}.`);
    }
    if (lot.currency === instance.currency && lot.fxRate !== undefined && !dec(lot.fxRate).equals(1)) {
      addError(fields, `lots.${i}.fxRate`, `Lot ${lot.id} is in the instance's currency ${instance.currency}: its FX rate is 1.`);
    }
  });
  instance.lots.forEach((lot, i) => {
    for (const [k, spanned] of (lot.comboLotIds ?? []).entries()) {
      if (spanned === lot.id) addError(fields, `lots.${i}.comboLotIds.${k}`, `Combo lot ${lot.id} cannot span itself.`);
      else if (!lotIds.has(spanned)) addError(fields, `lots.${i}.comboLotIds.${k}`, `Combo lot ${lot.id} spans lot ${spanned}, which is not in "lots".`);
    }
  });
  const bidIds = new Set<Id>();
  const bidding = new Set<string>();
  instance.bids.forEach((bid, i) => {
    if (bidIds.has(bid.id)) addError(fields, `bids.${i}.id`, `Bid id ${bid.id} appears twice.`);
    bidIds.add(bid.id);
    if (!lotIds.has(bid.lotId)) addError(fields, `bids.${i}.lotId`, `Bid ${bid.id} is on lot ${bid.lotId}, which is not in "lots".`);
    bidding.add(bid.borrower);
  });
  (instance.caps ?? []).forEach((cap, i) => {
    if (!bidding.has(cap.borrower)) addError(fields, `caps.${i}.borrower`, `No borrower "${cap.borrower}" has bids in this instance.`);
  });
};

/**
 * The instance checked: its size first (nothing more is read past the budget), then its shape (zod), then the
 * rules across rows. A failure names each field by its path (`lots.3.fxRate`); its message is the first one.
 */
export const validateAwardInstance = (input: unknown): Validated<AwardOptimizerInstanceData> => {
  for (const [key, max] of [['lots', AWARD_INSTANCE_MAX_LOTS], ['bids', AWARD_INSTANCE_MAX_BIDS]] as const) {
    if (countOf(input, key) > max) {
      const message = `An award instance holds at most ${max} ${key}; this one has ${countOf(input, key)}.`;
      return fail('VALIDATION', message, { [key]: message });
    }
  }
  const parsed = AwardOptimizerInstance.safeParse(input);
  if (!parsed.success) {
    const fields = issueFields(parsed.error);
    const [path, message] = Object.entries(fields)[0] ?? ['_', 'Invalid instance.'];
    return fail('VALIDATION', `${path}: ${message}`, fields);
  }
  const instance = parsed.data;
  const fields: FieldErrors = {};
  crossCheck(instance, fields);
  const first = Object.entries(fields)[0];
  if (first) return fail('VALIDATION', `${first[0]}: ${first[1]}`, fields);
  return ok({
    currency: instance.currency,
    lots: instance.lots.map((l) => ({
      id: l.id,
      marketValue: l.marketValue,
      currency: l.currency,
      fxRate: l.currency === instance.currency ? '1' : (l.fxRate as DecimalString),
      comboLotIds: l.comboLotIds ?? [],
    })),
    bids: instance.bids,
    caps: (instance.caps ?? []).map((c) => ({ borrower: c.borrower, ...(c.marketValue === undefined ? {} : { marketValue: c.marketValue }), ...(c.lots === undefined ? {} : { lots: c.lots }) })),
    ...(instance.timeLimitSeconds === undefined ? {} : { timeLimitSeconds: instance.timeLimitSeconds }),
  });
};

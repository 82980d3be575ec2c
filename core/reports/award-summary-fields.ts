/**
 * The award summary's free-text fields, in one light module (zod only) that the report, its save, the
 * contract, the repository and the demo world's file all read. The amounts among them
 * are read as exact decimals (`readSummaryAmounts`).
 */
import { z } from 'zod';
import { AWARD_SUMMARY_AMOUNT_FIELDS } from '../validation/award-summary-amounts';
import { lazySchema } from '../validation/lazy-schema';

/** The summary's text fields (all but the total auction date), the amounts among them, as they are stored. */
export const AWARD_SUMMARY_TEXT_FIELDS = [
  'auctionMarketValue',
  'lottingStrategy',
  'collateralProfile',
  'portfoliosTitle1',
  'portfoliosTitle2',
  ...AWARD_SUMMARY_AMOUNT_FIELDS,
  'bidSummary',
] as const;
export type SummaryTextField = (typeof AWARD_SUMMARY_TEXT_FIELDS)[number];

/** The free texts as a zod object, every field a string. */
export const awardSummaryTextsSchema = lazySchema(() =>
  z.object(Object.fromEntries(AWARD_SUMMARY_TEXT_FIELDS.map((f) => [f, z.string()])) as Record<SummaryTextField, z.ZodString>),
);

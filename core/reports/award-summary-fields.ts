/**
 * The award summary's free-text fields, in one light module (zod only) that the report, its save, the
 * contract, the repository and the demo world's file all read.
 */
import { z } from 'zod';

/** The summary's free-text fields (all but the total auction date). */
export const AWARD_SUMMARY_TEXT_FIELDS = [
  'auctionMarketValue',
  'lottingStrategy',
  'collateralProfile',
  'portfoliosTitle1',
  'portfoliosTitle2',
  'baseline1',
  'baseline2',
  'providerDiscretionary1',
  'providerDiscretionary2',
  'auctionRevenue1',
  'auctionRevenue2',
  'bidSummary',
] as const;
export type SummaryTextField = (typeof AWARD_SUMMARY_TEXT_FIELDS)[number];

/** The free texts as a zod object, every field a string. */
export const awardSummaryTextsSchema = z.object(
  Object.fromEntries(AWARD_SUMMARY_TEXT_FIELDS.map((f) => [f, z.string()])) as Record<SummaryTextField, z.ZodString>,
);

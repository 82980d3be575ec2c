/**
 * The Award Summary's amount fields (its edit form saved "abc" and "-5" in them, the table
 * showed "abc", the chart $0.00), in core/validation so that the edit form (web) checks them as the
 * save does (core/reports/award-summary.ts).
 */
import { parseAmountInput } from './amount-input';
import type { FieldErrors } from './field-failure';

/**
 * The fields that are amounts in the auction's currency: the Portfolios Tables' figures, which
 * the revenue-comparison charts plot. OUR DECISION: Auction Market Value stays free text, with Lotting
 * Strategy and Collateral Profile beside it in the Total Auction table: nothing computes with it and it
 * is written as a description ("USD 1.2bn across 16 lots" in the demo world).
 */
export const AWARD_SUMMARY_AMOUNT_FIELDS = [
  'baseline1',
  'baseline2',
  'providerDiscretionary1',
  'providerDiscretionary2',
  'auctionRevenue1',
  'auctionRevenue2',
] as const;
export type SummaryAmountField = (typeof AWARD_SUMMARY_AMOUNT_FIELDS)[number];

/**
 * The texts with every amount field read as an amount (core/validation/amount-input.ts: canonical, ''
 * when blank), or the message of each amount field that is not one, as the save refuses them and the
 * edit form shows them beside the field.
 */
export const readSummaryAmounts = <T extends Record<SummaryAmountField, string>>(texts: T): { ok: true; value: T } | { ok: false; fields: FieldErrors } => {
  const fields: FieldErrors = {};
  const value = { ...texts };
  for (const f of AWARD_SUMMARY_AMOUNT_FIELDS) {
    const read = parseAmountInput(texts[f]);
    if (read.ok) value[f] = read.value;
    else fields[f] = read.message;
  }
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, value };
};

/**
 * A stored figure as an amount to show in the auction's currency: the canonical amount, or null for a
 * blank figure or text saved before figures were amounts (shown as typed).
 */
export const summaryFigureAmount = (text: string): string | null => {
  const read = parseAmountInput(text);
  return read.ok && read.value !== '' ? read.value : null;
};

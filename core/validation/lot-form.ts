/**
 * Lot form (access-and-administration §5): the request body of POST /auction/lotsave and the
 * rules shared with the lots CSV upload (which checks each row with `validateLotFields`).
 *
 * Decisions where the spec is silent:
 * - Numbers may arrive as JSON numbers or as text (with thousands separators); they are stored as
 *   canonical decimal strings. Term Days must be a whole number (it counts days).
 * - Gross Dividend and Tax Rate only mean something for all-in auctions: checked (numeric, optional)
 *   there, and cleared to null for other auctions.
 * - A non-combo lot keeps no combo links; a combo lot never lists itself. Whether the listed lots
 *   belong to the same auction needs the store (lot service).
 * - Empty optional texts are stored as null.
 * - FX Rate: units of the auction's currency per unit of the lot's. A lot in
 *   another currency than the auction's must have one (MSG.FX_RATE_REQUIRED; never assumed 1); a lot in the
 *   auction's own currency may leave it empty, and converts at 1 whatever it holds.
 * - A combo lot's market value is computed from its lots by the lot service, so
 *   the form's Market Value is not read for a combo (answered as "0" here, replaced on save); a combo needs
 *   at least one lot (MSG.COMBO_LOT_NEEDS_LOTS).
 */
import { z } from 'zod';
import { CURRENCIES, DOMICILES, SECURITY_TYPES, type CurrencyCode, type Domicile, type Lot, type SecurityType } from '../domain/entities';
import { MSG } from '../domain/messages';
import { addError, isBlank, okUnlessErrors, parseShape, type FieldErrors, type Validated } from './field-failure';
import { Dec } from '../money/decimal';
import { fxRateMissing } from '../money/fx';
import { parseDecimalInput, parseWholeNumberInput, type NumericInput } from './numeric-input';
import { lazySchema } from './lazy-schema';
import { freeText, shortText } from './text-limits';

const choice = <T extends string>(values: readonly T[]) =>
  z.union([z.enum(values as [T, ...T[]]), z.literal(''), z.null()]).default(null);

export const lotSaveSchema = lazySchema(() => {
  const numberLike = z.union([shortText(), z.number()]).nullable().default(null);
  /** Optional texts: the analyses are free texts; the service holds the one-line ones to 255. */
  const optionalText = freeText().nullable().default(null);
  return z.object({
    id: z.number().int().default(-1),
    auctionId: z.number().int().positive(),
    lotNumber: shortText().default(''),
    lotName: shortText().default(''),
    assetClassId: z.number().int().positive().nullable().default(null),
    marketValue: numberLike,
    /** Percent, entered as 20.00 (not 0.20). */
    assumedPct: numberLike,
    currency: z.union([z.enum(CURRENCIES), z.literal(''), z.null()]).default(null),
    fxRate: numberLike,
    termDays: numberLike,
    termDisp: numberLike,
    secType: choice(Object.keys(SECURITY_TYPES) as SecurityType[]),
    domicile: choice(Object.keys(DOMICILES) as Domicile[]),
    comboFlag: z.boolean().default(false),
    comboLotIds: z.array(z.number().int().positive()).default([]),
    /** Comparison BPS. */
    eslBps: numberLike,
    incumbent: optionalText,
    concRisk: optionalText,
    grossDividend: numberLike,
    taxRate: numberLike,
    datalendDiscretionary: numberLike,
    accountCode: optionalText,
    seasonalAnalysis: optionalText,
    specialsAnalysis: optionalText,
    compBid: numberLike,
  });
});
export type LotSaveInput = z.input<typeof lotSaveSchema>;
/** The save request body: `auctionId` may be left out for an existing lot (it stays in its auction). */
export const lotSaveBodySchema = lazySchema(() => lotSaveSchema.extend({ auctionId: z.number().int().positive().optional() }));
export type LotSaveForm = z.output<typeof lotSaveBodySchema>;
/** What a caller of the lot save passes: the form as the screen sends it. */
export type LotSaveBodyInput = z.input<typeof lotSaveBodySchema>;
/** A validated lot: the entity with `id` -1 for a new one. */
export type LotSave = Lot;

/** The lot's fields before the rules: what both the form and a CSV row provide. */
export interface LotFieldsRaw {
  id: number;
  auctionId: number;
  lotNumber: string;
  lotName: string;
  assetClassId: number | null;
  marketValue: NumericInput;
  assumedPct: NumericInput;
  currency: CurrencyCode | '' | null;
  fxRate: NumericInput;
  termDays: NumericInput;
  termDisp: NumericInput;
  secType: SecurityType | '' | null;
  domicile: Domicile | '' | null;
  comboFlag: boolean;
  comboLotIds: number[];
  eslBps: NumericInput;
  incumbent: string | null;
  concRisk: string | null;
  grossDividend: NumericInput;
  taxRate: NumericInput;
  datalendDiscretionary: NumericInput;
  accountCode: string | null;
  seasonalAnalysis: string | null;
  specialsAnalysis: string | null;
  compBid: NumericInput;
}

export interface LotRuleContext {
  /** The auction's all-in flag: only then do Gross Dividend and Tax Rate count. */
  allInFlag: boolean;
  /** The auction's currency: a lot in another one needs its FX Rate. */
  auctionCurrency: CurrencyCode;
}

const textOrNull = (s: string | null): string | null => (s === null || s.trim() === '' ? null : s.trim());

/** The lot rules over already-shaped fields (form body or CSV row). */
export const validateLotFields = (v: LotFieldsRaw, ctx: LotRuleContext): Validated<LotSave> => {
  const fields: FieldErrors = {};
  if (isBlank(v.lotName)) addError(fields, 'lotName', MSG.LOT_NAME_IS_REQUIRED);
  if (isBlank(v.lotNumber)) addError(fields, 'lotNumber', MSG.LOT_NUMBER_IS_REQUIRED);
  if (v.assetClassId === null) addError(fields, 'assetClassId', MSG.ASSET_CLASS_IS_REQUIRED);
  if (!v.currency) addError(fields, 'currency', MSG.CURRENCY_IS_REQUIRED);

  const required = (field: string, value: NumericInput, requiredMsg: string, numericMsg: string) => {
    const d = parseDecimalInput(value);
    if (d === null) addError(fields, field, requiredMsg);
    else if (d === 'INVALID') addError(fields, field, numericMsg);
    return typeof d === 'string' && d !== 'INVALID' ? d : null;
  };
  const optional = (field: string, value: NumericInput, numericMsg: string) => {
    const d = parseDecimalInput(value);
    if (d === 'INVALID') addError(fields, field, numericMsg);
    return d === 'INVALID' ? null : d;
  };

  // Ranges (ours; the spec says only "numeric"): a lot's market value, term and FX rate are
  // positive, basis points are not negative, and an assumed % on loan is a percentage (0 to 100).
  const within = (field: string, d: string | null, ok: (n: Dec) => boolean, msg: string) => {
    if (d !== null && !ok(new Dec(d))) addError(fields, field, msg);
    return d;
  };
  const marketValue = v.comboFlag
    ? '0'
    : within(
        'marketValue',
        required('marketValue', v.marketValue, MSG.MARKET_VALUE_IS_REQUIRED, MSG.MARKET_VALUE_MUST_BE_NUMERIC),
        (n) => n.gt(0),
        MSG.MARKET_VALUE_MUST_BE_POSITIVE,
      );
  const comboLotIds = v.comboFlag ? [...new Set(v.comboLotIds)].filter((id) => id !== v.id) : [];
  if (v.comboFlag && comboLotIds.length === 0) addError(fields, 'comboLotIds', MSG.COMBO_LOT_NEEDS_LOTS);
  const termDays = parseWholeNumberInput(v.termDays);
  if (termDays === null) addError(fields, 'termDays', MSG.TERM_DAYS_IS_REQUIRED);
  else if (termDays === 'INVALID') addError(fields, 'termDays', MSG.TERM_DAYS_MUST_BE_NUMERIC);
  else if (termDays < 1) addError(fields, 'termDays', MSG.TERM_DAYS_MUST_BE_POSITIVE);
  const termDisp = required('termDisp', v.termDisp, MSG.TERM_DISP_IS_REQUIRED, MSG.TERM_DISP_MUST_BE_NUMERIC);
  const eslBps = within('eslBps', optional('eslBps', v.eslBps, MSG.COMPARISON_BPS_MUST_BE_NUMERIC), (n) => n.gte(0), MSG.COMPARISON_BPS_NOT_NEGATIVE);
  const assumedPct = within(
    'assumedPct',
    optional('assumedPct', v.assumedPct, MSG.ASSUMED_PCT_MUST_BE_NUMERIC),
    (n) => n.gte(0) && n.lte(100),
    MSG.ASSUMED_PCT_RANGE,
  );
  const fxRate = within('fxRate', optional('fxRate', v.fxRate, MSG.FX_RATE_MUST_BE_NUMERIC), (n) => n.gt(0), MSG.FX_RATE_MUST_BE_POSITIVE);
  if (v.currency && fxRateMissing(v.currency, ctx.auctionCurrency, fxRate)) addError(fields, 'fxRate', MSG.FX_RATE_REQUIRED);
  const grossDividend = ctx.allInFlag ? optional('grossDividend', v.grossDividend, MSG.GROSS_DIVIDEND_MUST_BE_NUMERIC) : null;
  const taxRate = ctx.allInFlag ? optional('taxRate', v.taxRate, MSG.TAX_RATE_MUST_BE_NUMERIC) : null;
  const datalendDiscretionary = optional('datalendDiscretionary', v.datalendDiscretionary, MSG.DATALEND_DISCRETIONARY_MUST_BE_NUMERIC);
  const compBid = optional('compBid', v.compBid, MSG.COMP_BID_MUST_BE_NUMERIC);

  return okUnlessErrors(fields, () => ({
    id: v.id,
    auctionId: v.auctionId,
    lotNumber: v.lotNumber.trim(),
    lotName: v.lotName.trim(),
    assetClassId: v.assetClassId as number,
    marketValue: marketValue as string,
    assumedPct,
    currency: v.currency as CurrencyCode,
    fxRate,
    termDays: termDays as number,
    termDisp: termDisp as string,
    secType: v.secType || null,
    domicile: v.domicile || null,
    comboFlag: v.comboFlag,
    comboLotIds,
    eslBps,
    incumbent: textOrNull(v.incumbent),
    concRisk: textOrNull(v.concRisk),
    grossDividend,
    taxRate,
    datalendDiscretionary,
    accountCode: textOrNull(v.accountCode),
    seasonalAnalysis: textOrNull(v.seasonalAnalysis),
    specialsAnalysis: textOrNull(v.specialsAnalysis),
    compBid,
  }));
};

/** The lot form: shape, then the rules. */
export const validateLot = (input: unknown, ctx: LotRuleContext): Validated<LotSave> => {
  const shape = parseShape(lotSaveSchema, input);
  return shape.ok ? validateLotFields(shape.value, ctx) : shape;
};

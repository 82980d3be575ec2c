/**
 * The rules a holding's fields must pass, the same for the lot screen's rows and the upload's lines:
 * at least one identifier, each verified; an issuer name; a positive quantity and a price that is not
 * negative (exact decimals); a known currency; the issuer's LEI, when given, verified.
 */
import { CURRENCIES, type CurrencyCode } from '../domain/entities';
import { fail, ok, type Result } from '../domain/result';
import { MSG } from '../domain/messages';
import { Dec } from '../money/decimal';
import { parseDecimalInput } from '../validation/numeric-input';
import { leiOf, LEI_INVALID } from '../parties/parties';
import { invalidSecurityIdMessage, isValidSecurityId, SECURITY_ID_TYPES, type SecurityIdType } from './security-identifiers';
import { ISSUER_NAME_MAX_LENGTH, QUANTITY_KINDS, type HoldingFields, type QuantityKind } from './holding';

/** A holding as typed: every field text (or a number for the amounts), blanks allowed where optional. */
export interface HoldingInput {
  isin?: string | null;
  cusip?: string | null;
  sedol?: string | null;
  figi?: string | null;
  issuerName?: string | null;
  issuerLei?: string | null;
  quantity?: string | number | null;
  quantityKind?: string | null;
  price?: string | number | null;
  currency?: string | null;
}

export const HOLDING_MESSAGES = {
  NO_IDENTIFIER: 'Enter at least one identifier: ISIN, CUSIP, SEDOL or FIGI.',
  ISSUER_REQUIRED: 'Issuer name is required.',
  ISSUER_TOO_LONG: `Issuer name must be at most ${ISSUER_NAME_MAX_LENGTH} characters.`,
  QUANTITY_INVALID: 'Quantity must be a number greater than 0.',
  QUANTITY_KIND_INVALID: 'Quantity type must be SHARES or PAR.',
  PRICE_INVALID: 'Price must be a number not below 0.',
  CURRENCY_INVALID: `Currency must be one of ${CURRENCIES.join(', ')}.`,
} as const;

const ID_FIELDS: Record<SecurityIdType, 'isin' | 'cusip' | 'sedol' | 'figi'> = { ISIN: 'isin', CUSIP: 'cusip', SEDOL: 'sedol', FIGI: 'figi' };

const blankToNull = (v: string | null | undefined): string | null => {
  const t = v?.trim() ?? '';
  return t === '' ? null : t;
};

/** Decimal places kept at most (a price to 10 places, a quantity to 6, more than any market quotes). */
const MAX_SCALE = 10;
const amountOf = (v: string | number | null | undefined, positive: boolean): string | null => {
  const d = parseDecimalInput(v);
  if (d === null || d === 'INVALID') return null;
  const n = new Dec(d);
  if (positive ? !n.gt(0) : n.isNegative()) return null;
  return n.decimalPlaces() <= MAX_SCALE && n.precision(true) <= 30 ? d : null;
};

/** The holding's fields, validated, or the failing fields with their messages (keyed by field name). */
export function validateHolding(input: HoldingInput): Result<HoldingFields, 'VALIDATION'> {
  const errors: Record<string, string> = {};
  const ids: Partial<Record<'isin' | 'cusip' | 'sedol' | 'figi', string | null>> = {};
  for (const type of SECURITY_ID_TYPES) {
    const field = ID_FIELDS[type];
    const value = blankToNull(input[field])?.toUpperCase() ?? null;
    ids[field] = value;
    if (value !== null && !isValidSecurityId(type, value)) errors[field] = invalidSecurityIdMessage(type);
  }
  if (SECURITY_ID_TYPES.every((t) => ids[ID_FIELDS[t]] === null)) errors.isin = HOLDING_MESSAGES.NO_IDENTIFIER;
  const issuerName = blankToNull(input.issuerName);
  if (issuerName === null) errors.issuerName = HOLDING_MESSAGES.ISSUER_REQUIRED;
  else if (issuerName.length > ISSUER_NAME_MAX_LENGTH) errors.issuerName = HOLDING_MESSAGES.ISSUER_TOO_LONG;
  const leiText = blankToNull(input.issuerLei);
  const issuerLei = leiText === null ? null : leiOf(leiText);
  if (leiText !== null && issuerLei === null) errors.issuerLei = LEI_INVALID;
  const quantity = amountOf(input.quantity, true);
  if (quantity === null) errors.quantity = HOLDING_MESSAGES.QUANTITY_INVALID;
  const kindText = (blankToNull(input.quantityKind) ?? 'SHARES').toUpperCase();
  const quantityKind = (QUANTITY_KINDS as readonly string[]).includes(kindText) ? (kindText as QuantityKind) : null;
  if (quantityKind === null) errors.quantityKind = HOLDING_MESSAGES.QUANTITY_KIND_INVALID;
  const price = amountOf(input.price, false);
  if (price === null) errors.price = HOLDING_MESSAGES.PRICE_INVALID;
  const currencyText = (blankToNull(input.currency) ?? '').toUpperCase();
  const currency = (CURRENCIES as readonly string[]).includes(currencyText) ? (currencyText as CurrencyCode) : null;
  if (currency === null) errors.currency = HOLDING_MESSAGES.CURRENCY_INVALID;
  if (Object.keys(errors).length > 0 || issuerName === null || quantity === null || quantityKind === null || price === null || currency === null) {
    return fail('VALIDATION', Object.values(errors)[0] ?? HOLDING_MESSAGES.NO_IDENTIFIER, errors);
  }
  return ok({ isin: ids.isin ?? null, cusip: ids.cusip ?? null, sedol: ids.sedol ?? null, figi: ids.figi ?? null, issuerName, issuerLei, quantity, quantityKind, price, currency });
}

/**
 * A lot's rows, each checked by validateHolding: all of them, or every refused row's messages as
 * `rows.<i>.<field>` (what the lot screen shows beside each cell, and what saving answers).
 */
export function validateHoldingRows(rows: readonly HoldingInput[]): Result<HoldingFields[], 'VALIDATION'> {
  const valid: HoldingFields[] = [];
  const errors: Record<string, string> = {};
  rows.forEach((row, i) => {
    const checked = validateHolding(row);
    if (checked.ok) valid.push(checked.value);
    else for (const [field, message] of Object.entries(checked.fields ?? {})) errors[`rows.${i}.${field}`] = message;
  });
  return Object.keys(errors).length > 0 ? fail('VALIDATION', MSG.UNABLE_TO_SAVE, errors) : ok(valid);
}

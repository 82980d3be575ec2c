/**
 * What is in a lot: its holdings, each a security named by at least one verified identifier, its
 * issuer, a quantity (shares, or par for fixed income), a price and the price's currency.
 *
 * Decisions:
 * - A holding's market value is quantity × price, exactly, in the holding's currency; for par amounts the
 *   price is per 1 of par (a bond at 98.75% is priced 0.9875), so the same product holds for both kinds.
 * - Identifiers are stored upper case; a holding with two identifiers keeps both (each verified).
 */
import type { CurrencyCode, DecimalString, Id } from '../domain/entities';

export const QUANTITY_KINDS = ['SHARES', 'PAR'] as const;
/** Shares for equities, par (face amount) for fixed income. */
export type QuantityKind = (typeof QUANTITY_KINDS)[number];

/** A holding as the store keeps it. */
export interface Holding {
  id: Id;
  lotId: Id;
  isin: string | null;
  cusip: string | null;
  sedol: string | null;
  figi: string | null;
  issuerName: string;
  /** The issuer's LEI (ISO 17442), where known. */
  issuerLei: string | null;
  quantity: DecimalString;
  quantityKind: QuantityKind;
  /** Price per share, or per 1 of par. */
  price: DecimalString;
  currency: CurrencyCode;
}

/** A holding before it is stored. */
export type NewHolding = Omit<Holding, 'id'>;

/** A holding's fields as a form or a file line gives them, before validation. */
export type HoldingFields = Omit<NewHolding, 'lotId'>;

/** Most holdings one lot carries: a lot is a basket, not an index. */
export const MAX_HOLDINGS_PER_LOT = 5_000;
/** The longest issuer name kept. */
export const ISSUER_NAME_MAX_LENGTH = 200;

/** Limits of the holdings file (core/holdings/holdings-file.ts), here so the contract names them without the reader's code. */
export const HOLDINGS_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const HOLDINGS_FILE_MAX_ROWS = 50_000;
export const HOLDINGS_FILE_MAX_COLUMNS = 50;

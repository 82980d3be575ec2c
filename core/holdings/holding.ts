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

/**
 * Limits of the holdings file (core/holdings/holdings-file.ts), here so the contract names them without the reader's code.
 * Sized for a large auction's whole file: 2,000 lots of 50 holdings, 100,000 lines. Named by ISIN and CUSIP, as
 * bench/holdings-import.bench.ts writes it, that is 8.2 MB of .csv (the bytes stay under the server's 10 MB request
 * body) or an .xlsx of 4.6 MB that inflates to 42 MB (over the 24 MiB of a bid file, whose budget stays as it is).
 * The upload is for staff who manage lots, not for bidders, and the upload pool's time budget and heap limit still
 * bound the read whatever the file (a worker busy with it for up to 30 s delays other uploads, not other requests).
 */
export const HOLDINGS_FILE_MAX_BYTES = 9 * 1024 * 1024;
export const HOLDINGS_FILE_MAX_ROWS = 100_000;
export const HOLDINGS_FILE_MAX_COLUMNS = 50;
export const HOLDINGS_FILE_MAX_INFLATED_BYTES = 64 * 1024 * 1024;
/**
 * Wall time of the read in the upload pool, the check of its lines included (the worker runs checkHoldingsSheet):
 * that .xlsx takes a worker about 5 s of the bid file's 10 s on an idle 2-core machine to read, and 10-15 s when
 * other work keeps the machine busy (the worker runs at the lowest priority); the check adds about 1.5 s idle.
 */
export const HOLDINGS_FILE_READ_BUDGET_MS = 30_000;

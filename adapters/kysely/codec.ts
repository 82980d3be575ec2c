/**
 * Conversions between domain values and column values, the same for both engines
 * (see schema.ts for the storage decisions).
 */
import type { Kysely, Transaction } from 'kysely';
import { canonicalDecimalText, parseDecimalText, STORED_DECIMAL } from '../../core/money/decimal-text';
import type { Database, Engine } from './schema';
import type { LotCache } from './lot-cache';

/** What every repository is built from: a connection (or transaction) and its engine. */
export interface RepoContext {
  db: Kysely<Database> | Transaction<Database>;
  engine: Engine;
  /** The store's cache of the lots bid saves read (lot-cache.ts); none: every read goes to the database. */
  lotCache?: LotCache;
  /**
   * Called by the event repository once its events are written: outside a transaction, after they
   * committed; inside one, it marks the transaction, whose commit then tells the store's listeners.
   */
  eventsWritten?: () => void;
}

/**
 * Canonical text of a decimal string: no "+", no leading zeros, "0" before a bare fraction,
 * "-0" -> "0"; the fraction digits (the scale) are kept. This is exactly what Postgres NUMERIC
 * gives back, so both engines return the same text.
 * Throws on anything that is not a plain decimal (a broken invariant: services validate first).
 */
export function canonicalDecimal(value: string): string {
  const parts = parseDecimalText(value.trim(), STORED_DECIMAL);
  if (!parts) throw new Error(`Not a decimal number: "${value}"`);
  return canonicalDecimalText(parts, { keepScale: true });
}

export const toDec = (v: string | null): string | null => (v === null ? null : canonicalDecimal(v));

/** Canonical ISO UTC instant with milliseconds and Z. Throws on an unparseable instant. */
export function canonicalInstant(value: string): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) throw new Error(`Not an instant: "${value}"`);
  return d.toISOString();
}

export const toTs = (v: string | null): string | null => (v === null ? null : canonicalInstant(v));

/**
 * The `columns` of `value`, in that order: what a repository writes of an entity (which may carry
 * more than its table has, such as its id or a lot's combo links).
 */
export function pick<T extends object, K extends keyof T>(value: T, columns: readonly K[]): Pick<T, K> {
  const row = {} as Pick<T, K>;
  for (const c of columns) row[c] = value[c];
  return row;
}

/**
 * The `instants` and `decimals` of `value` in their stored (canonical) form; null stays null.
 * With `pick`, what a repository writes of an entity.
 */
export function canonicalFields<T extends Record<I | D, string | null>, I extends keyof T, D extends keyof T = never>(
  value: T,
  instants: readonly I[],
  decimals: readonly D[] = [],
): Pick<T, I | D> {
  const row = {} as Record<I | D, string | null>;
  for (const c of instants) row[c] = toTs(value[c]);
  for (const c of decimals) row[c] = toDec(value[c]);
  return row as Pick<T, I | D>;
}

/** Counts come back as number (SQLite), or string/bigint (Postgres int8). */
export const toCount = (v: string | number | bigint | null | undefined): number => Number(v ?? 0);

/**
 * Runs a multi-statement repository method atomically: directly when already inside a
 * transaction, otherwise in a new one with repositories rebuilt on it by `build`.
 */
export function atomically<R, T>(ctx: RepoContext, build: (ctx: RepoContext) => R, call: (repo: R) => Promise<T>): Promise<T> | null {
  if (ctx.db.isTransaction) return null;
  return ctx.db.transaction().execute((trx) => call(build({ ...ctx, db: trx })));
}

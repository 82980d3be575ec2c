/**
 * Conversions between domain values and column values, the same for both engines
 * (see schema.ts for the storage decisions).
 */
import type { Kysely, Transaction } from 'kysely';
import { canonicalDecimalText, parseDecimalText, STORED_DECIMAL } from '../../core/money/decimal-text';
import type { Bool, Database, Engine } from './schema';

/** What every repository is built from: a connection (or transaction) and its engine. */
export interface RepoContext {
  db: Kysely<Database> | Transaction<Database>;
  engine: Engine;
}

/** Boolean as the engine stores it: 1/0 on SQLite, true/false on Postgres. */
export const toBool = (engine: Engine, v: boolean): boolean | number => (engine === 'sqlite' ? (v ? 1 : 0) : v);

/** Reads a boolean column (SQLite 0/1 or Postgres boolean). */
export const fromBool = (v: Bool | boolean | number): boolean => v === true || v === 1;

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
 * Reads an instant column: SQLite gives the stored text; Postgres gives the ISO text from the pool's
 * type parser, or a Date if a pool without it is used.
 */
export const fromTs = (v: string | Date): string => (v instanceof Date ? v.toISOString() : canonicalInstant(v));
export const fromTsOrNull = (v: string | Date | null): string | null => (v === null ? null : fromTs(v));

/** Counts come back as number (SQLite), or string/bigint (Postgres int8). */
export const toCount = (v: string | number | bigint | null | undefined): number => Number(v ?? 0);

/**
 * Runs a multi-statement repository method atomically: directly when already inside a
 * transaction, otherwise in a new one with repositories rebuilt on it by `build`.
 */
export function atomically<R, T>(ctx: RepoContext, build: (ctx: RepoContext) => R, call: (repo: R) => Promise<T>): Promise<T> | null {
  if (ctx.db.isTransaction) return null;
  return ctx.db.transaction().execute((trx) => call(build({ db: trx, engine: ctx.engine })));
}

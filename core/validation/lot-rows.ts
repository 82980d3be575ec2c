/**
 * The rows of `lots.saveMany`: each the lot form without its id and auction
 * (as `lots.save` takes it), a combo lot naming the lots it spans by lot number. Their count and shapes
 * are checked here, for the HTTP request body and the use case alike; the rules, which
 * need the auction and every row, are the use case's.
 */
import { z } from 'zod';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import { LOTS_PER_UPLOAD_MAX } from '../lots-csv/lot-limits';
import { issueFields, type FieldErrors } from './field-failure';
import { lazySchema } from './lazy-schema';
import { lotSaveSchema } from './lot-form';
import { shortText } from './text-limits';

/** Rows one call may carry: as many as one lots file. */
export const LOTS_PER_SAVE_MANY = LOTS_PER_UPLOAD_MAX;

/** One new lot: the lot form without its id and auction, a combo naming its lots by number. */
export const LotRow = lazySchema(() =>
  lotSaveSchema.omit({ id: true, auctionId: true, comboLotIds: true }).extend({
    /** The lot numbers a combo lot spans: rows of the same call or lots of the auction. */
    comboLotNumbers: z.array(shortText()).default([]),
  }),
);
export type LotRowInput = z.input<typeof LotRow>;
export type LotRowOutput = z.output<typeof LotRow>;

const tooManyRows = (n: number) => `At most ${LOTS_PER_SAVE_MANY.toLocaleString('en-US')} lots can be saved at once; these are ${n.toLocaleString('en-US')}.`;
const NO_ROWS = 'Give at least one lot to save.';

/** The rows' count: LIMIT_EXCEEDED past LOTS_PER_SAVE_MANY, VALIDATION for none or for what is not a list. */
export const checkRowCount = (rows: unknown): Result<readonly unknown[]> => {
  if (!Array.isArray(rows)) return fail('VALIDATION', MSG.INVALID_VALUE, { rows: MSG.INVALID_VALUE });
  if (rows.length > LOTS_PER_SAVE_MANY) return fail('LIMIT_EXCEEDED', tooManyRows(rows.length), { rows: tooManyRows(rows.length) });
  if (rows.length === 0) return fail('VALIDATION', NO_ROWS, { rows: NO_ROWS });
  return ok(rows);
};

/** Row `i` shaped by LotRow, or null with its shape errors recorded as `rows.<i>.<field>`. */
export const shapeRow = (input: unknown, i: number, fields: FieldErrors): LotRowOutput | null => {
  const parsed = LotRow.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  for (const [field, message] of Object.entries(issueFields(parsed.error))) fields[`rows.${i}.${field}`] ??= message;
  return null;
};

/**
 * The request body's check (contract/admin-lots.ts): the rows' count, then every row's shape, as the use
 * case checks them first (the use case then also answers the rules of the rows whose shape is right).
 */
export const parseLotRows = (rows: unknown): Result<LotRowOutput[]> => {
  const count = checkRowCount(rows);
  if (!count.ok) return count;
  const fields: FieldErrors = {};
  const shaped = count.value.map((input, i) => shapeRow(input, i, fields));
  return Object.keys(fields).length === 0 ? ok(shaped as LotRowOutput[]) : fail('VALIDATION', rowsSummary(fields, shaped.length), fields);
};

/** "Unable to save. 3 of 9 rows have errors; no lot was saved." */
export const rowsSummary = (fields: FieldErrors, rows: number): string =>
  `${MSG.UNABLE_TO_SAVE} ${new Set(Object.keys(fields).map((k) => k.split('.')[1])).size} of ${rows} rows have errors; no lot was saved.`;


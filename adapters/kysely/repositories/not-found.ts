import { MSG } from '../../../core/domain/messages';
import { ReferenceError_ } from '../../../core/ports/repositories';
import { atomically, type RepoContext } from '../codec';

/**
 * Thrown when an update names a row that does not exist: the caller passed an id it never read,
 * which is a reference to a missing row, so it is reported like a foreign key violation.
 */
export function assertUpdated(result: { numUpdatedRows: bigint }, what: string, id: number): void {
  if (result.numUpdatedRows === 0n) throw new ReferenceError_(`${MSG.NOT_FOUND} (${what} ${id})`);
}

/**
 * Updates each of `rows` (existing rows, by id) with `update`, all of them or none (in one transaction):
 * a row that does not exist is reported as by assertUpdated, and nothing is written.
 */
export async function updateEachById<Row extends { id: number }>(
  ctx: RepoContext,
  rows: readonly Row[],
  what: string,
  update: (db: RepoContext['db'], row: Row) => Promise<{ numUpdatedRows: bigint }>,
): Promise<void> {
  if (rows.length === 0) return;
  const each = async (db: RepoContext['db']) => {
    for (const row of rows) assertUpdated(await update(db, row), what, row.id);
  };
  await (atomically(ctx, (c) => c.db, each) ?? each(ctx.db));
}

import { MSG } from '../../../core/domain/messages';
import { ReferenceError_ } from '../../../core/ports/repositories';

/**
 * Thrown when an update names a row that does not exist: the caller passed an id it never read,
 * which is a reference to a missing row, so it is reported like a foreign key violation.
 */
export function assertUpdated(result: { numUpdatedRows: bigint }, what: string, id: number): void {
  if (result.numUpdatedRows === 0n) throw new ReferenceError_(`${MSG.NOT_FOUND} (${what} ${id})`);
}

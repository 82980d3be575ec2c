/** Borrowers (the spec's "companies"): list, load (-1 = blank form), save. */
import type { CoreDeps } from '../app/deps';
import type { Borrower, Id } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, type Result } from '../domain/result';
import type { BorrowerSave } from '../validation/organisation-forms';
import { guardWrite, loadFormRecord } from './write-guard';
import { fieldsOutOfRange } from '../validation/input-id';
import { fieldsTooLong } from '../validation/text-limit-fields';
import { validationFailure } from '../validation/field-failure';

export const listBorrowers = (deps: CoreDeps): Promise<Borrower[]> => deps.store.borrowers.list();

export const BLANK_BORROWER: Borrower = { id: -1, companyName: '', companyCode: '', active: true };

export const loadBorrower = (deps: CoreDeps, id: Id): Promise<Result<Borrower, 'NOT_FOUND'>> =>
  loadFormRecord(id, BLANK_BORROWER, (i) => deps.store.borrowers.get(i));

/** Creates (id -1) or updates a borrower (`input`: the form validateBorrower passed); a duplicate shortname is a CONFLICT. */
export async function saveBorrower(deps: CoreDeps, input: BorrowerSave): Promise<Result<Borrower>> {
  const { id, companyName, companyCode, active } = input;
  const range = { ...fieldsOutOfRange({ id }), ...fieldsTooLong({ companyName, companyCode }) };
  if (Object.keys(range).length) return validationFailure(range);
  if (id < 0) {
    return guardWrite(() => deps.store.borrowers.create({ companyName, companyCode, active }));
  }
  if (!(await deps.store.borrowers.get(id))) return fail('NOT_FOUND', MSG.NOT_FOUND);
  return guardWrite(() => deps.store.borrowers.update({ id, companyName, companyCode, active }));
}

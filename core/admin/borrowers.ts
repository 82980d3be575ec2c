/** Borrowers (the spec's "companies"): list, load (-1 = blank form), save; all manageBorrowers. */
import type { CoreDeps } from '../app/deps';
import type { Actor } from '../policy/actor';
import type { Borrower, Id } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import { useCase } from '../app/use-case';
import { validateBorrower, withinStoredLimits, type BorrowerSaveInput } from '../validation/organisation-forms';
import { guardWrite, loadFormRecord } from './write-guard';
import { DEFAULT_BORROWER_TYPE } from '../parties/parties';

/** GET /auction/companies. */
export const listBorrowers = useCase({ name: 'borrowers.list', access: 'manageBorrowers' }, async (deps: CoreDeps): Promise<Result<Borrower[]>> => ok(await deps.store.borrowers.list()));

export const BLANK_BORROWER: Borrower = { id: -1, companyName: '', companyCode: '', active: true, lei: null, borrowerType: DEFAULT_BORROWER_TYPE, mpid: null };

/** POST /auction/companyedit/{id}. */
export const loadBorrower = useCase(
  { name: 'borrowers.load', access: 'manageBorrowers' },
  async (deps: CoreDeps, _actor: Actor, id: Id): Promise<Result<Borrower, 'NOT_FOUND'>> => loadFormRecord(id, BLANK_BORROWER, (i) => deps.store.borrowers.get(i)),
);

/**
 * POST /auction/companysave: creates (id -1) or updates a borrower; `input` is the borrower form
 * (validateBorrower: its rules and messages; the LEI's check digits and the MPID's 4 letters included).
 * The LEI, type or MPID left out of the form keep what is stored. A duplicate shortname is a CONFLICT.
 */
export const saveBorrower = useCase({ name: 'borrowers.save', access: 'manageBorrowers' }, async (deps: CoreDeps, _actor: Actor, input: BorrowerSaveInput): Promise<Result<Borrower>> => {
  const valid = withinStoredLimits(validateBorrower(input), 'companyName', 'companyCode');
  if (!valid.ok) return valid;
  const { id, companyName, companyCode, active, lei, borrowerType, mpid } = valid.value;
  // A field the form leaves out keeps what is stored (a new borrower: none, and the default type).
  const kept = id < 0 ? BLANK_BORROWER : await deps.store.borrowers.get(id);
  if (!kept) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const parties = { lei: lei === undefined ? kept.lei : lei, borrowerType: borrowerType ?? kept.borrowerType, mpid: mpid === undefined ? kept.mpid : mpid };
  if (id < 0) return guardWrite(() => deps.store.borrowers.create({ companyName, companyCode, active, ...parties }));
  return guardWrite(() => deps.store.borrowers.update({ id, companyName, companyCode, active, ...parties }));
});

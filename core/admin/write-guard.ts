/**
 * Repository writes throw DuplicateError / ReferenceError_ (so transactions roll back); services
 * turn them into failures with the spec's message here.
 */
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import type { Id } from '../domain/entities';
import { DuplicateError, ReferenceError_, type Repositories, type Store, type TransactionOptions } from '../ports/repositories';

export type WriteCode = 'CONFLICT' | 'VALIDATION';

export async function guardWrite<T>(write: () => Promise<T>): Promise<Result<T, WriteCode>> {
  try {
    return ok(await write());
  } catch (e) {
    if (e instanceof DuplicateError) return fail('CONFLICT', e.message);
    if (e instanceof ReferenceError_) return fail('VALIDATION', MSG.UNABLE_TO_SAVE_REFERENCED_RECORD_MISSING);
    throw e;
  }
}

/**
 * Runs `fn` in one transaction and answers a Result: a failure `fn` returns rolls everything back
 * (the `Store.transaction` rule), and a DuplicateError / ReferenceError_ thrown inside becomes the
 * failure with the spec's message.
 */
export async function writeTransaction<T>(store: Store, fn: (tx: Repositories) => Promise<Result<T>>, options?: TransactionOptions): Promise<Result<T>> {
  const done = await guardWrite(() => store.transaction(fn, options));
  return done.ok ? done.value : done;
}

/** What a setup form opens: the blank form for id -1, else the stored record (NOT_FOUND when there is none). */
export async function loadFormRecord<T>(id: Id, blank: T, get: (id: Id) => Promise<T | null | undefined>): Promise<Result<T, 'NOT_FOUND'>> {
  if (id === -1) return ok(blank);
  const found = await get(id);
  return found ? ok(found) : fail('NOT_FOUND', MSG.NOT_FOUND);
}

/**
 * Repository writes throw DuplicateError / ReferenceError_ (so transactions roll back); services
 * turn them into failures with the spec's message here.
 */
import { MSG } from '../../domain/messages';
import { fail, ok, type Result } from '../../domain/result';
import { DuplicateError, ReferenceError_ } from '../../ports/repositories';

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

/** Thrown inside a transaction to roll it back with an expected failure; caught by `runFailing`. */
export class Rollback extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'Rollback';
  }
}

/** Runs a write that may throw Rollback / DuplicateError / ReferenceError_, as a Result. */
export async function runFailing<T>(write: () => Promise<T>): Promise<Result<T>> {
  try {
    return await guardWrite(write);
  } catch (e) {
    if (e instanceof Rollback) return fail(e.code, e.message, e.fields);
    throw e;
  }
}

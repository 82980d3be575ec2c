import { MSG } from '../../../core/domain/messages';
import type { ApiErr } from './api-client';
import type { FailureCode } from '../../../core/domain/failure-codes';

/** Failures whose message is the spec's own text for the user (a refused save, not a fault). */
const SPEC_MESSAGE_CODES: ReadonlySet<FailureCode> = new Set(['VALIDATION', 'CONFLICT', 'HAS_BIDS', 'FINAL', 'LOCKED']);

/** Whether the failure's code says its message is the spec's text for a refused save. */
export const isSpecSaveFailure = (err: ApiErr): boolean => err.code !== undefined && SPEC_MESSAGE_CODES.has(err.code) && err.message !== '';

/** The server's message when its code says it is the spec's text for a refused save, else "Unable to save.". */
export const saveFailureText = (err: ApiErr): string => (isSpecSaveFailure(err) ? err.message : MSG.UNABLE_TO_SAVE);

/** The messages without those of the given fields (a field being edited loses its stale message). */
export const withoutKeys = (errors: Record<string, string>, keys: readonly string[]): Record<string, string> => {
  if (!keys.some((k) => k in errors)) return errors;
  const next = { ...errors };
  for (const k of keys) delete next[k];
  return next;
};

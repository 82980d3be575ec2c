import { MSG } from '../../../core/domain/messages';
import type { ApiErr } from './api-client';

/** "Unable to save." unless the server gives one of the spec's own messages. */
export const saveFailureText = (err: ApiErr): string => (err.message && err.message.startsWith('Unable to') ? err.message : MSG.UNABLE_TO_SAVE);

/** The messages without those of the given fields (a field being edited loses its stale message). */
export const withoutKeys = (errors: Record<string, string>, keys: readonly string[]): Record<string, string> => {
  if (!keys.some((k) => k in errors)) return errors;
  const next = { ...errors };
  for (const k of keys) delete next[k];
  return next;
};

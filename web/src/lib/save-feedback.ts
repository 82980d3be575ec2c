import { MSG } from '../../../core/domain/messages';
import type { ApiErr } from './api-client';

/** Field messages from a 400 answer, for inline display; the form's own checks come first. */
export const fieldErrors = (err: ApiErr): Record<string, string> => err.fields ?? {};

/** "Unable to save." unless the server gives one of the spec's own messages. */
export const saveFailureText = (err: ApiErr): string => (err.message && err.message.startsWith('Unable to') ? err.message : MSG.UNABLE_TO_SAVE);

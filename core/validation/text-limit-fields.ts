/**
 * Decision (the spec sets no lengths): one-line names, codes, logins, e-mail addresses and address
 * lines hold at most 255 characters, as the forms of such systems do. Without a limit a single save
 * could store megabytes in a name that every list, export and e-mail then carries. Long free texts
 * (comments, analyses, info-centre details, e-mail text) hold at most 10,000 characters, the spec's
 * own limit for supplemental bid comments: every report, PDF and workbook lays them out.
 */
import { MSG } from '../domain/messages';
import { FREE_TEXT_MAX_LENGTH, TEXT_FIELD_MAX_LENGTH } from './text-limits';

export { FREE_TEXT_MAX_LENGTH, TEXT_FIELD_MAX_LENGTH };

/** The given text fields longer than the limit, each with MSG.TEXT_TOO_LONG; empty when all fit. */
export function fieldsTooLong(values: Record<string, string | null | undefined>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) if (typeof v === 'string' && v.length > TEXT_FIELD_MAX_LENGTH) fields[k] = MSG.TEXT_TOO_LONG;
  return fields;
}

/** The given free-text fields longer than FREE_TEXT_MAX_LENGTH, each with MSG.FREE_TEXT_TOO_LONG. */
export function freeTextsTooLong(values: Record<string, string | null | undefined>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) if (typeof v === 'string' && v.length > FREE_TEXT_MAX_LENGTH) fields[k] = MSG.FREE_TEXT_TOO_LONG;
  return fields;
}

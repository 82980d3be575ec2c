/**
 * Length limits of every text a request may carry, as zod schemas for the edge (contract/*.ts and the
 * core form schemas they reuse), so that an oversized text is refused while the body is parsed,
 * before any service, store or renderer sees it (one request must never stall everyone).
 *
 * Decision (the spec sets no lengths except its own three, kept where they apply): one-line names,
 * codes, logins, e-mail addresses, address lines, ids and numbers written as text hold at most 255
 * characters; long free texts (comments, analyses, info-centre details, e-mail text) at most 10,000,
 * the spec's limit for supplemental bid comments. The spec's lot comment (1000 UTF-8 bytes) and
 * unconfirm reason (900 characters) are checked by their services, inside these bounds.
 */
import { z } from 'zod';
import { BIDDER_MSG as MSG } from '../domain/bidder-messages';

export const TEXT_FIELD_MAX_LENGTH = 255;
export const FREE_TEXT_MAX_LENGTH = 10_000;

/** A one-line text (name, code, login, e-mail address, id or number as text): at most 255 characters. */
export const shortText = (): z.ZodString => z.string().max(TEXT_FIELD_MAX_LENGTH, MSG.TEXT_TOO_LONG);

/** A free text (comments, analyses, details, e-mail text): at most 10,000 characters. */
export const freeText = (): z.ZodString => z.string().max(FREE_TEXT_MAX_LENGTH, MSG.FREE_TEXT_TOO_LONG);

/** "Must be at most N characters", like the two messages above. */
export const atMostCharacters = (max: number): string => `Must be at most ${max.toLocaleString('en-US')} characters`;

/** A text with its own limit (e.g. a password field, a whole CSV file sent as JSON). */
export const textUpTo = (max: number, message = atMostCharacters(max)): z.ZodString => z.string().max(max, message);

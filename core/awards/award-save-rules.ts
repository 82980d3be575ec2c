/**
 * The award screen's save and unconfirm checks (participation-and-reporting §5): the unconfirm reason
 * and the shape of an awards save. Apart from the award rules because they speak the staff messages,
 * which the bidder's JavaScript does not carry.
 */
import type { Id } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import { isIdInRange } from '../validation/input-id';

/**
 * Unconfirm reason: at most 900 characters, counted as the browser's textarea maxlength counts
 * them (UTF-16 units, `String.length`), so the web's limit and the server's agree.
 */
export const UNCONFIRM_REASON_MAX = 900;

export const unconfirmReasonTooLong = (reason: string): boolean => reason.length > UNCONFIRM_REASON_MAX;

/** The unconfirm dialog's reason, checked and normalised once for the web and the server. */
export const validateUnconfirmReason = (reason: string | null | undefined): Result<string, 'VALIDATION'> =>
  reason && unconfirmReasonTooLong(reason)
    ? fail('VALIDATION', MSG.UNCONFIRM_REASON_TOO_LONG, { reason: MSG.UNCONFIRM_REASON_TOO_LONG })
    : ok(normaliseUnconfirmReason(reason));

/** An empty reason is sent and kept as a single space (the spec's rule). */
export const normaliseUnconfirmReason = (reason: string | null | undefined): string =>
  reason === null || reason === undefined || reason.trim() === '' ? ' ' : reason;

/** A chosen bid for a lot in an award save. */
export interface AwardSelection {
  /** The existing award's id, or null for a new award. */
  id: Id | null;
  bidId: Id;
  lotId: Id;
}

/** An award save (`saveAwards`; the HTTP contract reads the awardssave body into it): the selections, and the awards to remove. */
export interface AwardsSave {
  selections: AwardSelection[];
  removeIds: Id[];
}

const isId = (v: unknown): v is Id => typeof v === 'number' && isIdInRange(v);

/**
 * The shape of an award save, checked as the awardssave body is: every id an integer within the
 * stores' range; an award id of 0 or less (the screen's -1) is a new award (null). A refusal is
 * "Unable to save." naming the field at fault. Whether the bids exist, are confirmed and cover a lot
 * twice is the save's own check, against the store. Idempotent.
 */
export const validateAwardsSave = (save: AwardsSave): Result<AwardsSave, 'VALIDATION'> => {
  const bad = (at: string) => fail('VALIDATION', MSG.UNABLE_TO_SAVE, { [at]: MSG.INVALID_VALUE });
  const given = save as Partial<Record<keyof AwardsSave, unknown>> | null;
  if (typeof given !== 'object' || given === null || !Array.isArray(given.selections)) return bad('selections');
  if (!Array.isArray(given.removeIds)) return bad('removeIds');
  const selections: AwardSelection[] = [];
  for (const [i, s] of (given.selections as unknown[]).entries()) {
    const sel = s as Partial<Record<keyof AwardSelection, unknown>> | null;
    if (typeof sel !== 'object' || sel === null) return bad(`selections.${i}`);
    if (sel.id !== null && !isId(sel.id)) return bad(`selections.${i}.id`);
    if (!isId(sel.bidId)) return bad(`selections.${i}.bidId`);
    if (!isId(sel.lotId)) return bad(`selections.${i}.lotId`);
    selections.push({ id: sel.id !== null && sel.id > 0 ? sel.id : null, bidId: sel.bidId, lotId: sel.lotId });
  }
  const removeIds = given.removeIds as unknown[];
  const badRemove = removeIds.findIndex((id) => !isId(id));
  if (badRemove >= 0) return bad(`removeIds.${badRemove}`);
  return ok({ selections, removeIds: removeIds as Id[] });
};

/**
 * The wire body of POST /award/auctions/{id}/awardssave, read into award selections. Pure: the
 * contract (contract/awards.ts) validates the body with it at the edge.
 */
import type { Id } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import { idFrom } from '../validation/input-id';

export interface AwardSelection {
  /** Existing award id, or null / -1 for a new award. */
  id: Id | null;
  bidId: Id;
  lotId: Id;
}

/**
 * Parses the awardssave body: `[[awardId, bidId, lotId], ..., [removeId, ...]]`. Decision: the final
 * element is always the remove list (possibly empty), so a remove list of three ids is never mistaken
 * for a triple. Award id -1 (or null) means a new award.
 */
export function parseAwardsSaveBody(body: unknown): Result<{ selections: AwardSelection[]; removeIds: Id[] }> {
  // Failures name the element at fault by its position in the body (`2.1` = bid id of the third triple).
  const bad = (at: string) => fail('VALIDATION', MSG.UNABLE_TO_SAVE, { [at]: MSG.INVALID_VALUE });
  const toInt = idFrom;
  if (!Array.isArray(body) || body.length === 0) return bad('_');
  const last = body.length - 1;
  const removeRaw: unknown = body[last];
  if (!Array.isArray(removeRaw)) return bad(String(last));
  const selections: AwardSelection[] = [];
  for (const [i, t] of body.slice(0, -1).entries()) {
    if (!Array.isArray(t) || t.length !== 3) return bad(String(i));
    const a = t[0] === null ? -1 : toInt(t[0]);
    const b = toInt(t[1]);
    const l = toInt(t[2]);
    if (a === null) return bad(`${i}.0`);
    if (b === null) return bad(`${i}.1`);
    if (l === null) return bad(`${i}.2`);
    selections.push({ id: a <= 0 ? null : a, bidId: b, lotId: l });
  }
  const removeIds: Id[] = [];
  for (const [j, v] of removeRaw.entries()) {
    const id = toInt(v);
    if (id === null) return bad(`${last}.${j}`);
    removeIds.push(id);
  }
  return ok({ selections, removeIds });
}


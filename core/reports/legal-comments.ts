/**
 * Legal Bidder Comments report (spec section 2.7): view for report roles, edit and add-row for
 * MANAGER and CLIENT_RELATIONS. Rows must belong to the auction they are saved for.
 */
import type { CoreDeps } from '../app/deps';
import type { Id, LegalComment } from '../domain/entities';
import { MSG } from '../domain/messages';
import { freeTextsTooLong } from '../validation/text-limit-fields';
import { fail, ok, type Result } from '../domain/result';
import type { Actor } from '../bids/actor';
import { editableReportAuction, reportAuction } from './report-access';
import { idFrom } from '../validation/input-id';

export async function legalComments(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<LegalComment[]>> {
  const r = await reportAuction(deps, actor, auctionId);
  if (!r.ok) return r;
  return ok(await deps.store.reports.listLegalComments(auctionId));
}

const text = (v: unknown): string | null => (typeof v === 'string' ? v : v === null || v === undefined ? '' : null);
const int = (v: unknown): number | null => {
  const id = idFrom(v);
  return id !== null && id >= 0 ? id : null;
};

/** POST /report/legalcomments/legalCommentsSave: list of rows {id, auctionId, borrower, comments}. */
export async function saveLegalComments(deps: CoreDeps, actor: Actor, body: unknown): Promise<Result<{ message: string; rows: LegalComment[] }>> {
  if (!Array.isArray(body) || body.length === 0) return fail('VALIDATION', MSG.UNABLE_TO_SAVE);
  const rows: { id: Id; borrower: string; comments: string }[] = [];
  for (const raw of body) {
    const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const id = int(r.id);
    const borrower = text(r.borrower);
    const comments = text(r.comments);
    const at = `${rows.length}`;
    if (id === null) return fail('VALIDATION', MSG.UNABLE_TO_SAVE, { [`${at}.id`]: MSG.INVALID_VALUE });
    if (borrower === null) return fail('VALIDATION', MSG.UNABLE_TO_SAVE, { [`${at}.borrower`]: MSG.INVALID_VALUE });
    if (comments === null) return fail('VALIDATION', MSG.UNABLE_TO_SAVE, { [`${at}.comments`]: MSG.INVALID_VALUE });
    if (freeTextsTooLong({ comments }).comments) return fail('VALIDATION', MSG.UNABLE_TO_SAVE, { [`${at}.comments`]: MSG.FREE_TEXT_TOO_LONG });
    rows.push({ id, borrower, comments });
  }
  // Every row must be a row of one auction the caller may edit.
  const firstRaw = body[0] as Record<string, unknown>;
  const auctionId = int(firstRaw.auctionId);
  if (auctionId === null) return fail('VALIDATION', MSG.UNABLE_TO_SAVE, { '0.auctionId': MSG.INVALID_VALUE });
  const a = await editableReportAuction(deps, actor, auctionId);
  if (!a.ok) return a;
  const existing = new Set((await deps.store.reports.listLegalComments(auctionId)).map((x) => x.id));
  if (rows.some((x) => !existing.has(x.id))) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const now = deps.clock.now();
  await deps.store.reports.saveLegalComments(rows.map((x) => ({ ...x, updatedBy: actor.user.loginName, updatedAt: now })));
  return ok({ message: MSG.SAVED_SUCCESSFULLY, rows: await deps.store.reports.listLegalComments(auctionId) });
}

/** POST /report/legalcomments/legalCommentsRowSave: {borrower, comments, auctionId}. */
export async function addLegalComment(deps: CoreDeps, actor: Actor, body: unknown): Promise<Result<{ message: string; row: LegalComment }>> {
  const r = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const auctionId = int(r.auctionId);
  const borrower = text(r.borrower);
  const comments = text(r.comments);
  if (auctionId === null) return fail('VALIDATION', MSG.UNABLE_TO_SAVE, { auctionId: MSG.INVALID_VALUE });
  if (borrower === null || borrower.trim() === '') return fail('VALIDATION', MSG.UNABLE_TO_SAVE, { borrower: MSG.INVALID_VALUE });
  if (comments === null) return fail('VALIDATION', MSG.UNABLE_TO_SAVE, { comments: MSG.INVALID_VALUE });
  const long = freeTextsTooLong({ comments });
  if (long.comments) return fail('VALIDATION', MSG.UNABLE_TO_SAVE, long);
  const a = await editableReportAuction(deps, actor, auctionId);
  if (!a.ok) return a;
  const now = deps.clock.now();
  const row = await deps.store.reports.addLegalComment({
    auctionId,
    borrower,
    comments,
    createdBy: actor.user.loginName,
    createdAt: now,
    updatedBy: actor.user.loginName,
    updatedAt: now,
  });
  return ok({ message: MSG.SAVED_SUCCESSFULLY, row });
}

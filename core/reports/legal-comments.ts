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

export async function legalComments(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<LegalComment[]>> {
  const r = await reportAuction(deps, actor, auctionId);
  if (!r.ok) return r;
  return ok(await deps.store.reports.listLegalComments(auctionId));
}

/** An edited row of the Legal Bidder Comments, as the contract reads it. */
export interface LegalCommentEdit {
  id: Id;
  borrower: string;
  comments: string;
}

/** POST /report/legalcomments/legalCommentsSave: rows of one auction (the first row's auctionId). */
export async function saveLegalComments(
  deps: CoreDeps,
  actor: Actor,
  { auctionId, rows }: { auctionId: Id; rows: LegalCommentEdit[] },
): Promise<Result<{ message: string; rows: LegalComment[] }>> {
  for (const [at, row] of rows.entries()) {
    if (freeTextsTooLong({ comments: row.comments }).comments) return fail('VALIDATION', MSG.UNABLE_TO_SAVE, { [`${at}.comments`]: MSG.FREE_TEXT_TOO_LONG });
  }
  // Every row must be a row of one auction the caller may edit.
  const a = await editableReportAuction(deps, actor, auctionId);
  if (!a.ok) return a;
  const existing = new Set((await deps.store.reports.listLegalComments(auctionId)).map((x) => x.id));
  if (rows.some((x) => !existing.has(x.id))) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const now = deps.clock.now();
  await deps.store.reports.saveLegalComments(rows.map((x) => ({ ...x, updatedBy: actor.user.loginName, updatedAt: now })));
  return ok({ message: MSG.SAVED_SUCCESSFULLY, rows: await deps.store.reports.listLegalComments(auctionId) });
}

/** A new row of the Legal Bidder Comments, as the contract reads it. */
export interface LegalCommentNew {
  auctionId: Id;
  borrower: string;
  comments: string;
}

/** POST /report/legalcomments/legalCommentsRowSave: {borrower, comments, auctionId}. */
export async function addLegalComment(deps: CoreDeps, actor: Actor, { auctionId, borrower, comments }: LegalCommentNew): Promise<Result<{ message: string; row: LegalComment }>> {
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

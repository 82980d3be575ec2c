/**
 * Legal Bidder Comments report (spec section 2.7): view for the report centre (`openReportCentre`),
 * edit and add-row for `editReports` (MANAGER and CLIENT_RELATIONS). Rows must belong to the auction
 * they are saved for.
 */
import type { CoreDeps } from '../app/deps';
import type { Id, LegalComment } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fieldsTooLong, freeTextsTooLong } from '../validation/text-limit-fields';
import { fail, ok, type Result } from '../domain/result';
import { isBlank, okUnlessErrors, validationFailure, type Validated } from '../validation/field-failure';
import { isIdInRange } from '../validation/input-id';
import type { Actor } from '../policy/actor';
import { useCase } from '../app/use-case';
import { reportAuction } from './report-access';

/** GET /report/legalcomments/{auctionId}: the legal comments on the auction's bids (staff report roles and the auction's client). */
export const legalComments = useCase({ name: 'reports.legalComments', access: 'openReportCentre' }, async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<LegalComment[]>> => {
  const r = await reportAuction(deps, actor, auctionId);
  if (!r.ok) return r;
  return ok(await deps.store.reports.listLegalComments(auctionId));
});

/** An edited row of the Legal Bidder Comments, as the contract reads it. */
export interface LegalCommentEdit {
  id: Id;
  borrower: string;
  comments: string;
}

/** The rows of a Legal Bidder Comments save: rows of one auction. */
export interface LegalCommentsSave {
  auctionId: Id;
  rows: LegalCommentEdit[];
}

/** A row or auction id of a legal comment: an integer within the ids' range, not negative. */
const isRowId = (v: unknown): v is Id => typeof v === 'number' && isIdInRange(v) && v >= 0;
const unableToSave = (field: string, message: string = MSG.INVALID_VALUE) => validationFailure({ [field]: message }, MSG.UNABLE_TO_SAVE);

/**
 * A save's checks, as its body has them: one auction id, at least one row, each row an id, a borrower
 * text of at most 255 characters and comments within the free-text limit (the web's freeTextsTooLong).
 * "Unable to save." naming the field at fault (`{row}.{field}`). Idempotent.
 */
export function validateLegalCommentsSave(input: LegalCommentsSave): Validated<LegalCommentsSave> {
  if (typeof input !== 'object' || input === null || !Array.isArray(input.rows) || input.rows.length === 0) return unableToSave('_');
  if (!isRowId(input.auctionId)) return unableToSave('auctionId');
  for (const [at, row] of (input.rows as unknown[]).entries()) {
    const r = row as Partial<Record<keyof LegalCommentEdit, unknown>> | null;
    if (typeof r !== 'object' || r === null || !isRowId(r.id)) return unableToSave(`${at}.id`);
    if (typeof r.borrower !== 'string') return unableToSave(`${at}.borrower`);
    if (typeof r.comments !== 'string') return unableToSave(`${at}.comments`);
    if (fieldsTooLong({ borrower: r.borrower }).borrower) return unableToSave(`${at}.borrower`, MSG.TEXT_TOO_LONG);
    if (freeTextsTooLong({ comments: r.comments }).comments) return unableToSave(`${at}.comments`, MSG.FREE_TEXT_TOO_LONG);
  }
  return { ok: true, value: input };
}

/** POST /report/legalcomments/legalCommentsSave: rows of one auction (the first row's auctionId). */
export const saveLegalComments = useCase(
  { name: 'reports.saveLegalComments', access: 'editReports' },
  async (deps: CoreDeps, actor: Actor, input: LegalCommentsSave): Promise<Result<{ message: string; rows: LegalComment[] }>> => {
    const valid = validateLegalCommentsSave(input);
    if (!valid.ok) return valid;
    const { auctionId, rows } = valid.value;
    // Every row must be a row of one auction the caller may edit.
    const a = await reportAuction(deps, actor, auctionId);
    if (!a.ok) return a;
    const existing = new Set((await deps.store.reports.listLegalComments(auctionId)).map((x) => x.id));
    if (rows.some((x) => !existing.has(x.id))) return fail('NOT_FOUND', MSG.NOT_FOUND);
    const now = deps.clock.now();
    await deps.store.reports.saveLegalComments(rows.map((x) => ({ id: x.id, borrower: x.borrower, comments: x.comments, updatedBy: actor.user.loginName, updatedAt: now })));
    return ok({ message: MSG.SAVED_SUCCESSFULLY, rows: await deps.store.reports.listLegalComments(auctionId) });
  },
);

/** A new row of the Legal Bidder Comments, as the contract reads it. */
export interface LegalCommentNew {
  auctionId: Id;
  borrower: string;
  comments: string;
}

/**
 * A new row's checks, as the Add Row form and its body have them: an auction id, a borrower (required,
 * at most 255 characters) and comments within the free-text limit. "Unable to save." naming the field. Idempotent.
 */
export function validateLegalCommentNew(input: LegalCommentNew): Validated<LegalCommentNew> {
  if (typeof input !== 'object' || input === null) return unableToSave('_');
  if (!isRowId(input.auctionId)) return unableToSave('auctionId');
  if (typeof input.borrower !== 'string' || isBlank(input.borrower)) return unableToSave('borrower');
  const comments: unknown = input.comments ?? '';
  if (typeof comments !== 'string') return unableToSave('comments');
  const long = { ...fieldsTooLong({ borrower: input.borrower }), ...freeTextsTooLong({ comments }) };
  return okUnlessErrors(long, () => ({ auctionId: input.auctionId, borrower: input.borrower, comments }), MSG.UNABLE_TO_SAVE);
}

/** POST /report/legalcomments/legalCommentsRowSave: {borrower, comments, auctionId}. */
export const addLegalComment = useCase(
  { name: 'reports.addLegalComment', access: 'editReports' },
  async (deps: CoreDeps, actor: Actor, input: LegalCommentNew): Promise<Result<{ message: string; row: LegalComment }>> => {
    const valid = validateLegalCommentNew(input);
    if (!valid.ok) return valid;
    const { auctionId, borrower, comments } = valid.value;
    const a = await reportAuction(deps, actor, auctionId);
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
  },
);

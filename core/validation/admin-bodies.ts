/**
 * Readers of the administration request bodies that are lists (lots to delete, invitees, the e-mail
 * list, invitation e-mails, rows to export), with the spec's messages. The HTTP contract runs each
 * on the body (`checkedBody`) and the use case runs it again on its input, so a
 * caller of the core gets the same refusals. Each is idempotent: its answer reads back unchanged.
 */
import type { Id, Instant } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import { idFrom } from './input-id';
import { TEXT_FIELD_MAX_LENGTH } from './text-limits';

/** A wire object (not null, not a list). */
export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An id as a caller may name it: the id, its digits, or a row with an `id` (the web sends borrower and lot rows). */
export type IdRef = Id | string | { id: Id | string };

/** Ids from a list of ids or of objects with an `id` (the web sends borrower rows); duplicates dropped. */
export function idsOf(list: unknown): Id[] | null {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) return null;
  const ids: Id[] = [];
  for (const item of list) {
    const raw: unknown = item && typeof item === 'object' ? (item as { id?: unknown }).id : item;
    const n = idFrom(raw);
    if (n === null) return null;
    ids.push(n);
  }
  return [...new Set(ids)];
}

// ---- Lots to delete ----

/** The lots to delete: a list of lots (objects with id) or ids, or `{ lots }` / `{ ids }`. */
export type LotIdsInput = readonly IdRef[] | { lots: readonly IdRef[] } | { ids: readonly IdRef[] };

/** DELETE /auction/lots body: the list of lots (objects with id) or ids, or `{ lots }` / `{ ids }`. */
export function parseLotIds(body: unknown): Result<Id[], 'VALIDATION'> {
  const b = isObject(body) ? body : null;
  const ids = idsOf(Array.isArray(body) ? body : b ? (b.lots ?? b.ids ?? []) : []);
  return ids ? ok(ids) : fail('VALIDATION', MSG.INVALID_VALUE, { lots: MSG.INVALID_VALUE });
}

// ---- Approved borrowers and the e-mail list ----

/** Borrowers to approve and to remove (ids). */
export interface InviteesChange {
  added: Id[];
  removed: Id[];
}

/** What a caller sends: at least one of the lists, of ids or of borrower rows. */
export interface InviteesChangeInput {
  added?: readonly IdRef[];
  removed?: readonly IdRef[];
}

/**
 * Reads the invitee save body `{added, removed}` (lists of ids or of borrower rows). Decision: the body
 * must be an object naming at least one of its lists; a body of another kind (null, an array, a string)
 * or with neither list is a malformed request (400), never a silent "nothing changed".
 */
export function parseInviteesChange(body: unknown): Result<InviteesChange, 'VALIDATION'> {
  const b: Record<string, unknown> = isObject(body) ? body : {};
  return twoIdLists(MSG.UNABLE_TO_SAVE_INVITEES, ['added', b.added], ['removed', b.removed]);
}

/**
 * The two id lists of a change body, each given as [its key, what the body holds there]: refused with
 * `message` when neither is given (named on the first key), or naming each that is not a list of ids.
 */
function twoIdLists<A extends string, B extends string>(message: string, [a, aRaw]: [A, unknown], [b, bRaw]: [B, unknown]): Result<Record<A | B, Id[]>, 'VALIDATION'> {
  if (aRaw === undefined && bRaw === undefined) return fail('VALIDATION', message, { [a]: MSG.INVALID_VALUE });
  const aIds = idsOf(aRaw);
  const bIds = idsOf(bRaw);
  if (!aIds || !bIds) return fail('VALIDATION', message, { ...(aIds ? {} : { [a]: MSG.INVALID_VALUE }), ...(bIds ? {} : { [b]: MSG.INVALID_VALUE }) });
  return ok({ [a]: aIds, [b]: bIds } as Record<A | B, Id[]>);
}

/** Checked user ids and invited ids (e-mail list rows) to remove. */
export interface UserListChange {
  userIds: Id[];
  removedIds: Id[];
}

/** What a caller sends: `userIds` / `removedIds` (also accepted: `checked` / `removed`). */
export interface UserListChangeInput {
  userIds?: readonly IdRef[];
  removedIds?: readonly IdRef[];
  checked?: readonly IdRef[];
  removed?: readonly IdRef[];
}

/**
 * Reads the e-mail list body { userIds: checked user ids, removedIds: invited ids to remove } (also
 * accepted: `checked` / `removed`). Decision: like the invitee body, a body that is not an object
 * naming at least one list is refused (400).
 */
export function parseUserListChange(body: unknown): Result<UserListChange, 'VALIDATION'> {
  const b: Record<string, unknown> = isObject(body) ? body : {};
  return twoIdLists(MSG.UNABLE_TO_SAVE_EMAIL_LIST, ['userIds', b.userIds ?? b.checked], ['removedIds', b.removedIds ?? b.removed]);
}

// ---- Invitation e-mails ----

/** The invitation e-mails to send. */
export interface SendInvitesInput {
  text: string;
  subject: string;
  cc: string;
  borrowerIds: Id[];
}

/** What a caller sends: an object (`borrowers` also accepted for `borrowerIds`), or the spec's flat list. */
export type SendInvitesBody =
  | { text: string; subject: string; cc?: string; borrowerIds: readonly IdRef[] }
  | readonly (string | Id)[];

/** The body as the spec sends it: a flat list [text, subject, cc, ...borrowerIds], or an object. */
export function readSendInvitesBody(body: unknown): Result<SendInvitesInput, 'VALIDATION'> {
  const input = parseSendInvitesBody(body);
  return input ? ok(input) : fail('VALIDATION', MSG.UNABLE_TO_SEND_EMAILS, sendInvitesFaults(body));
}

export function parseSendInvitesBody(body: unknown): SendInvitesInput | null {
  if (Array.isArray(body)) {
    const [text, subject, cc, ...rest] = body as unknown[];
    const ids = idsOf(rest);
    if (typeof text !== 'string' || typeof subject !== 'string' || !ids) return null;
    return { text, subject, cc: typeof cc === 'string' ? cc : '', borrowerIds: ids };
  }
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    const ids = idsOf(b.borrowerIds ?? b.borrowers);
    if (typeof b.text !== 'string' || typeof b.subject !== 'string' || !ids) return null;
    return { text: b.text, subject: b.subject, cc: typeof b.cc === 'string' ? b.cc : '', borrowerIds: ids };
  }
  return null;
}

/** The field at fault in a body parseSendInvitesBody refuses (list form: by position). */
function sendInvitesFaults(body: unknown): Record<string, string> {
  const named: Record<string, unknown> | null = Array.isArray(body)
    ? { text: body[0] as unknown, subject: body[1] as unknown, borrowerIds: body.slice(3) as unknown }
    : body && typeof body === 'object'
      ? (body as Record<string, unknown>)
      : null;
  if (!named) return { _: MSG.INVALID_VALUE };
  const fields: Record<string, string> = {};
  if (typeof named.text !== 'string') fields.text = MSG.INVALID_VALUE;
  if (typeof named.subject !== 'string') fields.subject = MSG.INVALID_VALUE;
  if (!idsOf(named.borrowerIds ?? named.borrowers)) fields.borrowerIds = MSG.INVALID_VALUE;
  return fields;
}

// ---- Rows to export ----

export type ExportRow = Record<string, unknown>;

/**
 * The title block a caller asks for above the rows (`titleBlock`): the report's
 * name, and for an auction's report its client, name and start (an instant). The server adds when the
 * file was made.
 */
export interface ExportTitleInput {
  report: string;
  client?: string;
  auction?: string;
  auctionDate?: Instant;
}

/** A parsed export body: the rows and the title block, if one was asked for. */
export interface ExportRequest {
  rows: ExportRow[];
  title: ExportTitleInput | null;
}

/** What a caller sends: a list of row objects, or `{ rows, title? }`. */
export type ExportRowsInput = readonly ExportRow[] | { rows: readonly ExportRow[]; title?: ExportTitleInput | null };

const NOT_ROWS = 'The body must be a list of row objects.';
/** Longest text of a title line: a short text field's (the report, client and auction names are such fields). */
export const EXPORT_TITLE_MAX_LENGTH = TEXT_FIELD_MAX_LENGTH;
const BAD_TITLE = `The title must name the report; client, auction and auctionDate are optional texts of at most ${EXPORT_TITLE_MAX_LENGTH} characters.`;

const titleText = (v: unknown): v is string => typeof v === 'string' && v.length <= EXPORT_TITLE_MAX_LENGTH;

function parseTitle(v: unknown): Result<ExportTitleInput | null, 'VALIDATION'> {
  if (v === undefined || v === null) return ok(null);
  const bad = fail('VALIDATION', BAD_TITLE, { title: BAD_TITLE });
  if (!isObject(v) || !titleText(v.report) || v.report.trim() === '') return bad;
  const title: ExportTitleInput = { report: v.report };
  for (const key of ['client', 'auction', 'auctionDate'] as const) {
    const text = v[key];
    if (text === undefined || text === null) continue;
    if (!titleText(text) || (key === 'auctionDate' && Number.isNaN(Date.parse(text)))) return bad;
    title[key] = text;
  }
  return ok(title);
}

/** The export body: a list of row objects, or `{ rows, title? }`. */
export function parseExportRows(body: unknown): Result<ExportRequest, 'VALIDATION'> {
  const rows: unknown = Array.isArray(body) ? body : isObject(body) ? body.rows : null;
  if (!Array.isArray(rows) || !rows.every(isObject)) return fail('VALIDATION', NOT_ROWS, { rows: 'must be a list of row objects' });
  const title = parseTitle(Array.isArray(body) ? null : (body as Record<string, unknown>).title);
  if (!title.ok) return title;
  return ok({ rows, title: title.value });
}

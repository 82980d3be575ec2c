/**
 * The Invitee Dashboard: approved borrowers, the e-mail list and the invitation e-mails
 * (access-and-administration.md §3 "Invitee Dashboard", §7).
 */
import { z } from 'zod';
import { defineRoute } from './route';
import { AuctionIdParams, checkedBody, freeText, Id, idsOf, isObject, MessageAnswer, shortText } from './common';
import { Borrower } from './admin-organisations';
import { UserView } from './admin-users';
import type { InviteesChange, UserListChange } from '../core/admin/invitees';
import type { SendInvitesInput } from '../core/admin/invitations';
import { MSG } from '../core/domain/messages';
import { fail, ok, type Result } from '../core/domain/result';

export { EMAIL_SUBJECTS, type EmailSubject } from '../core/admin/invitations';

const TAGS = ['Invitees'] as const;

const Ids = z.array(z.union([Id, shortText(), z.object({ id: z.union([Id, shortText()]) })])).meta({ description: 'Ids, or rows with an id' });

export const InviteeLists = z.object({ eligible: z.array(Borrower), approved: z.array(Borrower) });

export const EmailListBorrower = z.object({
  borrowerId: Id,
  label: z.string(),
  users: z.array(z.object({ userId: Id, label: z.string(), emailAddress: z.string(), borrowerId: Id })),
});

export const InvitedUser = z.object({
  id: Id,
  esecAucUser: UserView.pick({ id: true, loginName: true, firstName: true, lastName: true, emailAddress: true, borrowerId: true, roles: true }),
});

export const InviteTemplates = z.object({ bidTemplate: z.string(), aicTemplate: z.string(), cc: z.string() });

export const Recipient = z.object({ userId: Id, label: z.string(), emailAddress: z.string(), borrowerId: Id, companyName: z.string() });

const SendInvitesObject = z.object({
  text: freeText(),
  subject: shortText().meta({ description: 'Bid Invite, AIC Invite or Auction Updates' }),
  cc: freeText().meta({ description: 'Copy addresses, separated by commas or semicolons' }),
  borrowerIds: Ids,
});

// ---- Body readers (the spec's wire shapes and aliases), into core's inputs ----

/**
 * Reads the invitee save body `{added, removed}` (lists of ids or of borrower rows). Decision: the body
 * must be an object naming at least one of its lists; a body of another kind (null, an array, a string)
 * or with neither list is a malformed request (400), never a silent "nothing changed".
 */
function parseInviteesChange(body: unknown): Result<InviteesChange, 'VALIDATION'> {
  if (!isObject(body) || (body.added === undefined && body.removed === undefined)) {
    return fail('VALIDATION', MSG.UNABLE_TO_SAVE_INVITEES, { added: MSG.INVALID_VALUE });
  }
  const added = idsOf(body.added);
  const removed = idsOf(body.removed);
  if (!added || !removed) return fail('VALIDATION', MSG.UNABLE_TO_SAVE_INVITEES, { ...(added ? {} : { added: MSG.INVALID_VALUE }), ...(removed ? {} : { removed: MSG.INVALID_VALUE }) });
  return ok({ added, removed });
}

/**
 * Reads the e-mail list body { userIds: checked user ids, removedIds: invited ids to remove } (also
 * accepted: `checked` / `removed`). Decision: like the invitee body, a body that is not an object
 * naming at least one list is refused (400).
 */
function parseUserListChange(body: unknown): Result<UserListChange, 'VALIDATION'> {
  const b: Record<string, unknown> = isObject(body) ? body : {};
  const checkedRaw = b.userIds ?? b.checked;
  const removedRaw = b.removedIds ?? b.removed;
  if (checkedRaw === undefined && removedRaw === undefined) return fail('VALIDATION', MSG.UNABLE_TO_SAVE_EMAIL_LIST, { userIds: MSG.INVALID_VALUE });
  const checked = idsOf(checkedRaw);
  const removed = idsOf(removedRaw);
  if (!checked || !removed) {
    return fail('VALIDATION', MSG.UNABLE_TO_SAVE_EMAIL_LIST, { ...(checked ? {} : { userIds: MSG.INVALID_VALUE }), ...(removed ? {} : { removedIds: MSG.INVALID_VALUE }) });
  }
  return ok({ userIds: checked, removedIds: removed });
}

/** The body as the spec sends it: a flat list [text, subject, cc, ...borrowerIds], or an object. */
function readSendInvitesBody(body: unknown): Result<SendInvitesInput, 'VALIDATION'> {
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


export const inviteeRoutes = {
  lists: defineRoute({
    method: 'post',
    path: '/auction/invitees/{auctionId}',
    tags: TAGS,
    summary: 'Eligible (active, not approved) and approved borrowers',
    params: AuctionIdParams,
    response: InviteeLists,
  }),
  save: defineRoute({
    method: 'post',
    path: '/auction/inviteesave/{auctionId}',
    tags: TAGS,
    summary: 'Approve (added) and remove (removed) borrowers; answers the new lists',
    description: 'Body {added, removed}: lists of borrower ids or borrower objects. Removing a borrower with bids: 302, nothing saved.',
    params: AuctionIdParams,
    body: checkedBody(z.object({ added: Ids.optional(), removed: Ids.optional() }), parseInviteesChange),
    response: InviteeLists,
    failures: { 302: 'Unable to remove approved borrowers that have bids (Error; no Location header)' },
  }),
  approvedBorrowers: defineRoute({
    method: 'post',
    path: '/auction/getApprovedBorrowers/{auctionId}',
    tags: TAGS,
    summary: 'Approved borrowers',
    params: AuctionIdParams,
    response: z.array(Borrower),
  }),
  approvedUsers: defineRoute({
    method: 'post',
    path: '/auction/getApprovedUsers/{auctionId}',
    tags: TAGS,
    summary: 'E-mail list tree: approved borrowers with their enabled users',
    params: AuctionIdParams,
    response: z.array(EmailListBorrower),
  }),
  invitedUsers: defineRoute({
    method: 'post',
    path: '/auction/getInvitedUsers/{auctionId}',
    tags: TAGS,
    summary: 'The e-mail list: [{id, esecAucUser}]',
    params: AuctionIdParams,
    response: z.array(InvitedUser),
  }),
  saveUserList: defineRoute({
    method: 'post',
    path: '/auction/userlistsave/{auctionId}',
    tags: TAGS,
    summary: 'Save the e-mail list',
    description: 'Body {userIds: checked user ids, removedIds: invited ids to remove} (also checked / removed). Users must belong to approved borrowers.',
    params: AuctionIdParams,
    body: checkedBody(
      z.object({ userIds: Ids.optional(), removedIds: Ids.optional(), checked: Ids.optional(), removed: Ids.optional() }),
      parseUserListChange,
    ),
    response: z.array(InvitedUser),
  }),
  invitePopup: defineRoute({
    method: 'post',
    path: '/auction/invitepopup/{auctionId}',
    tags: TAGS,
    summary: 'Invitation templates {bidTemplate, aicTemplate, cc}',
    params: AuctionIdParams,
    response: InviteTemplates,
  }),
  recipients: defineRoute({
    method: 'post',
    path: '/auction/invitepopupusers/{subject}/{auctionId}',
    tags: TAGS,
    summary: 'Recipients of a subject (Bid Invite, AIC Invite, Auction Updates)',
    description: 'Bid Invite: invited users holding BIDDER or SUPERBIDDER; AIC Invite: holding AIC; Auction Updates: every invited user.',
    params: AuctionIdParams.extend({ subject: z.string() }),
    response: z.array(Recipient),
  }),
  sendInvites: defineRoute({
    method: 'post',
    path: '/auction/sendInvites/{auctionId}',
    tags: TAGS,
    summary: 'Send invitation e-mails (one per recipient)',
    description:
      'Body: [text, subject, cc, ...borrowerIds] as the spec sends it, or {text, subject, cc, borrowerIds}. No borrower: 400 ' +
      '"You must check the approved borrowers to send emails to"; invalid address: 400 "Unable to send emails due to invalid email address."',
    params: AuctionIdParams,
    body: checkedBody(z.union([SendInvitesObject, z.array(z.union([freeText(), Id]))]), readSendInvitesBody),
    response: MessageAnswer.extend({ sent: z.number().int() }),
    failures: { 502: 'Unable to send emails. (the mail server refused)' },
  }),
} as const;

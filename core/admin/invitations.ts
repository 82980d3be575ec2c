/**
 * Invitation e-mails of the Invitee Dashboard: templates (invitepopup), recipients per subject
 * (invitepopupusers) and sending (sendInvites).
 *
 * Decisions (the spec names the calls, not their rules):
 * - Recipients are the auction's e-mail list (invited users) of the checked approved borrowers:
 *   "Bid Invite" → users holding BIDDER or SUPERBIDDER, "AIC Invite" → users holding AIC,
 *   "Auction Updates" → every invited user.
 * - One message per recipient, so no borrower ever sees another borrower's addresses (sealed
 *   auction). Cc (comma or semicolon separated) goes on each message.
 * - Every address is checked before anything is sent: an invalid one sends nothing and answers
 *   MSG.UNABLE_TO_SEND_EMAILS_DUE_TO_INVALID_EMAIL.
 */
import type { CoreDeps } from '../app/deps';
import type { Actor } from '../policy/actor';
import type { Auction, Id } from '../domain/entities';
import { MSG } from '../domain/messages';
import { invalidCcMessage } from '../domain/staff-messages';
import { freeTextsTooLong } from '../validation/text-limit-fields';
import { fail, ok, type Result } from '../domain/result';
import { can, type Capability } from '../policy/capabilities';
import { useCase } from '../app/use-case';
import { readSendInvitesBody, type SendInvitesBody, type SendInvitesInput } from '../validation/admin-bodies';
import { formatEst } from '../clock/eastern-time';
import { InvalidAddressError } from '../ports/mailer';
import { userLabel } from './invitees';
import { invalidCcAddresses, isEmailAddress, splitAddresses } from '../validation/invite-addresses';

export const EMAIL_SUBJECTS = ['Bid Invite', 'AIC Invite', 'Auction Updates'] as const;
export type EmailSubject = (typeof EMAIL_SUBJECTS)[number];

/** Who receives each subject: the bidders, the borrower-side info-centre editors, or every invited user. */
const SUBJECT_AUDIENCE: Record<EmailSubject, Capability | null> = {
  'Bid Invite': 'bid',
  'AIC Invite': 'editBorrowerInfoCentres',
  'Auction Updates': null,
};

/** "Bid Invite", "bid invite", "BidInvite" → "Bid Invite". */
export function subjectOf(raw: string): EmailSubject | null {
  const key = raw.replace(/[\s_-]+/g, '').toLowerCase();
  return EMAIL_SUBJECTS.find((s) => s.replace(/\s+/g, '').toLowerCase() === key) ?? null;
}

export { isEmailAddress, splitAddresses } from '../validation/invite-addresses';

export interface InviteTemplates {
  bidTemplate: string;
  aicTemplate: string;
  cc: string;
}

function templatesFor(deps: CoreDeps, auction: Auction, clientName: string, cc: string): InviteTemplates {
  const login = `${deps.settings.publicUrl.replace(/\/+$/, '')}/esecauction/login`;
  const window = `The auction opens ${formatEst(auction.auctionStartDate)} and closes ${formatEst(auction.auctionEndDate)}.`;
  const term = `The exclusive term runs from ${formatEst(auction.termStartDate).slice(0, 10)} to ${formatEst(auction.termEndDate).slice(0, 10)}.`;
  return {
    bidTemplate:
      `Dear Bidder,\n\nYou are invited to bid in the ${auction.auctionName} securities-lending auction on behalf of ${clientName}.\n` +
      `${window}\n${term}\n\nSign in at ${login} to review the Auction Information Center, accept the auction rules and enter your bids ` +
      `before the auction closes. Bids are sealed: no other bidder can see them.\n\nKind regards,\nThe Auction Team`,
    aicTemplate:
      `Dear Colleague,\n\nThe Auction Information Center for the ${auction.auctionName} securities-lending auction (${clientName}) is now available.\n` +
      `${window}\n\nSign in at ${login} to review the auction rules, the lots and the asset and operational documents.\n\nKind regards,\nThe Auction Team`,
    cc,
  };
}

/** POST /auction/invitepopup/{auctionId} (manageInvitees): the templates, with the acting user's address as Cc. */
export const invitePopup = useCase({ name: 'invitations.templates', access: 'manageInvitees' }, async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<InviteTemplates, 'NOT_FOUND'>> => {
  const auction = await deps.store.auctions.get(auctionId);
  if (!auction) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const client = await deps.store.clients.get(auction.clientId);
  return ok(templatesFor(deps, auction, client?.clientName ?? '', actor.user.emailAddress));
});

export interface Recipient {
  userId: Id;
  label: string;
  emailAddress: string;
  borrowerId: Id;
  companyName: string;
}

/**
 * POST /auction/invitepopupusers/{subject}/{auctionId} (manageInvitees): the invited users of approved
 * borrowers who should get a message of this subject.
 */
export const recipientsFor = useCase({ name: 'invitations.recipients', access: 'manageInvitees' }, async (
  deps: CoreDeps,
  _actor: Actor,
  auctionId: Id,
  rawSubject: string,
): Promise<Result<Recipient[], 'NOT_FOUND' | 'VALIDATION'>> => {
  return recipientsOf(deps, auctionId, rawSubject);
});

async function recipientsOf(
  deps: CoreDeps,
  auctionId: Id,
  rawSubject: string,
  borrowerIds?: Id[],
): Promise<Result<Recipient[], 'NOT_FOUND' | 'VALIDATION'>> {
  const subject = subjectOf(rawSubject);
  if (!subject) return fail('VALIDATION', MSG.UNABLE_TO_GET_EMAIL_RECIPIENT_LIST, { subject: MSG.INVALID_VALUE });
  if (!(await deps.store.auctions.get(auctionId))) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const approved = new Set(await deps.store.invitees.listApproved(auctionId));
  const wanted = borrowerIds ? new Set(borrowerIds) : null;
  const audience = SUBJECT_AUDIENCE[subject];
  const out: Recipient[] = [];
  const names = new Map((await deps.store.borrowers.list()).map((b) => [b.id, b.companyName]));
  for (const inv of await deps.store.invitees.listInvitedUsers(auctionId)) {
    const u = await deps.store.users.get(inv.userId);
    if (!u || !u.accountEnabled || u.borrowerId === null || !approved.has(u.borrowerId)) continue;
    if (wanted && !wanted.has(u.borrowerId)) continue;
    if (audience && !can(u.roles, audience)) continue;
    out.push({ userId: u.id, label: userLabel(u), emailAddress: u.emailAddress, borrowerId: u.borrowerId, companyName: names.get(u.borrowerId) ?? '' });
  }
  return ok(out);
}

export type { SendInvitesBody, SendInvitesInput };

/**
 * POST /auction/sendInvites/{auctionId} (manageInvitees): one e-mail per recipient of the checked
 * approved borrowers. `body`: an object or the spec's flat list [text, subject, cc, ...borrowerIds]
 * (readSendInvitesBody).
 */
export const sendInvites = useCase({ name: 'invitations.send', access: 'manageInvitees' }, async (deps: CoreDeps, _actor: Actor, auctionId: Id, body: SendInvitesBody): Promise<Result<{ message: string; sent: number }>> => {
  const read = readSendInvitesBody(body);
  if (!read.ok) return read;
  const input = read.value;
  const long = freeTextsTooLong({ text: input.text, cc: input.cc });
  if (Object.keys(long).length) return fail('VALIDATION', MSG.UNABLE_TO_SEND_EMAILS, long);
  if (input.borrowerIds.length === 0) {
    return fail('VALIDATION', MSG.NO_APPROVED_BORROWER_CHECKED_FOR_INVITE, { borrowerIds: MSG.NO_APPROVED_BORROWER_CHECKED_FOR_INVITE });
  }
  const auction = await deps.store.auctions.get(auctionId);
  if (!auction) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const subject = subjectOf(input.subject);
  if (!subject) return fail('VALIDATION', MSG.UNABLE_TO_SEND_EMAILS, { subject: MSG.INVALID_VALUE });
  const approved = new Set(await deps.store.invitees.listApproved(auctionId));
  if (input.borrowerIds.some((id) => !approved.has(id))) {
    return fail('VALIDATION', MSG.NO_APPROVED_BORROWER_CHECKED_FOR_INVITE, { borrowerIds: MSG.INVALID_VALUE });
  }
  const recipients = await recipientsOf(deps, auctionId, subject, input.borrowerIds);
  if (!recipients.ok) return recipients;
  if (recipients.value.length === 0) return fail('VALIDATION', MSG.UNABLE_TO_GET_EMAIL_RECIPIENT_LIST);
  const badCc = invalidCcAddresses(input.cc);
  if (badCc.length > 0) return fail('INVALID_EMAIL', MSG.UNABLE_TO_SEND_EMAILS_DUE_TO_INVALID_EMAIL, { cc: invalidCcMessage(badCc) });
  const cc = splitAddresses(input.cc);
  const addresses = [...recipients.value.map((r) => r.emailAddress), ...cc];
  if (addresses.some((a) => !isEmailAddress(a))) return fail('INVALID_EMAIL', MSG.UNABLE_TO_SEND_EMAILS_DUE_TO_INVALID_EMAIL);
  let sent = 0;
  try {
    for (const r of recipients.value) {
      await deps.mailer.send({ to: [r.emailAddress], ...(cc.length ? { cc } : {}), subject: `${subject}: ${auction.auctionName}`, text: input.text });
      sent += 1;
    }
  } catch (e) {
    if (e instanceof InvalidAddressError) return fail('INVALID_EMAIL', MSG.UNABLE_TO_SEND_EMAILS_DUE_TO_INVALID_EMAIL);
    return fail('MAIL_FAILED', MSG.UNABLE_TO_SEND_EMAILS);
  }
  return ok({ message: MSG.SENT_EMAILS_SUCCESSFULLY, sent });
});

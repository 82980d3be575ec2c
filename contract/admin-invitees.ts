/**
 * The Invitee Dashboard: approved borrowers, the e-mail list and the invitation e-mails
 * (access-and-administration.md §3 "Invitee Dashboard", §7).
 */
import { z } from 'zod';
import { defineRoute, eachAs, pathAuctionId, served } from './route';
import { AuctionIdParams, checkedBody, freeText, Id, MessageAnswer, shortText } from './common';
import { Borrower } from './admin-organisations';
import { UserView } from './admin-users';
import { parseInviteesChange, parseUserListChange, readSendInvitesBody } from '../core/validation/admin-bodies';
import type { InvitedUserView } from '../core/admin/invitees';
import { approvedBorrowers, approvedUsers, invitedUsers, inviteeLists, saveInvitees, saveUserList } from '../core/admin/invitees';
import { invitePopup, recipientsFor, sendInvites } from '../core/admin/invitations';

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

/** A row of the e-mail list as the wire names it: the user as `esecAucUser`. */
export const invitedUserWire = (v: InvitedUserView): z.input<typeof InvitedUser> => ({ id: v.id, esecAucUser: v.user });

export const InviteTemplates = z.object({ bidTemplate: z.string(), aicTemplate: z.string(), cc: z.string() });

export const Recipient = z.object({ userId: Id, label: z.string(), emailAddress: z.string(), borrowerId: Id, companyName: z.string() });

const SendInvitesObject = z.object({
  text: freeText(),
  subject: shortText().meta({ description: 'Bid Invite, AIC Invite or Auction Updates' }),
  cc: freeText().meta({ description: 'Copy addresses, separated by commas or semicolons' }),
  borrowerIds: Ids,
});

export const inviteeRoutes = {
  lists: served(
    defineRoute({
      method: 'post',
      path: '/auction/invitees/{auctionId}',
      useCase: inviteeLists,
      tags: TAGS,
      summary: 'Eligible (active, not approved) and approved borrowers',
      params: AuctionIdParams,
      response: InviteeLists,
    }),
    pathAuctionId,
  ),
  save: served(
    defineRoute({
      method: 'post',
      path: '/auction/inviteesave/{auctionId}',
      useCase: saveInvitees,
      tags: TAGS,
      summary: 'Approve (added) and remove (removed) borrowers; answers the new lists',
      description: 'Body {added, removed}: lists of borrower ids or borrower objects. Removing a borrower with bids: 302, nothing saved.',
      params: AuctionIdParams,
      body: checkedBody(z.object({ added: Ids.optional(), removed: Ids.optional() }), parseInviteesChange),
      response: InviteeLists,
      failures: { 302: 'Unable to remove approved borrowers that have bids (Error; no Location header)' },
    }),
    ({ params, body }) => [params.auctionId, body],
  ),
  approvedBorrowers: served(
    defineRoute({
      method: 'post',
      path: '/auction/getApprovedBorrowers/{auctionId}',
      useCase: approvedBorrowers,
      tags: TAGS,
      summary: 'Approved borrowers',
      params: AuctionIdParams,
      response: z.array(Borrower),
    }),
    pathAuctionId,
  ),
  approvedUsers: served(
    defineRoute({
      method: 'post',
      path: '/auction/getApprovedUsers/{auctionId}',
      useCase: approvedUsers,
      tags: TAGS,
      summary: 'E-mail list tree: approved borrowers with their enabled users',
      params: AuctionIdParams,
      response: z.array(EmailListBorrower),
    }),
    pathAuctionId,
  ),
  invitedUsers: served(
    defineRoute({
      method: 'post',
      path: '/auction/getInvitedUsers/{auctionId}',
      useCase: invitedUsers,
      tags: TAGS,
      summary: 'The e-mail list: [{id, esecAucUser}]',
      params: AuctionIdParams,
      response: z.array(InvitedUser),
    }),
    pathAuctionId,
    eachAs(invitedUserWire),
  ),
  saveUserList: served(
    defineRoute({
      method: 'post',
      path: '/auction/userlistsave/{auctionId}',
      useCase: saveUserList,
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
    ({ params, body }) => [params.auctionId, body],
    eachAs(invitedUserWire),
  ),
  invitePopup: served(
    defineRoute({
      method: 'post',
      path: '/auction/invitepopup/{auctionId}',
      useCase: invitePopup,
      tags: TAGS,
      summary: 'Invitation templates {bidTemplate, aicTemplate, cc}',
      params: AuctionIdParams,
      response: InviteTemplates,
    }),
    pathAuctionId,
  ),
  recipients: served(
    defineRoute({
      method: 'post',
      path: '/auction/invitepopupusers/{subject}/{auctionId}',
      useCase: recipientsFor,
      tags: TAGS,
      summary: 'Recipients of a subject (Bid Invite, AIC Invite, Auction Updates)',
      description: 'Bid Invite: invited users holding BIDDER or SUPERBIDDER; AIC Invite: holding AIC; Auction Updates: every invited user.',
      params: AuctionIdParams.extend({ subject: z.string() }),
      response: z.array(Recipient),
    }),
    ({ params }) => [params.auctionId, params.subject],
  ),
  sendInvites: served(
    defineRoute({
      method: 'post',
      path: '/auction/sendInvites/{auctionId}',
      useCase: sendInvites,
      expensive: true,
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
    ({ params, body }) => [params.auctionId, body],
  ),
} as const;

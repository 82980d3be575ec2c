import type { z } from 'zod';
import { apiCall } from '../../../lib/api-call';
import { inviteeRoutes, type EmailListBorrower as EmailListBorrowerSchema, type InvitedUser, type InviteTemplates, type Recipient as RecipientSchema } from '../../../../../contract/admin-invitees';
import type { Borrower } from '../../../../../contract/admin-organisations';
import type { EmailSubject } from '../../../../../contract/admin-invitees';

export { EMAIL_SUBJECTS, type EmailSubject } from '../../../../../contract/admin-invitees';

export type BorrowerRef = z.output<typeof Borrower>;
/** The Email List tree: approved borrowers with their users. */
export type EmailListBorrower = z.output<typeof EmailListBorrowerSchema>;
export type InvitedUserRef = z.output<typeof InvitedUser>;
export type InvitePopup = z.output<typeof InviteTemplates>;
export type Recipient = z.output<typeof RecipientSchema>;

export const loadInvitees = (auctionId: number) => apiCall(inviteeRoutes.lists, { params: { auctionId } });
export const saveInvitees = (auctionId: number, added: number[], removed: number[]) => apiCall(inviteeRoutes.save, { params: { auctionId }, body: { added, removed } });
export const approvedBorrowers = (auctionId: number) => apiCall(inviteeRoutes.approvedBorrowers, { params: { auctionId } });
export const approvedUsers = (auctionId: number) => apiCall(inviteeRoutes.approvedUsers, { params: { auctionId } });
export const invitedUsers = (auctionId: number) => apiCall(inviteeRoutes.invitedUsers, { params: { auctionId } });
export const saveUserList = (auctionId: number, userIds: number[], removedIds: number[]) =>
  apiCall(inviteeRoutes.saveUserList, { params: { auctionId }, body: { userIds, removedIds } });
export const invitePopup = (auctionId: number) => apiCall(inviteeRoutes.invitePopup, { params: { auctionId } });
export const invitePopupUsers = (subject: EmailSubject, auctionId: number) => apiCall(inviteeRoutes.recipients, { params: { subject, auctionId } });
export const sendInvites = (auctionId: number, body: { text: string; subject: EmailSubject; cc: string; borrowerIds: number[] }) =>
  apiCall(inviteeRoutes.sendInvites, { params: { auctionId }, body });

import { api } from '../../../lib/api-client';

export interface BorrowerRef {
  id: number;
  companyName: string;
  companyCode?: string;
}
export interface InviteesAnswer {
  eligible: BorrowerRef[];
  approved: BorrowerRef[];
}
/** The Email List tree: approved borrowers with their users. */
export interface EmailListBorrower {
  borrowerId: number;
  label: string;
  users: { userId: number; label: string; emailAddress: string; borrowerId: number }[];
}
export interface InvitedUserRef {
  id: number;
  esecAucUser: { id: number };
}
export interface InvitePopup {
  bidTemplate: string;
  aicTemplate: string;
  cc: string;
}
export interface Recipient {
  userId?: number;
  borrowerId?: number | null;
  label?: string;
  emailAddress?: string;
}

export const EMAIL_SUBJECTS = ['Bid Invite', 'AIC Invite', 'Auction Updates'] as const;
export type EmailSubject = (typeof EMAIL_SUBJECTS)[number];

const post = <T,>(path: string, json?: unknown) => api<T>(path, json === undefined ? { method: 'POST' } : { json });

export const loadInvitees = (auctionId: number) => post<InviteesAnswer>(`/auction/invitees/${auctionId}`);
export const saveInvitees = (auctionId: number, added: number[], removed: number[]) => post<unknown>(`/auction/inviteesave/${auctionId}`, { added, removed });
export const approvedBorrowers = (auctionId: number) => post<BorrowerRef[]>(`/auction/getApprovedBorrowers/${auctionId}`);
export const approvedUsers = (auctionId: number) => post<EmailListBorrower[]>(`/auction/getApprovedUsers/${auctionId}`);
export const invitedUsers = (auctionId: number) => post<InvitedUserRef[]>(`/auction/getInvitedUsers/${auctionId}`);
export const saveUserList = (auctionId: number, userIds: number[], removedIds: number[]) =>
  post<unknown>(`/auction/userlistsave/${auctionId}`, { userIds, removedIds });
export const invitePopup = (auctionId: number) => post<InvitePopup>(`/auction/invitepopup/${auctionId}`);
export const invitePopupUsers = (subject: EmailSubject, auctionId: number) => post<Recipient[]>(`/auction/invitepopupusers/${encodeURIComponent(subject)}/${auctionId}`);
export const sendInvites = (auctionId: number, body: { text: string; subject: EmailSubject; cc: string; borrowerIds: number[] }) =>
  post<unknown>(`/auction/sendInvites/${auctionId}`, body);

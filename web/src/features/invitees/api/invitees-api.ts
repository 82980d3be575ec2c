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
export interface UserRef {
  id: number;
  firstName?: string;
  lastName?: string;
  loginName?: string;
  emailAddress?: string;
  borrowerId?: number | null;
  label?: string;
}
export interface InvitedUserRef {
  id: number;
  userId: number;
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
export const approvedUsers = (auctionId: number) => post<UserRef[]>(`/auction/getApprovedUsers/${auctionId}`);
export const invitedUsers = (auctionId: number) => post<InvitedUserRef[]>(`/auction/getInvitedUsers/${auctionId}`);
export const saveUserList = (auctionId: number, checkedUserIds: number[], removedInvitedIds: number[]) =>
  post<unknown>(`/auction/userlistsave/${auctionId}`, { checkedUserIds, removedInvitedIds });
export const invitePopup = (auctionId: number) => post<InvitePopup>(`/auction/invitepopup/${auctionId}`);
export const invitePopupUsers = (subject: EmailSubject, auctionId: number) => post<Recipient[]>(`/auction/invitepopupusers/${encodeURIComponent(subject)}/${auctionId}`);
export const sendInvites = (auctionId: number, body: { text: string; subject: EmailSubject; cc: string; borrowerIds: number[] }) =>
  post<unknown>(`/auction/sendInvites/${auctionId}`, body);

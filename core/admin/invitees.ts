/**
 * The Invitee Dashboard: approved borrowers of an auction and the e-mail list (invited users).
 *
 * - Eligible = active borrowers not yet approved; approved = the auction's invitees.
 * - Removing an approved borrower that has bids in the auction is refused for the whole save
 *   (HAS_BIDS, MSG.UNABLE_TO_REMOVE_APPROVED_BORROWERS_THAT_HAVE_BIDS): one transaction, nothing written.
 * - Removing a borrower also removes its users from the auction's e-mail list.
 * - The e-mail list may only hold users of approved borrowers.
 */
import type { CoreDeps } from '../app/deps';
import type { Borrower, Id, User } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import { writeTransaction } from './write-guard';

export interface InviteeLists {
  eligible: Borrower[];
  approved: Borrower[];
}

export async function inviteeLists(deps: CoreDeps, auctionId: Id): Promise<Result<InviteeLists, 'NOT_FOUND'>> {
  if (!(await deps.store.auctions.get(auctionId))) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const approvedIds = new Set(await deps.store.invitees.listApproved(auctionId));
  const all = await deps.store.borrowers.list();
  return ok({
    eligible: all.filter((b) => b.active && !approvedIds.has(b.id)),
    approved: all.filter((b) => approvedIds.has(b.id)),
  });
}

/** POST /auction/inviteesave body (read by contract/admin-invitees.ts): borrowers to approve and to remove (ids). */
export interface InviteesChange {
  added: Id[];
  removed: Id[];
}

export async function saveInvitees(deps: CoreDeps, auctionId: Id, { added, removed }: InviteesChange): Promise<Result<InviteeLists>> {
  if (!(await deps.store.auctions.get(auctionId))) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const saved = await writeTransaction(deps.store, async (tx): Promise<Result<true>> => {
    const approved = new Set(await tx.invitees.listApproved(auctionId));
    const toRemove = removed.filter((id) => approved.has(id));
    for (const borrowerId of toRemove) {
      if ((await tx.bids.countByBorrower(auctionId, borrowerId)) > 0) {
        return fail('HAS_BIDS', MSG.UNABLE_TO_REMOVE_APPROVED_BORROWERS_THAT_HAVE_BIDS);
      }
    }
    if (toRemove.length) {
      const removedSet = new Set(toRemove);
      const invited = await tx.invitees.listInvitedUsers(auctionId);
      const dropped: Id[] = [];
      for (const inv of invited) {
        const user = await tx.users.get(inv.userId);
        if (user?.borrowerId !== null && user?.borrowerId !== undefined && removedSet.has(user.borrowerId)) dropped.push(inv.id);
      }
      if (dropped.length) await tx.invitees.removeInvitedUsers(dropped);
      await tx.invitees.remove(auctionId, toRemove);
    }
    const toAdd = added.filter((id) => !approved.has(id) && !removed.includes(id));
    for (const id of toAdd) {
      if (!(await tx.borrowers.get(id))) return fail('VALIDATION', MSG.UNABLE_TO_SAVE_INVITEES, { added: MSG.NOT_FOUND });
    }
    if (toAdd.length) await tx.invitees.approve(auctionId, toAdd);
    return ok(true);
  });
  if (!saved.ok) return saved;
  return inviteeLists(deps, auctionId);
}

export async function approvedBorrowers(deps: CoreDeps, auctionId: Id): Promise<Result<Borrower[], 'NOT_FOUND'>> {
  const lists = await inviteeLists(deps, auctionId);
  return lists.ok ? ok(lists.value.approved) : lists;
}

export interface EmailListUser {
  userId: Id;
  label: string;
  emailAddress: string;
  borrowerId: Id;
}
export interface EmailListBorrower {
  borrowerId: Id;
  label: string;
  users: EmailListUser[];
}

export const userLabel = (u: User): string => `${u.firstName} ${u.lastName} (${u.loginName})`;

/** The Email List tree: each approved borrower with its enabled users. */
export async function approvedUsers(deps: CoreDeps, auctionId: Id): Promise<Result<EmailListBorrower[], 'NOT_FOUND'>> {
  const borrowers = await approvedBorrowers(deps, auctionId);
  if (!borrowers.ok) return borrowers;
  const tree: EmailListBorrower[] = [];
  for (const b of borrowers.value) {
    const users = (await deps.store.users.listByBorrower(b.id)).filter((u) => u.accountEnabled);
    tree.push({
      borrowerId: b.id,
      label: b.companyName,
      users: users.map((u) => ({ userId: u.id, label: userLabel(u), emailAddress: u.emailAddress, borrowerId: b.id })),
    });
  }
  return ok(tree);
}

export interface InvitedUserView {
  id: Id;
  esecAucUser: Pick<User, 'id' | 'loginName' | 'firstName' | 'lastName' | 'emailAddress' | 'borrowerId' | 'roles'>;
}

export async function invitedUsers(deps: CoreDeps, auctionId: Id): Promise<Result<InvitedUserView[], 'NOT_FOUND'>> {
  if (!(await deps.store.auctions.get(auctionId))) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const out: InvitedUserView[] = [];
  for (const inv of await deps.store.invitees.listInvitedUsers(auctionId)) {
    const u = await deps.store.users.get(inv.userId);
    if (!u) continue;
    const { id, loginName, firstName, lastName, emailAddress, borrowerId, roles } = u;
    out.push({ id: inv.id, esecAucUser: { id, loginName, firstName, lastName, emailAddress, borrowerId, roles } });
  }
  return ok(out);
}

/** POST /auction/userlistsave body (read by contract/admin-invitees.ts): checked user ids and invited ids to remove. */
export interface UserListChange {
  userIds: Id[];
  removedIds: Id[];
}

/** POST /auction/userlistsave/{auctionId}: checked users already on the list are kept. */
export async function saveUserList(deps: CoreDeps, auctionId: Id, change: UserListChange): Promise<Result<InvitedUserView[]>> {
  const checked = change.userIds;
  const removed = change.removedIds;
  if (!(await deps.store.auctions.get(auctionId))) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const saved = await writeTransaction(deps.store, async (tx): Promise<Result<true>> => {
    const approved = new Set(await tx.invitees.listApproved(auctionId));
    for (const userId of checked) {
      const u = await tx.users.get(userId);
      if (!u || u.borrowerId === null || !approved.has(u.borrowerId)) {
        return fail('VALIDATION', MSG.UNABLE_TO_SAVE_EMAIL_LIST, { userIds: MSG.INVALID_VALUE });
      }
    }
    const invited = await tx.invitees.listInvitedUsers(auctionId);
    const ownIds = new Set(invited.map((i) => i.id));
    const toRemove = removed.filter((id) => ownIds.has(id));
    if (toRemove.length) await tx.invitees.removeInvitedUsers(toRemove);
    const remaining = new Set(invited.filter((i) => !toRemove.includes(i.id)).map((i) => i.userId));
    const toAdd = checked.filter((id) => !remaining.has(id));
    if (toAdd.length) await tx.invitees.addInvitedUsers(auctionId, toAdd);
    return ok(true);
  });
  if (!saved.ok) return saved;
  return invitedUsers(deps, auctionId);
}

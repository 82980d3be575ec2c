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
import type { Actor } from '../policy/actor';
import type { Borrower, Id, User } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import { useCase } from '../app/use-case';
import {
  parseInviteesChange,
  parseUserListChange,
  type InviteesChange,
  type InviteesChangeInput,
  type UserListChange,
  type UserListChangeInput,
} from '../validation/admin-bodies';
import { writeTransaction } from './write-guard';

export type { InviteesChange, InviteesChangeInput, UserListChange, UserListChangeInput };

export interface InviteeLists {
  eligible: Borrower[];
  approved: Borrower[];
}

/** POST /auction/invitees/{auctionId}: eligible and approved borrowers. */
export const inviteeLists = useCase({ name: 'invitees.lists', access: 'manageInvitees' }, async (deps: CoreDeps, _actor: Actor, auctionId: Id): Promise<Result<InviteeLists, 'NOT_FOUND'>> => {
  return listsOf(deps, auctionId);
});

async function listsOf(deps: CoreDeps, auctionId: Id): Promise<Result<InviteeLists, 'NOT_FOUND'>> {
  if (!(await deps.store.auctions.get(auctionId))) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const approvedIds = new Set(await deps.store.invitees.listApproved(auctionId));
  const all = await deps.store.borrowers.list();
  return ok({
    eligible: all.filter((b) => b.active && !approvedIds.has(b.id)),
    approved: all.filter((b) => approvedIds.has(b.id)),
  });
}

/**
 * POST /auction/inviteesave/{auctionId}: approves (`added`) and removes (`removed`) borrowers, lists of
 * ids or borrower rows (parseInviteesChange); answers the new lists.
 */
export const saveInvitees = useCase({ name: 'invitees.save', access: 'manageInvitees' }, async (deps: CoreDeps, _actor: Actor, auctionId: Id, change: InviteesChangeInput): Promise<Result<InviteeLists>> => {
  const parsed = parseInviteesChange(change);
  if (!parsed.ok) return parsed;
  const { added, removed } = parsed.value;
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
  return listsOf(deps, auctionId);
});

/** POST /auction/getApprovedBorrowers/{auctionId}. */
export const approvedBorrowers = useCase({ name: 'invitees.approvedBorrowers', access: 'manageInvitees' }, async (deps: CoreDeps, _actor: Actor, auctionId: Id): Promise<Result<Borrower[], 'NOT_FOUND'>> => {
  return approvedOf(deps, auctionId);
});

async function approvedOf(deps: CoreDeps, auctionId: Id): Promise<Result<Borrower[], 'NOT_FOUND'>> {
  const lists = await listsOf(deps, auctionId);
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

/** POST /auction/getApprovedUsers/{auctionId}: the Email List tree, each approved borrower with its enabled users. */
export const approvedUsers = useCase({ name: 'invitees.approvedUsers', access: 'manageInvitees' }, async (deps: CoreDeps, _actor: Actor, auctionId: Id): Promise<Result<EmailListBorrower[], 'NOT_FOUND'>> => {
  const borrowers = await approvedOf(deps, auctionId);
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
});

/** A row of the auction's e-mail list: its id and the invited user. */
export interface InvitedUserView {
  id: Id;
  user: Pick<User, 'id' | 'loginName' | 'firstName' | 'lastName' | 'emailAddress' | 'borrowerId' | 'roles'>;
}

/** POST /auction/getInvitedUsers/{auctionId}: the auction's e-mail list. */
export const invitedUsers = useCase({ name: 'invitees.invitedUsers', access: 'manageInvitees' }, async (deps: CoreDeps, _actor: Actor, auctionId: Id): Promise<Result<InvitedUserView[], 'NOT_FOUND'>> => {
  return invitedOf(deps, auctionId);
});

async function invitedOf(deps: CoreDeps, auctionId: Id): Promise<Result<InvitedUserView[], 'NOT_FOUND'>> {
  if (!(await deps.store.auctions.get(auctionId))) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const out: InvitedUserView[] = [];
  for (const inv of await deps.store.invitees.listInvitedUsers(auctionId)) {
    const u = await deps.store.users.get(inv.userId);
    if (!u) continue;
    const { id, loginName, firstName, lastName, emailAddress, borrowerId, roles } = u;
    out.push({ id: inv.id, user: { id, loginName, firstName, lastName, emailAddress, borrowerId, roles } });
  }
  return ok(out);
}

/**
 * POST /auction/userlistsave/{auctionId}: saves the e-mail list (checked user ids and invited ids to
 * remove: parseUserListChange); checked users already on the list are kept.
 */
export const saveUserList = useCase({ name: 'invitees.saveUserList', access: 'manageInvitees' }, async (deps: CoreDeps, _actor: Actor, auctionId: Id, change: UserListChangeInput): Promise<Result<InvitedUserView[]>> => {
  const parsed = parseUserListChange(change);
  if (!parsed.ok) return parsed;
  const checked = parsed.value.userIds;
  const removed = parsed.value.removedIds;
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
  return invitedOf(deps, auctionId);
});

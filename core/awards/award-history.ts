/**
 * GET /award/auctions/{id}/history (ours, issue 27): who confirmed and unconfirmed an auction's awards,
 * when, and why (the unconfirm reason), oldest first, so the award screen shows what happened after the
 * fact. The award role's, like the rest of the award screen.
 */
import type { CoreDeps } from '../app/deps';
import type { AwardHistoryEntry, Id } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import type { Actor } from '../bids/actor';
import { refusedUnless } from '../policy/actor-guard';

export interface AwardHistoryView extends AwardHistoryEntry {
  /** Login name of the user who confirmed or unconfirmed ('' when the user is gone). */
  loginName: string;
}

export async function awardHistory(deps: Pick<CoreDeps, 'store'>, actor: Actor, auctionId: Id): Promise<Result<AwardHistoryView[]>> {
  const denied = refusedUnless(actor, 'award');
  if (denied) return denied;
  const auction = await deps.store.auctions.get(auctionId);
  if (!auction) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const entries = await deps.store.awards.listHistory(auctionId);
  const users = await Promise.all([...new Set(entries.map((e) => e.userId))].map((id) => deps.store.users.get(id)));
  const login = new Map(users.flatMap((u) => (u ? [[u.id, u.loginName] as const] : [])));
  return ok([...entries].sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id).map((e) => ({ ...e, loginName: login.get(e.userId) ?? '' })));
}

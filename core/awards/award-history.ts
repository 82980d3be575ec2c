/**
 * GET /award/auctions/{id}/history (ours): who confirmed and unconfirmed an auction's awards,
 * when, and why (the unconfirm reason), oldest first, so the award screen shows what happened after the
 * fact. The award role's, like the rest of the award screen.
 */
import type { CoreDeps } from '../app/deps';
import type { AwardHistoryEntry, Id } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import type { Actor } from '../policy/actor';
import { useCase } from '../app/use-case';
import { AWARD_NOTICE_SENT, AWARD_NOTICE_STEP, UNCONFIRM_NOTICE_SENT } from './award-notices';

export interface AwardHistoryView extends AwardHistoryEntry {
  /** Login name of the user who confirmed or unconfirmed ('' when the user is gone). */
  loginName: string;
  /** Award or unconfirm notices e-mailed after this entry, one per recipient. */
  noticesSent: number;
}

/** GET /award/auctions/{id}/history: every confirmation and unconfirmation of the auction's awards, oldest first, with who, when, the reason and the notices sent. */
export const awardHistory = useCase({ name: 'awards.history', access: 'award' }, async (deps: Pick<CoreDeps, 'store'>, _actor: Actor, auctionId: Id): Promise<Result<AwardHistoryView[]>> => {
  const auction = await deps.store.auctions.get(auctionId);
  if (!auction) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const [entries, activity] = await Promise.all([deps.store.awards.listHistory(auctionId), deps.store.activity.listByAuction(auctionId)]);
  const users = await Promise.all([...new Set(entries.map((e) => e.userId))].map((id) => deps.store.users.get(id)));
  const login = new Map(users.flatMap((u) => (u ? [[u.id, u.loginName] as const] : [])));
  const sorted = [...entries].sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id);
  const notices = activity.filter((a) => a.step === AWARD_NOTICE_STEP);
  // A notice belongs to the latest entry of its kind at or before it is sent (notices go after the entry commits).
  const noticesAfter = (i: number): number => {
    const e = sorted[i];
    const next = sorted.slice(i + 1).find((later) => later.action === e.action)?.at;
    const action = e.action === 'CONFIRM' ? AWARD_NOTICE_SENT : UNCONFIRM_NOTICE_SENT;
    return notices.filter((n) => n.action === action && Date.parse(n.actionTime) >= Date.parse(e.at) && (next === undefined || Date.parse(n.actionTime) < Date.parse(next))).length;
  };
  return ok(sorted.map((e, i) => ({ ...e, loginName: login.get(e.userId) ?? '', noticesSent: noticesAfter(i) })));
});

/**
 * Ends the open event streams (close monitors, countdowns) of a server whose session no longer holds
 * ("a session that ends, ends everywhere, open streams included").
 *
 * - While any stream is open, the server reads the state of every token with an open stream every
 *   `intervalMs` (1 s), in ONE statement whatever the number of streams (`AuthRepository.sessionStates`),
 *   and core's `sessionEndOf` judges each: a token revoked (logout, rotation by a refresh, a reused
 *   refresh token's family, a password reset) or expired, an account disabled or locked, or roles that
 *   differ from those the stream opened with. Such a stream gets an `end` event `{ error, code:
 *   'UNAUTHENTICATED' }` and closes, within about a second of the change, whichever server made it: the
 *   state is read from the shared database, so a logout on one server ends the streams on another.
 * - A logout on this server ends its token's streams at once (`endToken`), without waiting for the read.
 * - At most `maxPerUser` (8) streams of one user stay open on a server: a further one ends the user's
 *   oldest with `{ error: "Live updates continue in a window you opened later…", code: 'LIMIT_EXCEEDED' }`
 *   (one user held 1,000 open streams; the oldest is also the likeliest to be a tab long closed behind a
 *   proxy that has not told us yet).
 *
 * A read that fails (the database away for a moment) ends nothing; the next one tries again.
 */
import type { Clock } from '../../../core/ports/clock';
import type { Id } from '../../../core/domain/entities';
import type { FailureCode } from '../../../core/domain/failure-codes';
import type { RoleCode } from '../../../core/domain/roles';
import type { SessionState, Store } from '../../../core/ports/repositories';
import { MSG } from '../../../core/domain/messages';
import { sessionEndOf } from '../../../core/auth/tokens';

/** How often the sessions of the open streams are read: well within the 5 s in which an ended session's streams must stop. */
export const SESSION_CHECK_INTERVAL_MS = 1_000;
/** Open streams of one user on one server; a further one ends the oldest. */
export const MAX_STREAMS_PER_USER = 8;

/** Who a stream was opened for: the token it authenticated with, its user, and the roles its answers are computed for. */
export interface StreamSession {
  tokenId: Id;
  userId: Id;
  roles: readonly RoleCode[];
}

/** The data of the `end` event that closes a stream. */
export interface StreamEnd {
  error: string;
  code: FailureCode;
}

export interface SessionWatch {
  /**
   * Follows an open stream's session: `end` is called once when the session no longer holds, or when a
   * newer stream of the user takes its place. Answers the function to call when the stream ends otherwise.
   */
  open(session: StreamSession, end: (why: StreamEnd) => void): () => void;
  /** Ends the streams of a token at once (its logout on this server). */
  endToken(tokenId: Id): void;
}

const SESSION_ENDED: StreamEnd = { error: MSG.LIVE_SESSION_ENDED, code: 'UNAUTHENTICATED' };
const ACCESS_CHANGED: StreamEnd = { error: MSG.LIVE_ACCESS_CHANGED, code: 'UNAUTHENTICATED' };
const NEWER_WINDOW: StreamEnd = { error: MSG.LIVE_UPDATES_IN_NEWER_WINDOW, code: 'LIMIT_EXCEEDED' };

interface Open {
  session: StreamSession;
  end: (why: StreamEnd) => void;
}

export interface SessionWatchOptions {
  intervalMs?: number;
  maxPerUser?: number;
}

export function createSessionWatch(deps: { store: Pick<Store, 'auth'>; clock: Clock }, options: SessionWatchOptions = {}): SessionWatch {
  const intervalMs = options.intervalMs ?? SESSION_CHECK_INTERVAL_MS;
  const maxPerUser = options.maxPerUser ?? MAX_STREAMS_PER_USER;
  const streams = new Set<Open>();
  /** Each user's open streams, oldest first. */
  const byUser = new Map<Id, Open[]>();
  let timer: NodeJS.Timeout | null = null;
  let reading = false;

  const forget = (s: Open): boolean => {
    if (!streams.delete(s)) return false;
    const mine = byUser.get(s.session.userId) ?? [];
    mine.splice(mine.indexOf(s), 1);
    if (mine.length === 0) byUser.delete(s.session.userId);
    if (streams.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
    return true;
  };
  const end = (s: Open, why: StreamEnd) => {
    if (forget(s)) s.end(why);
  };

  const check = async (): Promise<void> => {
    if (reading || streams.size === 0) return;
    reading = true;
    try {
      const open = [...streams];
      const states = new Map<Id, SessionState>();
      for (const state of await deps.store.auth.sessionStates([...new Set(open.map((s) => s.session.tokenId))])) states.set(state.tokenId, state);
      const nowMs = deps.clock.nowMs();
      for (const s of open) {
        const why = sessionEndOf(states.get(s.session.tokenId), s.session.roles, nowMs);
        if (why) end(s, why === 'ENDED' ? SESSION_ENDED : ACCESS_CHANGED);
      }
    } catch {
      // The database is away for a moment (restart, failover): the next read tries again.
    } finally {
      reading = false;
    }
  };

  return {
    open(session, onEnd) {
      const s: Open = { session, end: onEnd };
      const mine = byUser.get(session.userId) ?? [];
      while (mine.length >= maxPerUser) end(mine[0], NEWER_WINDOW);
      streams.add(s);
      mine.push(s);
      byUser.set(session.userId, mine);
      if (!timer) {
        timer = setInterval(() => void check(), intervalMs);
        timer.unref();
      }
      return () => void forget(s);
    },
    endToken(tokenId) {
      for (const s of [...streams]) if (s.session.tokenId === tokenId) end(s, SESSION_ENDED);
    },
  };
}

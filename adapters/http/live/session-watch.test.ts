/**
 * The watch over the open streams' sessions, on a fake store: one read per check for every open stream's
 * token whatever their number, the end of those whose session no longer holds, nothing ended while the
 * database is away, no reads once no stream is open, and the oldest of too many streams of a user ended.
 */
import { describe, expect, it } from 'vitest';
import { createSessionWatch, type StreamEnd } from './session-watch';
import { fixedClock } from '../../../core/ports/clock';
import type { Id } from '../../../core/domain/entities';
import type { SessionState, Store } from '../../../core/ports/repositories';
import { MSG } from '../../../core/domain/messages';

const NOW = Date.parse('2026-11-22T15:00:00.000Z');
const stateOf = (tokenId: Id, userId: Id): SessionState => ({
  tokenId,
  userId,
  revoked: false,
  accessExpiresAt: '2026-11-22T15:30:00.000Z',
  accountEnabled: true,
  accountLocked: false,
  roles: ['MANAGER'],
});

/** A store whose sessionStates answers `states` (or fails while `down`), recording each call's ids. */
const fakeStore = (states: Map<Id, SessionState>) => {
  const reads: Id[][] = [];
  const control = { down: false };
  const store = {
    auth: {
      sessionStates: async (ids: readonly Id[]) => {
        reads.push([...ids]);
        if (control.down) throw new Error('connection refused');
        return ids.flatMap((id) => (states.has(id) ? [states.get(id) as SessionState] : []));
      },
    },
  } as unknown as Pick<Store, 'auth'>;
  return { store, reads, control };
};

const tick = (ms = 40) => new Promise((r) => setTimeout(r, ms));
/** Waits until `check` holds (at most 5 s). */
const until = async (check: () => boolean) => {
  const end = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await tick(5);
  }
};

describe('session watch', () => {
  it('reads every open token in one call per check and ends the streams whose session no longer holds', async () => {
    const states = new Map<Id, SessionState>([1, 2, 3].map((id) => [id, stateOf(id, 10 + id)]));
    const { store, reads, control } = fakeStore(states);
    const watch = createSessionWatch({ store, clock: fixedClock(NOW) }, { intervalMs: 10 });
    const ended = new Map<string, StreamEnd>();
    const opened = [1, 1, 2, 3].map((tokenId, i) => watch.open({ tokenId, userId: 10 + tokenId, roles: ['MANAGER'] }, (why) => ended.set(`s${i}`, why)));
    await until(() => reads.length >= 2);
    for (const ids of reads) expect([...ids].sort()).toEqual([1, 2, 3]);
    expect(ended.size).toBe(0);

    // The database away for a moment ends nothing.
    control.down = true;
    states.set(1, { ...stateOf(1, 11), revoked: true });
    const failing = reads.length;
    await until(() => reads.length >= failing + 2);
    expect(ended.size).toBe(0);
    control.down = false;
    states.set(3, { ...stateOf(3, 13), roles: ['MANAGER', 'REPORT'] });
    await until(() => ended.size === 3);
    expect(Object.fromEntries(ended)).toEqual({
      s0: { code: 'UNAUTHENTICATED', error: MSG.LIVE_SESSION_ENDED },
      s1: { code: 'UNAUTHENTICATED', error: MSG.LIVE_SESSION_ENDED },
      s3: { code: 'UNAUTHENTICATED', error: MSG.LIVE_ACCESS_CHANGED },
    });

    // A stream that ended by itself is read no more; with none open nothing is read at all.
    opened[2]();
    const before = reads.length;
    await tick();
    expect(reads.length).toBe(before);
  });

  it("ends a token's streams at once on its logout, and the oldest of a user's streams past the cap", () => {
    const { store } = fakeStore(new Map());
    const watch = createSessionWatch({ store, clock: fixedClock(NOW) }, { intervalMs: 60_000, maxPerUser: 2 });
    const ended: string[] = [];
    const open = (name: string, tokenId: Id, userId: Id) => watch.open({ tokenId, userId, roles: [] }, (why) => ended.push(`${name}:${why.code}`));
    open('a', 1, 7);
    open('b', 2, 7);
    open('other', 3, 8);
    open('c', 2, 7);
    expect(ended).toEqual(['a:LIMIT_EXCEEDED']);
    watch.endToken(2);
    expect(ended).toEqual(['a:LIMIT_EXCEEDED', 'b:UNAUTHENTICATED', 'c:UNAUTHENTICATED']);
    watch.endToken(3);
    expect(ended).toHaveLength(4);
  });
});

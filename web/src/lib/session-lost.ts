/**
 * Why the API client last sent this tab to login (a 401 the refresh could not cure, or a network
 * error), kept in the tab's sessionStorage across the sign-in so the bid sheet's restored draft can say
 * what happened (issue 26). Taken once; a mark older than a session's lifetime means nothing.
 */
export type SessionLostReason = 'session' | 'network';

const KEY = 'esecauction.sessionLost';
const MAX_AGE_MS = 12 * 60 * 60 * 1000;

const tabStorage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

export const noteSessionLost = (reason: SessionLostReason, nowMs: number = Date.now()): void => {
  try {
    tabStorage()?.setItem(KEY, JSON.stringify({ reason, atMs: nowMs }));
  } catch {
    /* storage full or refused: the message falls back to the plain one */
  }
};

/** The reason noted last (and forgets it), or null. */
export const takeSessionLost = (nowMs: number = Date.now()): SessionLostReason | null => {
  const storage = tabStorage();
  const text = storage?.getItem(KEY) ?? null;
  if (text === null) return null;
  storage?.removeItem(KEY);
  try {
    const v = JSON.parse(text) as { reason?: unknown; atMs?: unknown };
    const fresh = typeof v.atMs === 'number' && nowMs - v.atMs < MAX_AGE_MS;
    return fresh && (v.reason === 'session' || v.reason === 'network') ? v.reason : null;
  } catch {
    return null;
  }
};

export const forgetSessionLost = (): void => tabStorage()?.removeItem(KEY);

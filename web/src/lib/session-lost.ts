/**
 * Why the API client last sent this tab to login (a 401 the refresh could not cure, or a network
 * error), kept in the tab's sessionStorage across the sign-in so the bid sheet's restored draft can say
 * what happened. Taken once.
 */
export type SessionLostReason = 'session' | 'network';

const KEY = 'esecauction.sessionLost';

const tab = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

export const noteSessionLost = (reason: SessionLostReason): void => {
  try {
    tab()?.setItem(KEY, reason);
  } catch {
    /* storage refused: the restored sheet says the plain message */
  }
};

/** The reason noted last (and forgets it), or null. */
export const takeSessionLost = (): SessionLostReason | null => {
  const reason = tab()?.getItem(KEY) ?? null;
  tab()?.removeItem(KEY);
  return reason === 'session' || reason === 'network' ? reason : null;
};

export const forgetSessionLost = (): void => tab()?.removeItem(KEY);

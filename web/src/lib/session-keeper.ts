/**
 * The session's clock on a signed-in page, in the entry chunk with the layout:
 * - `useSessionKeeper`: shortly before the access token expires, a visible page refreshes it through
 *   the one refresher (lib/session-refresh.ts). A hidden page waits: its next call refreshes first
 *   anyway, and an idle tab in the background does not keep the session alive.
 * - `useSessionEnding`: the session's absolute end while it is less than five minutes away (the
 *   banner's cue), else null; it wakes at those two instants only, not every second.
 * - the banner's "Save now": a screen with unsaved work registers how to save it while it can (the
 *   bid sheet: NEXT) with `useSaveNowAction`; the banner offers the button only then.
 */
import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { REFRESH_MARGIN_MS, sessionRefresher } from './session-refresh';
import { useSession } from './session';

export const SESSION_WARNING_MS = 5 * 60 * 1000;

export function useSessionKeeper(): void {
  const { token, expiresAt } = useSession();
  const signedIn = token !== null;
  useEffect(() => {
    if (!signedIn || expiresAt === null) return;
    const t = setTimeout(
      () => {
        if (document.visibilityState === 'visible') void sessionRefresher.refresh();
      },
      Math.max(0, expiresAt - REFRESH_MARGIN_MS - Date.now()),
    );
    return () => clearTimeout(t);
  }, [signedIn, expiresAt]);
}

export function useSessionEnding(): number | null {
  const { token, sessionEndsAt } = useSession();
  const [now, setNow] = useState(() => Date.now());
  const end = token && typeof sessionEndsAt === 'number' ? sessionEndsAt : null;
  useEffect(() => {
    if (end === null) return;
    const next = [end - SESSION_WARNING_MS, end].find((at) => at > now);
    if (next === undefined) return;
    const t = setTimeout(() => setNow(Date.now()), Math.min(next - now + 50, 2 ** 31 - 1));
    return () => clearTimeout(t);
  }, [end, now]);
  return end !== null && now >= end - SESSION_WARNING_MS && now < end ? end : null;
}

interface SaveNow {
  run: () => void;
}

const saveNowAtom = atom<SaveNow | null>(null);
const store = getDefaultStore();

/** The registered save, or null. */
export const useSaveNow = (): SaveNow | null => useAtomValue(saveNowAtom, { store });

/** Registers `run` as the page's save while it is not null (the latest function is called). */
export function useSaveNowAction(run: (() => unknown) | null): void {
  const latest = useRef(run);
  latest.current = run;
  const enabled = run !== null;
  useEffect(() => {
    if (!enabled) return;
    const entry: SaveNow = { run: () => void latest.current?.() };
    store.set(saveNowAtom, entry);
    return () => {
      if (store.get(saveNowAtom) === entry) store.set(saveNowAtom, null);
    };
  }, [enabled]);
}

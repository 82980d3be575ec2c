/**
 * The "Save now" of the session-end banner (issue 26): a screen with unsaved work registers how to
 * save it while it can (the bid sheet: NEXT); the banner offers the button only then.
 */
import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';

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

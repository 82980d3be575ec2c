/**
 * Notifications. The spec's durations: 4 to 10 seconds; 10 seconds for Export Fail and for header or
 * roles load failures. Success messages stay 4 s, warnings 6 s, errors 8 s unless told otherwise.
 */
import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'wouter';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
export interface Toast {
  id: number;
  /** When it was raised (ms), to tell a message of the previous page from one of the step that navigated. */
  at: number;
  kind: ToastKind;
  title?: string;
  message: string;
}
export const TOAST_MS: Record<ToastKind, number> = { success: 4000, info: 4000, warning: 6000, error: 8000 };
export const LONG_TOAST_MS = 10_000;

const toastsAtom = atom<Toast[]>([]);
const store = getDefaultStore();
let nextId = 1;

export const dismiss = (id: number): void => store.set(toastsAtom, store.get(toastsAtom).filter((t) => t.id !== id));

export const notify = (kind: ToastKind, message: string, opts: { title?: string; durationMs?: number } = {}): void => {
  const id = nextId++;
  const at = Date.now();
  const toast: Toast = opts.title ? { id, at, kind, message, title: opts.title } : { id, at, kind, message };
  store.set(toastsAtom, [...store.get(toastsAtom), toast]);
  const ms = Math.min(Math.max(opts.durationMs ?? TOAST_MS[kind], 4000), LONG_TOAST_MS);
  setTimeout(() => dismiss(id), ms);
};

/**
 * A message raised this long before a page change belongs to the page left behind and goes with it;
 * a younger one (a save that then opens the list) is about the step that navigated and stays.
 */
export const TOAST_CARRY_OVER_MS = 1000;

/** Drops the messages of the previous page (toasts carried over to the next page). */
export const dropStaleToasts = (nowMs: number): void =>
  store.set(toastsAtom, store.get(toastsAtom).filter((t) => nowMs - t.at < TOAST_CARRY_OVER_MS));

export function Toasts() {
  const toasts = useAtomValue(toastsAtom, { store });
  const [location] = useLocation();
  useEffect(() => dropStaleToasts(Date.now()), [location]);
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast ${t.kind}`} role={t.kind === 'error' ? 'alert' : undefined}>
          {t.title && <div className="title">{t.title}</div>}
          <div>{t.message}</div>
          <button type="button" className="btn-link" onClick={() => dismiss(t.id)}>
            Dismiss
          </button>
        </div>
      ))}
    </div>
  );
}

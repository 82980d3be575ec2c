/**
 * The web's one TanStack Query cache. Its defaults keep what users saw before it:
 * - no retry: a failed load stops the spinner at once (spec §8: "such failures stop the loading
 *   spinner only"), instead of after three retries;
 * - no refetch on window focus or reconnect: values loaded into a form never change under the user;
 * - answers stale at once: a screen opened again shows its last answer while it loads a fresh one.
 * Unused answers are dropped after five minutes (the library's default).
 */
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false } },
});

/** Every cached answer forgotten: at sign-in and sign-out, so no answer of one user is ever shown to the next. */
export const forgetAllAnswers = (): void => queryClient.clear();

/**
 * After a write: the answers of screens not shown are dropped, so a screen opened after a save loads
 * afresh instead of showing what the save changed. The screen shown refreshes its own (reload, setData).
 */
export const forgetHiddenAnswers = (): void => queryClient.removeQueries({ type: 'inactive' });

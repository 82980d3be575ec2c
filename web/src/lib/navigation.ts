/**
 * Navigation outside React (the API client sending the user to login). The app registers wouter's
 * navigate once; before that, a full page load is used.
 */
export const BASE = '/esecauction';

type Navigate = (to: string, opts?: { replace?: boolean }) => void;
let navigateImpl: Navigate = (to) => window.location.assign(`${BASE}${to}`);

export const registerNavigate = (fn: Navigate): void => {
  navigateImpl = fn;
};
export const navigateTo = (to: string, opts?: { replace?: boolean }): void => navigateImpl(to, opts);

/** Wait, then run (save-then-navigate: 1 s, 1.5 s for the auction edit screen). */
export const SAVE_CLOSE_DELAY_MS = 1000;
export const AUCTION_SAVE_CLOSE_DELAY_MS = 1500;
export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

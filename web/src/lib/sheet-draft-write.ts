/**
 * Writing the bid sheet's draft (reading it is lib/sheet-draft-store.ts, loaded only when a
 * draft exists, so a bidder without one downloads only this). One key per user and auction in
 * localStorage; the draft holds the rows without their render keys and the comments.
 */
import type { BidRowInput } from '../../../core/bids/bid-rules';
import { perKind } from '../../../core/domain/bid-kinds';

export const DRAFT_KEY_PREFIX = 'esecauction.sheetDraft.';

export interface SheetDraft {
  /** The login name (lower case). */
  user: string;
  auctionId: number;
  savedAtMs: number;
  rows: BidRowInput[];
  comments: string;
}

export const userKey = (user: string): string => encodeURIComponent(user.trim().toLowerCase());
export const draftKey = (user: string, auctionId: number): string => `${DRAFT_KEY_PREFIX}${userKey(user)}.${auctionId}`;

/** A row as stored: the fields of BidRowInput only (no render key). */
export const plainRow = (r: BidRowInput): BidRowInput => ({
  bidId: r.bidId,
  lotId: r.lotId,
  collateralType: r.collateralType,
  ...perKind('input', (k) => r[k.input]),
  minBalance: r.minBalance,
  lotComment: r.lotComment,
});

/** The sheet's content as one comparable text (rows without their render keys, then the comments). */
export const sheetSnapshot = (rows: readonly BidRowInput[], comments: string): string => JSON.stringify([rows.map(plainRow), comments]);

/** Users signed out in this page: nothing of theirs is written again (Logout then reloads the page). */
const signedOut = new Set<string>();

/** Keeps the draft; false when the browser refused (storage full or disabled) or the user signed out. */
export const saveDraft = (storage: Storage, draft: SheetDraft): boolean => {
  if (signedOut.has(userKey(draft.user))) return false;
  try {
    storage.setItem(draftKey(draft.user, draft.auctionId), JSON.stringify({ ...draft, user: draft.user.trim().toLowerCase(), rows: draft.rows.map(plainRow) }));
    return true;
  } catch {
    return false;
  }
};

export const removeDraft = (storage: Storage, user: string, auctionId: number): void => storage.removeItem(draftKey(user, auctionId));

/** The keys of the user's drafts (every auction). */
export const draftKeysOf = (storage: Storage, user: string): string[] => {
  const prefix = `${DRAFT_KEY_PREFIX}${userKey(user)}.`;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i);
    if (k !== null && k.startsWith(prefix) && /^\d+$/.test(k.slice(prefix.length))) keys.push(k);
  }
  return keys;
};

/** Logout: every draft of the user goes, and none is written again in this page (a last pending write). */
export const signOutDrafts = (storage: Storage, user: string): void => {
  signedOut.add(userKey(user));
  for (const k of draftKeysOf(storage, user)) storage.removeItem(k);
};

/** The page's localStorage, or null where there is none (Node, storage disabled). */
export const browserStorage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

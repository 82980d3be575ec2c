/**
 * The unsaved bid sheet as a draft in the browser's localStorage, one per user and auction,
 * so that a 401, a network error (both send the bidder to login, spec §9), a reload or a closed tab
 * loses no typed value. A draft holds only what differs from the saved bids: it is removed when the
 * sheet equals them again (after NEXT saved it, after Confirm), and every draft of the user on Logout.
 * A draft older than a session's lifetime (12 h) is dropped unread: it rescues interrupted work, it is
 * not a second store of bids. Pure functions over a Storage, so they are tested without a browser.
 * Writing is lib/sheet-draft-write.ts; this module (reading, merging) is loaded only when a draft
 * exists, so the bidder's first screens stay within their JavaScript budget (bench/README.md).
 */
import type { BidRowInput } from '../../../core/bids/bid-rules';
import { BID_INPUT_FIELDS } from '../../../core/domain/bid-kinds';
import { draftKey, draftKeysOf, plainRow, type SheetDraft } from './sheet-draft-write';

export { browserStorage, draftKey, removeDraft, saveDraft, sheetSnapshot, signOutDrafts, type SheetDraft } from './sheet-draft-write';

export const DRAFT_MAX_AGE_MS = 12 * 60 * 60 * 1000;

const TEXT_FIELDS = ['collateralType', ...BID_INPUT_FIELDS, 'minBalance', 'lotComment'] as const;

const asRow = (v: unknown): BidRowInput | null => {
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  if (typeof o.bidId !== 'number' || typeof o.lotId !== 'number') return null;
  if (!TEXT_FIELDS.every((f) => typeof o[f] === 'string')) return null;
  return plainRow(o as unknown as BidRowInput);
};

const parse = (text: string | null): SheetDraft | null => {
  if (text === null) return null;
  try {
    const o = JSON.parse(text) as Record<string, unknown>;
    if (typeof o.user !== 'string' || typeof o.auctionId !== 'number' || typeof o.savedAtMs !== 'number' || typeof o.comments !== 'string') return null;
    if (!Array.isArray(o.rows)) return null;
    const rows = o.rows.map(asRow);
    if (rows.some((r) => r === null)) return null;
    return { user: o.user, auctionId: o.auctionId, savedAtMs: o.savedAtMs, rows: rows as BidRowInput[], comments: o.comments };
  } catch {
    return null;
  }
};

/** The user's draft of the auction, or null (a malformed or stale one is removed). */
export const loadDraft = (storage: Storage, user: string, auctionId: number, nowMs: number): SheetDraft | null => {
  const key = draftKey(user, auctionId);
  const draft = parse(storage.getItem(key));
  if (draft && nowMs - draft.savedAtMs < DRAFT_MAX_AGE_MS) return draft;
  storage.removeItem(key);
  return null;
};

/** The user's most recent live draft (where to bring the bidder back after signing in), or null. */
export const latestDraftOf = (storage: Storage, user: string, nowMs: number): SheetDraft | null => {
  let latest: SheetDraft | null = null;
  for (const k of draftKeysOf(storage, user)) {
    const d = loadDraft(storage, user, Number(k.slice(k.lastIndexOf('.') + 1)), nowMs);
    if (d && (!latest || d.savedAtMs > latest.savedAtMs)) latest = d;
  }
  return latest;
};

/**
 * The sheet to show: the saved sheet's rows with each lot the draft has rows for replaced by the
 * draft's rows for it, in the saved sheet's lot order. A lot added since keeps its saved row; a lot
 * gone since is dropped from the draft.
 */
export const mergeDraftRows = <R extends BidRowInput>(savedRows: readonly R[], draftRows: readonly BidRowInput[], toRow: (r: BidRowInput) => R): R[] => {
  const byLot = new Map<number, BidRowInput[]>();
  for (const r of draftRows) byLot.set(r.lotId, [...(byLot.get(r.lotId) ?? []), r]);
  const out: R[] = [];
  const done = new Set<number>();
  for (const r of savedRows) {
    const drafted = byLot.get(r.lotId);
    if (!drafted) out.push(r);
    else if (!done.has(r.lotId)) {
      done.add(r.lotId);
      out.push(...drafted.map(toRow));
    }
  }
  return out;
};

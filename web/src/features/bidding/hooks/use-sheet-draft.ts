/**
 * The bid sheet's draft (the store is lib/sheet-draft-store.ts). Once the wizard has loaded
 * the lots and the saved bids, it asks `restore` for the draft of this user and auction; from then on
 * every change of the rows or comments is written (debounced, and at once when the page is hidden or
 * the wizard unmounts, e.g. when the API client sends the bidder to login) while the sheet differs
 * from the saved bids, and the draft is removed as soon as it equals them (after NEXT saved it, after
 * Confirm). The restored sheet comes with a message saying what happened.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { BIDDER_MSG as MSG } from '../../../../../core/domain/bidder-messages';
import type { BidRowInput } from '../../../../../core/bids/bid-rules';
import { buildPlaceBidsRows } from '../../../../../core/bids/place-bids-table';
import type { CollateralType } from '../../../../../core/domain/entities';
import type { BidLot, SavedBid } from '../../../../../contract/bidding';
import { browserStorage, draftKey, removeDraft, saveDraft, sheetSnapshot } from '../../../lib/sheet-draft-write';
import { takeSessionLost } from '../../../lib/session-lost';

/** Typing writes the draft this long after the last keystroke (a 500-lot sheet is ~100 KB of JSON). */
export const DRAFT_WRITE_DELAY_MS = 300;

export interface SheetDraftInput {
  auctionId: number;
  /** The signed-in login; null once the session is cleared (the last one is kept for the final write). */
  user: string | null;
  collateralType: CollateralType;
  lots: readonly BidLot[];
  savedBids: readonly SavedBid[];
  savedComments: string;
  rows: readonly BidRowInput[];
  comments: string;
}

const restoredMessage = (): string => {
  const reason = takeSessionLost();
  if (reason === 'session') return MSG.SHEET_DRAFT_RESTORED_AFTER_SESSION_END;
  if (reason === 'network') return MSG.SHEET_DRAFT_RESTORED_AFTER_NETWORK_ERROR;
  return MSG.SHEET_DRAFT_RESTORED;
};

export function useSheetDraft(input: SheetDraftInput) {
  const { auctionId, user } = input;
  const [armed, setArmed] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const latest = useRef(input);
  latest.current = input;
  const owner = useRef<string | null>(null);
  if (user) owner.current = user;
  const pending = useRef(false);

  /** Writes (or removes) the draft now, when a change is waiting. */
  const flush = useCallback(() => {
    if (!pending.current) return;
    pending.current = false;
    const storage = browserStorage();
    const who = owner.current;
    if (!storage || !who) return;
    const d = latest.current;
    const savedRows = buildPlaceBidsRows(d.lots, d.savedBids, d.collateralType);
    if (sheetSnapshot(d.rows, d.comments) === sheetSnapshot(savedRows, d.savedComments)) {
      removeDraft(storage, who, d.auctionId);
      setNotice(null);
    } else saveDraft(storage, { user: who, auctionId: d.auctionId, savedAtMs: Date.now(), rows: [...d.rows], comments: d.comments });
  }, []);

  /**
   * After the load: the sheet to show instead of the saved one (the draft merged over it), or null.
   * `keep` false (the bids are confirmed: the sheet is not shown) drops any draft. Arms the writer
   * either way, in the same update as the rows the caller then sets: only now is the saved sheet
   * known, so no draft is written or removed before. The reading code loads only when a draft exists.
   */
  const restore = useCallback(
    async (savedRows: readonly BidRowInput[], savedComments: string, keep: boolean): Promise<{ rows: BidRowInput[]; comments: string } | null> => {
      const storage = browserStorage();
      const who = owner.current;
      let restored: { rows: BidRowInput[]; comments: string } | null = null;
      if (storage && who && storage.getItem(draftKey(who, auctionId)) !== null) {
        const store = await import('../../../lib/sheet-draft-store').catch(() => null);
        const draft = store ? store.loadDraft(storage, who, auctionId, Date.now()) : null;
        if (store && draft) {
          const rows = store.mergeDraftRows(savedRows, draft.rows, (r) => r);
          if (keep && sheetSnapshot(rows, draft.comments) !== sheetSnapshot(savedRows, savedComments)) restored = { rows, comments: draft.comments };
          else removeDraft(storage, who, auctionId);
        }
      }
      if (restored) setNotice(restoredMessage());
      setArmed(true);
      return restored;
    },
    [auctionId],
  );

  useEffect(() => {
    if (!armed) return;
    pending.current = true;
    const t = setTimeout(flush, DRAFT_WRITE_DELAY_MS);
    return () => clearTimeout(t);
  }, [armed, input.rows, input.comments, input.savedBids, input.savedComments, flush]);

  // The last change is written when the page goes away or the wizard unmounts (sent to login).
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  /** Confirm: the bids are final, no draft stays. */
  const discard = useCallback(() => {
    pending.current = false;
    const storage = browserStorage();
    if (storage && owner.current) removeDraft(storage, owner.current, latest.current.auctionId);
    setNotice(null);
  }, []);

  return { restore, notice, dismissNotice: () => setNotice(null), discard };
}

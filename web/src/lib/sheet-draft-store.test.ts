/** No lost work: the bid sheet's draft store (per user and auction, in localStorage). */
import { describe, expect, it } from 'vitest';
import type { BidRowInput } from '../../../core/bids/bid-rules';
import { EMPTY_BID_INPUTS } from '../../../core/domain/bid-kinds';
import {
  DRAFT_MAX_AGE_MS,
  draftKey,
  latestDraftOf,
  loadDraft,
  mergeDraftRows,
  removeDraft,
  saveDraft,
  sheetSnapshot,
  signOutDrafts,
  type SheetDraft,
} from './sheet-draft-store';
import { MemoryStorage } from './memory-storage.test-kit';

const row = (lotId: number, bps = '', bidId = -1): BidRowInput => ({ ...EMPTY_BID_INPUTS, bidId, lotId, collateralType: 'Cash', basisPoints: bps, minBalance: '', lotComment: '' });
const T0 = 1_700_000_000_000;
const draft = (over: Partial<SheetDraft> = {}): SheetDraft => ({ user: 'bidder1', auctionId: 7, savedAtMs: T0, rows: [row(1, '25'), row(2)], comments: 'note', ...over });

describe('sheet draft store', () => {
  it('keeps a draft per user and auction, and reads back every typed value', () => {
    const s = new MemoryStorage();
    expect(saveDraft(s, draft())).toBe(true);
    expect(saveDraft(s, draft({ auctionId: 8, rows: [row(5, '30')] }))).toBe(true);
    expect(saveDraft(s, draft({ user: 'bidder2', rows: [row(1, '99')] }))).toBe(true);
    expect(loadDraft(s, 'bidder1', 7, T0 + 1)).toEqual(draft());
    expect(loadDraft(s, 'BIDDER1', 8, T0 + 1)?.rows).toEqual([row(5, '30')]);
    expect(loadDraft(s, 'bidder2', 7, T0 + 1)?.rows).toEqual([row(1, '99')]);
    expect(loadDraft(s, 'bidder3', 7, T0 + 1)).toBeNull();
  });

  it('stores rows without their render keys', () => {
    const s = new MemoryStorage();
    saveDraft(s, draft({ rows: [{ ...row(1, '25'), key: 12 } as BidRowInput] }));
    expect(JSON.parse(s.getItem(draftKey('bidder1', 7))!).rows[0]).not.toHaveProperty('key');
  });

  it('drops a stale or malformed draft', () => {
    const s = new MemoryStorage();
    saveDraft(s, draft());
    expect(loadDraft(s, 'bidder1', 7, T0 + DRAFT_MAX_AGE_MS)).toBeNull();
    expect(s.length).toBe(0);
    s.setItem(draftKey('bidder1', 7), '{"user":"bidder1","auctionId":7,"savedAtMs":1,"rows":[{"lotId":"x"}],"comments":""}');
    expect(loadDraft(s, 'bidder1', 7, 2)).toBeNull();
    s.setItem(draftKey('bidder1', 7), 'not json');
    expect(loadDraft(s, 'bidder1', 7, 2)).toBeNull();
    expect(s.length).toBe(0);
  });

  it('says so when the browser refuses to store', () => {
    const s = new MemoryStorage();
    s.failWrites = true;
    expect(saveDraft(s, draft())).toBe(false);
  });

  it('finds the newest draft of a user, removes one, and Logout removes all of the user only', () => {
    const s = new MemoryStorage();
    saveDraft(s, draft({ auctionId: 7, savedAtMs: T0 }));
    saveDraft(s, draft({ auctionId: 8, savedAtMs: T0 + 5 }));
    saveDraft(s, draft({ user: 'bidder10', auctionId: 9, savedAtMs: T0 + 9 }));
    expect(latestDraftOf(s, 'bidder1', T0 + 10)?.auctionId).toBe(8);
    removeDraft(s, 'bidder1', 8);
    expect(latestDraftOf(s, 'bidder1', T0 + 10)?.auctionId).toBe(7);
    signOutDrafts(s, 'logout-user');
    saveDraft(s, draft({ user: 'logout-user' }));
    expect(latestDraftOf(s, 'logout-user', T0 + 10)).toBeNull();
    saveDraft(s, draft({ user: 'bidder5' }));
    signOutDrafts(s, 'bidder5');
    expect(latestDraftOf(s, 'bidder5', T0 + 10)).toBeNull();
    // Another user's drafts (even a login that starts alike) stay.
    signOutDrafts(s, 'bidder1');
    expect(latestDraftOf(s, 'bidder1', T0 + 10)).toBeNull();
    expect(latestDraftOf(s, 'bidder10', T0 + 10)?.auctionId).toBe(9);
  });

  it('compares sheets without render keys', () => {
    expect(sheetSnapshot([{ ...row(1, '5'), key: 3 } as BidRowInput], 'c')).toBe(sheetSnapshot([row(1, '5')], 'c'));
    expect(sheetSnapshot([row(1, '5')], 'c')).not.toBe(sheetSnapshot([row(1, '6')], 'c'));
    expect(sheetSnapshot([row(1, '5')], 'c')).not.toBe(sheetSnapshot([row(1, '5')], 'd'));
  });

  it('merges the draft over the saved sheet in its lot order: added lots keep their row, gone lots are dropped', () => {
    const saved = [row(1, '', 11), row(2), row(3), row(4)];
    const drafted = [row(3, '40'), row(3, '41'), row(1, '10', 11), row(99, '5')];
    const merged = mergeDraftRows(saved, drafted, (r) => r);
    expect(merged).toEqual([row(1, '10', 11), row(2), row(3, '40'), row(3, '41'), row(4)]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dueOffset } from './close-reminders';
import { minutesLeft, reminderText } from './close-mail';
import { reminderOffsets } from './close-settings';
import { parseEasternDateTime } from '../clock/eastern-time';
import { applyLedgerEvent, compareWithTables, emptyLedgerState } from '../audit/ledger-replay';
import type { Settings } from '../app/deps';

const MIN = 60_000;

describe('which reminder is due', () => {
  it('is the smallest offset at or above the time left, and none after the end or before the largest offset', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 600 }), { minLength: 1, maxLength: 5 }), fc.integer({ min: -MIN, max: 700 * MIN }), (offsets, msLeft) => {
        const due = dueOffset(offsets, msLeft);
        const atOrAbove = offsets.filter((m) => m * MIN >= msLeft);
        if (msLeft <= 0 || atOrAbove.length === 0) expect(due).toBeNull();
        else expect(due).toBe(Math.min(...atOrAbove));
      }),
    );
  });

  it('reads the offsets from the settings, largest first, defaults 60 and 15', () => {
    expect(reminderOffsets({} as Settings)).toEqual([60, 15]);
    expect(reminderOffsets({ reminderOffsetsMinutes: [5, 30, 30, 0] } as unknown as Settings)).toEqual([30, 5]);
    expect(reminderOffsets({ reminderOffsetsMinutes: [] } as unknown as Settings)).toEqual([]);
  });
});

describe('the reminder e-mail', () => {
  const auction = { auctionName: 'Q4 Auction', auctionEndDate: '2026-11-25T21:00:00.000Z' };
  const user = { firstName: 'Ann', lastName: 'Lee' };

  it('says the time left rounded up, the end in New York time, and whether saved bids wait for confirmation', () => {
    const end = Date.parse(auction.auctionEndDate);
    expect(minutesLeft(auction.auctionEndDate, end - 59 * MIN - 1)).toBe(60);
    const saved = reminderText(auction, user, end - 14 * MIN - 30_000, true);
    expect(saved.subject).toBe('eSecAuction: Q4 Auction closes in 15 minutes');
    expect(saved.text).toContain('closes at 2026-11-25 16:00 EST, in 15 minutes');
    expect(saved.text).toContain('You have saved bids that are not confirmed.');
    const none = reminderText(auction, user, end - 30_000, false);
    expect(none.subject).toBe('eSecAuction: Q4 Auction closes in 1 minute');
    expect(none.text).toContain('You have not saved any bids in this auction yet.');
  });
});

describe('a New York date and time typed for an extension', () => {
  it('is read in New York time (EST and EDT), an ISO instant with offset as it is, anything else refused', () => {
    expect(parseEasternDateTime('2026-11-25 16:30')).toBe('2026-11-25T21:30:00.000Z');
    expect(parseEasternDateTime('2026-07-01T09:05')).toBe('2026-07-01T13:05:00.000Z');
    expect(parseEasternDateTime('2026-11-25T16:30:00-05:00')).toBe('2026-11-25T21:30:00.000Z');
    expect(parseEasternDateTime('2026-11-25T21:30:00Z')).toBe('2026-11-25T21:30:00.000Z');
    for (const bad of ['tomorrow', '2026-11-25', '2026-13-01 10:00', '2026-11-25 25:00', '']) expect(parseEasternDateTime(bad), bad).toBeNull();
  });
});

describe("the ledger's end changes", () => {
  const change = (previousEnd: string, newEnd: string) => ({ type: 'auction.endChanged' as const, previousEnd, newEnd, reason: 'r' });

  it('chain: each change starts from the end the one before set', () => {
    const state = emptyLedgerState();
    expect(applyLedgerEvent(state, 1, change('2026-11-25T21:00:00.000Z', '2026-11-25T22:00:00.000Z'))).toBeNull();
    expect(applyLedgerEvent(state, 2, change('2026-11-25T22:00:00.000Z', '2026-11-25T23:00:00.000Z'))).toBeNull();
    expect(applyLedgerEvent(state, 3, change('2026-11-25T21:00:00.000Z', '2026-11-26T00:00:00.000Z'))).toMatch(/last extension ended it at 2026-11-25T23:00:00.000Z/);
  });

  it("compare with the auctions table's end once the auction has one in the ledger", () => {
    const tables = { bids: [], supplementals: [], awards: [], awardsConfirmed: false, auctionEnd: '2026-11-25T22:00:00.000Z' };
    expect(compareWithTables(emptyLedgerState(), tables)).toBeNull();
    const state = emptyLedgerState();
    applyLedgerEvent(state, 1, change('2026-11-25T21:00:00.000Z', '2026-11-25T22:00:00Z'));
    expect(compareWithTables(state, tables)).toBeNull();
    expect(compareWithTables(state, { ...tables, auctionEnd: '2026-11-25T23:00:00.000Z' })).toMatchObject({ kind: 'auction' });
  });
});

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Award, Bid, SupplementalComment } from '../domain/entities';
import { NO_BID_AMOUNTS } from '../domain/bid-kinds';
import type { Sha256 } from '../ports/digest';
import { bidsDigest, receiptOf, type ConfirmedEvent } from './bid-receipt';
import { canonicalJson } from './canonical-json';
import { chainEntries, EMPTY_HEAD, entriesAfter, entryTemplates, GENESIS_PREVIOUS_HASH, type LedgerEntry, type LedgerEvent } from './ledger-entry';
import { bidStateOf, genesisEvent, type AuctionTables } from './ledger-replay';
import { verifyLedger } from './ledger-verify';

const sha256: Sha256 = { hex: (text) => createHash('sha256').update(text, 'utf8').digest('hex') };
const AUCTION = 7;

const bid = (id: number, o: Partial<Bid> = {}): Bid => ({
  id,
  auctionId: AUCTION,
  lotId: 100 + id,
  borrowerId: 3,
  userId: 11,
  superBidderId: null,
  collateralType: 'Cash',
  ...NO_BID_AMOUNTS,
  basisPointGuarantee: '25.50',
  minBalGuarantee: null,
  lotSpecificComments: '',
  confirmed: false,
  bidDate: '2026-11-22T15:00:00.000Z',
  ...o,
});
const supplemental = (o: Partial<SupplementalComment> = {}): SupplementalComment => ({
  id: 1,
  auctionId: AUCTION,
  borrowerId: 3,
  userId: 11,
  bidderComments: 'Call us',
  bidderCommentsConfirmed: null,
  ...o,
});

/** Appends events one per call (like services do), at increasing times. */
const ledgerOf = (events: LedgerEvent[]): LedgerEntry[] => {
  const entries: LedgerEntry[] = [];
  for (const [i, event] of events.entries()) {
    const head = entries.at(-1) ?? EMPTY_HEAD;
    entries.push(...chainEntries(sha256, head, { auctionId: AUCTION, atMs: 1_700_000_000_000 + i, actor: { userId: 11, superBidderId: null } }, [event]));
  }
  return entries;
};

// A bidder saves two bids, replaces the second by a third, confirms; an awarder awards and confirms.
const b1 = bid(1);
const b2 = bid(2, { basisPointGuarantee: null, fixed: '150000' });
const b3 = bid(3, { lotSpecificComments: 'Recall 3 days' });
const confirmedBids = [b1, b3].map((b) => ({ ...bidStateOf(b), confirmed: true }));
const EVENTS: LedgerEvent[] = [
  { type: 'bids.saved', bids: [bidStateOf(b1), bidStateOf(b2)] },
  { type: 'supplemental.saved', supplemental: { userId: 11, borrowerId: 3, bidderComments: 'Call us', confirmed: false } },
  { type: 'bids.saved', bids: [bidStateOf(b3)] },
  { type: 'bids.deleted', bidIds: [2] },
  { type: 'bids.confirmed', userId: 11, bids: confirmedBids, supplementalComments: 'Call us' },
  { type: 'awards.saved', awards: [{ id: 5, bidId: 1, lotId: 101 }], removedIds: [] },
  { type: 'awards.confirmed' },
];
const TABLES: AuctionTables = {
  bids: [bid(1, { confirmed: true }), bid(3, { lotSpecificComments: 'Recall 3 days', confirmed: true })],
  supplementals: [supplemental({ bidderCommentsConfirmed: 'CONFIRMED' })],
  awards: [{ id: 5, auctionId: AUCTION, bidId: 1, lotId: 101 } satisfies Award],
  awardsConfirmed: true,
};

const entries = ledgerOf(EVENTS);
const head = (list: LedgerEntry[]) => {
  const last = list.at(-1);
  return last ? { seq: last.seq, hash: last.hash } : EMPTY_HEAD;
};
const verify = (list: LedgerEntry[], tables: AuctionTables = TABLES, storedHead = head(entries)) => verifyLedger(sha256, AUCTION, list, storedHead, tables);

describe('the ledger chain', () => {
  it('hashes each entry onto the previous one, starting from 64 zeros', () => {
    expect(entries.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(entries[0].hash).toBe(sha256.hex(GENESIS_PREVIOUS_HASH + entries[0].body));
    expect(entries[3].hash).toBe(sha256.hex(entries[2].hash + entries[3].body));
    expect(JSON.parse(entries[3].body)).toEqual({ v: 1, auctionId: AUCTION, seq: 4, atMs: 1_700_000_000_003, actor: { userId: 11, superBidderId: null }, event: EVENTS[3] });
    expect(canonicalJson(JSON.parse(entries[3].body))).toBe(entries[3].body);
  });

  it('builds the same entries from templates (bodies without their sequence number) as from events', () => {
    const at = { auctionId: 9, atMs: 1_800_000_000_000, actor: { userId: 3, superBidderId: null } };
    const events: LedgerEvent[] = [
      { type: 'awards.unconfirmed', reason: 'é "quoted" \\ 😀 \u0000 "seq":1,"v":1}' },
      { type: 'bids.deleted', bidIds: [4, 5] },
      { type: 'awards.confirmed' },
    ];
    for (const head of [EMPTY_HEAD, { seq: 99, hash: 'a'.repeat(64) }]) {
      expect(entriesAfter(sha256, head, entryTemplates(at, events))).toEqual(chainEntries(sha256, head, at, events));
    }
  });

  it('verifies an untouched ledger against matching tables', () => {
    expect(verify(entries)).toEqual({ auctionId: AUCTION, entries: 7, head: { seq: 7, atMs: 1_700_000_000_006, hash: entries[6].hash }, published: null, intact: true, problem: null });
    expect(verifyLedger(sha256, AUCTION, [], null, { bids: [], supplementals: [], awards: [], awardsConfirmed: false }).intact).toBe(true);
  });

  it('finds a head published earlier in the chain, and says when it is not there', () => {
    const published = entries[4].hash;
    expect(verifyLedger(sha256, AUCTION, entries, head(entries), TABLES, published.toUpperCase())).toMatchObject({ intact: true, published: { hash: published, seq: 5 } });
    const unknown = 'ab'.repeat(32);
    expect(verifyLedger(sha256, AUCTION, entries, head(entries), TABLES, unknown)).toMatchObject({
      intact: false,
      published: null,
      problem: { kind: 'head', message: `the published head ${unknown} is not an entry of the ledger` },
    });
  });

  it('names the entry whose content was edited', () => {
    const edited = entries.map((e) => (e.seq === 3 ? { ...e, body: e.body.replace('Recall 3 days', 'Recall 9 days') } : e));
    expect(verify(edited).problem).toMatchObject({ kind: 'entry', seq: 3, message: expect.stringMatching(/^entry 3: its hash does not match/) });
  });

  it('names the entry that was removed, in the middle or at the end', () => {
    expect(verify(entries.filter((e) => e.seq !== 4)).problem).toMatchObject({ kind: 'entry', seq: 4, message: 'entry 4: missing (the next entry is 5)' });
    expect(verify(entries.filter((e) => e.seq !== 7)).problem).toMatchObject({ kind: 'entry', seq: 7, message: 'entry 7: missing (the head is entry 7)' });
  });

  it('names the first of two entries whose places were swapped', () => {
    const swapped = entries.map((e) => (e.seq === 5 ? { ...e, seq: 6 } : e.seq === 6 ? { ...e, seq: 5 } : e)).sort((a, b) => a.seq - b.seq);
    expect(verify(swapped).problem).toMatchObject({ kind: 'entry', seq: 5 });
  });

  it('names an entry whose columns disagree with its content, or whose content is not canonical', () => {
    const moved = entries.map((e) => (e.seq === 2 ? { ...e, actorUserId: 99 } : e));
    expect(verify(moved).problem).toMatchObject({ kind: 'entry', seq: 2, message: 'entry 2: its columns do not match its content' });
    // Re-hashed after re-spacing: the hash fits, the form does not.
    const spaced = ledgerOf(EVENTS);
    spaced[0] = { ...spaced[0], body: JSON.stringify(JSON.parse(spaced[0].body), null, 1) };
    spaced[0].hash = sha256.hex(GENESIS_PREVIOUS_HASH + spaced[0].body);
    expect(verify(spaced, TABLES, head(spaced)).problem).toMatchObject({ kind: 'entry', seq: 1 });
  });

  it('names an entry whose event does not fit the state before it', () => {
    const bad = ledgerOf([EVENTS[0], { type: 'bids.deleted', bidIds: [9] }]);
    expect(verify(bad, TABLES, head(bad)).problem).toEqual({ kind: 'entry', seq: 2, message: 'entry 2: deletes bid 9, which the ledger does not hold' });
    const lateGenesis = ledgerOf([EVENTS[0], genesisEvent(TABLES)]);
    expect(verify(lateGenesis, TABLES, head(lateGenesis)).problem).toMatchObject({ kind: 'entry', seq: 2 });
    const forged = ledgerOf([...EVENTS.slice(0, 4), { type: 'bids.confirmed', userId: 11, bids: confirmedBids.slice(0, 1), supplementalComments: 'Call us' }]);
    expect(verify(forged, TABLES, head(forged)).problem).toMatchObject({ kind: 'entry', seq: 5, message: expect.stringContaining('differ from the bids the ledger holds') });
  });
});

describe('replay against the tables', () => {
  it('names the bid row and field that differ from the ledger', () => {
    const changed = { ...TABLES, bids: [TABLES.bids[0], { ...TABLES.bids[1], basisPointGuarantee: '99' }] };
    expect(verify(entries, changed).problem).toEqual({ kind: 'bid', id: 3, message: 'bid 3: basisPointGuarantee is "99" in the bids table but "25.50" in the ledger' });
  });

  it('names a bid row added or removed behind the ledger', () => {
    expect(verify(entries, { ...TABLES, bids: [...TABLES.bids, bid(8)] }).problem).toEqual({ kind: 'bid', id: 8, message: 'bid 8: in the bids table but not in the ledger' });
    expect(verify(entries, { ...TABLES, bids: TABLES.bids.slice(1) }).problem).toEqual({ kind: 'bid', id: 1, message: 'bid 1: in the ledger but not in the bids table' });
  });

  it('names supplemental comments, awards and the award flag that differ', () => {
    expect(verify(entries, { ...TABLES, supplementals: [supplemental({ bidderCommentsConfirmed: 'CONFIRMED', bidderComments: 'x' })] }).problem).toMatchObject({ kind: 'supplemental', userId: 11 });
    expect(verify(entries, { ...TABLES, awards: [{ id: 5, auctionId: AUCTION, bidId: 3, lotId: 103 }] }).problem).toMatchObject({ kind: 'award', id: 5, message: expect.stringContaining('bidId') });
    expect(verify(entries, { ...TABLES, awardsConfirmed: false }).problem).toMatchObject({ kind: 'auction' });
  });

  it('starts from a genesis entry holding the tables as they were', () => {
    const started = ledgerOf([genesisEvent(TABLES)]);
    expect(verify(started, TABLES, head(started)).intact).toBe(true);
  });
});

describe('receipts', () => {
  it('carry the confirmation entry, its hash as the head hash and a digest of what it confirmed', () => {
    const entry = entries[4];
    const event = EVENTS[4] as ConfirmedEvent;
    const receipt = receiptOf(sha256, entry, event);
    expect(receipt).toEqual({ auctionId: AUCTION, seq: 5, atMs: 1_700_000_000_004, at: '2023-11-14T22:13:20.004Z', headHash: entry.hash, bidsDigest: bidsDigest(sha256, AUCTION, event) });
    expect(receipt.bidsDigest).toBe(sha256.hex(canonicalJson({ auctionId: AUCTION, userId: 11, bids: confirmedBids, supplementalComments: 'Call us' })));
    expect(bidsDigest(sha256, AUCTION, { ...event, supplementalComments: 'other' })).not.toBe(receipt.bidsDigest);
  });
});

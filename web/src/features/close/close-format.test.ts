import { describe, expect, it } from 'vitest';
import type { CloseMonitor } from '../../../../contract/close';
import { countdownText, feedText, fullSecondsOf, lotsText, reminderText, secondsParts, whenOrDash } from './close-format';

type FeedEntry = CloseMonitor['feed'][number];
const blank: FeedEntry = { id: 'a1', at: '2026-11-25T19:05:09.000Z', kind: 'saved', by: null, forUser: null, borrower: null, afterClose: false, offsetMinutes: null, newEnd: null, reason: null };
const bidder1 = { userId: 5, loginName: 'bidder1', name: 'Blake Alpha' };
const superbidder = { userId: 6, loginName: 'superbidder', name: 'Sam Super' };

describe('close monitor words', () => {
  it('shows a reminder sent with its New York time to the second and label, a failed one and a pending one', () => {
    expect(reminderText({ offsetMinutes: 60, sentAt: '2026-11-25T19:05:09.000Z', failed: false })).toBe('60 min ✓ 14:05:09 EST');
    expect(reminderText({ offsetMinutes: 15, sentAt: '2026-07-01T18:05:00.000Z', failed: false })).toBe('15 min ✓ 14:05:00 EDT');
    expect(reminderText({ offsetMinutes: 15, sentAt: null, failed: true })).toBe('15 min ✗ not sent');
    expect(reminderText({ offsetMinutes: 15, sentAt: null, failed: false })).toBe('15 min pending');
  });

  it('gives an instant to the second, in full or as its date and time lines', () => {
    expect(fullSecondsOf('2026-11-28T10:00:07.900Z')).toBe('2026-11-28 05:00:07 EST');
    expect(secondsParts('2026-07-01T18:05:00.000Z')).toEqual({ date: '2026-07-01', time: '14:05:00 EDT' });
  });

  it('says who acted in the feed, for whom, and nothing of a value', () => {
    expect(feedText({ ...blank, by: bidder1 })).toBe('Blake Alpha (bidder1) saved bids');
    expect(feedText({ ...blank, kind: 'confirmed', by: superbidder, forUser: bidder1, afterClose: true })).toBe(
      'Sam Super (superbidder) confirmed bids for Blake Alpha (bidder1), after the close',
    );
    expect(feedText({ ...blank, kind: 'reminderSent', forUser: bidder1, offsetMinutes: 15 })).toBe('Reminder sent to Blake Alpha (bidder1) (15 min before the close)');
    expect(feedText({ ...blank, kind: 'reminderFailed', forUser: bidder1, offsetMinutes: 60 })).toBe('Reminder to Blake Alpha (bidder1) could not be sent (60 min before the close)');
    expect(feedText({ ...blank, kind: 'extended', by: { userId: 1, loginName: 'manager', name: '' }, newEnd: '2026-11-28T10:30:00.000Z', reason: 'Outage' })).toBe(
      'manager extended the end to 2026-11-28 05:30:00 EST: Outage',
    );
    expect(feedText({ ...blank, kind: 'opened', by: bidder1 })).toBe('Blake Alpha (bidder1) opened the info centre');
    expect(feedText({ ...blank, kind: 'rulesAccepted', by: bidder1 })).toBe('Blake Alpha (bidder1) accepted the rules');
  });

  it('counts down to the end while live, to the start before it, and says Ended after it', () => {
    const start = '2026-11-25T14:00:00.000Z';
    const end = '2026-11-26T17:00:00.000Z';
    expect(countdownText(start, end, Date.parse('2026-11-25T13:59:59.000Z'))).toBe('Starts in 00:00:01');
    expect(countdownText(start, end, Date.parse('2026-11-25T15:58:57.500Z'))).toBe('Ends in 1d 01:01:03');
    expect(countdownText(start, end, Date.parse(end))).toBe('Ended');
  });

  it('writes lots with the share of the book, and a dash for no time', () => {
    expect(lotsText(3, 12, '25.0')).toBe('3 of 12 lots (25.0% of the book)');
    expect(whenOrDash(null)).toBe('—');
    expect(whenOrDash('2026-11-25T19:05:00.000Z')).toBe('2026-11-25 14:05 EST');
  });
});

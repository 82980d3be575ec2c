import { describe, expect, it } from 'vitest';
import { countdownText, lotsText, reminderText, whenOrDash } from './close-format';

describe('close monitor words', () => {
  it('shows a reminder sent with its New York time and label, a failed one and a pending one', () => {
    expect(reminderText({ offsetMinutes: 60, sentAt: '2026-11-25T19:05:00.000Z', failed: false })).toBe('60 min ✓ 14:05 EST');
    expect(reminderText({ offsetMinutes: 15, sentAt: '2026-07-01T18:05:00.000Z', failed: false })).toBe('15 min ✓ 14:05 EDT');
    expect(reminderText({ offsetMinutes: 15, sentAt: null, failed: true })).toBe('15 min ✗ not sent');
    expect(reminderText({ offsetMinutes: 15, sentAt: null, failed: false })).toBe('15 min pending');
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

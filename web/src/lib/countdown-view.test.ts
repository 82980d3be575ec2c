import { describe, expect, it } from 'vitest';
import { MSG } from '../../../core/domain/messages';
import { bidClosesCountdown, infoCentreCountdown } from './countdown-view';

const start = '2026-03-07T15:00:00.000Z'; // Sat 10:00 EST
const end = '2026-03-09T14:00:00.000Z'; // Mon 10:00 EDT: 47 hours later (spring-forward in between)
const at = (iso: string) => Date.parse(iso);

describe('info centre countdown', () => {
  it('counts to the start with days', () => {
    expect(infoCentreCountdown(start, end, at('2026-03-06T13:59:30.000Z'), false)).toEqual({
      kind: 'COUNTDOWN',
      label: MSG.AUCTION_STARTS_IN,
      showDays: true,
      parts: { days: 1, hrs: 1, mins: 0, secs: 30 },
      phase: 'NOT_STARTED',
    });
  });

  it('counts the time remaining in hours across DST', () => {
    expect(infoCentreCountdown(start, end, at(start), false)).toMatchObject({
      label: MSG.TIME_REMAINING_TO_BID,
      showDays: false,
      parts: { days: 0, hrs: 47, mins: 0, secs: 0 },
    });
  });

  it('says ended after the end, and shows managers nothing', () => {
    expect(infoCentreCountdown(start, end, at(end), false)).toEqual({ kind: 'ENDED', label: MSG.AUCTION_HAS_ENDED, phase: 'ENDED' });
    expect(infoCentreCountdown(start, end, at(start), true)).toEqual({ kind: 'NONE', phase: 'LIVE' });
  });
});

describe('bid closes countdown', () => {
  it('counts down to the end, then ended for bidders and nothing for super bidders', () => {
    expect(bidClosesCountdown(start, end, at('2026-03-09T13:59:59.000Z'), false)).toMatchObject({
      label: MSG.BID_CLOSES_IN,
      parts: { hrs: 0, mins: 0, secs: 1 },
    });
    expect(bidClosesCountdown(start, end, at(end), false)).toMatchObject({ kind: 'ENDED', label: MSG.AUCTION_HAS_ENDED });
    expect(bidClosesCountdown(start, end, at(end), true)).toMatchObject({ kind: 'NONE' });
  });
});

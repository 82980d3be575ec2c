import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auctionPhase, countdownParts, countdownToEnd, countdownToStart, padCountdown, serverNowMs } from './auction-clock';

const START = '2026-03-08T06:00:00.000Z'; // 01:00 EST, one hour before spring-forward
const END = '2026-03-08T08:00:00.000Z'; // 04:00 EDT: two hours of real time later
const ms = (iso: string) => Date.parse(iso);

describe('auctionPhase', () => {
  it('is NOT_STARTED before the start, LIVE from the start inclusive, ENDED at the end', () => {
    expect(auctionPhase(START, END, ms(START) - 1)).toBe('NOT_STARTED');
    expect(auctionPhase(START, END, ms(START))).toBe('LIVE');
    expect(auctionPhase(START, END, ms(END) - 1)).toBe('LIVE');
    expect(auctionPhase(START, END, ms(END))).toBe('ENDED');
    expect(auctionPhase(START, END, ms(END) + 86_400_000)).toBe('ENDED');
  });

  it('works across the fall-back (the repeated 01:xx hour)', () => {
    const s = '2026-11-01T05:30:00.000Z'; // first 01:30 (EDT)
    const e = '2026-11-01T06:15:00.000Z'; // second 01:15 (EST), later in real time
    expect(auctionPhase(s, e, ms('2026-11-01T06:00:00.000Z'))).toBe('LIVE');
    expect(auctionPhase(s, e, ms('2026-11-01T06:15:00.000Z'))).toBe('ENDED');
  });

  it('property: phase is monotonic in time', () => {
    const order = { NOT_STARTED: 0, LIVE: 1, ENDED: 2 } as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4e12 }),
        fc.integer({ min: 0, max: 1e10 }),
        fc.integer({ min: 0, max: 4e12 }),
        fc.integer({ min: 0, max: 1e11 }),
        (startMs, len, t, dt) => {
          const s = new Date(startMs).toISOString();
          const e = new Date(startMs + len).toISOString();
          expect(order[auctionPhase(s, e, t + dt)]).toBeGreaterThanOrEqual(order[auctionPhase(s, e, t)]);
        },
      ),
    );
  });
});

describe('countdown', () => {
  it('splits days, hours, minutes and seconds (Auction Starts in)', () => {
    const now = ms('2026-01-01T00:00:00.000Z');
    expect(countdownToStart('2026-01-03T05:04:03.000Z', now)).toEqual({ days: 2, hrs: 5, mins: 4, secs: 3 });
  });

  it('keeps all hours in hrs when days are not shown (Time Remaining to Bid)', () => {
    const now = ms('2026-01-01T00:00:00.000Z');
    expect(countdownToEnd('2026-01-03T05:04:03.000Z', now)).toEqual({ days: 0, hrs: 53, mins: 4, secs: 3 });
  });

  it('counts elapsed time across DST: 01:00 EST to 04:00 EDT is two hours', () => {
    expect(countdownToEnd(END, ms(START))).toEqual({ days: 0, hrs: 2, mins: 0, secs: 0 });
  });

  it('rounds partial seconds up and stops at zero', () => {
    expect(countdownParts(1500, 0, false)).toEqual({ days: 0, hrs: 0, mins: 0, secs: 2 });
    expect(countdownParts(1, 0, false)).toEqual({ days: 0, hrs: 0, mins: 0, secs: 1 });
    expect(countdownParts(0, 0, true)).toEqual({ days: 0, hrs: 0, mins: 0, secs: 0 });
    expect(countdownParts(0, 5000, true)).toEqual({ days: 0, hrs: 0, mins: 0, secs: 0 });
  });

  it('property: the parts add back to the remaining whole seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), fc.boolean(), (left, withDays) => {
        const p = countdownParts(left, 0, withDays);
        expect(p.days * 86400 + p.hrs * 3600 + p.mins * 60 + p.secs).toBe(Math.ceil(left / 1000));
        expect(p.mins).toBeLessThan(60);
        expect(p.secs).toBeLessThan(60);
        if (withDays) expect(p.hrs).toBeLessThan(24);
      }),
    );
  });

  it('pads to two digits', () => {
    expect(padCountdown(7)).toBe('07');
    expect(padCountdown(123)).toBe('123');
  });
});

describe('serverNowMs (the browser follows the server clock, not its own)', () => {
  const serverTime = '2026-11-23T15:00:00.000Z';
  const server = Date.parse(serverTime);

  it('is the server time of the answer plus the browser time elapsed since, whatever the browser clock says', () => {
    // A browser clock two days behind: only its elapsed 1.5 s counts.
    const received = server - 2 * 86_400_000;
    expect(serverNowMs(serverTime, received, received + 1500)).toBe(server + 1500);
    expect(serverNowMs(serverTime, received, received)).toBe(server);
  });

  it('a browser clock stepping backwards counts as no time elapsed', () => {
    expect(serverNowMs(serverTime, 5_000, 4_000)).toBe(server);
  });

  it('the phase on the server clock: an auction the browser thinks is over is still live', () => {
    const start = '2026-11-23T14:00:00.000Z';
    const end = '2026-11-23T16:00:00.000Z';
    const browserAhead = server + 3 * 3_600_000;
    expect(auctionPhase(start, end, browserAhead)).toBe('ENDED');
    expect(auctionPhase(start, end, serverNowMs(serverTime, browserAhead, browserAhead + 60_000))).toBe('LIVE');
    expect(auctionPhase(start, end, serverNowMs(serverTime, browserAhead, browserAhead + 3_600_000))).toBe('ENDED');
  });
});

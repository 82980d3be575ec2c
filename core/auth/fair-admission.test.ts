import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairAdmission, retryAfterSeconds, MAX_RETRY_AFTER_SECONDS, type AdmissionLimits, type Ticket } from './fair-admission';

const DEFAULTS: AdmissionLimits = { perAddress: 1, perAddressWaiting: 1, global: 2, waitingTotal: 16, firstRestMs: 250, maxRestMs: 4000 };

describe('fair admission: examples', () => {
  it("serves a second address's waiting request before a third request of the first address", () => {
    const q = fairAdmission({ ...DEFAULTS, global: 1 });
    const a1 = q.arrive('A');
    const a2 = q.arrive('A');
    const b1 = q.arrive('B');
    expect([a1.kind, a2.kind, b1.kind]).toEqual(['started', 'queued', 'queued']);
    // One running and one waiting is all one address gets: a third is refused at once.
    expect(q.arrive('A')).toEqual({ kind: 'refused' });
    if (a1.kind !== 'started' || a2.kind !== 'queued' || b1.kind !== 'queued') throw new Error('unexpected');
    expect(q.finish(a1.ticket)).toEqual([a2.ticket]); // A was in the round first
    const a3 = q.arrive('A');
    expect(a3.kind).toBe('queued');
    expect(q.finish(a2.ticket)).toEqual([b1.ticket]); // B's turn, not A's third
    if (a3.kind !== 'queued') throw new Error('unexpected');
    expect(q.finish(b1.ticket)).toEqual([a3.ticket]);
    expect(q.finish(a3.ticket)).toEqual([]);
    expect([q.running(), q.waiting()]).toEqual([0, 0]);
  });

  it('starts a request of another address at once while one address has its check running and one waiting', () => {
    const q = fairAdmission(DEFAULTS);
    expect(q.arrive('attacker').kind).toBe('started');
    expect(q.arrive('attacker').kind).toBe('queued');
    expect(q.arrive('attacker').kind).toBe('refused');
    expect(q.arrive('owner').kind).toBe('started');
    expect([q.running('attacker'), q.waiting('attacker'), q.running('owner'), q.running()]).toEqual([1, 1, 1, 2]);
  });

  it('bounds the waiting requests in all, and a withdrawn request leaves its place', () => {
    const q = fairAdmission({ ...DEFAULTS, perAddress: 1, perAddressWaiting: 1, global: 1, waitingTotal: 2 });
    expect(q.arrive('a').kind).toBe('started');
    const b = q.arrive('b');
    expect(q.arrive('c').kind).toBe('queued');
    expect(q.arrive('d').kind).toBe('refused');
    if (b.kind !== 'queued') throw new Error('unexpected');
    expect(q.withdraw(b.ticket)).toBe(true);
    expect(q.withdraw(b.ticket)).toBe(false);
    expect(q.arrive('d').kind).toBe('queued');
  });

  it("rests a failed check's address: the turn of every address goes on at once, the address's own after its rest, doubling in a row up to the most", () => {
    const q = fairAdmission({ ...DEFAULTS, global: 1, firstRestMs: 250, maxRestMs: 1000 });
    const a1 = q.arrive('A');
    const a2 = q.arrive('A');
    const b1 = q.arrive('B');
    if (a1.kind !== 'started' || a2.kind !== 'queued' || b1.kind !== 'queued') throw new Error('unexpected');
    // A's failed check hands the turn to B at once; A's waiting request waits for A's rest.
    expect(q.failed(a1.ticket)).toEqual({ started: [b1.ticket], restMs: 250 });
    expect([q.resting('A'), q.waiting('A')]).toEqual([1, 1]);
    expect(q.finish(b1.ticket)).toEqual([]);
    expect(q.rested('A')).toEqual([a2.ticket]);
    expect(q.failed(a2.ticket).restMs).toBe(500);
    const a3 = q.arrive('A');
    expect(a3.kind).toBe('queued');
    expect(q.rested('A')).toEqual([a3.kind === 'queued' ? a3.ticket : -1]);
    expect(q.failed(a3.kind === 'queued' ? a3.ticket : -1).restMs).toBe(1000);
    expect(q.rested('A')).toEqual([]);
    // Rested and idle, the address is forgotten: its row starts again.
    const a4 = q.arrive('A');
    expect(q.failed(a4.kind === 'started' ? a4.ticket : -1).restMs).toBe(250);
    expect(() => q.rested('B')).toThrow(/not resting/);
  });

  it('ends the row of failures with a passed check', () => {
    const q = fairAdmission({ ...DEFAULTS, firstRestMs: 100, maxRestMs: 800 });
    const t = () => {
      const a = q.arrive('A');
      if (a.kind !== 'started') throw new Error('unexpected');
      return a.ticket;
    };
    expect(q.failed(t()).restMs).toBe(100);
    const waiting = q.arrive('A'); // keeps the address known while it rests
    expect(q.rested('A')).toEqual([waiting.kind === 'queued' ? waiting.ticket : -1]);
    expect(q.finish(waiting.kind === 'queued' ? waiting.ticket : -1)).toEqual([]);
    expect(q.failed(t()).restMs).toBe(100);
  });

  it('refuses limits that make no sense', () => {
    expect(() => fairAdmission({ ...DEFAULTS, global: 0 })).toThrow(/global/);
    expect(() => fairAdmission({ ...DEFAULTS, perAddressWaiting: -1 })).toThrow(/perAddressWaiting/);
    expect(() => fairAdmission({ ...DEFAULTS, perAddress: 1.5 })).toThrow(/perAddress/);
  });

  it('names a Retry-After of about the queue ahead, in whole seconds from 1 to 60', () => {
    const q = fairAdmission(DEFAULTS);
    expect(retryAfterSeconds(q, DEFAULTS, 770)).toBe(1);
    for (const a of ['a', 'b', 'c', 'd', 'e']) q.arrive(a); // two running, three waiting: two rounds ahead
    expect(q.waiting()).toBe(3);
    expect(retryAfterSeconds(q, DEFAULTS, 770)).toBe(2);
    expect(retryAfterSeconds(q, DEFAULTS, 0)).toBe(1);
    expect(retryAfterSeconds(q, DEFAULTS, 10_000_000)).toBe(MAX_RETRY_AFTER_SECONDS);
  });
});

type Command =
  | { op: 'arrive'; address: string }
  | { op: 'finish'; pick: number }
  | { op: 'fail'; pick: number }
  | { op: 'rested'; pick: number }
  | { op: 'withdraw'; pick: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ op: fc.constant('arrive' as const), address: fc.constantFrom('a', 'b', 'c', 'd') }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('finish' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('fail' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('rested' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('withdraw' as const), pick: fc.nat() }) },
);

const limits: fc.Arbitrary<AdmissionLimits> = fc.record({
  perAddress: fc.integer({ min: 1, max: 3 }),
  perAddressWaiting: fc.integer({ min: 0, max: 3 }),
  global: fc.integer({ min: 1, max: 4 }),
  waitingTotal: fc.integer({ min: 0, max: 8 }),
  firstRestMs: fc.integer({ min: 0, max: 500 }),
  maxRestMs: fc.integer({ min: 0, max: 4000 }),
});

const ADDRESSES = ['a', 'b', 'c', 'd'];

describe('fair admission: properties', () => {
  it('never exceeds a cap (rests included), never leaves a turn free while someone who may take it waits, serves each address in order, starves nobody', () => {
    fc.assert(
      fc.property(limits, fc.array(command, { maxLength: 200 }), (l, commands) => {
        const q = fairAdmission(l);
        const addressOf = new Map<Ticket, string>();
        const runningTickets: Ticket[] = [];
        /** One entry per resting turn, by address. */
        const restingAddresses: string[] = [];
        const waitingTickets: Ticket[] = [];
        const lastStarted = new Map<string, Ticket>();
        /** Per waiting ticket, the starts of each other address while it waited with its address free to start. */
        const overtaken = new Map<Ticket, Map<string, number>>();
        let arrivals = 0;
        let refused = 0;
        let withdrawn = 0;
        let finished = 0;

        const started = (tickets: Ticket[]) => {
          for (const t of tickets) {
            const address = addressOf.get(t) as string;
            // Each address's own requests start first come first served.
            expect(t).toBeGreaterThan(lastStarted.get(address) ?? 0);
            lastStarted.set(address, t);
            waitingTickets.splice(waitingTickets.indexOf(t), 1);
            runningTickets.push(t);
          }
        };
        const check = (startedNow: Ticket[]) => {
          expect(q.running()).toBeLessThanOrEqual(l.global);
          expect(q.waiting()).toBeLessThanOrEqual(l.waitingTotal);
          expect(q.running()).toBe(runningTickets.length);
          expect(q.waiting()).toBe(waitingTickets.length);
          for (const a of ADDRESSES) {
            expect(q.resting(a)).toBe(restingAddresses.filter((r) => r === a).length);
            expect(q.running(a) + q.resting(a)).toBeLessThanOrEqual(l.perAddress);
            expect(q.waiting(a)).toBeLessThanOrEqual(l.perAddressWaiting);
            // Work-conserving: a free turn and a waiting request that may take it never coexist.
            if (q.waiting(a) > 0 && q.running(a) + q.resting(a) < l.perAddress) {
              expect(q.running()).toBe(l.global);
              // No starvation: while this address's first waiting request may start, every other address starts at most once before it.
              const head = Math.min(...waitingTickets.filter((t) => addressOf.get(t) === a));
              const counts = overtaken.get(head) ?? new Map<string, number>();
              overtaken.set(head, counts);
              for (const t of startedNow) {
                const other = addressOf.get(t) as string;
                if (other === a) continue;
                counts.set(other, (counts.get(other) ?? 0) + 1);
                expect(counts.get(other), `${other} started twice before ${a}'s waiting request ${head}`).toBeLessThanOrEqual(1);
              }
            }
          }
        };

        for (const c of commands) {
          let now: Ticket[] = [];
          if (c.op === 'arrive') {
            arrivals++;
            const r = q.arrive(c.address);
            if (r.kind === 'refused') refused++;
            else {
              addressOf.set(r.ticket, c.address);
              if (r.kind === 'queued') waitingTickets.push(r.ticket);
              else {
                waitingTickets.push(r.ticket);
                now = [r.ticket];
              }
            }
          } else if (c.op === 'finish' && runningTickets.length > 0) {
            const [t] = runningTickets.splice(c.pick % runningTickets.length, 1);
            finished++;
            now = q.finish(t);
          } else if (c.op === 'fail' && runningTickets.length > 0) {
            const [t] = runningTickets.splice(c.pick % runningTickets.length, 1);
            finished++;
            const { started: now_, restMs } = q.failed(t);
            expect(restMs).toBeGreaterThanOrEqual(Math.min(l.firstRestMs, l.maxRestMs));
            expect(restMs).toBeLessThanOrEqual(l.maxRestMs);
            if (restMs > 0) restingAddresses.push(addressOf.get(t) as string);
            now = now_;
          } else if (c.op === 'rested' && restingAddresses.length > 0) {
            const [a] = restingAddresses.splice(c.pick % restingAddresses.length, 1);
            now = q.rested(a);
          } else if (c.op === 'withdraw' && waitingTickets.length > 0) {
            const t = waitingTickets[c.pick % waitingTickets.length];
            expect(q.withdraw(t)).toBe(true);
            waitingTickets.splice(waitingTickets.indexOf(t), 1);
            withdrawn++;
          }
          started(now);
          check(now);
        }
        // Everything admitted is served in the end: finishing the running checks and the rests drains the queue.
        while (runningTickets.length > 0 || restingAddresses.length > 0) {
          const t = runningTickets.shift();
          if (t !== undefined) finished++;
          const now = t !== undefined ? q.finish(t) : q.rested(restingAddresses.shift() as string);
          started(now);
          check(now);
        }
        expect([q.running(), q.waiting()]).toEqual([0, 0]);
        expect(finished + withdrawn + refused).toBe(arrivals);
      }),
      { numRuns: 500 },
    );
  });
});

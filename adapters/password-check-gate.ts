/**
 * The password-check gate of one process (the PasswordCheckGate port): core/auth/fair-admission.ts
 * decides who starts, waits or is refused; this keeps its state, wakes the waiting requests when a
 * turn is theirs, ends a wait after `maxWaitMs`, and learns how long a check takes (for Retry-After).
 * Per process like the other in-memory limits (adapters/http/gates/rate-limits.ts): with several servers each
 * admits its own share, which is what matters, since each server's CPU is what the checks use.
 *
 * Defaults, and why:
 * - 1 check of an address at a time and 1 more waiting: a sign-in takes one check, so a person (or
 *   a few behind one proxy, whom the web retries once after Retry-After) never needs more, and a flood
 *   from one address holds at most two places.
 * - `atOnce` = max(2, min(CPU cores, thread pool − 1)): a scrypt check runs on libuv's thread pool
 *   (UV_THREADPOOL_SIZE, 4 unless set) and keeps a core busy for its whole length with 16 MiB of memory
 *   (N=2^14, p=5); more at once than cores only makes each slower, more than the pool queues them inside
 *   libuv first come first served (unfair, and ahead of the file reads and gzip the pool also runs), so
 *   one thread of the pool stays free for those. At least 2, so one address never has the only turn.
 * - At most 8 × `atOnce` waiting in all, and at most 10 s of waiting: a request further back would
 *   wait longer than a person does for a sign-in; it is told at once when to try again instead.
 */
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fairAdmission, retryAfterSeconds, type AdmissionLimits, type Ticket } from '../core/auth/fair-admission';
import type { PasswordCheckGate, PasswordCheckTurn } from '../core/ports/secrets';

export const DEFAULT_PASSWORD_CHECKS_PER_ADDRESS = 1;
export const DEFAULT_PASSWORD_CHECKS_WAITING_PER_ADDRESS = 1;
export const DEFAULT_PASSWORD_CHECK_MAX_WAIT_MS = 10_000;
/** An address's rest after its first failed check in a row, doubling per further failure up to the most. */
export const DEFAULT_FIRST_REST_MS = 250;
export const DEFAULT_MAX_REST_MS = 4_000;
/** What a check is taken to last until one has been timed (scrypt at N=2^14, p=5 takes 0.2-0.6 s on one core). */
const FIRST_GUESS_CHECK_MS = 1_000;

/** Checks running at once on this machine unless told otherwise (PASSWORD_CHECKS_AT_ONCE): see the module comment. */
export function defaultPasswordChecksAtOnce(env: Record<string, string | undefined> = process.env): number {
  const pool = Number(env.UV_THREADPOOL_SIZE) || 4;
  return Math.max(2, Math.min(availableParallelism(), pool - 1));
}

export interface PasswordCheckGateOptions {
  /** Checks running at once, every address together (default defaultPasswordChecksAtOnce()). */
  atOnce?: number;
  perAddress?: number;
  waitingPerAddress?: number;
  /** Requests waiting in all (default 8 × atOnce). */
  waitingTotal?: number;
  /** Longest wait for a turn before the request is refused (default 10 s). */
  maxWaitMs?: number;
  /** An address's rest after a failed check (default 250 ms), doubling in a row up to `maxRestMs` (default 4 s). */
  firstRestMs?: number;
  maxRestMs?: number;
}

export function passwordCheckGate(options: PasswordCheckGateOptions = {}): PasswordCheckGate {
  const global = options.atOnce ?? defaultPasswordChecksAtOnce();
  const limits: AdmissionLimits = {
    global,
    perAddress: options.perAddress ?? DEFAULT_PASSWORD_CHECKS_PER_ADDRESS,
    perAddressWaiting: options.waitingPerAddress ?? DEFAULT_PASSWORD_CHECKS_WAITING_PER_ADDRESS,
    waitingTotal: options.waitingTotal ?? 8 * global,
    firstRestMs: options.firstRestMs ?? DEFAULT_FIRST_REST_MS,
    maxRestMs: options.maxRestMs ?? DEFAULT_MAX_REST_MS,
  };
  const maxWaitMs = options.maxWaitMs ?? DEFAULT_PASSWORD_CHECK_MAX_WAIT_MS;
  const admission = fairAdmission(limits);
  const waiters = new Map<Ticket, { admit: (turn: PasswordCheckTurn) => void; timer: NodeJS.Timeout; address: string }>();
  /** A moving average of how long a turn lasts. */
  let averageMs = FIRST_GUESS_CHECK_MS;

  const refusal = (): PasswordCheckTurn => ({ admitted: false, retryAfterSeconds: retryAfterSeconds(admission, limits, averageMs) });

  const admitAll = (tickets: readonly Ticket[]) => {
    for (const next of tickets) {
      const waiter = waiters.get(next);
      if (!waiter) continue;
      waiters.delete(next);
      clearTimeout(waiter.timer);
      waiter.admit(turn(next, waiter.address));
    }
  };

  const turn = (ticket: Ticket, address: string): PasswordCheckTurn => {
    const startedAt = performance.now();
    let released = false;
    return {
      admitted: true,
      release: (outcome) => {
        if (released) return;
        released = true;
        averageMs = 0.8 * averageMs + 0.2 * (performance.now() - startedAt);
        if (outcome === 'passed') return admitAll(admission.finish(ticket));
        const { started, restMs } = admission.failed(ticket);
        admitAll(started);
        if (restMs > 0) setTimeout(() => admitAll(admission.rested(address)), restMs).unref();
      },
    };
  };

  return {
    enter(address) {
      const arrival = admission.arrive(address);
      if (arrival.kind === 'started') return Promise.resolve(turn(arrival.ticket, address));
      if (arrival.kind === 'refused') return Promise.resolve(refusal());
      const { ticket } = arrival;
      return new Promise<PasswordCheckTurn>((admit) => {
        const timer = setTimeout(() => {
          if (!admission.withdraw(ticket)) return;
          waiters.delete(ticket);
          admit(refusal());
        }, maxWaitMs);
        timer.unref();
        waiters.set(ticket, { admit, timer, address });
      });
    },
  };
}

/**
 * Fair admission to the expensive password check of a sign-in: who may start a check now,
 * who waits for a turn, and who is refused, decided on the caller's network address only (before any
 * look-up, so known and unknown logins are admitted alike).
 *
 * - At most `perAddress` checks of one address run at once, and at most `global` of every address
 *   together (the checks are memory-hard and CPU-bound: more at once than the machine runs only slows
 *   each of them down and holds more memory).
 * - A request that cannot start waits in its address's queue, at most `perAddressWaiting` per address
 *   and `waitingTotal` in all; past either it is refused at once (HTTP: 429 with Retry-After).
 * - Free turns go round the addresses that wait (round robin), each address's own requests first come
 *   first served: an address that floods the endpoint gets one turn per round like any other, so a
 *   user at another address waits for at most about one check of each address ahead of it, never for
 *   the flood. An address joins the round at its end.
 * - Work-conserving: a turn is never left free while a request that may take it waits.
 * - A failed check rests its address: the turn of every address is free at once, but the address's
 *   own stays taken for `firstRestMs`, doubling with each failure of the address in a row up to
 *   `maxRestMs` (a passed check ends the row). A guesser, however many connections it opens, then has
 *   about one check every `maxRestMs` instead of a whole core of the server; a person who mistypes
 *   waits a quarter of a second, and a colleague behind the same address at most `maxRestMs` more.
 *
 * Pure and synchronous: the caller (adapters/password-check-gate.ts) owns the timers (a wait that
 * runs out is `withdraw`n) and calls `finish` when a started check is over. Nothing here locks or
 * pauses an account: only the requests of one address are held back, and only while they are many.
 */

export interface AdmissionLimits {
  /** Checks of one address running at once. */
  perAddress: number;
  /** Requests of one address waiting for a turn. */
  perAddressWaiting: number;
  /** Checks running at once, every address together. */
  global: number;
  /** Requests waiting, every address together. */
  waitingTotal: number;
  /** The rest of an address after its first failed check in a row (ms), and the most it grows to, doubling. */
  firstRestMs: number;
  maxRestMs: number;
}

export type Ticket = number;

/** What became of a new request: its check starts now, it waits for a turn, or it is refused. */
export type Arrival = { kind: 'started'; ticket: Ticket } | { kind: 'queued'; ticket: Ticket } | { kind: 'refused' };

export interface FairAdmission {
  /** A new request of `address`. */
  arrive(address: string): Arrival;
  /** A started check passed: answers the waiting tickets whose checks start now, in order. */
  finish(ticket: Ticket): Ticket[];
  /**
   * A started check failed: its turn of every address is handed on now (`started`), its address's own
   * turn rests for `restMs`; call `rested(address)` after it (unless `restMs` is 0: no rest).
   */
  failed(ticket: Ticket): { started: Ticket[]; restMs: number };
  /** An address's rest is over: answers the waiting tickets whose checks start now. */
  rested(address: string): Ticket[];
  /** A waiting request gives up (its wait ran out, its caller left): true when it was waiting, now removed. */
  withdraw(ticket: Ticket): boolean;
  /** Checks running, of one address or of all. */
  running(address?: string): number;
  /** Requests waiting, of one address or of all. */
  waiting(address?: string): number;
  /** Turns of one address resting after a failed check. */
  resting(address: string): number;
}

interface AddressState {
  running: number;
  /** Its turns resting after failed checks: they count against `perAddress`, not against `global`. */
  resting: number;
  failuresInRow: number;
  queue: Ticket[];
}

export function fairAdmission(limits: AdmissionLimits): FairAdmission {
  const least = { perAddress: 1, global: 1, perAddressWaiting: 0, waitingTotal: 0, firstRestMs: 0, maxRestMs: 0 } as const satisfies Record<keyof AdmissionLimits, number>;
  for (const name of Object.keys(least) as (keyof AdmissionLimits)[]) {
    if (!Number.isSafeInteger(limits[name]) || limits[name] < least[name]) throw new Error(`fairAdmission: ${name} must be a whole number of at least ${least[name]}, got ${limits[name]}`);
  }
  const addresses = new Map<string, AddressState>();
  const tickets = new Map<Ticket, { address: string; running: boolean }>();
  /** The addresses with requests waiting, in the order their next turns come. */
  const round: string[] = [];
  let next: Ticket = 1;
  let running = 0;
  let waiting = 0;

  const stateOf = (address: string): AddressState => {
    let s = addresses.get(address);
    if (!s) {
      s = { running: 0, resting: 0, failuresInRow: 0, queue: [] };
      addresses.set(address, s);
    }
    return s;
  };
  const forgetIfIdle = (address: string, s: AddressState) => {
    if (s.running === 0 && s.resting === 0 && s.queue.length === 0) addresses.delete(address);
  };
  /** Turns of the address taken: its checks running and its rests. */
  const taken = (s: AddressState | undefined): number => (s ? s.running + s.resting : 0);
  const start = (address: string, s: AddressState, ticket: Ticket) => {
    s.running++;
    running++;
    tickets.set(ticket, { address, running: true });
  };

  /** A running check is over: its turn of every address is free. */
  const over = (ticket: Ticket): { address: string; s: AddressState } => {
    const t = tickets.get(ticket);
    if (!t?.running) throw new Error(`fairAdmission: ticket ${ticket} is not running`);
    tickets.delete(ticket);
    const s = stateOf(t.address);
    s.running--;
    running--;
    return { address: t.address, s };
  };

  /** Hands the free turns round: the first address of the round that may start, then to the round's end. */
  const dispatch = (): Ticket[] => {
    const started: Ticket[] = [];
    while (running < limits.global) {
      const i = round.findIndex((a) => taken(addresses.get(a)) < limits.perAddress);
      if (i < 0) break;
      const [address] = round.splice(i, 1);
      const s = stateOf(address);
      const ticket = s.queue.shift() as Ticket;
      waiting--;
      start(address, s, ticket);
      started.push(ticket);
      if (s.queue.length > 0) round.push(address);
    }
    return started;
  };

  return {
    arrive(address) {
      const s = stateOf(address);
      const ticket = next++;
      // Nobody who may start waits while a turn is free (dispatch keeps it so), so a free turn is this request's.
      if (taken(s) < limits.perAddress && running < limits.global) {
        start(address, s, ticket);
        return { kind: 'started', ticket };
      }
      if (s.queue.length < limits.perAddressWaiting && waiting < limits.waitingTotal) {
        if (s.queue.length === 0) round.push(address);
        s.queue.push(ticket);
        waiting++;
        tickets.set(ticket, { address, running: false });
        return { kind: 'queued', ticket };
      }
      forgetIfIdle(address, s);
      return { kind: 'refused' };
    },
    finish(ticket) {
      const { address, s } = over(ticket);
      s.failuresInRow = 0;
      const started = dispatch();
      forgetIfIdle(address, s);
      return started;
    },
    failed(ticket) {
      const { address, s } = over(ticket);
      s.failuresInRow++;
      const restMs = Math.min(limits.maxRestMs, limits.firstRestMs * 2 ** Math.min(30, s.failuresInRow - 1));
      // No rest configured: the turn is simply over (and `rested` is not to be called).
      if (restMs > 0) s.resting++;
      const started = dispatch();
      if (restMs === 0) forgetIfIdle(address, s);
      return { started, restMs };
    },
    rested(address) {
      const s = addresses.get(address);
      if (!s || s.resting === 0) throw new Error(`fairAdmission: ${address} is not resting`);
      s.resting--;
      const started = dispatch();
      forgetIfIdle(address, s);
      return started;
    },
    withdraw(ticket) {
      const t = tickets.get(ticket);
      if (!t || t.running) return false;
      tickets.delete(ticket);
      const s = stateOf(t.address);
      s.queue.splice(s.queue.indexOf(ticket), 1);
      waiting--;
      if (s.queue.length === 0) round.splice(round.indexOf(t.address), 1);
      forgetIfIdle(t.address, s);
      return true;
    },
    running: (address) => (address === undefined ? running : (addresses.get(address)?.running ?? 0)),
    waiting: (address) => (address === undefined ? waiting : (addresses.get(address)?.queue.length ?? 0)),
    resting: (address) => addresses.get(address)?.resting ?? 0,
  };
}

/** The longest Retry-After a refusal names: past it, the client is better off trying now and then. */
export const MAX_RETRY_AFTER_SECONDS = 60;

/**
 * Seconds a refused request should wait before it tries again: about as long as the requests waiting
 * now take to be served, `global` at a time, each about `averageCheckMs` (whole seconds, at least 1).
 */
export function retryAfterSeconds(admission: Pick<FairAdmission, 'waiting'>, limits: Pick<AdmissionLimits, 'global'>, averageCheckMs: number): number {
  const rounds = Math.floor(admission.waiting() / limits.global) + 1;
  const seconds = Math.ceil((rounds * Math.max(0, averageCheckMs)) / 1000);
  return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, seconds));
}

/**
 * The hostile bidder of hostile.bench.ts, in a worker thread of its own: an attacker is another machine, so its
 * requests must not queue on the event loop that times the rivals' saves (on one loop, the flood's 120 requests a
 * second delayed the measuring client itself). It still shares the cores, as an attacker on the same network would
 * share the server's. `startAttacker()` answers `attack(ms)`: one window of the attack, with every answer timed.
 */
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { falseSizeWorkbook, manyRowsWorkbook } from '../../adapters/excel/hostile-xlsx.test-kit';
import { sleep, type Timed } from './storm-kit';

/** Wrong sign-ins in flight at once from the attacker's address. */
export const FLOOD = 30;
export const ATTACKER_ADDRESS = '203.0.113.66';

export interface Target {
  url: string;
  auctionId: number;
  /** The attacking bidder's access token. */
  token: string;
}

/** Runs `step` again and again until `stop` resolves; each step's result is kept. */
export async function loop<T>(stop: Promise<void>, step: () => Promise<T>, results: T[]): Promise<void> {
  let stopped = false;
  void stop.then(() => (stopped = true));
  while (!stopped) results.push(await step());
}

/** POST /api/token with a password, from `address` (the server trusts the loopback proxy's X-Forwarded-For). */
export async function signIn(url: string, username: string, password: string, address: string): Promise<Timed> {
  const started = performance.now();
  try {
    const res = await fetch(`${url}/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
      body: new URLSearchParams({ grant_type: 'password', username, password }),
    });
    await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status, error: null };
  } catch (e) {
    return { ms: performance.now() - started, status: 0, error: e instanceof Error ? e.message : String(e) };
  }
}

async function upload(target: Target, bytes: Uint8Array): Promise<Timed> {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), 'bids.xlsx');
  const started = performance.now();
  try {
    const res = await fetch(`${target.url}/api/auction/readbidfile/${target.auctionId}`, { method: 'POST', headers: { authorization: `Bearer ${target.token}` }, body: form });
    await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status, error: null };
  } catch (e) {
    return { ms: performance.now() - started, status: 0, error: e instanceof Error ? e.message : String(e) };
  }
}

/**
 * One window of the attack: the uploads one after the other, alternating a well-formed workbook of 380,000 rows
 * (1.9 MB, 17 MB unzipped) and one whose sheet declares 1,000 bytes but inflates to 2 GB; and FLOOD sign-ins with
 * wrong passwords for unknown logins, each retried at once after a refusal, 250 ms after a 429.
 */
function attacker(target: Target) {
  const manyRows = manyRowsWorkbook(380_000);
  const falseSize = falseSizeWorkbook(1990);
  let uploads = 0;
  let logins = 0;
  return async (ms: number): Promise<Timed[]> => {
    const answers: Timed[] = [];
    const stop = sleep(ms);
    const flood = () =>
      loop(
        stop,
        async () => {
          const answer = await signIn(target.url, `nobody-${++logins}`, 'wrong-password', ATTACKER_ADDRESS);
          if (answer.status === 429) await sleep(250);
          return answer;
        },
        answers,
      );
    await Promise.all([loop(stop, () => upload(target, uploads++ % 2 === 0 ? manyRows : falseSize), answers), ...Array.from({ length: FLOOD }, flood)]);
    return answers;
  };
}

if (!isMainThread && (workerData as { role?: string } | null)?.role === 'attacker') {
  const attack = attacker((workerData as { target: Target }).target);
  parentPort?.on('message', (ms: number) => void attack(ms).then((answers) => parentPort?.postMessage(answers)));
}

export interface Attacker {
  attack(ms: number): Promise<Timed[]>;
  stop(): Promise<void>;
}

/** The attacker's worker thread (TypeScript, loaded through tsx as the benchmarks are). */
export function startAttacker(target: Target): Attacker {
  // A worker's entry is loaded before an `--import` hook would apply, so the entry registers tsx and then loads this file.
  const entry = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(entry, { eval: true, workerData: { role: 'attacker', target } });
  // A worker that failed (to load, say) fails the next attack instead of the benchmark's process.
  let failure: Error | null = null;
  worker.on('error', (e) => (failure = e));
  return {
    attack: (ms) => {
      if (failure) return Promise.reject(failure);
      const answered = new Promise<Timed[]>((resolve, reject) => {
        worker.once('error', reject);
        worker.once('message', (answers: Timed[]) => {
          worker.off('error', reject);
          resolve(answers);
        });
      });
      worker.postMessage(ms);
      return answered;
    },
    stop: async () => void (await worker.terminate()),
  };
}

/**
 * `npm start`: migrate, seed the demo world into an empty database (unless SEED_DEMO=0), build the
 * web app when web/dist is missing, then serve on PORT (default 8080) until SIGTERM/SIGINT.
 */
import { prepareOpaqueIds } from './wire/opaque-ids';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createCoreDeps } from '../compose';
import { isEmpty } from '../store-from-env';
import { seedDemo } from '../demo/seed-demo';
import { createApp } from './app';
import { createRenderPool } from '../workers/render-pool';
import { createUploadPool, DEFAULT_UPLOAD_BUDGET_MS, DEFAULT_UPLOAD_HEAP_MB } from '../workers/upload-pool';
import { DEFAULT_EXPENSIVE_REQUESTS_PER_MINUTE } from './gates/rate-limits';
import { trustedProxiesFrom } from './gates/client-address';
import { jsonLinesLogger } from './request-log';
import { trackInFlight } from './gates/in-flight';
import { wholeNumberFromEnv } from '../env-number';
import { DEFAULT_HEAVY_REQUESTS_AT_ONCE } from './gates/heavy-request-gate';
import { createAuctionWatch } from './live/auction-watch';
import { startReminderSchedule } from '../close-scheduler';
import { APP_ROOT } from '../app-root';

const log = (message: string, extra: Record<string, unknown> = {}) =>
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'info', message, ...extra })}\n`);

/** Builds the web app when web/dist is missing and a Vite config exists; returns the dist folder or null. */
function ensureWebBuilt(): string | null {
  const dist = path.join(APP_ROOT, 'web', 'dist');
  if (existsSync(path.join(dist, 'index.html'))) return dist;
  const config = path.join(APP_ROOT, 'web', 'vite.config.ts');
  if (!existsSync(config) || process.env.BUILD_WEB === '0') return null;
  log('Building the web app (web/dist is missing)…');
  const result = spawnSync('npx', ['vite', 'build', '--config', config], { cwd: APP_ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    log('The web build failed; serving the API with a placeholder page.');
    return null;
  }
  return existsSync(path.join(dist, 'index.html')) ? dist : null;
}

/** A positive whole number from the environment, `fallback` when unset; anything else stops the start. */
function positiveFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, got ${JSON.stringify(raw)}`);
  return n;
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  // PDF and Excel are rendered in worker threads, so one large export never stalls other requests.
  const renders = createRenderPool({
    budgetMs: Number(process.env.RENDER_BUDGET_MS ?? 30_000),
    ...(process.env.RENDER_HEAP_MB ? { maxHeapMb: Number(process.env.RENDER_HEAP_MB) } : {}),
  });
  // Uploaded files (bid files, lots files) are read in workers of their own, within measured budgets:
  // no upload runs on the thread that answers everyone, and renders and reads never queue behind each other.
  const uploads = createUploadPool({
    budgetMs: positiveFromEnv('UPLOAD_BUDGET_MS', DEFAULT_UPLOAD_BUDGET_MS),
    maxHeapMb: positiveFromEnv('UPLOAD_HEAP_MB', DEFAULT_UPLOAD_HEAP_MB),
  });
  const composed = await createCoreDeps(process.env, { spreadsheets: renders.spreadsheets, pdf: renders.pdf, uploads: uploads.uploads });
  const { deps } = composed;
  // The workers load exceljs, pdfmake and the upload readers (seconds) while the server starts and answers:
  // a render or an upload asked for meanwhile waits for them, outside its budget (render-pool.ts, upload-pool.ts).
  const workersReady = Promise.all([renders.ready(), uploads.ready()]);

  if (process.env.SEED_DEMO !== '0' && (await isEmpty(deps.store))) {
    const report = await seedDemo(deps);
    const password = process.env.DEMO_PASSWORD || 'Demo-Pass-2026!';
    log('Seeded the demo world', { created: report.created });
    process.stdout.write(
      `\nDemo logins (password ${password}):\n${report.logins.map((l) => `  ${l.loginName.padEnd(14)} ${l.roles.join(', ')}${l.mfa ? ' (MFA)' : ''}`).join('\n')}\n\n`,
    );
  }

  const webDistDir = ensureWebBuilt();
  const auctionWatch = createAuctionWatch(deps.store, deps.clock);
  const app = createApp(
    {
      ...deps,
      http: {
        bodyLimitBytes: Number(process.env.BODY_LIMIT_BYTES ?? 10 * 1024 * 1024),
        webDistDir,
        trustedProxies: trustedProxiesFrom(process.env.TRUST_PROXY),
        expensiveRequestsPerMinute: Number(process.env.EXPENSIVE_REQUESTS_PER_MINUTE ?? DEFAULT_EXPENSIVE_REQUESTS_PER_MINUTE),
        heavyRequestsAtOnce: wholeNumberFromEnv(process.env, 'HEAVY_REQUESTS_AT_ONCE', DEFAULT_HEAVY_REQUESTS_AT_ONCE),
        auctionWatch,
        ...(process.env.OPAQUE_ID_SECRET ? { opaqueIdSecret: process.env.OPAQUE_ID_SECRET } : {}),
      },
    },
    { log: jsonLinesLogger },
  );
  // The bid id key is made before the first request (a refused request must write nothing).
  await prepareOpaqueIds(deps.files, process.env.OPAQUE_ID_SECRET || undefined);
  const requests = trackInFlight(app.fetch);
  const server = serve({ fetch: requests.fetch, port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) => {
    log(`eSecAuction listening on http://localhost:${info.port}/esecauction/login`, { port: info.port, engine: deps.store.engine, web: webDistDir !== null });
  });

  // Reminders before the close (CLOSE_REMINDERS=0 leaves them to `sla reminders run`, e.g. from cron).
  const reminders = process.env.CLOSE_REMINDERS === '0' ? null : startReminderSchedule(deps, log);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log('Shutting down', { signal });
    // No new connections; the store closes once every connection has ended and every handler finished.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // The live streams (close monitors, countdowns) end now, so their requests finish.
    auctionWatch.close();
    void Promise.all([closed, requests.idle(), reminders?.stop()]).then(async () => {
      await composed.close();
      await Promise.all([renders.close(), uploads.close()]);
      process.exit(0);
    });
    // Idle keep-alive connections must not hold the process open. A connection whose answer was still being
    // finished when the stop came is not idle yet, and would hold the close until the client dropped it
    // (about 3 s): it is closed as soon as it is idle.
    const closeIdle = () => (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    closeIdle();
    const idleSweep = setInterval(closeIdle, 50);
    idleSweep.unref();
    void closed.then(() => clearInterval(idleSweep));
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // Workers that cannot load (a missing module) end the server, as any other failed start does; a
  // shutdown during the warm-up ends them on purpose.
  workersReady.catch((err: unknown) => {
    if (stopping) return;
    process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'error', message: 'Start failed: the worker pools did not start', error: String(err) })}\n`);
    process.exit(1);
  });
}

main().catch((err: unknown) => {
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'error', message: 'Start failed', error: String(err) })}\n`);
  process.exit(1);
});

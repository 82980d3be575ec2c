/**
 * Browser benchmark of the bid wizard: the Place Bids step rendered with 50 and with 500
 * lots in Chromium, and the JavaScript a bidder downloads for the journey.
 *
 * - The real server (bin/start.mjs, fresh seeded SQLite) serves the built web app and signs bidder1 in;
 *   the four bid-wizard reads of a synthetic auction (50 or 500 lots) are answered by the browser's
 *   request interception, so only the rendering is measured, on the same page, in the same run.
 * - One measurement: click GO BID (rules already accepted) until the sheet's rows are in the DOM and a
 *   frame has been painted. Target: the 500-lot median at most 2x the 50-lot median (10x the lots).
 * - Size: the gzip size of every script the browser fetched from sign-in to the Place Bids step
 *   (web/dist files, gzip level 9). Target < 150 KB.
 * Needs /usr/bin/chromium; rebuilds web/dist (production) first.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { check, recordFigure } from './bench-kit';
import { freePort } from '../adapters/http/tests/kits/server-process.test-kit';
import { chooseAuction, interceptSyntheticAuction } from '../e2e/synthetic-auction';

const ROOT = path.resolve(import.meta.dirname, '..');

async function startServer(): Promise<{ baseUrl: string; stop: () => void }> {
  // Always a fresh production build: the figures are those of the current code (and a build made
  // under a test runner's NODE_ENV=test would ship React's development bundle).
  const build = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  check(build.status === 0, 'vite build failed');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sla-bench-web-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: '1' };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const child: ChildProcess = spawn('node', ['bin/start.mjs'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const baseUrl = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  for (;;) {
    check(child.exitCode === null, 'server exited');
    check(Date.now() < until, 'server did not start');
    const up = await fetch(`${baseUrl}/api/openapi.json`).then((r) => r.status < 500).catch(() => false);
    if (up) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseUrl,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The synthetic auction of `lots` lots (collateral Both, all-in and minimum guarantee columns shown); its id. */
const interceptAuction = (page: Page, lots: number): Promise<number> =>
  interceptSyntheticAuction(page, {
    label: 'Bench',
    lots,
    auction: { collateralType: 'Both', allInFlag: true, minGuarantee: true },
    lot: (i) => ({
      lotName: `Bench lot ${i + 1} large cap equities`,
      marketValue: `${(10_000_000 + i * 12_345).toFixed(2)}`,
      grossDividend: '2.50',
      taxRate: '15.00',
    }),
  });

/** Opens the wizard on `auctionId` and times GO BID until the sheet's rows are painted. */
async function renderPlaceBids(page: Page, baseUrl: string, auctionId: number): Promise<number> {
  await chooseAuction(page, auctionId);
  await page.goto(`${baseUrl}/esecauction/enterbids`);
  await page.getByRole('button', { name: 'GO BID' }).waitFor();
  return page.evaluate(async () => {
    const go = [...document.querySelectorAll('button')].find((b) => b.textContent === 'GO BID') as HTMLButtonElement;
    const t0 = performance.now();
    go.click();
    while (!document.querySelector('table[aria-label="Place Bids"] tbody tr[data-index]')) await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    return performance.now() - t0;
  });
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
  const scripts = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
  });
  await page.goto(`${server.baseUrl}/esecauction/login`);
  await page.getByLabel('Username').fill('bidder1');
  await page.getByLabel('Password').fill('Demo-Pass-2026!');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((u) => !u.pathname.endsWith('/login'));
  await page.waitForURL(/(columns|collapse)template$/);
  await page.getByText('Auction Details').first().waitFor();

  const small = await interceptAuction(page, 50);
  const large = await interceptAuction(page, 500);
  /** Median of 7 timed renders after 2 untimed ones. */
  const renderMedian = async (lots: number, id: number): Promise<number> => {
    const samples: number[] = [];
    for (let i = 0; i < 9; i++) {
      const t = await renderPlaceBids(page, server.baseUrl, id);
      if (i >= 2) samples.push(t);
    }
    samples.sort((a, b) => a - b);
    const rendered = await page.locator('table[aria-label="Place Bids"] tbody tr[data-index]').count();
    check(rendered > 0 && rendered <= Math.min(lots, 60), `rendered ${rendered} rows of ${lots}: the sheet is not virtualised`);
    const median = samples[3];
    console.log(`      Place Bids render (GO BID to painted rows), ${lots} lots: median ${median.toFixed(1)} ms, p95 ${(samples[6]).toFixed(1)} ms, ${rendered} rows in the DOM`);
    return median;
  };
  const r50 = await renderMedian(50, small);
  const r500 = await renderMedian(500, large);
  recordFigure('web: Place Bids render, 500 lots / 50 lots (10x the lots)', r500 / r50, 2, 'x');

  const dist = path.join(ROOT, 'web/dist');
  const sizes = [...scripts].map((p) => {
    const file = path.join(dist, p.replace(/^\/esecauction\//, ''));
    return { name: path.basename(p), bytes: existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0 };
  });
  const gzipBytes = sizes.reduce((sum, x) => sum + x.bytes, 0);
  check(scripts.size > 0, 'no scripts seen');
  const largest = sizes.sort((a, b) => b.bytes - a.bytes).slice(0, 6).map((x) => `${x.name} ${(x.bytes / 1024).toFixed(1)}`);
  console.log(`      ${scripts.size} scripts fetched from sign-in to Place Bids; largest (KB gzip): ${largest.join(', ')}`);
  recordFigure("web: JavaScript a bidder downloads (sign-in to Place Bids), gzip", gzipBytes / 1024, 150, 'KB');
} finally {
  await browser.close();
  server.stop();
}

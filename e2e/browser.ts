/** Shared browser helpers for the journeys: Chromium per test file, sign-in, the shared steps (info centre, Accept Rules, password reset, leave questions), axe-core, screenshots, outbox. */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DateTime } from 'luxon';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { listOutbox, readEml, type ParsedMail } from '../adapters/mail/eml';
import { betweenHooks } from '../adapters/between-hooks.test-kit';
import { startServer, type ServerProcess } from '../adapters/http/tests/kits/server-process.test-kit';
import { AUCTION_ZONE } from '../core/clock/eastern-format';
import { MSG } from '../core/domain/messages';
import { UNSAVED_CHANGES_LEAVE } from '../core/domain/staff-messages';

const ROOT = path.resolve(import.meta.dirname, '..');
export const DEMO_PASSWORD = 'Demo-Pass-2026!';
export const SCREENSHOTS = path.join(ROOT, 'docs/screenshots');

/** This worker's server (e2e/global-setup.ts starts one per worker; VITEST_POOL_ID counts the workers from 1). */
const workerServer = () => {
  const servers = inject('servers');
  return servers[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % servers.length];
};
export const baseUrl = (): string => workerServer().baseUrl;
export const dataDir = (): string => workerServer().dataDir;
export const appUrl = (p: string, base = baseUrl()): string => `${base}/esecauction${p}`;

/**
 * A journey's own server over a fresh demo world (the web the global setup built), started before the file's
 * tests and stopped after them: for a journey that changes what the others rely on (a session, a close, a
 * borrower's LEI). Answers the running server.
 */
export function ownServer(): () => ServerProcess {
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    server = await startServer({ SEED_DEMO: '1' }, 150_000);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error("the journey's own server has not started");
    return server;
  };
}
/** `text` matched literally inside a regular expression (an auction name in a row's accessible name). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const launch = (): Promise<Browser> =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });

const newPage = async (browser: Browser): Promise<Page> => {
  // bypassCSP only so axe-core can be injected; the app itself runs under the server's CSP otherwise unchanged.
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, acceptDownloads: true, bypassCSP: true });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
};

/** Fill the login form and submit; waits until the URL leaves /login. `base`: a server of the journey's own. */
export const signIn = async (page: Page, login: string, password = DEMO_PASSWORD, base = baseUrl()): Promise<void> => {
  await page.goto(appUrl('/login', base));
  await page.getByLabel('Username').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((u) => !u.pathname.endsWith('/login'));
};

/** A new page signed in as `login` (the journeys' usual opening). */
const signedInPage = async (browser: Browser, login: string): Promise<Page> => {
  const page = await newPage(browser);
  await signIn(page, login);
  return page;
};

/** Chromium for one test file's journeys: launched before its first test, closed after its last. */
export interface JourneyBrowser {
  newPage(): Promise<Page>;
  /** A new page signed in as `login` (the journeys' usual opening). */
  signedInPage(login: string): Promise<Page>;
  newContext(options: BrowserContextOptions): Promise<BrowserContext>;
}

export const journeyBrowser = (): JourneyBrowser => {
  const launched = betweenHooks(beforeAll, afterAll, launch, (browser) => browser.close());
  return {
    newPage: () => newPage(launched()),
    signedInPage: (login) => signedInPage(launched(), login),
    newContext: (options) => launched().newContext(options),
  };
};

/** The access token of the page's session (the app keeps it in sessionStorage), for API calls beside the page. */
export const tokenOf = (page: Page): Promise<string> =>
  page.evaluate(() => (JSON.parse(sessionStorage.getItem('esecauction.session') ?? '{}') as { token: { access_token: string } }).token.access_token);

export const pathOf = (page: Page): string => new URL(page.url()).pathname.replace(/^\/esecauction/, '');

const AXE = readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Serious and critical axe-core violations of the current page (WCAG 2 A/AA rules). */
export const axeViolations = async (page: Page): Promise<AxeViolation[]> => {
  await page.addScriptTag({ content: AXE });
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const r = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  return result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
};

/** No serious or critical axe-core violation on the page; then its documentation picture. */
export const expectAccessible = async (page: Page, name: string): Promise<void> => {
  const violations = await axeViolations(page);
  expect(violations, `${name}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
  await screenshot(page, name);
};

/** Documentation pictures are written only when asked (UPDATE_SCREENSHOTS=1), so test runs never change tracked files. */
export const screenshot = async (page: Page, name: string): Promise<void> => {
  if (process.env.UPDATE_SCREENSHOTS !== '1') return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  // Notifications are transient: leave them out of the documentation pictures.
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true, style: '.toasts { display: none !important; }' });
};

/** The newest outbox e-mail to `address` (optionally matching the subject), waiting for it to land. */
export const waitForMail = async (address: string, subject?: RegExp, after = 0, timeoutMs = 15_000): Promise<ParsedMail> => {
  const outbox = path.join(dataDir(), 'outbox');
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const entries = (await listOutbox(outbox)).slice(after);
    for (const e of entries.reverse()) {
      if (e.to.some((t) => t.toLowerCase().includes(address.toLowerCase())) && (!subject || subject.test(e.subject))) return readEml(e.path);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail to ${address} within ${timeoutMs} ms`);
};

export const outboxCount = async (): Promise<number> => (await listOutbox(path.join(dataDir(), 'outbox'))).length;

/**
 * Sets an auction form's End Date to tomorrow in New York, so an auction a journey creates stays active
 * whatever the hour the suite runs (an end of today 23:30 had passed when CI ran at 23:44 New York time).
 */
export const endTomorrow = async (page: Page): Promise<void> => {
  const tomorrow = DateTime.now().setZone(AUCTION_ZONE).plus({ days: 1 });
  await page.getByLabel('End Date year', { exact: true }).selectOption(String(tomorrow.year));
  await page.getByLabel('End Date month', { exact: true }).selectOption(String(tomorrow.month));
  await page.getByLabel('End Date day', { exact: true }).selectOption(String(tomorrow.day));
};

/** Waits for the info centre page of `auction` (its heading). */
export const onInfoCentreOf = (page: Page, auction: string): Promise<void> =>
  page.getByRole('heading', { level: 1, name: new RegExp(escapeRegExp(auction)) }).waitFor();

/**
 * Opens an info centre from the list (spec 2.1: the row click stores the session's auction and opens its page).
 * `base`: a server of the journey's own.
 */
export const openInfoCentre = async (page: Page, auction: string, base = baseUrl()): Promise<void> => {
  await page.goto(appUrl('/infocenterlist', base));
  await page.getByRole('row', { name: new RegExp(escapeRegExp(auction)) }).click();
  await page.waitForURL(/(columns|collapse)template$/);
  await onInfoCentreOf(page, auction);
};

/** Through Accept Rules: the rules download (a PDF), the checkbox when not accepted yet, GO BID, until Place Bids shows. */
export const acceptRulesAndGoBid = async (page: Page): Promise<void> => {
  const [rules] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Specific Auction Rules' }).click()]);
  expect(rules.suggestedFilename()).toBe('rules.pdf');
  const accept = page.getByRole('checkbox', { name: /accept the Specific Auction Rules/ });
  if (await accept.count()) await accept.check();
  await page.getByRole('button', { name: 'GO BID' }).click();
  await page.getByRole('region', { name: 'Place Bids' }).waitFor();
};

/** The bid saves the page sends from now on (their URLs), to check that a refused sheet sent none. */
export const bidSavesSentBy = (page: Page): string[] => {
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/auction/bidssave/')) saves.push(r.url());
  });
  return saves;
};

/** Asks for a password reset of `login` on the Forgot Password page the page shows; the link e-mailed to `address`. */
export const requestResetLink = async (page: Page, login: string, address: string): Promise<URL> => {
  const before = await outboxCount();
  await page.getByLabel('Login Name').fill(login);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText(MSG.PASSWORD_RESET_REQUESTED).waitFor();
  const mail = await waitForMail(address, undefined, before);
  const link = /(https?:\/\/\S+\/esecauction\/resetpassword\?[^\s"'<>]+)/.exec(`${mail.text}\n${mail.html}`)?.[1]?.replace(/&amp;/g, '&');
  expect(link).toBeTruthy();
  return new URL(link!);
};

/** Clicks `button` while the page has unsaved changes: the leave question it asks is refused, and the page stays. */
export const refuseToLeave = async (page: Page, button: string): Promise<void> => {
  const questions: string[] = [];
  page.once('dialog', (d) => {
    questions.push(d.message());
    void d.dismiss();
  });
  await page.getByRole('button', { name: button }).click();
  expect(questions).toEqual([UNSAVED_CHANGES_LEAVE]);
};

/** The Auction Report Center's list of active auctions. */
export const openReportCentre = async (page: Page): Promise<void> => {
  await page.goto(appUrl('/report'));
  await page.getByRole('heading', { name: 'Auction Report Center' }).waitFor();
};

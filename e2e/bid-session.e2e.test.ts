/**
 * "No lost work", in Chromium on the demo world: bidder5 (EPSILON, no other journey bids
 * for it) on the live auction.
 * - the session revoked on the server mid-sheet (POST /auction/logout with the page's token): NEXT
 *   goes to login (spec §9), signing in again brings the bidder back to the sheet with every typed
 *   value and a message, and NEXT saves them;
 * - a network error on NEXT (the save aborted): the same, with its own message;
 * - a reload keeps the typed values, and so does going back to the information centre inside the app
 *   and returning through Enter Bids;
 * - a broken access token (refresh token good) is refreshed on the 401 and the call sent again: no
 *   login; an access token about to expire is refreshed silently;
 * - five minutes before the session's absolute end a banner offers "Save now", which saves;
 * - Logout removes the drafts.
 * On its own server over a fresh demo world (the web the global setup built): bidder5 is also the
 * paste-and-import journey's bidder.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MSG } from '../core/domain/messages';
import { axeViolations, DEMO_PASSWORD, journeyBrowser, ownServer, pathOf, signIn as signInAt } from './browser';

const BIDDER = 'bidder5';
const LIVE = 'Q4 2026 Global Multi-Asset Auction';
const SESSION_KEY = 'esecauction.session';
const DRAFT_PREFIX = 'esecauction.sheetDraft.';

const browser = journeyBrowser();
const server = ownServer();
let auctionId = 0;
const baseUrl = () => server().baseUrl;
/** Signs in on this journey's own server. */
const signIn = (page: Page, login: string): Promise<void> => signInAt(page, login, DEMO_PASSWORD, baseUrl());

interface StoredSession {
  token: { access_token: string; refresh_token: string; expires_in: number; session_expires_in: number };
  expiresAt: number;
  sessionEndsAt: number;
}
const sessionOf = async (page: Page): Promise<StoredSession> => page.evaluate((k) => JSON.parse(sessionStorage.getItem(k) ?? 'null') as StoredSession, SESSION_KEY);
/** Changes the stored session (read by the app when the page loads), then reloads. */
const patchSessionAndReload = async (page: Page, patch: (s: StoredSession) => StoredSession) => {
  await page.evaluate(
    ([k, text]) => sessionStorage.setItem(k, text),
    [SESSION_KEY, JSON.stringify(patch(await sessionOf(page)))] as const,
  );
  await page.reload();
};
const draftKeys = (page: Page): Promise<string[]> =>
  page.evaluate((prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix)), DRAFT_PREFIX);

const api = async <T,>(token: string, method: 'GET' | 'POST', path: string): Promise<{ status: number; body: T }> => {
  const res = await fetch(`${baseUrl()}/api${path}`, { method, headers: { Authorization: `bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as T };
};
interface HeldBid {
  lotId?: number;
  esecAucLot?: { lotNumber: string };
  basisPointGuarantee?: string | null;
  allIn?: string | null;
  lotSpecificComments?: string;
  bidderComments?: string;
}
/** bidder5's bids on the server, by lot number (and the supplemental comments). */
const heldBids = async (page: Page) => {
  const list = (await api<HeldBid[]>((await sessionOf(page)).token.access_token, 'POST', `/auction/getbids/${auctionId}`)).body;
  const byLot = Object.fromEntries(list.filter((b) => b.esecAucLot).map((b) => [b.esecAucLot!.lotNumber, b]));
  return { byLot, comments: list[list.length - 1]?.bidderComments };
};

const cell = (page: Page, name: string, lot: string) => page.getByLabel(`${name}, lot ${lot}`, { exact: true });
const next = (page: Page) => page.getByRole('button', { name: 'NEXT', exact: true }).click();
const supplemental = (page: Page) => page.getByLabel('Supplemental Bidder Comments');
const placeBids = (page: Page) => page.getByRole('region', { name: 'Place Bids' });
/** A non-cash basis-point bid typed on lot 1. */
const bidOnLotOne = async (page: Page, bps: string) => {
  await cell(page, 'Collateral Type', '1').selectOption('Non_Cash');
  await cell(page, 'BID Basis points', '1').fill(bps);
};
/** NEXT, then the Confirm Bids step with lot 1's basis points held on the server. */
const nextSavesLotOne = async (page: Page, bps: string) => {
  await next(page);
  await page.getByRole('region', { name: 'Confirm Bids' }).waitFor();
  expect((await heldBids(page)).byLot['1']?.basisPointGuarantee).toBe(bps);
};

/** Signed in as bidder5, on the live auction's Place Bids (the rules accepted the first time). */
const onSheet = async (): Promise<Page> => {
  const page = await browser.newPage();
  await signIn(page, BIDDER);
  await page.waitForURL(/(columns|collapse)template$/);
  await page.getByRole('heading', { level: 1, name: LIVE }).waitFor();
  if (auctionId === 0) {
    const items = (await api<{ id: number; auctionName: string }[]>((await sessionOf(page)).token.access_token, 'GET', '/auction/findInfocenter')).body;
    auctionId = items.find((a) => a.auctionName === LIVE)!.id;
  }
  await page.getByRole('button', { name: 'Enter Bids' }).click();
  await page.waitForURL('**/enterbids');
  await page.getByRole('region', { name: 'Accept Rules' }).waitFor();
  const accept = page.getByRole('checkbox', { name: /accept the Specific Auction Rules/ });
  if (await accept.count()) {
    await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Specific Auction Rules' }).click()]);
    await accept.check();
  }
  await page.getByRole('button', { name: 'GO BID' }).click();
  await placeBids(page).waitFor();
  return page;
};

/** After a reload without a draft the wizard opens on Accept Rules: on to the sheet. */
const backOnSheet = async (page: Page) => {
  const goBid = page.getByRole('button', { name: 'GO BID' });
  await Promise.race([placeBids(page).waitFor(), goBid.waitFor()]);
  if (await goBid.count()) await goBid.click();
  await placeBids(page).waitFor();
};

/** On the login page the API client sent the bidder to: sign in there (its returnUrl kept). */
const signInAgainHere = async (page: Page) => {
  await page.waitForURL(/\/login/);
  expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/enterbids');
  await page.getByLabel('Username').fill(BIDDER);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/enterbids');
  await placeBids(page).waitFor();
};

describe('bidder5: no lost work on the bid sheet', () => {
  it('the session revoked mid-sheet: NEXT goes to login, signing in again restores every value, NEXT saves them', async () => {
    const page = await onSheet();
    await bidOnLotOne(page, '22');
    await cell(page, 'Collateral Type', '3').selectOption('Cash');
    await cell(page, 'BID All-In points', '3').fill('105');
    await cell(page, 'Lot Specific Comments', '3').fill('EPSILON lot 3 note');
    await supplemental(page).fill('EPSILON supplemental');

    // The session ends on the server (as a revoked or expired sign-in): the token and its refresh token stop working.
    const revoked = await sessionOf(page);
    expect((await api(revoked.token.access_token, 'POST', '/auction/logout')).status).toBe(200);
    const saves: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/auction/bidssave/')) saves.push(r.status());
    });
    await next(page);
    // The spec's redirect to login stays; the unsaved sheet is kept in the browser.
    await page.waitForURL(/\/login/);
    expect(saves).toEqual([401]);
    expect(await draftKeys(page)).toEqual([`${DRAFT_PREFIX}${BIDDER}.${auctionId}`]);

    await signInAgainHere(page);
    await page.getByRole('status').filter({ hasText: MSG.SHEET_DRAFT_RESTORED_AFTER_SESSION_END }).waitFor();
    expect(await cell(page, 'Collateral Type', '1').inputValue()).toBe('Non_Cash');
    expect(await cell(page, 'BID Basis points', '1').inputValue()).toBe('22');
    expect(await cell(page, 'Collateral Type', '3').inputValue()).toBe('Cash');
    expect(await cell(page, 'BID All-In points', '3').inputValue()).toBe('105');
    expect(await cell(page, 'Lot Specific Comments', '3').inputValue()).toBe('EPSILON lot 3 note');
    expect(await supplemental(page).inputValue()).toBe('EPSILON supplemental');
    expect((await sessionOf(page)).token.access_token).not.toBe(revoked.token.access_token);
    expect(await axeViolations(page)).toEqual([]);

    await next(page);
    await page.getByRole('region', { name: 'Confirm Bids' }).waitFor();
    const held = await heldBids(page);
    expect(held.byLot['1']?.basisPointGuarantee).toBe('22');
    expect(held.byLot['3']?.allIn).toBe('105');
    expect(held.byLot['3']?.lotSpecificComments).toBe('EPSILON lot 3 note');
    expect(held.comments).toBe('EPSILON supplemental');
    // Saved: nothing unsaved is kept any more.
    await expect.poll(() => draftKeys(page)).toEqual([]);
    await page.context().close();
  });

  it('a network error on NEXT: login, then the sheet with the values and a message saying what happened', async () => {
    const page = await onSheet();
    await bidOnLotOne(page, '23');
    await cell(page, 'Lot Specific Comments', '2').fill('typed before the network failed');
    await page.route('**/api/auction/bidssave/**', (r) => r.abort('internetdisconnected'));
    await next(page);
    await page.waitForURL(/\/login/);
    await page.unroute('**/api/auction/bidssave/**');
    await signInAgainHere(page);
    await page.getByRole('status').filter({ hasText: MSG.SHEET_DRAFT_RESTORED_AFTER_NETWORK_ERROR }).waitFor();
    expect(await cell(page, 'BID Basis points', '1').inputValue()).toBe('23');
    expect(await cell(page, 'Lot Specific Comments', '2').inputValue()).toBe('typed before the network failed');
    await cell(page, 'Lot Specific Comments', '2').fill('');
    await nextSavesLotOne(page, '23');
    await page.context().close();
  });

  it('a reload keeps the typed values, and Logout removes the draft', async () => {
    const page = await onSheet();
    await cell(page, 'BID Basis points', '1').fill('24');
    await expect.poll(() => draftKeys(page)).toHaveLength(1);
    await page.reload();
    await placeBids(page).waitFor();
    await page.getByRole('status').filter({ hasText: MSG.SHEET_DRAFT_RESTORED }).waitFor();
    expect(await cell(page, 'BID Basis points', '1').inputValue()).toBe('24');
    await page.getByRole('button', { name: 'Logout' }).click();
    // Logout loads the root, which the server sends to the login page.
    await page.waitForURL((u) => u.pathname.endsWith('/login') && u.search === '');
    await page.waitForLoadState('load');
    expect(await draftKeys(page)).toEqual([]);
    // Signing in again: the saved bids, not the abandoned draft.
    await signIn(page, BIDDER);
    expect(pathOf(page)).not.toBe('/enterbids');
    await page.context().close();
  });

  it('leaving the sheet for the information centre and coming back keeps the typed values; NEXT clears the draft', async () => {
    const page = await onSheet();
    await bidOnLotOne(page, '27');
    await supplemental(page).fill('typed before visiting the information centre');
    // Back to the information centre inside the app (no page load), at once: no wait for the debounced write.
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.goBack();
    await page.waitForURL(/(columns|collapse)template$/);
    await page.getByRole('button', { name: 'Enter Bids' }).click();
    await page.waitForURL('**/enterbids');
    await placeBids(page).waitFor();
    expect(loads).toEqual([]);
    expect(await cell(page, 'Collateral Type', '1').inputValue()).toBe('Non_Cash');
    expect(await cell(page, 'BID Basis points', '1').inputValue()).toBe('27');
    expect(await supplemental(page).inputValue()).toBe('typed before visiting the information centre');
    expect(await draftKeys(page)).toEqual([`${DRAFT_PREFIX}${BIDDER}.${auctionId}`]);
    await nextSavesLotOne(page, '27');
    await expect.poll(() => draftKeys(page)).toEqual([]);
    await page.context().close();
  });

  it('a rejected access token is refreshed on the 401 and the save sent again, without a trip to login', async () => {
    const page = await onSheet();
    await bidOnLotOne(page, '25');
    // The access token no longer works (as after its expiry on the server); the refresh token does.
    const refreshes: string[] = [];
    const unauthorised: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/token')) refreshes.push(r.url());
    });
    page.on('response', (r) => {
      if (r.status() === 401) unauthorised.push(r.url());
    });
    await patchSessionAndReload(page, (s) => ({ ...s, token: { ...s.token, access_token: 'no-longer-valid' } }));
    const statuses: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/auction/bidssave/')) statuses.push(r.status());
    });
    // The wizard's loads after the reload already met the 401 and refreshed; the sheet is back with the value.
    await placeBids(page).waitFor();
    expect(await cell(page, 'BID Basis points', '1').inputValue()).toBe('25');
    const before = (await sessionOf(page)).token.access_token;
    expect(before).not.toBe('no-longer-valid');
    expect(unauthorised).toHaveLength(1);
    expect(refreshes).toHaveLength(1);

    // The wizard's three loads go out together; all three meet a 401 (their first try forged): one
    // refresh serves them all (a second use of the refresh token would revoke the sign-in).
    const loads = /\/api\/auction\/(enterbids|getAcceptRules|getbids)\//;
    const forged = new Set<string>();
    await page.route(loads, async (r) => {
      const headers = { ...r.request().headers() };
      const path = new URL(r.request().url()).pathname;
      if (!forged.has(path)) {
        forged.add(path);
        headers.authorization = 'bearer forged';
      }
      await r.continue({ headers });
    });
    refreshes.length = 0;
    unauthorised.length = 0;
    await page.reload();
    await placeBids(page).waitFor();
    expect(await cell(page, 'BID Basis points', '1').inputValue()).toBe('25');
    expect(unauthorised.filter((u) => loads.test(u))).toHaveLength(3);
    expect(refreshes).toHaveLength(1);
    await page.unroute(loads);
    const current = (await sessionOf(page)).token.access_token;
    expect(current).not.toBe(before);
    // The save's first try goes with a forged token: the server answers 401, the app refreshes and sends it again.
    let tries = 0;
    await page.route('**/api/auction/bidssave/**', async (r) => {
      const headers = { ...r.request().headers() };
      if (tries++ === 0) headers.authorization = 'bearer forged';
      await r.continue({ headers });
    });
    await next(page);
    await page.getByRole('region', { name: 'Confirm Bids' }).waitFor();
    expect(statuses).toEqual([401, 200]);
    expect(pathOf(page)).toBe('/enterbids');
    expect((await sessionOf(page)).token.access_token).not.toBe(current);
    expect((await heldBids(page)).byLot['1']?.basisPointGuarantee).toBe('25');
    await page.context().close();
  });

  it('an access token about to expire is refreshed silently; five minutes before the session end a banner offers Save now', async () => {
    const page = await onSheet();
    const first = await sessionOf(page);
    expect(first.sessionEndsAt - Date.now()).toBeGreaterThan(11 * 3600_000);
    await patchSessionAndReload(page, (s) => ({ ...s, expiresAt: Date.now() + 20_000 }));
    await backOnSheet(page);
    await expect.poll(async () => (await sessionOf(page)).token.access_token).not.toBe(first.token.access_token);
    const refreshed = await sessionOf(page);
    expect(refreshed.expiresAt - Date.now()).toBeGreaterThan(20 * 60_000);
    // The absolute end did not move.
    expect(Math.abs(refreshed.sessionEndsAt - first.sessionEndsAt)).toBeLessThan(5_000);
    expect(pathOf(page)).toBe('/enterbids');

    // Four minutes left of the session: the banner, and its Save now is NEXT.
    await patchSessionAndReload(page, (s) => ({ ...s, sessionEndsAt: Date.now() + 4 * 60_000 }));
    await backOnSheet(page);
    const banner = page.getByRole('alert').filter({ hasText: MSG.SESSION_ENDING_SOON });
    await banner.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await cell(page, 'Collateral Type', '1').selectOption('Non_Cash');
    await cell(page, 'BID Basis points', '1').fill('26');
    await banner.getByRole('button', { name: 'Save now' }).click();
    await page.getByRole('region', { name: 'Confirm Bids' }).waitFor();
    expect((await heldBids(page)).byLot['1']?.basisPointGuarantee).toBe('26');
    await page.context().close();
  });
});

/**
 * "Data a user cannot get right" and "Screens that confuse", in the browser over the demo
 * world: every demo auction saves back unchanged from its own form (a 48-hour one included), client
 * relations sees an auction read-only, a bidder opening /auctions is sent home, a lots file that
 * imports nothing fails with its skipped lines, toasts stay clear of the header and do not follow
 * the user to the next page, Active Auctions fits 1366 px, and no page asks for a missing file.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MSG } from '../core/domain/messages';
import { lotTemplateCsv } from '../core/lots-csv/lot-csv-columns';
import { appUrl, journeyBrowser, pathOf, signIn } from './browser';

const DEMO_AUCTIONS: [list: string, name: string][] = [
  ['/auctions', 'Winter 2027 US Equities Auction'],
  ['/auctions', 'Q4 2026 Global Multi-Asset Auction'],
  ['/archiveauctions', 'Autumn 2026 International Equities Auction'],
  ['/archiveauctions', 'Summer 2026 ETF and Treasury Auction'],
];

const browser = journeyBrowser();

/** Every answer of status 404 the page receives, for the "no missing file" checks. */
const notFoundAnswers = (page: Page): string[] => {
  const missing: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 404) missing.push(r.url());
  });
  return missing;
};

const openAuction = async (page: Page, list: string, name: string) => {
  await page.goto(appUrl(list));
  await page.getByRole('cell', { name, exact: true }).click();
  await page.waitForURL(/auctionedit\/\d+$/);
  await page.getByLabel('Auction Description').and(page.locator(`[value="${name}"]`)).waitFor();
};

describe('screens that confuse', () => {
  it('saves every demo auction back unchanged from its own form, the 48-hour one with its end date', async () => {
    const page = await browser.newPage();
    const missing = notFoundAnswers(page);
    await signIn(page, 'manager');
    for (const [list, name] of DEMO_AUCTIONS) {
      await openAuction(page, list, name);
      if (name.startsWith('Q4')) {
        // Live for 48 hours: the end is on a later day than the auction date.
        const endDay = await page.getByLabel('End Date day', { exact: true }).inputValue();
        const startDay = await page.getByLabel('Auction Date day', { exact: true }).inputValue();
        expect(endDay).not.toBe(startDay);
      }
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText(MSG.CHANGES_SAVED_SUCCESSFULLY, { exact: true }).first().waitFor();
      await page.waitForURL('**/auctions');
    }
    expect(missing).toEqual([]);
    await page.context().close();
  });

  it('shows client relations an auction read-only, without Save', async () => {
    const page = await browser.signedInPage('relations');
    await openAuction(page, '/auctions', 'Winter 2027 US Equities Auction');
    await expect(page.getByLabel('Auction Description').isDisabled()).resolves.toBe(true);
    await expect(page.getByLabel('Collateral Type').isDisabled()).resolves.toBe(true);
    await expect(page.getByLabel('Minimum Guarantee').isDisabled()).resolves.toBe(true);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    await expect(page.getByRole('button', { name: 'Close' }).isEnabled()).resolves.toBe(true);
    await page.context().close();
  });

  it('sends a bidder who opens /auctions home', async () => {
    const page = await browser.signedInPage('bidder1');
    await page.goto(appUrl('/auctions'));
    await page.waitForURL('**/home');
    expect(pathOf(page)).toBe('/home');
    expect(await page.getByText('No records found.').count()).toBe(0);
    await page.context().close();
  });

  it('fails a lots file that imports nothing, listing the skipped lines', async () => {
    const page = await browser.signedInPage('manager');
    await openAuction(page, '/auctions', 'Winter 2027 US Equities Auction');
    await page.goto(appUrl('/lots/upload'));
    const csv = `${lotTemplateCsv(false).split('\n')[0]}\nA1,Too few cells,1\nA2,Also too few,2\n`;
    await page.getByLabel('Choose a .csv file').setInputFiles({ name: 'nothing.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText(MSG.NO_LOTS_IMPORTED, { exact: true }).first().waitFor();
    await page.getByRole('heading', { name: 'Skipped rows' }).waitFor();
    await page.getByText(/^Line 2: /).waitFor();
    await page.getByText(/^Line 3: /).waitFor();
    expect(await page.getByText(/lots imported/).count()).toBe(0);
    expect(pathOf(page)).toBe('/lots/upload');
    await page.context().close();
  });

  it('keeps toasts clear of the header name and Logout, and drops them on the next page', async () => {
    const page = await browser.signedInPage('manager');
    await openAuction(page, '/auctions', 'Winter 2027 US Equities Auction');
    await page.goto(appUrl('/lots'));
    await page.getByRole('button', { name: 'Delete' }).click();
    const toast = page.locator('.toast', { hasText: MSG.NO_LOT_SELECTED_FOR_DELETE });
    await toast.waitFor();
    const box = await toast.boundingBox();
    for (const target of [page.getByTestId('user-name'), page.getByRole('button', { name: 'Logout' })]) {
      const b = await target.boundingBox();
      if (!box || !b) throw new Error('no box');
      const overlaps = box.x < b.x + b.width && b.x < box.x + box.width && box.y < b.y + b.height && b.y < box.y + box.height;
      expect(overlaps).toBe(false);
    }
    await page.waitForTimeout(1200);
    await page.getByRole('link', { name: 'Auctions', exact: true }).first().click();
    await page.waitForURL('**/auctions');
    await toast.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('fits Active Auctions in a 1366 px wide window, and /favicon.ico is there', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    const missing = notFoundAnswers(page);
    await signIn(page, 'manager');
    await page.goto(appUrl('/auctions'));
    await page.getByRole('cell', { name: 'Q4 2026 Global Multi-Asset Auction', exact: true }).waitFor();
    const overflow = await page.evaluate(() => {
      const doc = document.documentElement;
      const wrap = document.querySelector('.table-wrap');
      return { page: doc.scrollWidth - doc.clientWidth, table: wrap ? wrap.scrollWidth - wrap.clientWidth : 0 };
    });
    expect(overflow).toEqual({ page: 0, table: 0 });
    const icon = await page.request.get(appUrl('/').replace(/\/esecauction\/$/, '/favicon.ico'));
    expect(icon.status()).toBe(200);
    expect(missing).toEqual([]);
    await context.close();
  });
});

/**
 * The staff walk's report and award defects, each as the user meets it:
 * - a Client on /awardsummaryreport sees the refusal (the API answers 403), not "Loading…" for ever;
 * - the report selector has one Export and one Back: Legal Bid Comments and Full Bid Details show no second
 *   Export, the Recommendations edit page one Back, which asks before dropping unsaved text;
 * - the Bid Matrix marks each lot's high bid and its Export downloads a workbook;
 * - Back from a report, Confirm and Unconfirm return to the archive list when the auction came from it;
 * - the award screen: Generate Award disabled on a live auction with the reason; Confirm asks first; the
 *   award history shows who unconfirmed, when and why;
 * - the Award Summary PNG is as wide as its content;
 * - a multi-day auction's Bidding Time names both dates.
 * Autumn (archived, confirmed) is unconfirmed and confirmed again, so it ends as the seed left it.
 */
import ExcelJS from 'exceljs';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MSG } from '../core/domain/messages';
import { appUrl, expectAccessible, journeyBrowser, openReportCentre, refuseToLeave, screenshot } from './browser';

const AUTUMN = 'Autumn 2026 International Equities Auction';
const Q4 = 'Q4 2026 Global Multi-Asset Auction';
const DOWNLOADS = mkdtempSync(path.join(tmpdir(), 'sla-e2e-staff-walk-'));

const browser = journeyBrowser();

const waitLoaded = (page: Page) => page.getByRole('status').filter({ hasText: 'Loading' }).waitFor({ state: 'detached' });

/** The report centre's archive list, then `name`'s report selector. */
const openArchived = async (page: Page, name: string) => {
  await openReportCentre(page);
  await page.getByRole('button', { name: 'Auction Archive' }).click();
  await page.getByRole('heading', { name: 'Auction Report Center - Auction Archive' }).waitFor();
  await page.getByRole('cell', { name, exact: true }).click();
  await page.getByLabel('Report', { exact: true }).waitFor();
};

const choose = async (page: Page, label: string) => {
  await page.getByLabel('Report', { exact: true }).selectOption({ label });
  await page.getByRole('heading', { name: `${label} - ${AUTUMN}` }).waitFor();
  await waitLoaded(page);
};

const download = async (page: Page, click: () => Promise<void>) => {
  const [d] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = path.join(DOWNLOADS, d.suggestedFilename());
  await d.saveAs(file);
  return file;
};

describe('reports', () => {
  it('a Client on /awardsummaryreport is told it has no access instead of loading for ever', async () => {
    const page = await browser.signedInPage('client');
    await openArchived(page, AUTUMN);
    await page.goto(appUrl('/awardsummaryreport'));
    await page.getByRole('alert').filter({ hasText: MSG.FORBIDDEN }).waitFor();
    await expect(page.getByText('Loading…').count()).resolves.toBe(0);
    await expectAccessible(page, 'staff-award-summary-client-refused');
    await page.context().close();
  });

  it('one Export per report page; the Bid Matrix marks high bids and exports; Back returns to the archive', async () => {
    const page = await browser.signedInPage('reporter');
    await openArchived(page, AUTUMN);
    for (const report of ['Legal Bid Comments', 'Full Bid Details', 'Award Summary']) {
      await choose(page, report);
      await expect(page.getByRole('button', { name: /^Export/ }).count(), report).resolves.toBe(1);
      await expect(page.getByRole('button', { name: 'Back' }).count(), report).resolves.toBe(1);
    }

    // The Award Summary PNG is as wide as its content (no label cut at a fixed column or canvas edge).
    const png = readFileSync(await download(page, () => page.locator('.report-selector').getByRole('button', { name: 'Export' }).click()));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(1200);

    await page.getByRole('button', { name: 'Bid Matrix' }).click();
    await page.getByRole('heading', { name: `Bid Matrix - ${AUTUMN}` }).waitFor();
    await waitLoaded(page);
    const lots = await page.locator('table.data tbody tr').count();
    expect(lots).toBeGreaterThan(0);
    // One high bid per lot that has bids, marked in bold and named for screen readers.
    await expect(page.locator('td.high-bid').count()).resolves.toBe(lots);
    await expect(page.locator('td.high-bid strong').first().textContent()).resolves.toMatch(/\(high bid\)$/);
    await expectAccessible(page, 'staff-bid-matrix-high-bids');
    const file = await download(page, () => page.locator('.report-selector').getByRole('button', { name: 'Export' }).click());
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const ws = wb.worksheets[0];
    const rows: string[][] = [];
    ws.eachRow((r) => rows.push((r.values as unknown[]).map((v) => (typeof v === 'string' ? v : ''))));
    expect(rows.some((r) => r.includes('High Bidder') && r.includes('High Bid')), JSON.stringify(rows.slice(0, 6))).toBe(true);

    // Back from the report returns to the archive list it was opened from.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Auction Report Center - Auction Archive' }).waitFor();
    await page.context().close();
  });

  it('the Recommendations edit page has one Back, which asks before dropping unsaved text', async () => {
    const page = await browser.signedInPage('manager');
    await openArchived(page, AUTUMN);
    await choose(page, 'Auction Recommendations');
    await page.getByRole('button', { name: 'Edit Award Analysis' }).click();
    await page.getByRole('heading', { name: 'Edit Award Analysis' }).waitFor();
    await expect(page.getByRole('button', { name: 'Back' }).count()).resolves.toBe(1);
    await expect(page.getByRole('button', { name: 'Export' }).count()).resolves.toBe(0);
    const first = page.getByLabel(/^Award Analysis, lot /).first();
    await first.fill(`${await first.inputValue()} (draft)`);
    await screenshot(page, 'staff-recommendations-edit-one-back');
    // Refused: the page stays with the text.
    await refuseToLeave(page, 'Back');
    await expect(first.inputValue()).resolves.toMatch(/\(draft\)$/);
    // Agreed: back to the report, the draft dropped.
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Edit Award Analysis' }).waitFor();
    await expect(page.getByText('(draft)').count()).resolves.toBe(0);
    await page.context().close();
  });
});

describe('award screen', () => {
  it('a live auction: Generate Award is disabled and says why', async () => {
    const page = await browser.signedInPage('awarder');
    await page.goto(appUrl('/award'));
    await page.getByRole('cell', { name: Q4, exact: true }).click();
    await page.getByRole('heading', { name: `Bid Overview - ${Q4}` }).waitFor();
    const generate = page.getByRole('button', { name: 'Generate Award' });
    await expect(generate.isDisabled()).resolves.toBe(true);
    const why = page.getByRole('note');
    await expect(why.textContent()).resolves.toContain(MSG.AWARDS_BEFORE_END);
    await expect(generate.getAttribute('aria-describedby')).resolves.toBe(await why.getAttribute('id'));
    await expectAccessible(page, 'staff-award-generate-before-end');
    await page.context().close();
  });

  it('Unconfirm and Confirm return to the archive list; Confirm asks; the history shows who, when and why', async () => {
    const page = await browser.signedInPage('awarder');
    const openAutumn = async () => {
      await page.getByRole('cell', { name: AUTUMN, exact: true }).click();
      await page.getByRole('heading', { name: new RegExp(AUTUMN) }).waitFor();
    };
    await page.goto(appUrl('/award'));
    await page.getByRole('button', { name: 'Auction Archive' }).click();
    await openAutumn();
    await page.getByRole('button', { name: 'Unconfirm' }).click();
    await page.getByLabel('Reason').fill('Lot 2 awarded to the wrong borrower (e2e walk).');
    await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(MSG.AWARDS_SUCCESSFULLY_UNCONFIRMED).first().waitFor();
    await page.getByRole('heading', { name: 'Award - Auction Archive' }).waitFor();

    await openAutumn();
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    const ask = page.getByRole('dialog', { name: 'Confirm Awards' });
    await ask.waitFor();
    await screenshot(page, 'staff-award-confirm-asks');
    // No: nothing happens.
    await ask.getByRole('button', { name: 'No' }).click();
    await page.getByRole('button', { name: 'Confirm', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await ask.getByRole('button', { name: 'Yes' }).click();
    await page.getByText(MSG.AWARDS_SUCCESSFULLY_CONFIRMED).first().waitFor();
    await page.getByRole('heading', { name: 'Award - Auction Archive' }).waitFor();

    await openAutumn();
    const history = page.getByRole('region', { name: 'Award history', exact: true });
    await history.waitFor();
    const historyRows = () => history.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    // The history shown first may be the one cached when Autumn was last opened (before Confirm): wait for the answer after it.
    await expect
      .poll(async () => (await historyRows()).slice(-2).map((r) => r.slice(1, 4)), { timeout: 15_000 })
      .toEqual([
        ['Unconfirmed', 'awarder', 'Lot 2 awarded to the wrong borrower (e2e walk).'],
        ['Confirmed', 'awarder', ''],
      ]);
    const rows = await historyRows();
    for (const r of rows) expect(r[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} E[SD]T$/);
    // Notices sent: a count per entry.
    for (const r of rows) expect(r[4]).toMatch(/^\d+$/);
    await expectAccessible(page, 'staff-award-history');
    await page.context().close();
  });
});

describe('dates and zones', () => {
  it("a multi-day auction's Bidding Time names both dates", async () => {
    const page = await browser.signedInPage('bidder1');
    await page.goto(appUrl('/infocenterlist'));
    await page.getByRole('heading', { name: 'Auctions' }).waitFor();
    await page.getByRole('cell', { name: Q4, exact: true }).click();
    await page.getByText('Bidding Time (EST)').waitFor();
    const bidding = page.locator('dt', { hasText: 'Bidding Time (EST)' }).locator('xpath=following-sibling::dd[1]');
    await expect(bidding.textContent()).resolves.toMatch(/\d{4}-\d{2}-\d{2} \d{1,2}:\d{2} [ap]m - \d{4}-\d{2}-\d{2} \d{1,2}:\d{2} [ap]m E[SD]T/);
    await screenshot(page, 'staff-infocentre-multi-day-bidding-time');
    await page.context().close();
  });
});

/**
 * The Award Summary of an auction whose summary nobody has edited (Summer 2026, ended): its fields read
 * "Not yet entered" and its Portfolios charts say so instead of drawing $0.00 bars on an empty 0 to 1
 * axis; the PNG export draws the same words (png-layout.test.ts places them; here the view they are read
 * from). Other journeys may award Summer meanwhile, so only the edited fields are asserted.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_YET_ENTERED } from '../core/domain/staff-messages';
import { expectAccessible, journeyBrowser, openReportCentre } from './browser';

const SUMMER = 'Summer 2026 ETF and Treasury Auction';
const DOWNLOADS = mkdtempSync(path.join(tmpdir(), 'sla-e2e-award-summary-'));
const browser = journeyBrowser();

describe('Award Summary before anyone edits it', () => {
  it('says "Not yet entered" in its fields and Portfolios charts, never an empty chart, and exports that', async () => {
    const page = await browser.signedInPage('manager');
    await openReportCentre(page);
    await page.getByRole('button', { name: 'Auction Archive' }).click();
    await page.getByRole('cell', { name: SUMMER, exact: true }).click();
    await page.getByLabel('Report', { exact: true }).selectOption({ label: 'Award Summary' });
    await page.getByRole('heading', { name: `Award Summary - ${SUMMER}` }).waitFor();

    for (const table of ['Portfolios Table 1', 'Portfolios Table 2']) {
      // The heading shows before the summary's figures have loaded: wait for the table's state.
      await expect.poll(() => page.getByRole('region', { name: table }).getByRole('cell').allInnerTexts(), { message: table }).toEqual([NOT_YET_ENTERED, NOT_YET_ENTERED, NOT_YET_ENTERED, NOT_YET_ENTERED]);
    }
    await page.getByRole('region', { name: 'Total Auction' }).getByRole('cell', { name: NOT_YET_ENTERED }).first().waitFor();
    await page.locator('[data-bid-summary]').getByText(NOT_YET_ENTERED).waitFor();
    // Both Portfolios charts: the note, no plot; the Total Auction chart (computed) is drawn.
    const portfolios = page.locator('figure[data-chart=bar]').filter({ has: page.locator('.chart-empty', { hasText: NOT_YET_ENTERED }) });
    await expect.poll(() => portfolios.count()).toBe(2);
    await expect(portfolios.locator('canvas').count()).resolves.toBe(0);
    await expect(page.locator('figure[data-chart=bar] canvas').count()).resolves.toBeGreaterThanOrEqual(1);
    await expectAccessible(page, 'award-summary-unedited');

    const [d] = await Promise.all([page.waitForEvent('download'), page.locator('.report-selector').getByRole('button', { name: 'Export' }).click()]);
    const file = path.join(DOWNLOADS, d.suggestedFilename());
    await d.saveAs(file);
    expect(readFileSync(file).subarray(1, 4).toString()).toBe('PNG');
    await page.context().close();
  });
});

/**
 * Award screen journey as the awarder on the ended demo auction without awards (Summer 2026, whose
 * combo lot 3C spans lots 2 and 3): the top bids are preselected, picking a combo bid clears the
 * clashing rows and changes the total, Generate Award, the Awards page and its export (read back
 * with exceljs), Confirm (the list reloads and says "Awards successfully confirmed" once), the Confirmed Awards title, then Unconfirm with a reason;
 * then Optimize: the revenue-optimal selection (demo figures: total 1,008,474.75, gain 6,928.41 over the
 * top-bid preselection, as `sla award optimize` finds; in dollars, Summer's EUR lots at 1.0850, so every
 * total is labelled "in USD at lot FX rates") applied to the Bid Overview and generated, and a
 * counterparty limit of 0 lots for a winning borrower, whose bids leave the selection.
 */
import ExcelJS from 'exceljs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { confirmedAwardsTitle, MSG, reportExportFileName, reportExportTitle } from '../core/domain/messages';
import { convertedTotalLabel } from '../core/money/fx';
import { appUrl, expectAccessible, journeyBrowser, signIn } from './browser';

const SUMMER = 'Summer 2026 ETF and Treasury Auction';
/** Summer is a USD auction with EUR lots: its totals are conversions, labelled so. */
const inUsd = (label: string) => convertedTotalLabel(label, 'USD');
const DOWNLOADS = mkdtempSync(path.join(tmpdir(), 'sla-e2e-awards-'));

const browser = journeyBrowser();
let page: Page;
beforeAll(async () => {
  page = await browser.newPage();
  // Tall enough for the virtualised Bid Overview to render all of Summer's 31 bids, so `checked()` sees every selected row.
  await page.setViewportSize({ width: 1366, height: 1800 });
  await signIn(page, 'awarder');
});

const accessible = (name: string) => expectAccessible(page, name);

const openSummer = async () => {
  await page.goto(appUrl('/award'));
  await page.getByRole('heading', { name: 'Award' }).waitFor();
  await page.getByRole('button', { name: 'Auction Archive' }).click();
  await page.getByRole('cell', { name: SUMMER }).click();
};

/** The award list's own status line (in the page, not a toast) saying `text`. */
const resultLine = (text: string) => page.getByRole('main').getByRole('status').filter({ hasText: text });

const checked = async (): Promise<string[]> =>
  page.locator('table.data tbody input[type=checkbox]:checked').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));

describe('award screen (awarder)', () => {
  it('preselects the top bids, applies the combo rules, generates, exports and confirms', async () => {
    await page.goto(appUrl('/award'));
    await page.getByRole('heading', { name: 'Award' }).waitFor();
    await accessible('award-list');
    await openSummer();
    await page.getByRole('heading', { name: `Bid Overview - ${SUMMER}` }).waitFor();
    const running = page.getByTestId('running-total');
    const original = page.getByTestId('original-total');
    // Preselection 1000 ms after load: one bid per lot, and the running total shows their sum.
    await expect.poll(async () => (await checked()).length, { timeout: 5000 }).toBeGreaterThan(0);
    const pre = await checked();
    expect(new Set(pre.map((l) => l.replace(/^.* on lot /, ''))).size).toBe(pre.length);
    await accessible('award-bid-overview');

    // A combo bid on 3C (lots 2 and 3) clears the selected rows of lots 2 and 3.
    const comboLabel = (await page.locator('table.data tbody input[type=checkbox][aria-label$=" on lot 3C"]:not(:checked)').first().getAttribute('aria-label'))!;
    const combo = page.getByRole('checkbox', { name: comboLabel, exact: true });
    const before = await running.textContent();
    await combo.check();
    const after = await checked();
    expect(after.filter((l) => / on lot (2|3)$/.test(l))).toEqual([]);
    expect(after.filter((l) => / on lot 3C$/.test(l))).toHaveLength(1);
    await expect.poll(() => running.textContent()).not.toBe(before);
    // A single bid on lot 2 clears the combo covering it.
    await page.locator('table.data tbody input[type=checkbox][aria-label$=" on lot 2"]').first().check();
    expect((await checked()).filter((l) => / on lot 3C$/.test(l))).toEqual([]);
    await page.locator('table.data tbody input[type=checkbox][aria-label$=" on lot 2"]').first().uncheck();
    await combo.check();
    const selectedTotal = await running.textContent();
    expect(await original.textContent()).toMatch(new RegExp(`^${inUsd('Original Total')}: \\$[\\d,]+\\.\\d\\d$`));

    await page.getByRole('button', { name: 'Generate Award' }).click();
    await page.getByText(MSG.SAVED_BIDS_SELECTED).first().waitFor();
    await page.getByRole('heading', { name: `Awards - ${SUMMER}` }).waitFor();
    await expect.poll(() => page.locator('table.data:not(.award-history) tbody tr').count()).toBe(after.length);
    expect(await page.getByText(/^Awarded Total/).textContent()).toBe(selectedTotal!.replace(/^Total/, 'Awarded Total'));
    // Cash auction without all-in or minimum guarantee: those columns are hidden.
    await expect(page.getByRole('columnheader', { name: 'All-in Bid' }).count()).resolves.toBe(0);
    await expect(page.getByRole('columnheader', { name: 'Balance Gtee' }).count()).resolves.toBe(0);
    await accessible('award-awards');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toBe(reportExportFileName('Awards', SUMMER));
    const file = path.join(DOWNLOADS, download.suggestedFilename());
    await download.saveAs(file);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const ws = book.worksheets[0];
    // The title block (title, Client, Auction Name, Auction Date, Exported, an empty row), then the table.
    const HEADER = 7;
    expect(ws.getCell('A1').value).toBe(reportExportTitle('Awards', SUMMER));
    expect(ws.rowCount - HEADER).toBe(after.length);
    expect((ws.getRow(HEADER).values as unknown[]).slice(1, 3)).toEqual(['Lot', 'Lot Name']);
    const lots = Array.from({ length: ws.rowCount - HEADER }, (_, i) => String((ws.getRow(HEADER + 1 + i).values as unknown[])[1]));
    // Amounts are numbers in their lots' currency formats.
    const total = (ws.getRow(HEADER).values as unknown[]).indexOf('Total Bid Value');
    for (let r = HEADER + 1; r <= ws.rowCount; r++) {
      const cell = ws.getRow(r).getCell(total);
      expect([typeof cell.value, cell.numFmt], `row ${r}`).toEqual(['number', expect.stringMatching(/^"[$€]"#,##0\.00$/)]);
    }
    expect(lots).toContain('3C');
    expect(lots).not.toContain('2');

    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    // Confirm asks first: confirmed awards are final until unconfirmed.
    await page.getByRole('dialog', { name: 'Confirm Awards' }).getByRole('button', { name: 'Yes' }).click();
    // Back to the list the auction was opened from: the archive, which says what happened in
    // the page itself (a corner toast went unnoticed while the list loaded).
    await page.getByRole('button', { name: 'Back to Active Auctions' }).waitFor();
    await resultLine(MSG.AWARDS_SUCCESSFULLY_CONFIRMED).waitFor();
    expect(await resultLine(MSG.AWARDS_SUCCESSFULLY_CONFIRMED).getAttribute('aria-live')).toBe('polite');
  });

  it('shows the confirmed title and unconfirms with a reason', async () => {
    await openSummer();
    await page.getByRole('heading', { name: confirmedAwardsTitle(SUMMER) }).waitFor();
    // The result was shown once: not on the auction opened since, nor on the list after Back.
    expect(await page.getByRole('main').getByText(MSG.AWARDS_SUCCESSFULLY_CONFIRMED).count()).toBe(0);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('button', { name: 'Back to Active Auctions' }).waitFor();
    expect(await page.getByRole('main').getByText(MSG.AWARDS_SUCCESSFULLY_CONFIRMED).count()).toBe(0);
    await page.getByRole('cell', { name: SUMMER }).click();
    await page.getByRole('heading', { name: confirmedAwardsTitle(SUMMER) }).waitFor();
    await expect(page.getByRole('button', { name: 'Confirm', exact: true }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Unconfirm' }).click();
    const reason = page.getByLabel('Reason');
    await expect(reason.getAttribute('maxlength')).resolves.toBe('900');
    await reason.fill('Lot 2 needs a second look (e2e).');
    await accessible('award-unconfirm-dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Back to Active Auctions' }).waitFor();
    await resultLine(MSG.AWARDS_SUCCESSFULLY_UNCONFIRMED).waitFor();
    await openSummer();
    await page.getByRole('heading', { name: `Bid Overview - ${SUMMER}` }).waitFor();
    await page.getByRole('button', { name: 'Confirm', exact: true }).waitFor();
    // The saved awards are selected again (no preselection over them).
    await expect.poll(async () => (await checked()).filter((l) => / on lot 3C$/.test(l)).length).toBe(1);
  });

  it('optimizes: applies the revenue-optimal selection and its gain, generates it, and honours a limit', async () => {
    await openSummer();
    await page.getByRole('heading', { name: `Bid Overview - ${SUMMER}` }).waitFor();
    const running = page.getByTestId('running-total');
    const toolbarOptimize = page.locator('.toolbar').getByRole('button', { name: 'Optimize', exact: true });
    const dialog = page.getByRole('dialog', { name: 'Optimize Award' });
    // By keyboard: Enter on Optimize opens the dialog, Escape closes it. The button is disabled until
    // the bids have loaded (the heading shows before), and a disabled button takes no focus.
    await expect.poll(() => toolbarOptimize.isEnabled()).toBe(true);
    await toolbarOptimize.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await toolbarOptimize.click();
    await dialog.getByRole('table', { name: 'Counterparty limits' }).waitFor();
    await accessible('award-optimize-dialog');
    await dialog.getByRole('button', { name: 'Optimize', exact: true }).click();
    const result = page.getByTestId('optimize-result');
    await result.waitFor();
    expect(await result.getByText(/^Optimized Total/).textContent()).toBe(`${inUsd('Optimized Total')}: $1,008,474.75`);
    expect(await page.getByTestId('optimize-gain').textContent()).toBe(`${inUsd('Gain over the top-bid preselection')}: $6,928.41`);
    await expect(result.getByText(/Proven optimal/).count()).resolves.toBe(1);
    // The proposal is the Bid Overview's selection: the running total is the optimum, combos 7E and 9F are in.
    expect(await running.textContent()).toBe(`${inUsd('Total')}: $1,008,474.75`);
    const optimal = await checked();
    expect(optimal.filter((l) => / on lot (7E|9F)$/.test(l))).toHaveLength(2);

    await page.getByRole('button', { name: 'Generate Award' }).click();
    await page.getByText(MSG.SAVED_BIDS_SELECTED).first().waitFor();
    await page.getByRole('heading', { name: `Awards - ${SUMMER}` }).waitFor();
    expect(await page.getByText(/^Awarded Total/).textContent()).toBe(`${inUsd('Awarded Total')}: $1,008,474.75`);
    await expect.poll(() => page.locator('table.data:not(.award-history) tbody tr').count()).toBe(optimal.length);

    // A limit of 0 lots for a winning borrower: none of its bids stays selected, and the limit's cost is shown.
    await page.getByRole('button', { name: 'Bid Overview' }).click();
    const borrower = optimal[0].replace(/^Select (.*) bid on lot .*$/, '$1');
    await toolbarOptimize.click();
    await dialog.getByLabel(`Max lots for ${borrower}`, { exact: true }).fill('0');
    await dialog.getByRole('button', { name: 'Optimize', exact: true }).click();
    await result.getByText(`Limit on ${borrower} (0 of 0 lots) costs`, { exact: false }).waitFor();
    expect((await checked()).filter((l) => l.startsWith(`Select ${borrower} bid`))).toEqual([]);
    // A limit the optimiser refuses shows its message in the dialog and changes nothing.
    await toolbarOptimize.click();
    await dialog.getByLabel(`Max lots for ${borrower}`, { exact: true }).fill('-1');
    await dialog.getByRole('button', { name: 'Optimize', exact: true }).click();
    await dialog.getByRole('alert').getByText('A lot cap cannot be negative.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});

/**
 * Holdings, parties and loans in Chromium on the demo world:
 * - the manager opens the live Q4 auction's lots: lot 1's holdings add up to its market value, lot 2's
 *   differ beyond the tolerance and the lot screen says so (its wide holdings table scrolling in its own box,
 *   not the page); the info centre's holdings check names lot 2;
 * - the manager opens Alpha's borrower form (LEI, Borrower Type, MPID as seeded): a LEI with a wrong check
 *   digit is refused under the field and nothing is sent, a valid one saves and shows again; the client
 *   form has its LEI too;
 * - bidder1, approved for Q4, sees the Lot Composition in its info centre and exports it (read back with exceljs);
 * - the awarder opens the Loans screen for Autumn (awards confirmed when the demo was seeded): one record
 *   per loan, each with its report deadline (23:59 New York), and the SLATE CSV download holds the same
 *   loans and deadlines.
 * - the manager uploads a holdings file for Q4 with a line naming no lot: the refused line is listed with
 *   its reason and nothing is written; the file without it writes lot 3's holding and the lots' holdings reload;
 * - the manager sets the Autumn auction's percentage of collateral on the Loans screen: a bad value gets the
 *   server's message under the field, a good one is shown after a reload (and to the awarder, read only);
 *   the Loans table fits the 1280 px window.
 * - the manager's home page lists the exclusives ending soon (none in the demo world); the manager copies the
 *   ended Autumn auction from its screen into a new auction (Copy to a new auction), landing on the new one.
 * - the awarder follows the Loans screen's link to Autumn's billing statements: a month of the term chosen with
 *   the keyboard shows each borrower's statement as the API answers it (lines, subtotals, converted total),
 *   downloads it as a PDF and a workbook and e-mails the month's statements; the reporter sees them without
 *   the e-mail button; the screen fits the 1280 px window.
 * On its own server: the borrower's LEI, lot 3's holdings and Autumn's percentage of collateral change, Autumn gets a copy,
 * and Autumn's statements are e-mailed.
 */
import ExcelJS from 'exceljs';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MSG } from '../core/domain/messages';
import { LEI_INVALID } from '../core/parties/parties';
import { HOLDINGS_MESSAGES } from '../core/holdings/holdings-file';
import { COLLATERAL_PCT_INVALID } from '../core/domain/staff-messages';
import { formatMoney } from '../core/money/format';
import { billingStatementsMailed } from '../core/domain/staff-messages';
import { appUrl, DEMO_PASSWORD, expectAccessible, journeyBrowser, openInfoCentre, ownServer, signIn as signInAt, tokenOf } from './browser';

const Q4 = 'Q4 2026 Global Multi-Asset Auction';
const AUTUMN = 'Autumn 2026 International Equities Auction';
/** Seeded for Alpha Securities LLC. */
const ALPHA_LEI = 'DEMO00ALPHA000000096';
/** Alpha's LEI with its last check digit changed: the right shape, the wrong check digits. */
const WRONG_CHECK_DIGITS = 'DEMO00ALPHA000000097';
/** A valid LEI of another shape than the seeded ones (Apple Inc.'s). */
const NEW_LEI = 'HWUPKR0MPOU8FGXBT394';
/** A time as the lists show it: New York, to the minute. */
const EST_MINUTE = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}) E[SD]T$/;
const DOWNLOADS = mkdtempSync(path.join(tmpdir(), 'sla-e2e-loans-'));

const browser = journeyBrowser();
const server = ownServer();

const url = (p: string): string => appUrl(p, server().baseUrl);
/** A new page signed in as `login` on this journey's own server. */
const signedIn = async (login: string): Promise<Page> => {
  const page = await browser.newPage();
  await signInAt(page, login, DEMO_PASSWORD, server().baseUrl);
  return page;
};
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** Opens a lot of Q4 from the Lots screen (the picker sets the session's auction) and waits for its holdings. */
const openQ4Lot = async (page: Page, lotName: string) => {
  await page.goto(url('/lots'));
  await page.getByLabel('Auction', { exact: true }).selectOption({ label: Q4 });
  await page.getByRole('cell', { name: lotName, exact: true }).click();
  await page.waitForURL(/lotedit\/\d+$/);
  return page.getByRole('region', { name: 'Holdings' });
};

describe('holdings, parties and loans', () => {
  it("shows a lot's holdings and warns when they differ from its market value beyond the tolerance", async () => {
    const page = await signedIn('manager');
    // Lot 1: Apple, Microsoft and Amazon add up to within the tolerance of its $26,750,000.00.
    const lot1 = await openQ4Lot(page, 'Q4 Large Cap Growth USD');
    const status1 = lot1.getByRole('status');
    await status1.filter({ hasText: 'within the tolerance' }).waitFor();
    expect(await status1.innerText()).toContain(`Market value ${formatMoney('26750000.00', 'USD')}; holdings ${formatMoney('26721700', 'USD')}`);
    expect(await status1.getAttribute('class')).not.toContain('warning-text');
    expect(await lot1.getByLabel('ISIN of row 1').inputValue()).toBe('US0378331005');
    expect(await lot1.getByLabel('Issuer Name of row 3').inputValue()).toBe('Amazon.com, Inc.');
    expect(await lot1.getByLabel('Issuer Name of row 4').count()).toBe(0);

    // Lot 2: SAP and Siemens come to €17,988,000.00 against €19,750,000.00, about 8.9% apart.
    const lot2 = await openQ4Lot(page, 'Q4 Large Cap Value EUR');
    const status2 = lot2.getByRole('status');
    await status2.filter({ hasText: 'The holdings differ from the market value beyond the tolerance.' }).waitFor();
    expect(await status2.innerText()).toMatch(
      new RegExp(`^Market value ${formatMoney('19750000.00', 'EUR').replace(/[.$]/g, '\\$&')}; holdings ${formatMoney('17988000', 'EUR').replace(/[.$]/g, '\\$&')} \\(difference 8\\.9\\d*%\\)\\.`),
    );
    expect(await status2.getAttribute('class')).toContain('warning-text');
    expect(await lot2.getByLabel('Issuer Name of row 1').inputValue()).toBe('SAP SE');
    expect(await lot2.getByLabel('Quantity of row 2').inputValue()).toBe('40000');
    expect(await lot2.getByLabel('Currency of row 2').inputValue()).toBe('EUR');
    // The holdings table scrolls inside its box: the page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await expectAccessible(page, 'lot-edit-holdings');

    // The info centre's holdings check names lot 2 only, for the staff who mark it complete.
    await openInfoCentre(page, Q4, server().baseUrl);
    const check = page.getByRole('status', { name: 'Holdings check' });
    await check.getByRole('listitem').first().waitFor();
    expect(await check.getByRole('listitem').allInnerTexts()).toEqual([expect.stringMatching(/^Lot 2: holdings €17,988,000\.00 against a market value of €19,750,000\.00 \(8\.9\d*% apart\)\.$/)]);
    await page.close();
  });

  it("shows a borrower's LEI, type and MPID, refuses a LEI with wrong check digits and saves a valid one", async () => {
    const page = await signedIn('manager');
    await page.goto(url('/borrowers'));
    await page.getByRole('cell', { name: 'Alpha Securities LLC' }).click();
    await page.waitForURL(/companyedit\/\d+$/);
    const lei = page.getByLabel('LEI', { exact: true });
    await expect.poll(() => lei.inputValue()).toBe(ALPHA_LEI);
    expect(await page.getByLabel('Borrower Type').inputValue()).toBe('BROKER_DEALER');
    expect(await page.getByLabel('MPID').inputValue()).toBe('ALPH');
    await expectAccessible(page, 'borrower-edit-parties');

    // Wrong check digits: the message under the field, and no save sent.
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && r.url().includes('/api/')) saves.push(r.url());
    });
    await lei.fill(WRONG_CHECK_DIGITS);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: LEI_INVALID }).waitFor();
    expect(await lei.getAttribute('aria-invalid')).toBe('true');
    expect(saves).toEqual([]);

    // A valid one (typed in lower case) saves, and the form shows it as stored.
    await lei.fill(NEW_LEI.toLowerCase());
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, MSG.SAVED_SUCCESSFULLY);
    await page.waitForURL('**/borrowers');
    expect(saves).toHaveLength(1);
    await page.getByRole('cell', { name: 'Alpha Securities LLC' }).click();
    await page.waitForURL(/companyedit\/\d+$/);
    await expect.poll(() => lei.inputValue()).toBe(NEW_LEI);
    expect(await page.getByLabel('MPID').inputValue()).toBe('ALPH');

    // The client form has its LEI too.
    await page.goto(url('/clients'));
    await page.getByRole('cell', { name: 'Northern Pension Fund' }).click();
    await page.waitForURL(/clientedit\/\d+$/);
    await expect.poll(() => page.getByLabel('LEI', { exact: true }).inputValue()).toBe('DEMO00NORTHPEN000067');
    await page.close();
  });

  it('shows an approved bidder the Lot Composition in the info centre, and exports it', async () => {
    const page = await signedIn('bidder1');
    await openInfoCentre(page, Q4, server().baseUrl);
    const composition = page.getByRole('region', { name: 'Lot Composition' });
    await composition.getByRole('table').first().waitFor();
    // The lots with holdings (1, 2 and 6), each captioned with its value.
    expect(await composition.locator('caption').allInnerTexts()).toEqual([
      `Lot 1 Q4 Large Cap Growth USD: ${formatMoney('26721700', 'USD')}`,
      `Lot 2 Q4 Large Cap Value EUR: ${formatMoney('17988000', 'EUR')}`,
      `Lot 6 Q4 Sovereign Core USD: ${formatMoney('63000000', 'USD')}`,
    ]);
    const treasury = composition.getByRole('table', { name: /^Lot 6 / }).getByRole('row', { name: /United States Treasury/ });
    expect(await treasury.getByRole('cell').allInnerTexts()).toEqual(['US912828Z781', 'United States Treasury', '64000000 par', '0.984375 USD', formatMoney('63000000', 'USD')]);
    // The staff's holdings check is not for bidders.
    expect(await page.getByRole('status', { name: 'Holdings check' }).count()).toBe(0);
    await expectAccessible(page, 'infocentre-lot-composition');

    const [download] = await Promise.all([page.waitForEvent('download'), composition.getByRole('button', { name: 'Export Holdings' }).click()]);
    expect(download.suggestedFilename()).toBe('Q4_2026_Global_Multi-Asset_Auction_Holdings.xlsx');
    const file = path.join(DOWNLOADS, download.suggestedFilename());
    await download.saveAs(file);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.getWorksheet('Holdings');
    const rows = (sheet?.getSheetValues() ?? []).filter(Boolean).map((r) => (r as unknown[]).slice(1));
    expect(rows[0]?.slice(0, 3)).toEqual(['Lot Number', 'Lot Name', 'ISIN']);
    // One row per holding: 3 + 2 + 1.
    expect(rows.slice(1).map((r) => [r[0], r[6]])).toEqual([
      ['1', 'Apple Inc.'],
      ['1', 'Microsoft Corporation'],
      ['1', 'Amazon.com, Inc.'],
      ['2', 'SAP SE'],
      ['2', 'Siemens Aktiengesellschaft'],
      ['6', 'United States Treasury'],
    ]);
    await page.close();
  });

  it('lists the loans of confirmed awards with their report deadlines, and downloads the SLATE CSV', async () => {
    const page = await signedIn('awarder');
    await page.goto(url('/loans'));
    await page.getByRole('heading', { name: 'Loans' }).waitFor();
    await page.getByRole('button', { name: 'Auction Archive' }).click();
    await page.getByRole('cell', { name: AUTUMN }).click();
    await page.getByRole('heading', { name: `Loans: ${AUTUMN}` }).waitFor();
    const summary = page.getByRole('main').getByRole('status').filter({ hasText: /loan records;/ });
    await summary.waitFor();
    const [, count, lacking] = /^(\d+) loan records; (\d+) active ones lack data for SLATE\.$/.exec(await summary.innerText()) ?? [];
    const loans = Number(count);
    expect(loans).toBeGreaterThan(0);
    expect(Number(lacking)).toBeLessThanOrEqual(loans);

    await page.getByLabel('Rows per page').selectOption('all');
    const table = page.getByRole('table', { name: 'Loan records' });
    const body = table.locator('tbody tr');
    await expect.poll(() => body.count()).toBe(loans);
    const headers = await table.getByRole('columnheader').allInnerTexts();
    const col = (name: string) => headers.findIndex((h) => h.trim().startsWith(name));
    const shown = await body.evaluateAll((trs, [id, status, deadline]) => trs.map((tr) => [id, status, deadline].map((i) => tr.children[i]?.textContent?.trim() ?? '')), [col('Loan'), col('Status'), col('Report by')]);
    // Every record is active (nothing unconfirmed) and due by 23:59 New York of its day.
    for (const [, status, deadline] of shown) {
      expect(status).toBe('Active');
      expect(deadline).toMatch(EST_MINUTE);
      expect(EST_MINUTE.exec(deadline)?.[2]).toBe('23:59');
    }
    await expectAccessible(page, 'loans');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'SLATE file (CSV)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^loans-\d+-slate\.csv$/);
    const file = path.join(DOWNLOADS, download.suggestedFilename());
    await download.saveAs(file);
    const csv = Papa.parse<Record<string, string>>(readFileSync(file, 'utf8'), { header: true, skipEmptyLines: true });
    expect(csv.errors).toEqual([]);
    // One NEW row per loan, with the deadline the screen shows.
    expect(csv.data.map((r) => r.action)).toEqual(Array<string>(loans).fill('NEW'));
    const deadlines = new Map(shown.map(([id, , deadline]) => [id, EST_MINUTE.exec(deadline)?.[1]]));
    expect(new Set(csv.data.map((r) => r.loanId))).toEqual(new Set(deadlines.keys()));
    for (const r of csv.data) expect(r.reportDeadlineNy, `loan ${r.loanId}`).toMatch(new RegExp(`^${deadlines.get(r.loanId)} 23:59`));
    await page.close();
  });

  it('uploads a holdings file: a refused line writes nothing, the whole file is written once it is right', async () => {
    const page = await signedIn('manager');
    await page.goto(url('/lots'));
    await page.getByLabel('Auction', { exact: true }).selectOption({ label: Q4 });
    await page.getByRole('cell', { name: 'Q4 Large Cap Growth USD', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Upload Holdings' }).click();
    await page.waitForURL(/\/lots\/holdings\/upload$/);
    const lot3 = page.getByRole('table', { name: 'Holdings of the lots' }).getByRole('row', { name: /Q4 Mid Cap Blend GBP/ });
    const lot3Cells = () => lot3.getByRole('cell').allInnerTexts();
    await expect.poll(async () => (await lot3Cells())[3]).toBe('0');

    const header = 'Lot Number,ISIN,Issuer Name,Quantity,Price,Currency';
    const good = '3,GB0002875804,British American Tobacco p.l.c.,100000,30.00,GBP';
    const bad = path.join(DOWNLOADS, 'holdings-bad.csv');
    writeFileSync(bad, [header, good, '999,US0378331005,Apple Inc.,10,190.25,USD', ''].join('\n'));
    const fileInput = page.getByLabel('Choose a .csv or .xlsx file');
    await fileInput.setInputFiles(bad);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const refused = page.getByRole('status').filter({ hasText: 'Refused lines (1)' });
    await refused.waitFor();
    expect(await refused.getByRole('listitem').allInnerTexts()).toEqual([`Line 3: ${HOLDINGS_MESSAGES.UNKNOWN_LOT}`]);
    await toast(page, HOLDINGS_MESSAGES.LINES_REFUSED);
    // Nothing written: lot 3 still has no holdings, on a fresh load too.
    await page.reload();
    await expect.poll(async () => (await lot3Cells())[3]).toBe('0');
    expect((await lot3Cells())[6]).toBe('No holdings');

    const right = path.join(DOWNLOADS, 'holdings-good.csv');
    writeFileSync(right, [header, good, ''].join('\n'));
    await fileInput.setInputFiles(right);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await toast(page, `${MSG.SAVED_SUCCESSFULLY} 1 holding written for 1 lot.`);
    await expect.poll(async () => (await lot3Cells())[3]).toBe('1');
    expect((await lot3Cells())[4]).toBe(formatMoney('3000000', 'GBP'));
    expect(await page.getByRole('status').filter({ hasText: 'Refused lines' }).count()).toBe(0);
    await expectAccessible(page, 'holdings-upload');
    await page.close();
  });

  it("sets the auction's percentage of collateral on the Loans screen, refusing a bad value with the server's message", async () => {
    const openAutumnLoans = async (page: Page) => {
      await page.goto(url('/loans'));
      await page.getByRole('button', { name: 'Auction Archive' }).click();
      await page.getByRole('cell', { name: AUTUMN }).click();
      await page.getByRole('heading', { name: `Loans: ${AUTUMN}` }).waitFor();
    };
    const page = await signedIn('manager');
    await openAutumnLoans(page);
    const pct = page.getByRole('textbox', { name: 'Percentage of collateral' });
    await pct.waitFor();
    await pct.fill('102.555');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: COLLATERAL_PCT_INVALID }).waitFor();
    expect(await pct.getAttribute('aria-invalid')).toBe('true');

    await pct.fill('102.5');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, MSG.SAVED_SUCCESSFULLY);
    expect(await page.getByRole('alert').filter({ hasText: COLLATERAL_PCT_INVALID }).count()).toBe(0);
    await page.reload();
    await openAutumnLoans(page);
    await expect.poll(() => pct.inputValue()).toBe('102.5');

    // At 1280 px the Loans table fits its box (its texts wrap), and the page does not scroll sideways.
    await page.getByLabel('Rows per page').selectOption('all');
    const records = page.getByRole('table', { name: 'Loan records' });
    await records.locator('tbody tr').first().waitFor();
    expect(await records.evaluate((t) => t.scrollWidth - (t.parentElement?.clientWidth ?? 0))).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await expectAccessible(page, 'loans-collateral');
    await page.close();

    // Those who see the loans without setting their terms read it.
    const awarder = await signedIn('awarder');
    await openAutumnLoans(awarder);
    await awarder.getByRole('status', { name: 'Percentage of collateral' }).filter({ hasText: 'Percentage of collateral: 102.5%' }).waitFor();
    expect(await awarder.getByRole('textbox', { name: 'Percentage of collateral' }).count()).toBe(0);
    await awarder.close();
  });

  it('copies the ended Autumn auction into a new one from its screen; the home page lists the exclusives ending soon', async () => {
    const page = await signedIn('manager');
    await page.goto(url('/home'));
    await page.getByRole('region', { name: 'Exclusives ending soon' }).getByText('No exclusive term ends in the next 30 days.').waitFor();

    await page.goto(url('/archiveauctions'));
    await page.getByRole('cell', { name: AUTUMN }).click();
    await page.waitForURL(/auctionedit\/\d+$/);
    await page.getByRole('button', { name: 'Copy to a new auction' }).click();
    await page.waitForURL(/auctioncopy\/\d+$/);
    const name = page.getByLabel('Auction Description');
    // The default name: the old one and the new auction date (names are unique).
    await expect.poll(() => name.inputValue()).toMatch(/^Autumn 2026 International Equities Auction \(\d{4}-\d{2}-\d{2}\)$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await expectAccessible(page, 'auction-copy');
    await name.fill('Autumn 2027 International Equities Auction');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, MSG.AUCTION_CREATED_SUCCESSFULLY);
    await page.waitForURL(/auctionedit\/\d+$/);
    await expect.poll(() => page.getByLabel('Auction Description').inputValue()).toBe('Autumn 2027 International Equities Auction');
    await page.close();
  });

  it("shows each borrower's billing statement of a month of the term, downloads it and e-mails the month's statements", async () => {
    const page = await signedIn('awarder');
    await page.goto(url('/loans'));
    await page.getByRole('button', { name: 'Auction Archive' }).click();
    await page.getByRole('cell', { name: AUTUMN }).click();
    await page.getByRole('heading', { name: `Loans: ${AUTUMN}` }).waitFor();
    await page.getByRole('link', { name: 'Billing statements' }).click();
    await page.getByRole('heading', { name: `Billing Statements: ${AUTUMN}` }).waitFor();
    const auctionId = Number(new URL(page.url()).searchParams.get('auction'));

    // The months of the term, in order; the second chosen with the keyboard.
    const month = page.getByRole('combobox', { name: 'Month' });
    const months = await month.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(months.length).toBeGreaterThan(1);
    expect(months).toEqual([...months].sort());
    await month.selectOption(months[0]);
    await month.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => month.inputValue()).toBe(months[1]);
    const chosen = months[1];

    // Each borrower's statement as core.billing.statements answers it.
    const res = await fetch(`${server().baseUrl}/api/billing/auctions/${auctionId}/statements?month=${chosen}`, { headers: { authorization: `Bearer ${await tokenOf(page)}` } });
    expect(res.status).toBe(200);
    const statements = (await res.json()) as Array<{
      borrower: { companyName: string; companyCode: string };
      lines: Array<{ lotNumber: string; amount: string; currency: string; converted: string }>;
      subtotals: Array<{ currency: string; amount: string }>;
      currency: string;
      convertedTotal: string;
    }>;
    expect(statements.length).toBeGreaterThan(0);
    await page.getByRole('main').getByRole('status').filter({ hasText: `${statements.length} statements for ` }).waitFor();
    for (const s of statements) {
      const card = page.getByRole('region', { name: `${s.borrower.companyName} (${s.borrower.companyCode})` });
      const rows = card.locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(s.lines.length);
      for (const [i, l] of s.lines.entries()) {
        const cells = await rows.nth(i).getByRole('cell').allInnerTexts();
        expect(cells[0]).toMatch(new RegExp(`^${l.lotNumber} `));
        expect(cells[4]).toBe(formatMoney(l.amount, l.currency));
        expect(cells[8]).toBe(formatMoney(l.converted, s.currency));
      }
      const totals = await card.locator('.statement-totals dd').allInnerTexts();
      expect(totals).toEqual([...s.subtotals.map((t) => formatMoney(t.amount, t.currency)), formatMoney(s.convertedTotal, s.currency)]);
    }

    // The first borrower's statement as files, named by the server.
    const first = page.getByRole('region', { name: `${statements[0].borrower.companyName} (${statements[0].borrower.companyCode})` });
    for (const [button, extension, magic] of [
      ['Download PDF', 'pdf', '%PDF'],
      ['Download .xlsx', 'xlsx', 'PK'],
    ] as const) {
      const [download] = await Promise.all([page.waitForEvent('download'), first.getByRole('button', { name: button }).click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^Statement_.*_${statements[0].borrower.companyCode}_${chosen}\\.${extension}$`));
      const file = path.join(DOWNLOADS, download.suggestedFilename());
      await download.saveAs(file);
      expect(readFileSync(file).subarray(0, magic.length).toString('latin1')).toBe(magic);
    }

    // No sideways scroll at 1280 px, and the screen passes axe.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await expectAccessible(page, 'billing-statements');

    // The awarder may e-mail them: one e-mail per enabled user of each borrower.
    await page.getByRole('button', { name: 'E-mail statements' }).click();
    await page.getByText(/^\d+ statement e-mails? sent\.$/).first().waitFor();
    const sent = Number(/^(\d+)/.exec(await page.getByText(/^\d+ statement e-mails? sent\.$/).first().innerText())?.[1]);
    expect(sent).toBeGreaterThan(0);
    expect(await page.getByText(billingStatementsMailed(sent, 0), { exact: true }).count()).toBeGreaterThan(0);
    await page.close();

    // The reporter sees every borrower's statements, and may not e-mail them.
    const reporter = await signedIn('reporter');
    await reporter.goto(url(`/billingstatements?auction=${auctionId}`));
    await reporter.getByRole('heading', { name: `Billing Statements: ${AUTUMN}` }).waitFor();
    await reporter.getByRole('combobox', { name: 'Month' }).selectOption(chosen);
    await reporter.getByRole('region', { name: `${statements[0].borrower.companyName} (${statements[0].borrower.companyCode})` }).waitFor();
    expect(await reporter.getByRole('button', { name: 'E-mail statements' }).count()).toBe(0);
    await reporter.close();
  });
});

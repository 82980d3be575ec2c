/**
 * Issue 27, "Setup and information centre" and "Security residue", in the browser over the demo world:
 * a manager opens a new (incomplete) auction's info centre from the Info Center list to prepare it, the
 * Template selector names the layout shown, an executable is refused as a document with a clear message;
 * an AIC user's auction picker lists its auctions; no page logs a Permissions-Policy error.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTypeRefused, MSG } from '../core/domain/messages';
import { appUrl, launch, newPage, pathOf, signedInPage, signIn } from './browser';

const NEW_AUCTION = 'E2E Setup Walk Auction';
const Q4 = 'Q4 2026 Global Multi-Asset Auction';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Every console error and warning of the page (Chromium logs header problems there, "Error with Permissions-Policy header" as a warning). */
const consoleProblems = (page: Page): string[] => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  return problems;
};

/** Every answer with a status of 400 or more, for "no refused list call" checks. */
const refusedAnswers = (page: Page): string[] => {
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) refused.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  return refused;
};

/** The label of the option a select shows. */
const shownOption = (page: Page, label: string) => page.getByLabel(label, { exact: true }).evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');

describe('staff setup walk (issue 27)', () => {
  it('a manager opens a new, incomplete auction from the Info Center list (marked Incomplete) and prepares it', async () => {
    const page = await signedInPage(browser, 'manager');
    await page.goto(appUrl('/auctions'));
    await page.getByRole('button', { name: 'Add' }).click();
    await page.waitForURL('**/auctionedit/-1');
    await page.getByLabel('Auction Description').fill(NEW_AUCTION);
    await page.getByLabel('Client', { exact: true }).selectOption({ label: 'Northern Pension Fund' });
    await page.getByLabel('Collateral Type').selectOption('Cash');
    await page.getByLabel('All-In').check();
    await page.getByLabel('Start Time (EST)').selectOption('09:00');
    await page.getByLabel('End Time (EST)').selectOption('17:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(MSG.AUCTION_CREATED_SUCCESSFULLY, { exact: true }).first().waitFor();
    await page.waitForURL('**/auctions');

    await page.goto(appUrl('/infocenterlist'));
    const row = page.getByRole('row').filter({ hasText: NEW_AUCTION });
    await row.waitFor();
    await row.getByRole('cell', { name: 'Incomplete', exact: true }).waitFor();
    await page.getByRole('row').filter({ hasText: Q4 }).getByRole('cell', { name: 'Complete', exact: true }).waitFor();
    await row.getByRole('cell', { name: NEW_AUCTION }).click();
    await page.waitForURL(/(columns|collapse)template$/);
    await page.getByRole('heading', { name: new RegExp(NEW_AUCTION) }).waitFor();
    await page.getByRole('group', { name: 'Template settings' }).getByText('Incomplete', { exact: true }).waitFor();
    expect(await shownOption(page, 'Template')).toBe(pathOf(page) === '/columnstemplate' ? 'Columns Template' : 'Collapse Template');

    // An executable offered as an auction rules document: refused before anything is sent, nothing stored.
    await page.goto(appUrl('/auctionrulesedit'));
    await page.getByLabel('Upload file for document 1').setInputFiles({ name: 'evil.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ\x90\x00\x03\x00This program cannot be run in DOS mode.', 'latin1') });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(documentTypeRefused('evil.exe'), { exact: true }).first().waitFor();
    // Renamed, it is still refused by content.
    await page.getByLabel('Upload file for document 1').setInputFiles({ name: 'Auction Rules.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00\x03\x00', 'latin1') });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(documentTypeRefused('Auction Rules.pdf'), { exact: true }).first().waitFor();
    await page.reload();
    await page.getByLabel('Upload file for document 1').waitFor();
    expect(await page.getByText('No file', { exact: true }).count()).toBe(5);
    // A real PDF is accepted.
    await page.getByLabel('Upload file for document 1').setInputFiles({ name: 'Auction Rules.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Auction Rules.pdf' }).waitFor();
  });

  it('the Template selector names the layout shown, whatever the stored template', async () => {
    const page = await signedInPage(browser, 'manager');
    await page.goto(appUrl('/infocenterlist'));
    await page.getByRole('cell', { name: Q4, exact: true }).click();
    // Q4's stored template is Collapse.
    await page.waitForURL('**/collapsetemplate');
    await page.getByLabel('Template', { exact: true }).waitFor();
    expect(await shownOption(page, 'Template')).toBe('Collapse Template');
    // The Columns layout of the same auction (a link or a typed address): the selector follows it.
    await page.goto(appUrl('/columnstemplate'));
    await page.getByRole('region', { name: 'Auction Details' }).waitFor();
    expect(await shownOption(page, 'Template')).toBe('Columns Template');
  });

  it("an AIC user's auction picker on the rules edit page lists the auctions it may see, with no refused call", async () => {
    const page = await newPage(browser);
    const refused = refusedAnswers(page);
    await signIn(page, 'aic');
    await page.goto(appUrl('/auctionrulesedit'));
    expect(pathOf(page)).toBe('/auctionrulesedit');
    const picker = page.getByLabel('Auction', { exact: true });
    await picker.locator('option', { hasText: Q4 }).waitFor({ state: 'attached' });
    const options = await picker.locator('option').allTextContents();
    expect(options).toContain('Winter 2027 US Equities Auction');
    expect(options).not.toContain(NEW_AUCTION);
    expect(refused).toEqual([]);
  });

  it('logs no Permissions-Policy error on the pages a manager opens', async () => {
    const page = await newPage(browser);
    const problems = consoleProblems(page);
    await page.goto(appUrl('/login'));
    await signIn(page, 'manager');
    await page.goto(appUrl('/auctions'));
    await page.getByRole('heading').first().waitFor();
    expect(problems.filter((e) => /permissions-policy/i.test(e))).toEqual([]);
  });
});

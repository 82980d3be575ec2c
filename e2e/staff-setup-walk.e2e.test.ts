/**
 * "Setup and information centre" and "Security residue", in the browser over the demo world:
 * a manager opens a new (incomplete) auction's info centre from the Info Center list to prepare it, the
 * Template selector names the layout shown, an executable is refused as a document with a clear message;
 * an AIC user's auction picker lists its auctions; no page logs a Permissions-Policy error.
 */
import type { Dialog, Page } from 'playwright-core';
import { documentTypeRefused, invalidCcMessage, lotsPartlyImported, noInviteRecipients } from '../core/domain/staff-messages';
import { describe, expect, it } from 'vitest';
import { MSG } from '../core/domain/messages';
import { appUrl, endTomorrow, expectAccessible, journeyBrowser, pathOf, refuseToLeave, requestResetLink, signIn } from './browser';

const NEW_AUCTION = 'E2E Setup Walk Auction';
const Q4 = 'Q4 2026 Global Multi-Asset Auction';

const browser = journeyBrowser();

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

describe('staff setup walk', () => {
  it('a manager opens a new, incomplete auction from the Info Center list (marked Incomplete) and prepares it', async () => {
    const page = await browser.signedInPage('manager');
    await page.goto(appUrl('/auctions'));
    await page.getByRole('button', { name: 'Add' }).click();
    await page.waitForURL('**/auctionedit/-1');
    await page.getByLabel('Auction Description').fill(NEW_AUCTION);
    await page.getByLabel('Client', { exact: true }).selectOption({ label: 'Northern Pension Fund' });
    await page.getByLabel('Collateral Type').selectOption('Cash');
    await page.getByLabel('All-In').check();
    await page.getByLabel('Start Time (EST)').selectOption('09:00');
    // Live until tomorrow (today's date is the form's default), so it stays among the active auctions.
    await page.getByLabel('End Time (EST)').selectOption('23:30');
    await endTomorrow(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(MSG.AUCTION_CREATED_SUCCESSFULLY, { exact: true }).first().waitFor();
    await page.waitForURL('**/auctions');

    await page.goto(appUrl('/infocenterlist'));
    const row = page.getByRole('row').filter({ hasText: NEW_AUCTION });
    await row.waitFor();
    await row.getByRole('cell', { name: `${NEW_AUCTION} (Incomplete)`, exact: true }).waitFor();
    await page.getByRole('row').filter({ hasText: Q4 }).getByRole('cell', { name: Q4, exact: true }).waitFor();
    await expectAccessible(page, 'infocentre-list-staff');
    await row.getByRole('cell', { name: NEW_AUCTION }).click();
    await page.waitForURL(/(columns|collapse)template$/);
    await page.getByRole('heading', { name: new RegExp(NEW_AUCTION) }).waitFor();
    await page.getByRole('group', { name: 'Template settings' }).getByText('Incomplete', { exact: true }).waitFor();
    expect(await shownOption(page, 'Template')).toBe(pathOf(page) === '/columnstemplate' ? 'Columns Template' : 'Collapse Template');
    await expectAccessible(page, 'infocentre-incomplete-staff');

    // An executable offered as an auction rules document: refused before anything is sent, nothing stored.
    await page.goto(appUrl('/auctionrulesedit'));
    await page.getByLabel('Upload file for document 1').setInputFiles({ name: 'evil.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ\x90\x00\x03\x00This program cannot be run in DOS mode.', 'latin1') });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(documentTypeRefused('evil.exe'), { exact: true }).first().waitFor();
    await expectAccessible(page, 'rules-edit-refused-type');
    // Renamed, it is still refused by content.
    await page.getByLabel('Upload file for document 1').setInputFiles({ name: 'Auction Rules.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00\x03\x00', 'latin1') });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(documentTypeRefused('Auction Rules.pdf'), { exact: true }).first().waitFor();
    // The refused file is still chosen, so unsaved: a reload may ask first (agreed here).
    const agree = (d: Dialog) => void d.accept();
    page.on('dialog', agree);
    await page.reload();
    page.off('dialog', agree);
    await page.getByLabel('Upload file for document 1').waitFor();
    expect(await page.getByText('No file', { exact: true }).count()).toBe(5);
    // A real PDF is accepted.
    await page.getByLabel('Upload file for document 1').setInputFiles({ name: 'Auction Rules.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Auction Rules.pdf' }).waitFor();
    // Saved, nothing is unsaved; an edited Details text makes Close ask first, and a refusal stays with the text.
    await page.getByLabel('Details of document 1').fill('Read before bidding (draft)');
    await refuseToLeave(page, 'Close');
    expect(pathOf(page)).toBe('/auctionrulesedit');
    await expect(page.getByLabel('Details of document 1').inputValue()).resolves.toBe('Read before bidding (draft)');
  });

  it('a lots file with some rows skipped says how many were imported and skipped, not "Saved successfully"', async () => {
    const page = await browser.signedInPage('manager');
    await page.goto(appUrl('/lots/upload'));
    await page.getByLabel('Auction', { exact: true }).selectOption({ label: NEW_AUCTION });
    const header = 'Lot Number,Lot Name,Asset Class Form Id,Market Value,Assumed Percent,Currency Id,FX Rate,Term Days,Term Display,Security Type,Domicile,eSL Basis Points,Incumbent,Concentration Risk,Gross Dividend,Tax Rate';
    const csv = `${header}\n1,Walk Tranche A,1,8787500.00,19.00,1,1.0000,90,90,E,U,21.17,,Low,1.37,15.00\n2,Walk Tranche B,1,1000000.00,10.00,1,1.0000,90,90,E,U,20.00,,Low,1.00,15.00\n3,Too few cells,1\n`;
    await page.getByLabel('Choose a .csv file').setInputFiles({ name: 'partial.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText(lotsPartlyImported(2, 1), { exact: true }).first().waitFor();
    expect(await page.getByText(MSG.SAVED_SUCCESSFULLY).count()).toBe(0);
    await page.getByRole('heading', { name: 'Skipped rows (1)' }).waitFor();
    await expectAccessible(page, 'lots-upload-partial');
    await page.getByText(/^Line 4: /).waitFor();
  });

  it('the Email dialog catches a bad Cc before "Are you sure", and an AIC Invite to nobody cannot be sent', async () => {
    const page = await browser.signedInPage('manager');
    await page.goto(appUrl('/inviteedashboard'));
    await page.getByLabel('Auction', { exact: true }).selectOption({ label: 'Winter 2027 US Equities Auction' });
    await page.getByRole('button', { name: 'Email Preview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Email' });
    const send = dialog.getByRole('button', { name: 'Send Email' });
    await dialog.getByLabel('Subject').selectOption('AIC Invite');
    // Only Gamma has an AIC user on the auction's e-mail list.
    await dialog.getByRole('checkbox', { name: /Gamma Prime Brokerage \(1 recipient\)/ }).uncheck();
    await dialog.getByText(noInviteRecipients('AIC Invite'), { exact: true }).waitFor();
    expect(await send.isDisabled()).toBe(true);
    expect(await send.getAttribute('title')).toBe(noInviteRecipients('AIC Invite'));
    await expectAccessible(page, 'invitation-email-no-recipients');
    await dialog.getByRole('checkbox', { name: /Gamma Prime Brokerage/ }).check();
    expect(await send.isDisabled()).toBe(false);

    await dialog.getByLabel('Cc').fill('desk@lending-agent.example; not-an-address');
    await send.click();
    await dialog.getByText(invalidCcMessage(['not-an-address']), { exact: true }).waitFor();
    expect(await page.getByText(MSG.INVITE_EMAIL_SEND_CONFIRMATION).count()).toBe(0);
    await expectAccessible(page, 'invitation-email-bad-cc');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('the Template selector names the layout shown, whatever the stored template', async () => {
    const page = await browser.signedInPage('manager');
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
    const page = await browser.newPage();
    const refused = refusedAnswers(page);
    await signIn(page, 'aic');
    await page.goto(appUrl('/auctionrulesedit'));
    expect(pathOf(page)).toBe('/auctionrulesedit');
    const picker = page.getByLabel('Auction', { exact: true });
    await picker.locator('option', { hasText: Q4 }).waitFor({ state: 'attached' });
    const options = await picker.locator('option').allTextContents();
    expect(options).toContain('Winter 2027 US Equities Auction');
    expect(options).not.toContain(NEW_AUCTION);
    await expectAccessible(page, 'auction-rules-edit-aic');
    expect(refused).toEqual([]);
  });

  it('the reset page refuses a common password with a suffix, with the estimator feedback', async () => {
    const page = await browser.newPage();
    await page.goto(appUrl('/forgotpassword'));
    const link = await requestResetLink(page, 'bidder3', 'bidder3');
    await page.goto(appUrl(`/resetpassword${link.search}`));
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    for (const weak of ['Password123!', 'Welcome1!', 'Qwerty123!']) {
      await page.getByLabel('Password', { exact: true }).fill(weak);
      await page.getByLabel('Confirm Password').fill(weak);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.getByText(/^This password is too easy to guess\. This is similar to a commonly used password\./).first().waitFor();
      expect(pathOf(page)).toBe('/resetpassword');
    }
    await expectAccessible(page, 'reset-password-too-guessable');
    await page.context().close();
  });

  it('logs no Permissions-Policy error on the pages a manager opens', async () => {
    const page = await browser.newPage();
    const problems = consoleProblems(page);
    await page.goto(appUrl('/login'));
    await signIn(page, 'manager');
    await page.goto(appUrl('/auctions'));
    await page.getByRole('heading').first().waitFor();
    expect(problems.filter((e) => /permissions-policy/i.test(e))).toEqual([]);
  });
});

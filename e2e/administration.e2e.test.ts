/**
 * Administration journey as the manager: a client with a logo, a borrower, a user (with the
 * validation messages), an auction, a lots CSV upload and delete, approving a borrower and sending
 * an invitation (the e-mail lands in the outbox), and the Users.xlsx export read back with exceljs.
 * Every main screen is checked with axe-core and photographed for docs/screenshots.
 */
import ExcelJS from 'exceljs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../core/domain/messages';
import { TEXT_FIELD_MAX_LENGTH } from '../core/validation/text-limits';
import { appUrl, axeViolations, endTomorrow, journeyBrowser, outboxCount, pathOf, screenshot, waitForMail } from './browser';

const ROOT = path.resolve(import.meta.dirname, '..');
const browser = journeyBrowser();
let page: Page;

beforeAll(async () => {
  page = await browser.signedInPage('manager');
  await page.waitForURL('**/home');
});

const accessible = async (name: string) => {
  const violations = await axeViolations(page);
  expect(violations, `${name}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
  await screenshot(page, name);
};
const toast = (text: string) => page.getByText(text, { exact: true }).first().waitFor();
/** A list screen with a row it is known to hold, checked and photographed as `screen`; then its Add button. */
const addFromList = async (screen: string, heading: string, knownRow: string) => {
  await page.goto(appUrl(`/${screen}`));
  await page.getByRole('heading', { name: heading }).waitFor();
  await page.getByRole('cell', { name: knownRow }).waitFor();
  await accessible(screen);
  await page.getByRole('button', { name: 'Add' }).click();
};

describe('administration (manager)', () => {
  it('creates a client with a logo', async () => {
    await addFromList('clients', 'Clients', 'Northern Pension Fund');
    await page.waitForURL('**/clientedit/-1');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(MSG.CLIENT_NAME_IS_REQUIRED).waitFor();
    await page.getByText(MSG.SHORTNAME_IS_REQUIRED).waitFor();
    await page.getByLabel('Client Name').fill('E2E Client Fund');
    await page.getByLabel('Shortname').fill('E2ECLI');
    await page.getByLabel('Choose logo file').setInputFiles(path.join(ROOT, 'adapters/demo/logos/NORTHPEN.png'));
    await accessible('client-edit');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(MSG.SAVED_SUCCESSFULLY);
    await page.waitForURL('**/clients');
    await page.getByRole('cell', { name: 'E2E Client Fund' }).click();
    await page.waitForURL(/clientedit\/\d+$/);
    await page.getByRole('img', { name: 'E2E Client Fund logo' }).waitFor();
  });

  it('creates a borrower', async () => {
    await addFromList('borrowers', 'Borrowers', 'Alpha Securities LLC');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(MSG.BORROWER_NAME_IS_REQUIRED).waitFor();
    // A 256-character name: the browser checks it with the server's own schema (shortText, 255) and
    // shows the server's message under the field, without sending anything.
    const saves: string[] = [];
    const onRequest = (r: { url: () => string }) => {
      if (r.url().includes('/api/auction/companysave')) saves.push(r.url());
    };
    page.on('request', onRequest);
    await page.getByLabel('Borrower Name').fill('B'.repeat(TEXT_FIELD_MAX_LENGTH + 1));
    await page.getByLabel('Shortname').fill('E2EBOR');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: MSG.TEXT_TOO_LONG }).waitFor();
    expect(await page.getByLabel('Borrower Name').getAttribute('aria-invalid')).toBe('true');
    expect(saves).toEqual([]);
    page.off('request', onRequest);
    await page.getByLabel('Borrower Name').fill('E2E Borrower Ltd');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(MSG.SAVED_SUCCESSFULLY);
    await page.waitForURL('**/borrowers');
    await page.getByRole('cell', { name: 'E2E Borrower Ltd' }).waitFor();
  });

  it('creates a user and shows the validation messages', async () => {
    await page.goto(appUrl('/useredit/-1'));
    await page.getByRole('heading', { name: 'Create User' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(MSG.UNABLE_TO_CREATE_USER).waitFor();
    for (const m of [MSG.FIRST_NAME_IS_REQUIRED, MSG.LAST_NAME_IS_REQUIRED, MSG.EMAIL_IS_REQUIRED, MSG.LOGIN_NAME_IS_REQUIRED, MSG.PLEASE_SELECT_ROLE]) {
      await page.getByText(m, { exact: true }).waitFor();
    }
    await page.getByRole('checkbox', { name: 'Super Bidder' }).check();
    await page.getByRole('checkbox', { name: 'Bidder', exact: true }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(MSG.CANNOT_SELECT_OTHER_ROLES_WITH_SUPER_BIDDER_ROLE).waitFor();
    await page.getByRole('checkbox', { name: 'Super Bidder' }).uncheck();
    await page.getByRole('checkbox', { name: 'Client', exact: true }).check();
    await page.getByLabel('Borrower').selectOption({ label: 'E2E Borrower Ltd' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(MSG.YOU_CANNOT_SELECT_BORROWER_WITH_CLIENT_ROLE).waitFor();
    await accessible('user-edit');
    await page.getByRole('checkbox', { name: 'Client', exact: true }).uncheck();
    await page.getByLabel('First Name').fill('Erin');
    await page.getByLabel('Last Name').fill('Tester');
    await page.getByLabel('Email').fill('e2e.bidder@e2e-borrower.example');
    await page.getByLabel('Login Name').fill('e2ebidder');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(MSG.SAVED_SUCCESSFULLY);
    await page.waitForURL('**/users');
    await page.getByPlaceholder('Search by FirstName, LastName, LoginName').fill('e2ebid');
    await page.getByRole('cell', { name: 'e2ebidder' }).waitFor();
    await accessible('users');
  });

  it('exports the users to Users.xlsx', async () => {
    await page.goto(appUrl('/users'));
    await page.getByRole('cell', { name: 'manager', exact: true }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toBe('Users.xlsx');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'sla-xlsx-')), 'Users.xlsx');
    await download.saveAs(file);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['First Name', 'Last Name', 'Login Name', 'Email', 'Borrower', 'Client', 'Roles']);
    const logins: unknown[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) logins.push(row.getCell(3).value);
    });
    expect(logins).toContain('manager');
    expect(logins).toContain('e2ebidder');
  });

  it('creates an auction, which switches to edit mode and closes', async () => {
    await page.goto(appUrl('/auctions'));
    await page.getByRole('heading', { name: 'Active Auctions' }).waitFor();
    await page.getByPlaceholder(MSG.SEARCH_BY_AUCTION_NAME_CLIENT).waitFor();
    await accessible('auctions');
    await page.getByRole('link', { name: 'Auction Archive' }).click();
    await page.getByRole('heading', { name: 'Auction Archive' }).waitFor();
    await page.getByRole('link', { name: 'Back to Active Auctions' }).waitFor();
    await page.goto(appUrl('/auctions'));
    await page.getByRole('button', { name: 'Add' }).click();
    await page.waitForURL('**/auctionedit/-1');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(MSG.AUCTION_DESCRIPTION_IS_REQUIRED).waitFor();
    await page.getByText(MSG.PLEASE_SELECT_CLIENT).waitFor();
    await page.getByText(MSG.PLEASE_SELECT_COLLATERAL_TYPE).waitFor();
    await page.getByLabel('Auction Description').fill('E2E Spring Auction');
    await page.getByLabel('Client', { exact: true }).selectOption({ label: 'E2E Client Fund' });
    await page.getByLabel('Collateral Type').selectOption('Cash');
    await page.getByLabel('All-In').check();
    await page.getByLabel('Start Time (EST)').selectOption('17:00');
    await page.getByLabel('End Time (EST)').selectOption('09:00');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(MSG.START_TIME_MUST_BE_EARLIER_THAN_END_TIME).waitFor();
    await page.getByLabel('Start Time (EST)').selectOption('09:00');
    await page.getByLabel('End Time (EST)').selectOption('23:30');
    await endTomorrow(page);
    await accessible('auction-edit');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(MSG.AUCTION_CREATED_SUCCESSFULLY);
    await page.waitForURL(/auctionedit\/\d+$/);
    await page.waitForURL('**/auctions');
    await page.getByRole('cell', { name: 'E2E Spring Auction' }).waitFor();
  });

  it('uploads the lots CSV, lists the lots and deletes one', async () => {
    await page.goto(appUrl('/lots'));
    await page.getByText('E2E Spring Auction', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    await toast(MSG.NO_LOT_SELECTED_FOR_DELETE);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.waitForURL('**/lots/upload');
    await page.getByLabel('Template').selectOption('guide');
    const [guide] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(guide.suggestedFilename()).toMatch(/\.csv$/);
    await page.getByLabel('Choose a .csv file').setInputFiles(path.join(ROOT, 'fixtures/header-only.csv'));
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await toast(MSG.LOTS_TEMPLATE_HAS_NO_DATA);
    await page.getByText(MSG.EMPTY_TEMPLATE_FILE).first().waitFor();
    await page.getByLabel('Choose a .csv file').setInputFiles(path.join(ROOT, 'fixtures/lots-sample.csv'));
    await accessible('lots-upload');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.waitForURL('**/lots');
    await page.getByRole('cell', { name: 'US Large Cap Growth Tranche A' }).waitFor();
    await accessible('lots');
    const before = Number((await page.getByText(/^\d+ records$/).textContent())?.split(' ')[0]);
    expect(before).toBeGreaterThan(20);
    await page.getByRole('checkbox', { name: 'Select row 1', exact: true }).check();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(MSG.LOT_DELETE_CONFIRMATION).waitFor();
    await page.getByRole('button', { name: 'Yes' }).click();
    await toast(MSG.LOT_DELETED_SUCCESSFULLY);
    await page.getByText(`${before - 1} records`).waitFor();
  });

  it('opens a lot and shows the all-in fields and the assumed % hint', async () => {
    await page.goto(appUrl('/lots'));
    await page.getByRole('cell', { name: 'US Large Cap Value Tranche A' }).click();
    await page.waitForURL(/lotedit\/\d+$/);
    await page.getByText(MSG.PERCENT_FIELD_HINT).first().waitFor();
    await page.getByLabel('Gross Dividend').waitFor();
    await accessible('lot-edit');
    await page.getByLabel('Market Value').fill('abc');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(MSG.MARKET_VALUE_MUST_BE_NUMERIC).waitFor();
  });

  it('approves a borrower and sends an invitation e-mail', async () => {
    await page.goto(appUrl('/inviteedashboard'));
    await page.getByRole('heading', { name: 'Invitee Dashboard' }).waitFor();
    await page.getByLabel('ELIGIBLE BORROWERS').selectOption({ label: 'E2E Borrower Ltd' });
    await page.getByRole('button', { name: 'ADD' }).click();
    expect(await page.getByRole('button', { name: 'Email Preview' }).isDisabled()).toBe(true);
    await page.getByText(MSG.SAVE_CHANGES_BEFORE_SENDING_INVITES).waitFor();
    await accessible('invitees');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(MSG.SAVED_SUCCESSFULLY);
    await page.getByRole('button', { name: 'Email List' }).click();
    await page.getByRole('dialog', { name: 'Email List' }).getByText('e2e.bidder@e2e-borrower.example', { exact: false }).waitFor();
    await page.getByRole('checkbox', { name: /Erin Tester/ }).check();
    await page.getByRole('dialog', { name: 'Email List' }).getByRole('button', { name: 'Save', exact: true }).click();
    await toast(MSG.SAVED_SUCCESSFULLY);
    await page.getByRole('button', { name: 'Email Preview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Email' });
    await dialog.getByLabel('Subject').selectOption('Bid Invite');
    await dialog.getByRole('checkbox', { name: /E2E Borrower Ltd/ }).waitFor();
    await screenshot(page, 'invitation-email');
    const before = await outboxCount();
    await dialog.getByRole('button', { name: 'Send Email' }).click();
    await page.getByText(MSG.INVITE_EMAIL_SEND_CONFIRMATION).waitFor();
    await page.getByRole('button', { name: 'Yes' }).click();
    await toast(MSG.SENT_EMAILS_SUCCESSFULLY);
    const mail = await waitForMail('e2e.bidder@e2e-borrower.example', undefined, before);
    expect(mail.subject).toMatch(/Bid Invite|E2E Spring Auction/);
  });

  it('shows the roles of an internal user read-only', async () => {
    await page.goto(appUrl('/users'));
    await page.getByPlaceholder('Search by FirstName, LastName, LoginName').fill('relations');
    await page.getByRole('cell', { name: 'relations', exact: true }).click();
    await page.waitForURL(/useredit\/\d+$/);
    await page.getByText('Roles (read-only for internal users)').waitFor();
    expect(await page.getByRole('checkbox', { name: 'Client Relations' }).isDisabled()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Client Relations' }).isChecked()).toBe(true);
  });

  it('shows the auction archive and an existing auction', async () => {
    await page.goto(appUrl('/archiveauctions'));
    await page.getByRole('heading', { name: 'Auction Archive' }).waitFor();
    await page.getByRole('cell', { name: 'Summer 2026 ETF and Treasury Auction' }).waitFor();
    await accessible('auction-archive');
    await page.goto(appUrl('/auctions'));
    await page.getByRole('cell', { name: 'Winter 2027 US Equities Auction' }).click();
    await page.waitForURL(/auctionedit\/\d+$/);
    // The form fills once the auction has loaded: wait for it rather than read the empty field.
    await expect.poll(() => page.getByLabel('Auction Description').inputValue()).toBe('Winter 2027 US Equities Auction');
  });

  it('shows the dashboard: the close of live and upcoming auctions', async () => {
    await page.goto(appUrl('/dashboard'));
    await page.getByRole('link', { name: 'Q4 2026 Global Multi-Asset Auction' }).waitFor();
    expect(pathOf(page)).toBe('/dashboard');
    await accessible('dashboard');
  });
});

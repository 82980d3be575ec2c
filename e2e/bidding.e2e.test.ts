/**
 * The information centre and the bid wizard, as users do it (spec 2.1-2.4, 4, 5, 8): bidder1's whole
 * journey on the live demo auction (all-in flag, combo lots, collateral Both) with every validation
 * message of section 5, the downloads read back, the confirmation e-mail; bidder2 sees none of it; the
 * Auction Has Ended alert on the server's clock (bidder vs super bidder, browser clock days off); a
 * manager completing an info centre.
 * Every new screen is checked with axe-core and photographed (UPDATE_SCREENSHOTS=1).
 */
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { OWN_BIDS_TOTAL_NOTE } from '../core/domain/bidder-messages';
import { MSG } from '../core/domain/messages';
import { convertedTotalLabel } from '../core/money/fx';
import { BID_WARNINGS_INTRO, BID_WARNINGS_TITLE } from '../web/src/features/bidding/hooks/bid-warnings';
import { extractPdfText } from '../adapters/pdf/pdf-text.test-kit';
import { signInOver } from '../adapters/http/tests/kits/server-process.test-kit';
import { appUrl, axeViolations, baseUrl, bidSavesSentBy, DEMO_PASSWORD, escapeRegExp, journeyBrowser, openInfoCentre, outboxCount, pathOf, screenshot, signIn, waitForMail } from './browser';

const LIVE = 'Q4 2026 Global Multi-Asset Auction';
const UPCOMING = 'Winter 2027 US Equities Auction';
const COMMENT_MARKER = 'ALPHA-ONLY lot note';
const SUPPLEMENTAL_MARKER = 'ALPHA-ONLY supplemental note';

const browser = journeyBrowser();

const checkScreen = async (page: Page, name: string) => {
  expect(await axeViolations(page), name).toEqual([]);
  await screenshot(page, name);
};



/** The wizard's alert: its message, then OK. */
const expectAlert = async (page: Page, message: string) => {
  const dialog = page.getByRole('dialog');
  await dialog.getByText(message, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'hidden' });
};

const downloadOf = async (page: Page, click: () => Promise<void>): Promise<Download> => {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
};
/** PDF text with the line-break hyphenation of long words undone. */
const pdfText = async (bytes: Uint8Array): Promise<string> => (await extractPdfText(bytes)).replace(/-\s+/g, '-');
const bytesOf = async (d: Download): Promise<Uint8Array> => new Uint8Array(readFileSync((await d.path())));

const sheetMessage = (page: Page, message: string) => page.getByRole('alert').filter({ hasText: message });

describe('bidder1: info centre to submitted bids', () => {
  it('opens the info centre, bids through the four steps with every validation message, confirms and downloads', async () => {
    const page = await browser.signedInPage('bidder1');
    await page.goto(appUrl('/infocenterlist'));
    await page.getByRole('heading', { name: 'Auctions' }).waitFor();
    for (const h of ['Auction Name', 'Client', 'Auction Start Time', 'Auction End Time']) await page.getByRole('columnheader', { name: h }).waitFor();
    await page.getByText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} EST/).first().waitFor();
    await checkScreen(page, 'infocentre-list');

    await openInfoCentre(page, LIVE);
    expect(pathOf(page)).toBe('/collapsetemplate');
    await page.getByText(MSG.TIME_REMAINING_TO_BID).waitFor();
    for (const box of ['Auction Details', 'Asset Details', 'Contact Details', 'Auction Rules', 'Asset Information', 'Operational Information']) await page.getByText(box, { exact: true }).first().waitFor();
    await page.getByText('Term Length').waitFor();
    // Hidden rows (displayFlag false) never show.
    expect(await page.getByText('Bidding instructions (draft, hidden)').count()).toBe(0);
    await checkScreen(page, 'infocentre-collapse');
    const doc = await downloadOf(page, () => page.getByRole('button', { name: 'Asset Information.pdf' }).click());
    expect(doc.suggestedFilename()).toBe('Asset Information.pdf');
    expect(Buffer.from(await bytesOf(doc)).subarray(0, 4).toString()).toBe('%PDF');
    const agreement = await downloadOf(page, () => page.getByRole('button', { name: 'User Agreement', exact: true }).click());
    expect(agreement.suggestedFilename()).toBe('UserAgreement.pdf');

    // Step 1: Accept Rules, with the three alerts.
    await page.getByRole('button', { name: 'Enter Bids' }).click();
    await page.waitForURL('**/enterbids');
    await page.getByRole('region', { name: 'Accept Rules' }).waitFor();
    await page.getByText(MSG.RULES_NOT_VIEWED_NOTICE).waitFor();
    await page.getByRole('timer', { name: 'Clock' }).getByText(/EST$/).waitFor();
    await checkScreen(page, 'bid-wizard-accept-rules');
    await page.getByRole('button', { name: 'GO BID' }).click();
    await expectAlert(page, MSG.YOU_MUST_ACCEPT_RULES_AND_CLICK_LINK);
    const accept = page.getByRole('checkbox', { name: /accept the Specific Auction Rules/ });
    await accept.check();
    await page.getByRole('button', { name: 'GO BID' }).click();
    await expectAlert(page, MSG.RULES_LINK_NOT_CLICKED);
    await accept.uncheck();
    const rules = await downloadOf(page, () => page.getByRole('button', { name: 'Specific Auction Rules' }).click());
    expect(rules.suggestedFilename()).toBe('rules.pdf');
    await page.getByText(MSG.RULES_NOT_VIEWED_NOTICE).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'GO BID' }).click();
    await expectAlert(page, MSG.RULES_CHECKBOX_NOT_CHECKED);
    await page.getByRole('button', { name: 'Help: Auction Rules' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await accept.check();
    await page.getByRole('button', { name: 'GO BID' }).click();

    // Step 2: Place Bids.
    await page.getByRole('region', { name: 'Place Bids' }).waitFor();
    for (const h of ['Lot', 'Lot Name & Lot Description', 'Market Value', 'Collateral Type', 'BID Basis points', 'BID Fixed Amount', 'BID All-In points', 'Minimum Balance Gtee', 'Lot Specific Comments', 'Add/Delete Row', 'Clear Bid'])
      await page.getByRole('columnheader', { name: h, exact: true }).waitFor();
    const cell = (name: string, lot: string) => page.getByLabel(`${name}, lot ${lot}`, { exact: true });
    const next = () => page.getByRole('button', { name: 'NEXT', exact: true }).click();

    // One value type per row.
    await cell('Collateral Type', '4').selectOption('Cash');
    await cell('BID Basis points', '4').fill('5');
    await cell('BID Fixed Amount', '4').fill('100');
    await next();
    await sheetMessage(page, MSG.BID_IN_MORE_THAN_ONE_FIELD).waitFor();
    expect(await cell('BID Basis points', '4').getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('button', { name: 'Clear Bid, lot 4', exact: true }).click();
    // Numbers only.
    await cell('BID Basis points', '4').fill('abc');
    await next();
    await sheetMessage(page, MSG.BID_NOT_NUMERIC).waitFor();
    await page.getByRole('button', { name: 'Clear Bid, lot 4', exact: true }).click();
    // Collateral must be chosen when the auction takes Both.
    await cell('BID Basis points', '5').fill('3');
    await next();
    await sheetMessage(page, MSG.PLEASE_SELECT_COLLATERAL_TYPE).waitFor();
    // Deleting a row with values asks first.
    await page.getByRole('button', { name: 'Delete Row, lot 5', exact: true }).click();
    await page.getByRole('dialog').getByText(MSG.BID_ROW_DELETE_CONFIRMATION).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    expect(await cell('BID Basis points', '5').inputValue()).toBe('');
    // Lot comments: at most 1000 UTF-8 bytes.
    await cell('Lot Specific Comments', '1').fill('é'.repeat(501));
    await sheetMessage(page, MSG.LOT_COMMENT_TOO_LONG).waitFor();
    expect(await cell('Lot Specific Comments', '1').inputValue()).toBe('é'.repeat(500));
    await cell('Lot Specific Comments', '1').fill(COMMENT_MARKER);
    // Supplemental comments: truncated at 10,000 characters with an alert.
    await page.getByLabel('Supplemental Bidder Comments').fill('x'.repeat(10_001));
    await expectAlert(page, MSG.SUPPLEMENTAL_COMMENTS_TOO_LONG);
    expect((await page.getByLabel('Supplemental Bidder Comments').inputValue()).length).toBe(10_000);
    await page.getByLabel('Supplemental Bidder Comments').fill(SUPPLEMENTAL_MARKER);

    // The bids: bps, fixed, all-in, an extra row and a combo lot.
    await cell('Collateral Type', '1').selectOption('Cash');
    await cell('BID Basis points', '1').fill('12.5');
    await page.getByRole('button', { name: 'Add Row, lot 1', exact: true }).click();
    await page.getByLabel('Collateral Type, lot 1, row 2').selectOption('Non_Cash');
    await page.getByLabel('BID Fixed Amount, lot 1, row 2').fill('30,000');
    await cell('Collateral Type', '2').selectOption('Non_Cash');
    await cell('BID Fixed Amount', '2').fill('25000');
    await cell('Minimum Balance Gtee', '2').fill('1000000');
    await cell('Collateral Type', '3').selectOption('Cash');
    // Lot 3 has a 0% tax rate, shown under its all-in cell with the point a bid must pass.
    await page.getByText('Gross dividend 1.84%, tax rate 0.00%: an all-in bid must be above 100.00%').first().waitFor();
    // All-in 95.5 is worth less than nothing, refused naming the lot, the value in pounds (core's rule, in the browser before saving).
    await cell('BID All-In points', '3').fill('95.5');
    await next();
    await page.getByText('Unable to save. The bid on lot 3 (Q4 Mid Cap Blend GBP) has a bid value of -£29,808.00').first().waitFor();
    // A fat finger: 99999999999999999999 bps is above every fee, refused naming the lot (the hard ceiling).
    await cell('BID All-In points', '3').fill('');
    await cell('BID Basis points', '3').fill('99999999999999999999');
    await next();
    await sheetMessage(page, 'Unable to save. The bid on lot 3 (Q4 Mid Cap Blend GBP) is 99,999,999,999,999,999,999.00 basis points').waitFor();
    expect(await cell('BID Basis points', '3').getAttribute('aria-invalid')).toBe('true');
    await cell('BID Basis points', '3').fill('');
    await cell('BID All-In points', '3').fill('100.5');
    await page.getByRole('grid', { name: 'Place Bids' }).getByLabel('Collateral Type, lot 12D').scrollIntoViewIfNeeded();
    await cell('Collateral Type', '12D').selectOption('Cash');
    await cell('BID Basis points', '12D').fill('20');
    // Enter in a cell does not submit.
    await cell('BID Basis points', '12D').press('Enter');
    expect(await page.getByRole('region', { name: 'Place Bids' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Help: Bid Instructions' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await checkScreen(page, 'bid-wizard-place-bids');
    // All-in 100.5 on lot 3 is worth 1.84 bps a year against the lot's reference of 36.53: the wizard
    // asks before saving. Go back sends nothing; Confirm saves the bids as they are.
    const saves = bidSavesSentBy(page);
    await next();
    const warning = page.getByRole('dialog', { name: BID_WARNINGS_TITLE });
    await warning.getByText(BID_WARNINGS_INTRO).waitFor();
    expect(await warning.getByRole('listitem').allInnerTexts()).toEqual([
      "Lot 3 (Q4 Mid Cap Blend GBP): 100.50% all-in (worth £3,312.00, 1.84 basis points a year) is less than 1/5 of the lot's reference rate of 36.53 basis points.",
    ]);
    await checkScreen(page, 'bid-wizard-bid-warnings');
    await warning.getByRole('button', { name: 'Go back' }).click();
    await warning.waitFor({ state: 'hidden' });
    expect(await cell('BID All-In points', '3').inputValue()).toBe('100.5');
    expect(saves).toEqual([]);
    await next();
    await warning.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByText(MSG.BIDS_SAVED).waitFor();
    expect(saves).toHaveLength(1);

    // Step 3: Confirm Bids.
    const confirm = page.getByRole('region', { name: 'Confirm Bids' });
    await confirm.waitFor();
    await confirm.getByRole('columnheader', { name: /Estimated Bid Value/ }).waitFor();
    await confirm.getByText(SUPPLEMENTAL_MARKER).waitFor();
    await confirm.getByText(MSG.CONFIRMED_BIDS_FINAL_NOTICE).waitFor();
    expect(await confirm.getByRole('row').count()).toBe(1 + 5);
    // Q4's lots are in five currencies: each Estimated Bid Value in its lot's, the total in dollars at the lots' FX rates.
    // Lot 1's two rows are alternatives (one bid per lot can be awarded): the higher, USD 30,000, counts, not 16,718.75 too
    // (web/src/features/bidding/grid/own-bids-total.ts): 30,000 + EUR 25,000 (27,125.00) + GBP 3,312 (4,189.68) + CHF 110,091.81 on combo 12D (124,403.75).
    expect(await confirm.getByTestId('estimated-total').textContent()).toBe(`${convertedTotalLabel('Total Estimated Bid Value', 'USD')}: $185,718.43`);
    expect(await confirm.getByText(OWN_BIDS_TOTAL_NOTE).count()).toBe(1);
    expect(await confirm.getByTestId('subtotal-EUR').textContent()).toBe('Subtotal EUR: €25,000.00');
    await checkScreen(page, 'bid-wizard-confirm');
    await page.getByRole('button', { name: 'CONFIRM BIDS' }).click();
    await expectAlert(page, MSG.CONFIRM_BIDS_CHECKBOX_NOT_CHECKED);
    // CHANGE BIDS goes back re-filled from the saved bids (returned bps with 2 decimals).
    await page.getByRole('button', { name: 'CHANGE BIDS' }).click();
    expect(await cell('BID Basis points', '1').inputValue()).toBe('12.50');
    expect(await page.getByLabel('BID Fixed Amount, lot 1, row 2').inputValue()).toBe('30000');
    // Unchanged since saved: no warning this time (the bidder confirmed lot 3's bid when it was saved).
    await next();
    await confirm.waitFor();
    expect(saves).toHaveLength(2);
    const mailsBefore = await outboxCount();
    await page.getByRole('checkbox', { name: MSG.CONFIRM_BIDS_CHECKBOX_LABEL }).check();
    await page.getByRole('button', { name: 'CONFIRM BIDS' }).click();
    await page.getByText(MSG.BIDS_CONFIRMED).waitFor();

    // Step 4: Bids Submitted, the e-mail with the PDF, the downloads.
    const submitted = page.getByRole('region', { name: 'Bids Submitted' });
    await submitted.waitFor();
    await submitted.getByText(MSG.BID_CLOSES_IN).waitFor();
    await page.getByText(MSG.BID_CONFIRMATION_EMAIL_SENT).waitFor();
    const mail = await waitForMail('bidder1@alpha-securities.example', /Bid Confirmation/, mailsBefore);
    expect(mail.attachments.map((a) => a.filename)).toEqual(['Q4_2026_Global_Multi-Asset_Auction_Bids.pdf']);
    expect(await pdfText(new Uint8Array(mail.attachments[0].content))).toContain(LIVE);
    await checkScreen(page, 'bid-wizard-submitted');

    await page.getByRole('button', { name: 'DOWNLOAD BIDS' }).click();
    const pdf = await downloadOf(page, () => page.getByRole('button', { name: 'PDF' }).click());
    expect(pdf.suggestedFilename()).toBe('Q4_2026_Global_Multi-Asset_Auction_Bids.pdf');
    const text = await pdfText(await bytesOf(pdf));
    // Lot 1's fixed bid is in dollars (the spec's Fixed Dollar), lot 2's in euros: named by its currency.
    for (const t of [LIVE, 'Basis points', '12.50', 'Fixed Dollar', 'Fixed (EUR)', '25,000', 'All-In points', '100.50%', '12D']) expect(text).toContain(t);

    await page.getByRole('button', { name: 'DOWNLOAD BIDS' }).click();
    const xlsx = await downloadOf(page, () => page.getByRole('button', { name: 'Excel' }).click());
    expect(xlsx.suggestedFilename()).toBe('Q4_2026_Global_Multi-Asset_Auction_Bids.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await bytesOf(xlsx)) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    // The title block (title, Client, Auction Name, Bidder Name, Borrower, Exported, an empty row), then the table.
    expect(ws.getRow(1).getCell(1).value).toBe(`${LIVE} - Bids`);
    expect(ws.getRow(8).getCell(1).value).toBe('Lot');
    expect(ws.rowCount).toBe(8 + 5);
    expect(ws.getRow(9).values).toContain(SUPPLEMENTAL_MARKER);
    // Bid values are numbers (exceljs reads them back as such), in their lots' currency formats.
    const bidValue = (ws.getRow(8).values as unknown[]).indexOf('Bid Value');
    for (let r = 9; r <= 13; r++) {
      expect(typeof ws.getRow(r).getCell(bidValue).value, `row ${r}`).toBe('number');
      expect(ws.getRow(r).getCell(bidValue).numFmt).toMatch(/#,##0/);
    }

    // Coming back after confirming lands on the submitted view, not an editable sheet.
    await page.reload();
    await submitted.waitFor();
    expect(await page.getByRole('button', { name: 'NEXT', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'SELECT A DIFFERENT AUCTION' }).click();
    await page.waitForURL('**/infocenterlist');
    await page.context().close();
  });

  it('bidder2 (another borrower) sees none of bidder1\'s bids anywhere', async () => {
    const page = await browser.signedInPage('bidder2');
    await openInfoCentre(page, LIVE);
    await page.getByRole('button', { name: 'Enter Bids' }).click();
    await page.waitForURL('**/enterbids');
    // bidder2 accepted the rules in the demo world: straight on with its own saved bids.
    await page.getByText(MSG.RULES_ALREADY_ACCEPTED_NOTICE).waitFor();
    await page.getByRole('button', { name: 'GO BID' }).click();
    await page.getByRole('region', { name: 'Place Bids' }).waitFor();
    const text = await page.locator('body').innerText();
    // A number counts as a whole number only: a random opaque bid id ("Bid 7981032163000060") may hold its digits.
    for (const marker of [COMMENT_MARKER, SUPPLEMENTAL_MARKER, '12.50', '30000']) expect(text).not.toMatch(new RegExp(`(?<![0-9.])${escapeRegExp(marker)}(?![0-9])`));
    expect(await page.getByLabel('BID Basis points, lot 1', { exact: true }).inputValue()).toBe('18.50');
    expect(await page.getByLabel('BID Basis points, lot 12D', { exact: true }).inputValue()).toBe('');
    await page.context().close();
  });
});

describe("the wizard's Auction Has Ended alert follows the server's clock, not the browser's", () => {
  const HOUR = 3_600_000;
  const ENDED = 'Autumn 2026 International Equities Auction';
  const endedDialog = (page: Page) => page.getByRole('dialog', { name: MSG.AUCTION_HAS_ENDED_TITLE });

  /** The live auction's end, as the server says. */
  const liveEnd = async (): Promise<number> => {
    const token = await signInOver(baseUrl(), 'manager', DEMO_PASSWORD);
    const list = (await (await fetch(`${baseUrl()}/api/auction/findInfocenter`, { headers: { Authorization: `bearer ${token}` } })).json()) as { auctionName: string; auctionEndDate: string }[];
    return Date.parse(list.find((a) => a.auctionName === LIVE)!.auctionEndDate);
  };

  /** The live auction's wizard with the browser's clock 75 hours ahead: past the end (+46 h) on the browser's clock only. */
  const wizardWithClockAhead = async (login: string): Promise<Page> => {
    const page = await browser.newPage();
    await page.clock.install({ time: Date.now() + 75 * HOUR });
    await signIn(page, login);
    await openInfoCentre(page, LIVE);
    await page.getByRole('button', { name: 'Enter Bids' }).click();
    await page.waitForURL('**/enterbids');
    await page.getByRole('list', { name: 'Steps' }).waitFor();
    return page;
  };

  it('a bidder: no alert while the server says live; the alert once the auction ends during the session', async () => {
    const end = await liveEnd();
    const page = await wizardWithClockAhead('bidder3');
    // Several ticks of the wizard's 1-second clock: on the browser's clock the alert would be up at the first.
    await page.waitForTimeout(3_000);
    expect(await endedDialog(page).count()).toBe(0);
    // The browser time elapsed since the auction was loaded carries the server's clock past the end.
    await page.clock.fastForward(end - Date.now() + 2_000);
    const dialog = endedDialog(page);
    await dialog.getByText(MSG.AUCTION_ENDED_REDIRECT).waitFor({ timeout: 10_000 });
    await dialog.getByRole('button', { name: 'OK' }).click();
    // OK leaves for the auction list (where, 46 browser hours on, the 30-minute session has expired).
    await page.waitForURL(/\/(infocenterlist|login)$/);
    await page.context().close();
  });

  it('a super bidder past the end gets no alert and stays', async () => {
    const end = await liveEnd();
    const page = await wizardWithClockAhead('superbidder');
    await page.clock.fastForward(end - Date.now() + 2_000);
    await page.waitForTimeout(3_000);
    expect(await endedDialog(page).count()).toBe(0);
    expect(pathOf(page)).toBe('/enterbids');
    // bidder1's bids are confirmed (first journey): the super bidder sees them on the submitted view.
    await page.getByRole('region', { name: 'Bids Submitted' }).waitFor();
    await page.context().close();
  });

  it('a bidder whose browser clock is back inside an ended auction still gets the alert', async () => {
    const page = await browser.newPage();
    // The ended demo auction ran from 240 to 234 hours before the seed: the browser thinks it is live.
    await page.clock.install({ time: Date.now() - 237 * HOUR });
    await signIn(page, 'bidder1');
    await openInfoCentre(page, ENDED);
    await page.goto(appUrl('/enterbids'));
    await expectAlert(page, MSG.AUCTION_ENDED_REDIRECT);
    await page.waitForURL('**/infocenterlist');
    await page.context().close();
  });
});

describe('a manager completes an info centre', () => {
  it('switches the template, marks it complete; bidders then see it; the edit pages refuse saving', async () => {
    const page = await browser.signedInPage('manager');
    await openInfoCentre(page, UPCOMING);
    expect(pathOf(page)).toBe('/columnstemplate');
    // Managers see no countdown.
    expect(await page.getByText(MSG.AUCTION_STARTS_IN).count()).toBe(0);
    await checkScreen(page, 'infocentre-columns-manager');
    // Back to incomplete: bidders no longer see it.
    await page.getByLabel('Mark As Complete').uncheck();
    await page.getByRole('button', { name: 'Save Template' }).click();
    await page.getByText(MSG.SAVED_SUCCESSFULLY).waitFor();
    const bidder = await browser.signedInPage('bidder1');
    await bidder.goto(appUrl('/infocenterlist'));
    await bidder.getByRole('row', { name: new RegExp(escapeRegExp(LIVE)) }).waitFor();
    expect(await bidder.getByRole('row', { name: new RegExp(escapeRegExp(UPCOMING)) }).count()).toBe(0);

    // While incomplete, documents can be uploaded and saved.
    await page.goto(appUrl('/auctionrulesedit'));
    for (const h of ['Document Links', 'Details', 'Upload file', 'Display in AIC']) await page.getByRole('columnheader', { name: h }).waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(1 + 5);
    await page.getByLabel('Upload file for document 4').setInputFiles({ name: 'Recall Schedule.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await page.getByText('Pending upload').waitFor();
    await page.getByLabel('Details of document 4').fill('Recall schedule');
    await page.getByLabel('Display document 4 in AIC').check();
    await checkScreen(page, 'document-edit-rules');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(MSG.SAVED_SUCCESSFULLY).waitFor();
    await page.getByLabel('Uploaded').waitFor();
    await page.getByRole('button', { name: 'Recall Schedule.pdf' }).waitFor();
    await page.goto(appUrl('/assetinformationedit'));
    await expect.poll(() => page.getByRole('row').count()).toBe(1 + 9);
    await page.goto(appUrl('/operationalmanagementedit'));
    await expect.poll(() => page.getByRole('row').count()).toBe(1 + 2);

    // Collapse template, complete.
    await page.goto(appUrl('/infocenterpage'));
    await page.waitForURL(/columnstemplate$/);
    await page.getByLabel('Template', { exact: true }).selectOption('collapse');
    await page.getByLabel('Mark As Complete').check();
    await page.getByRole('button', { name: 'Save Template' }).click();
    await page.getByText(MSG.SAVED_SUCCESSFULLY).waitFor();
    await page.waitForURL(/collapsetemplate$/);

    await bidder.reload();
    await bidder.getByRole('row', { name: new RegExp(escapeRegExp(UPCOMING)) }).click();
    await bidder.waitForURL(/collapsetemplate$/);
    await bidder.getByText(MSG.AUCTION_STARTS_IN).waitFor();
    await bidder.getByRole('button', { name: 'Recall Schedule.pdf' }).waitFor();
    // Not started: no Enter Bids for a bidder.
    expect(await bidder.getByRole('button', { name: 'Enter Bids' }).count()).toBe(0);
    await bidder.context().close();

    // Complete: the edit pages refuse saving.
    for (const p of ['/auctionrulesedit', '/assetinformationedit', '/operationalmanagementedit']) {
      await page.goto(appUrl(p));
      const save = page.getByRole('button', { name: 'Save', exact: true });
      await save.waitFor();
      await expect.poll(() => save.isDisabled()).toBe(true);
      expect(await page.locator(`[title="${MSG.INFOCENTRE_COMPLETE}"]`).count()).toBe(1);
    }
    await page.context().close();
  });
});

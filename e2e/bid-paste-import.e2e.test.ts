/**
 * Paste and import on the Place Bids sheet, in Chromium on the demo world's live auction
 * (22 lots, collateral Both, all-in, guarantee): a 20-lot block pasted from a spreadsheet (Ctrl+V of
 * the tab-separated text Excel puts on the clipboard) fills 20 lots after the preview and NEXT saves
 * them; the downloaded template, filled and imported as .xlsx, does the same and lists its refused lines.
 *
 * bidder5 (EPSILON) bids here: no other journey on this server signs in as bidder5.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MSG } from '../core/domain/messages';
import { importUnknownLot } from '../core/bids/bid-sheet-messages';
import { bidTemplateHeader } from '../core/bids/bid-sheet-columns';
import { NO_BID_KIND_FLAGS } from '../core/domain/bid-kinds';
import { acceptRulesAndGoBid, axeViolations, baseUrl, escapeRegExp, journeyBrowser, openInfoCentre, screenshot, signIn, tokenOf } from './browser';

const LIVE = 'Q4 2026 Global Multi-Asset Auction';
const BIDDER = 'bidder5';

const browser = journeyBrowser();

interface Lot {
  id: number;
  lotNumber: string;
  eslBps: string | null;
}
interface BidItem {
  lotId?: number;
  collateralType?: string;
  basisPointGuarantee?: string | null;
  fixed?: string | null;
}

const api = async <T,>(token: string, path: string): Promise<T> => {
  const res = await fetch(`${baseUrl()}/api${path}`, { method: path.startsWith('/auction/findInfocenter') ? 'GET' : 'POST', headers: { Authorization: `bearer ${token}` } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};


/** Signs bidder5 in and opens Place Bids on the live auction (accepting the rules when not yet done). */
async function placeBids(): Promise<{ page: Page; token: string; auctionId: number; lots: Lot[] }> {
  const page = await browser.newPage();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  await signIn(page, BIDDER);
  await openInfoCentre(page, LIVE);
  await page.getByRole('button', { name: 'Enter Bids' }).click();
  await page.waitForURL('**/enterbids');
  const rules = page.getByRole('region', { name: 'Accept Rules' });
  await rules.waitFor();
  await acceptRulesAndGoBid(page);
  const token = await tokenOf(page);
  const auctionId = (await api<{ id: number; auctionName: string }[]>(token, '/auction/findInfocenter')).find((a) => a.auctionName === LIVE)!.id;
  const lots = await api<Lot[]>(token, `/auction/enterbids/${auctionId}`);
  return { page, token, auctionId, lots };
}

/** NEXT, confirming the far-from-reference warnings if any, until Confirm Bids shows. */
async function next(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'NEXT', exact: true }).click();
  const confirm = page.getByRole('region', { name: 'Confirm Bids' });
  const warned = page.getByRole('dialog').getByRole('button', { name: 'Confirm' });
  await Promise.race([confirm.waitFor(), warned.waitFor()]);
  if (await warned.isVisible()) await warned.click();
  await confirm.waitFor();
}

/** The saved (unconfirmed) bids of the signed-in bidder by lot number. */
async function savedBids(token: string, auctionId: number, lots: Lot[]): Promise<Map<string, BidItem>> {
  const list = await api<BidItem[]>(token, `/auction/getbids/${auctionId}`);
  const numberOf = new Map(lots.map((l) => [l.id, l.lotNumber]));
  return new Map(list.filter((b) => b.lotId !== undefined).map((b) => [numberOf.get(b.lotId!)!, b]));
}

/** A bid near the lot's reference rate (no warning): its eSL bps times `factor`, 2 decimals. */
const bpsNear = (lot: Lot, factor: number): string => (Number(lot.eslBps ?? '25') * factor).toFixed(2).replace(/\.?0+$/, '');

const TWENTY = Array.from({ length: 20 }, (_, i) => String(i + 1));

describe('paste and import on the Place Bids sheet', () => {
  it('a 20-lot block pasted from a spreadsheet fills 20 lots after the preview, and NEXT saves them', async () => {
    const { page, token, auctionId, lots } = await placeBids();
    const byNumber = new Map(lots.map((l) => [l.lotNumber, l]));
    // What Excel puts on the clipboard: the lot number, then the sheet's columns (Collateral Type,
    // BID Basis points, BID Fixed Amount, BID All-In points, Minimum Balance Gtee), tab-separated, CRLF.
    const lines = TWENTY.map((n) => [n, n === '7' ? 'Non Cash' : 'Cash', bpsNear(byNumber.get(n)!, 1), '', '', '']);
    lines.push(['99', 'Cash', '10', '', '', '']);
    const text = lines.map((l) => l.join('\t')).join('\r\n') + '\r\n';
    await page.evaluate((t) => navigator.clipboard.writeText(t), text);
    await page.getByLabel('BID Basis points, lot 1', { exact: true }).click();
    await page.keyboard.press('Control+V');

    const dialog = page.getByRole('dialog', { name: 'Paste bids' });
    await dialog.waitFor();
    await dialog.getByRole('status').getByText(/^20 lots will be filled \(40 cells to change\); 1 line refused\./).waitFor();
    const refused = dialog.getByRole('table', { name: 'Refused lines' });
    await refused.getByRole('row', { name: new RegExp(escapeRegExp(importUnknownLot('99'))) }).waitFor();
    const changes = dialog.getByRole('table', { name: 'Changes' });
    expect(await changes.getByRole('row').count()).toBe(41);
    await changes.getByRole('row', { name: `7 7 Collateral Type (empty) Non Cash` }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'bid-paste-preview');
    // Nothing typed into the focused cell, nothing sent yet.
    expect(await page.getByLabel('BID Basis points, lot 1', { exact: true }).inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByLabel('BID Basis points, lot 1', { exact: true }).inputValue()).toBe(bpsNear(byNumber.get('1')!, 1));
    expect(await page.getByLabel('Collateral Type, lot 7', { exact: true }).inputValue()).toBe('Non_Cash');
    expect((await savedBids(token, auctionId, lots)).size).toBe(0);

    await next(page);
    const saved = await savedBids(token, auctionId, lots);
    expect([...saved.keys()].sort((a, b) => Number(a) - Number(b))).toEqual(TWENTY);
    for (const n of TWENTY) {
      expect(Number(saved.get(n)!.basisPointGuarantee), `lot ${n}`).toBe(Number(bpsNear(byNumber.get(n)!, 1)));
      expect(saved.get(n)!.collateralType).toBe(n === '7' ? 'Non_Cash' : 'Cash');
    }
    await page.context().close();
  });

  it('the template of the lots, filled in Excel and imported as .xlsx, fills 20 lots and lists the refused lines; NEXT saves them', async () => {
    const { page, token, auctionId, lots } = await placeBids();
    const byNumber = new Map(lots.map((l) => [l.lotNumber, l]));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download bid template' }).click()]);
    expect(download.suggestedFilename()).toBe(`${LIVE.replace(/\s+/g, '_')}_Bid_Template.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync(await download.path()) as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(bidTemplateHeader({ ...NO_BID_KIND_FLAGS, collateralType: 'Both', bpsBid: true, dollarBid: true, allInFlag: true, minGuarantee: true }));
    expect(sheet.rowCount).toBe(1 + lots.length);
    const col = (title: string) => header.indexOf(title) + 1;

    // The trader prices the book: 20 lots in bps (numbers, as Excel stores them), lot 21 a text by mistake,
    // and a line for a lot the auction does not have.
    sheet.eachRow((row, r) => {
      const n = row.getCell(1).text;
      if (r === 1) return;
      if (TWENTY.includes(n)) {
        row.getCell(col('Collateral Type')).value = n === '7' ? 'Non Cash' : 'Cash';
        row.getCell(col('BID Basis points')).value = Number(bpsNear(byNumber.get(n)!, 1.5));
      } else {
        row.getCell(col('Collateral Type')).value = 'Cash';
        row.getCell(col('BID Basis points')).value = 'ten';
      }
    });
    const extra = sheet.addRow(['404', 'Not a lot', 'USD']);
    extra.getCell(col('Collateral Type')).value = 'Cash';
    extra.getCell(col('BID Basis points')).value = 10;
    const file = path.join(tmpdir(), `bids-${process.pid}.xlsx`);
    writeFileSync(file, new Uint8Array(await wb.xlsx.writeBuffer()));

    await page.getByLabel('Bid file (.xlsx or .csv)').setInputFiles(file);
    const dialog = page.getByRole('dialog', { name: `Import bid file: bids-${process.pid}.xlsx` });
    await dialog.waitFor();
    await dialog.getByRole('status').getByText(/^20 lots will be filled \(20 cells to change\); 3 lines refused\./).waitFor();
    const refused = dialog.getByRole('table', { name: 'Refused lines' });
    const others = lots.filter((l) => !TWENTY.includes(l.lotNumber)).map((l) => l.lotNumber);
    expect(others).toHaveLength(2);
    for (const n of others) await refused.getByRole('row', { name: new RegExp(`^\\d+ ${escapeRegExp(n)} BID Basis points ${escapeRegExp(MSG.BID_NOT_NUMERIC)}$`) }).waitFor();
    await refused.getByRole('row', { name: new RegExp(`404 Lot ${escapeRegExp(importUnknownLot('404'))}`) }).waitFor();
    // Old -> new: the saved bid of the paste, then the file's.
    const lot3 = byNumber.get('3')!;
    await dialog
      .getByRole('table', { name: 'Changes' })
      .getByRole('row', { name: `4 3 BID Basis points ${Number(bpsNear(lot3, 1)).toFixed(2)} ${bpsNear(lot3, 1.5)}` })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'bid-import-preview');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await next(page);
    const saved = await savedBids(token, auctionId, lots);
    expect([...saved.keys()].sort((a, b) => Number(a) - Number(b))).toEqual(TWENTY);
    for (const n of TWENTY) expect(Number(saved.get(n)!.basisPointGuarantee), `lot ${n}`).toBe(Number(bpsNear(byNumber.get(n)!, 1.5)));
    await page.context().close();
  });
});

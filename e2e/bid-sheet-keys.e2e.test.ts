/**
 * The Place Bids sheet by keyboard alone and at a glance: an ARIA grid with one tab stop, the
 * arrow keys and Enter between its bid cells, "go to lot" and the filters, the sticky lot column, the
 * running Estimated Bid Value per currency with the converted total, and (on a 500-lot auction answered
 * by request interception, as bench/web.bench.ts does) the lots of Accept Rules and Place Bids windowed
 * while "go to lot" and the keys still reach any lot.
 *
 * bidder2 on the live demo auction: its three saved bids are the demo world's (lot 1 18.50 bps in USD,
 * lot 2 fixed €125,000, lot 3 all-in 105 points in GBP). Nothing is saved here (no NEXT), so other
 * journeys see bidder2's bids as seeded.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { convertedTotalLabel } from '../core/money/fx';
import { appUrl, axeViolations, journeyBrowser, screenshot } from './browser';
import { chooseAuction, interceptSyntheticAuction } from './synthetic-auction';

const LIVE = 'Q4 2026 Global Multi-Asset Auction';

const browser = journeyBrowser();

/** The accessible name of the focused element (the bid cells are named "<column>, lot <n>"). */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id ?? document.activeElement?.tagName ?? '');
const inGrid = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[role="grid"]')));
const press = async (page: Page, ...keys: string[]) => {
  for (const k of keys) await page.keyboard.press(k);
};
/** Presses `key`, then waits for the focus to land on `label`. */
const pressTo = async (page: Page, key: string, label: string) => {
  await press(page, key);
  await expect.poll(() => focused(page)).toBe(label);
};
const openLiveSheet = async (page: Page) => {
  await page.goto(appUrl('/infocenterlist'));
  await page.getByRole('row', { name: new RegExp(LIVE) }).click();
  await page.waitForURL(/(columns|collapse)template$/);
  await page.getByRole('button', { name: 'Enter Bids' }).click();
  await page.waitForURL('**/enterbids');
  await page.getByRole('button', { name: 'GO BID' }).click();
  await page.getByRole('grid', { name: 'Place Bids' }).waitFor();
};

describe('bidder2 fills the Place Bids sheet by keyboard alone', () => {
  it('moves with the arrows and Enter, leaves with Tab, goes to a lot, filters, and shows the running total', async () => {
    const page = await browser.signedInPage('bidder2');
    await openLiveSheet(page);
    const grid = page.getByRole('grid', { name: 'Place Bids' });

    // The grid's roles: column headers, a row header per lot (the sticky lot column), gridcells.
    for (const h of ['Lot', 'BID Basis points', 'BID Fixed Amount']) await grid.getByRole('columnheader', { name: h, exact: true }).waitFor();
    await grid.getByRole('rowheader', { name: /^12D/ }).waitFor();
    expect(await grid.getByRole('gridcell').count()).toBeGreaterThan(0);
    expect(await grid.getByRole('rowheader').first().evaluate((th) => getComputedStyle(th).position)).toBe('sticky');
    // One tab stop in the whole grid.
    expect(await grid.locator('[tabindex="0"]').count()).toBe(1);

    // At a glance: lots bid, each currency's Estimated Bid Value and the total in dollars at the lots' FX rates:
    // 18.5 bps on $26,750,000 for 180 days = $24,743.75; €125,000; all-in 105 on £36,000,000 x 1.84% = £33,120.00;
    // 24,743.75 + 125,000 x 1.085 + 33,120 x 1.265 = $202,265.55.
    const glance = page.getByRole('region', { name: 'Sheet at a glance' });
    await glance.getByText('Lots bid: 3 of 20 lots, 0 of 2 combo lots').waitFor();
    await glance.getByTestId('estimate-total').getByText(`${convertedTotalLabel('Total Estimated Bid Value', 'USD')}: $202,265.55`).waitFor();
    expect(await glance.getByTestId('estimate-USD').textContent()).toBe('Estimated Bid Value USD: $24,743.75');
    expect(await glance.getByTestId('estimate-EUR').textContent()).toBe('Estimated Bid Value EUR: €125,000.00');
    expect(await glance.getByTestId('estimate-GBP').textContent()).toBe('Estimated Bid Value GBP: £33,120.00');
    expect(await axeViolations(page), 'Place Bids with the grid').toEqual([]);
    await screenshot(page, 'bid-sheet-grid');

    // Keyboard alone from the sheet's first control (Go to lot): Tab past Go and Show lands in the grid, on lot 1's basis points.
    await page.getByLabel('Go to lot').focus();
    await press(page, 'Tab', 'Tab', 'Tab');
    await expect.poll(() => focused(page)).toBe('BID Basis points, lot 1');
    // ArrowDown: lot 2, same column. Right and Left along the row (empty fields), Enter down, Shift+Enter up.
    await pressTo(page, 'ArrowDown', 'BID Basis points, lot 2');
    await pressTo(page, 'ArrowRight', 'BID Fixed Amount, lot 2');
    await press(page, 'ArrowLeft', 'ArrowLeft');
    await expect.poll(() => focused(page)).toBe('Collateral Type, lot 2');
    await press(page, 'ArrowRight', 'Enter', 'Enter');
    await expect.poll(() => focused(page)).toBe('BID Basis points, lot 4');
    await pressTo(page, 'Shift+Enter', 'BID Basis points, lot 3');
    await press(page, 'ArrowDown');
    // Typing in a cell: 10 bps on lot 4 (¥80,250,000 for 180 days) = ¥40,125, $268.84 at 0.0067.
    await page.keyboard.type('10');
    expect(await grid.getByLabel('BID Basis points, lot 4', { exact: true }).inputValue()).toBe('10');
    await glance.getByText('Lots bid: 4 of 20 lots, 0 of 2 combo lots').waitFor();
    await glance.getByTestId('estimate-JPY').getByText('Estimated Bid Value JPY: ¥40,125').waitFor();
    expect(await glance.getByTestId('estimate-total').textContent()).toBe(`${convertedTotalLabel('Total Estimated Bid Value', 'USD')}: $202,534.39`);
    // The caret inside the text keeps Left/Right for the text.
    await pressTo(page, 'ArrowLeft', 'BID Basis points, lot 4');
    expect(await grid.locator('[tabindex="0"]').count()).toBe(1);

    // Tab leaves the grid (to the Supplemental Bidder Comments); Shift+Tab comes back to the same cell.
    await press(page, 'Tab');
    expect(await inGrid(page)).toBe(false);
    await expect.poll(() => focused(page)).toBe('supplemental-comments');
    await pressTo(page, 'Shift+Tab', 'BID Basis points, lot 4');

    // Go to lot (Shift+Tab out of the grid to the Show list, Go and the lot box): 12d is lot 12D.
    await press(page, 'Shift+Tab', 'Shift+Tab', 'Shift+Tab');
    await expect.poll(() => focused(page)).toBe('sheet-go-to-lot');
    await page.keyboard.type('12d');
    await pressTo(page, 'Enter', 'BID Basis points, lot 12D');
    expect(await inGrid(page)).toBe(true);
    // A lot the auction does not have is said so.
    await page.getByLabel('Go to lot').fill('99');
    await press(page, 'Enter');
    await page.getByRole('status').getByText('There is no lot 99 in this auction.').waitFor();

    // Filters, chosen with the keyboard on the Show list: Lots I bid on (1-4), then Lots without a bid.
    // Q4's 22 lots are 20 single lots and combo lots 6C and 12D, counted apart (core/domain/lot-count.ts).
    await page.getByLabel('Show').focus();
    await press(page, 'ArrowDown');
    await page.getByTestId('lots-shown').getByText('4 of 20 lots, 0 of 2 combo lots shown').waitFor();
    const lotHeaders = () => grid.getByRole('rowheader').allInnerTexts();
    expect((await lotHeaders()).map((t) => t.split('\n')[0])).toEqual(['1', '2', '3', '4']);
    await press(page, 'ArrowDown');
    await page.getByTestId('lots-shown').getByText('16 of 20 lots, 2 of 2 combo lots shown').waitFor();
    const unbid = (await lotHeaders()).map((t) => t.split('\n')[0]);
    expect(unbid).not.toContain('1');
    expect(unbid).toContain('5');
    // Tab into the filtered grid lands on its tab stop (lot 12D, shown: it has no bid); Ctrl+Home goes to the
    // first shown lot (5), ArrowDown to the next shown one.
    await pressTo(page, 'Tab', 'BID Basis points, lot 12D');
    await pressTo(page, 'Control+Home', 'BID Basis points, lot 5');
    await pressTo(page, 'ArrowDown', 'BID Basis points, lot 6');
    // Going to a lot the filter hides shows all lots again.
    await page.getByLabel('Go to lot').fill('2');
    await page.getByLabel('Go to lot').press('Enter');
    await expect.poll(() => focused(page)).toBe('BID Basis points, lot 2');
    expect(await page.getByLabel('Show').inputValue()).toBe('all');
    await page.getByTestId('lots-shown').getByText('20 lots (plus 2 combo lots)').waitFor();
    expect(await axeViolations(page), 'Place Bids filtered and navigated').toEqual([]);
    await page.context().close();
  });
});

/** A synthetic live auction of `lots` USD lots, answered by the browser (as bench/web.bench.ts does), chosen in the session. */
const interceptAuction = async (page: Page, lots: number): Promise<number> => {
  const id = await interceptSyntheticAuction(page, {
    label: 'Keys',
    lots,
    lot: (i) => ({ lotName: `Keys lot ${i + 1}`, marketValue: '36000000.00', grossDividend: null, taxRate: null, eslBps: null, fxRate: '1.0000' }),
  });
  await chooseAuction(page, id);
  return id;
};

describe('a 500-lot sheet: windowed, and every lot within reach of the keys', () => {
  it('windows Accept Rules and Place Bids, goes to lot 450 outside the window, and moves on from there', async () => {
    const page = await browser.signedInPage('bidder2');
    await interceptAuction(page, 500);
    await page.goto(appUrl('/enterbids'));
    // Accept Rules: the 500 lots' table is windowed.
    const lots = page.getByRole('region', { name: 'Lots' });
    await lots.getByRole('cell', { name: 'Keys lot 1', exact: true }).waitFor();
    expect(await lots.locator('tbody tr:not([aria-hidden])').count()).toBeLessThan(60);
    await page.getByRole('button', { name: 'GO BID' }).click();
    const grid = page.getByRole('grid', { name: 'Place Bids' });
    await grid.waitFor();
    expect(await grid.locator('tbody tr[data-index]').count()).toBeLessThan(60);
    expect(await grid.getByLabel('BID Basis points, lot 450', { exact: true }).count()).toBe(0);
    await page.getByRole('region', { name: 'Sheet at a glance' }).getByText('Lots bid: 0 of 500').waitFor();

    // Go to lot 450: not in the DOM a moment ago, now focused and in view.
    await page.getByLabel('Go to lot').focus();
    await page.keyboard.type('450');
    await pressTo(page, 'Enter', 'BID Basis points, lot 450');
    const cell = grid.getByLabel('BID Basis points, lot 450', { exact: true });
    const inView = async () => {
      const box = await cell.boundingBox();
      const area = await page.getByTestId('place-bids-scroll').boundingBox();
      return Boolean(box && area && box.y >= area.y && box.y + box.height <= area.y + area.height);
    };
    await expect.poll(inView).toBe(true);
    await pressTo(page, 'ArrowDown', 'BID Basis points, lot 451');
    await page.keyboard.type('12.5');
    await page.getByRole('region', { name: 'Sheet at a glance' }).getByText('Lots bid: 1 of 500').waitFor();
    // 12.5 bps on $36,000,000 for 180 days.
    await page.getByTestId('estimate-total').getByText('Total Estimated Bid Value: $22,500.00').waitFor();
    // Scrolled far away, Tab out and back still lands on lot 451 (its row stays rendered as the grid's tab stop).
    await page.getByTestId('place-bids-scroll').evaluate((el) => el.scrollTo(0, 0));
    await press(page, 'Tab');
    expect(await inGrid(page)).toBe(false);
    await pressTo(page, 'Shift+Tab', 'BID Basis points, lot 451');
    // Ctrl+End and Ctrl+Home: the last and first lot.
    await pressTo(page, 'Control+End', 'BID Basis points, lot 500');
    await pressTo(page, 'Control+Home', 'BID Basis points, lot 1');
    expect(await grid.locator('tbody tr[data-index]').count()).toBeLessThan(60);

    // Long jumps in quick succession on a CPU six times slower (as a loaded CI is): each key lands, at the first
    // press. (A key that came while the virtualiser's re-render after the last jump had its effects pending was
    // lost once in a few such runs: web/src/features/bidding/grid/roving-grid.ts ActiveCell.)
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    for (let jump = 0; jump < 6; jump++) {
      await press(page, 'Control+End');
      await expect.poll(() => focused(page), { timeout: 10_000 }).toBe('BID Basis points, lot 500');
      await press(page, 'Control+Home');
      await expect.poll(() => focused(page), { timeout: 10_000 }).toBe('BID Basis points, lot 1');
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.context().close();
  });
});

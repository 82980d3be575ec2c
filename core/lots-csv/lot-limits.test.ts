import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../domain/messages';
import { lotTemplateCsv } from './lot-csv-columns';
import { checkAuctionLotCount, checkUploadRowCount, LOTS_PER_AUCTION_MAX, LOTS_PER_UPLOAD_MAX } from './lot-limits';
import { parseLotsCsv } from './parse-lots-csv';

const ctx = {
  auctionCurrency: 'USD' as const,
  auctionId: 9,
  allInFlag: false,
  assetClasses: [{ id: 1 }],
  currencies: [{ id: 1, currencyCode: 'USD' as const }],
};
const csvOf = (rows: number): string => {
  const lines = [lotTemplateCsv(false).trimEnd()];
  for (let i = 1; i <= rows; i++) lines.push(`${i},Lot ${i},1,1000000,20,1,1,365,12,E,U,12.5,,,,`);
  return `${lines.join('\n')}\n`;
};

describe('lot limits', () => {
  it('states the caps in their messages', () => {
    expect(MSG.TOO_MANY_LOTS_IN_FILE).toContain(LOTS_PER_UPLOAD_MAX.toLocaleString('en-US'));
    expect(MSG.TOO_MANY_LOTS_IN_AUCTION).toContain(LOTS_PER_AUCTION_MAX.toLocaleString('en-US'));
  });

  it('refuses a file of more data rows than the cap, whole, and parses one at the cap', () => {
    const over = parseLotsCsv(csvOf(LOTS_PER_UPLOAD_MAX + 1), ctx);
    expect(over).toMatchObject({ ok: false, code: 'LIMIT_EXCEEDED', message: MSG.TOO_MANY_LOTS_IN_FILE });
    const at = parseLotsCsv(csvOf(LOTS_PER_UPLOAD_MAX), ctx);
    expect(at.ok && at.value.lots.length).toBe(LOTS_PER_UPLOAD_MAX);
  });

  it('stops parsing at the first row past the cap: a file five times too long is read no further', () => {
    const parse = Papa.parse.bind(Papa);
    let steps = 0;
    const spy = vi.spyOn(Papa, 'parse').mockImplementation(((text: string, config: Papa.ParseConfig<string[]>) =>
      parse(text, {
        ...config,
        step: (r: Papa.ParseStepResult<string[]>, p: Papa.Parser) => {
          steps++;
          config.step?.(r, p);
        },
      })) as unknown as typeof Papa.parse);
    try {
      expect(parseLotsCsv(csvOf(LOTS_PER_UPLOAD_MAX * 5), ctx)).toMatchObject({ ok: false, code: 'LIMIT_EXCEEDED' });
    } finally {
      spy.mockRestore();
    }
    // The header, the rows a file may carry, and the one that tells it carries too many.
    expect(steps).toBe(LOTS_PER_UPLOAD_MAX + 2);
  });

  it('counts rows, not lines: blank rows and the header are not counted', () => {
    const text = csvOf(LOTS_PER_UPLOAD_MAX).replace(/\n/g, '\n,,,,,,,,,,,,,,,\n');
    expect(parseLotsCsv(text, ctx).ok).toBe(true);
    expect(checkUploadRowCount(LOTS_PER_UPLOAD_MAX).ok).toBe(true);
    expect(checkUploadRowCount(LOTS_PER_UPLOAD_MAX + 1).ok).toBe(false);
  });

  it('refuses adding lots past the auction cap', () => {
    expect(checkAuctionLotCount(0, LOTS_PER_AUCTION_MAX).ok).toBe(true);
    expect(checkAuctionLotCount(LOTS_PER_AUCTION_MAX - 1, 1).ok).toBe(true);
    expect(checkAuctionLotCount(LOTS_PER_AUCTION_MAX, 1)).toMatchObject({ ok: false, code: 'LIMIT_EXCEEDED', message: MSG.TOO_MANY_LOTS_IN_AUCTION });
    expect(checkAuctionLotCount(6_000, 5_000).ok).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages';
import { checkHoldingsSheet, HOLDINGS_FILE_MAX_ROWS, HOLDINGS_MESSAGES, holdingsTemplateHeader, readHoldingsRows } from './holdings-file';
import { invalidSecurityIdMessage } from './security-identifiers';

const lots = [
  { id: 11, lotNumber: '1', comboFlag: false },
  { id: 12, lotNumber: '2A', comboFlag: false },
  { id: 13, lotNumber: '3', comboFlag: true },
];
const header = holdingsTemplateHeader();
const line = (lot: string, isin: string, quantity = '100', price = '10', currency = 'USD') => [lot, isin, '', '', '', 'Issuer', '', quantity, 'SHARES', price, currency];

describe('the holdings file', () => {
  it('reads every line into holdings of the lots they name (lot numbers in any case)', () => {
    const read = readHoldingsRows([header, line('1', 'US0378331005'), ['', '', '', '', '', '', '', '', '', '', ''], line('2a', 'US5949181045', '5', '2.5')], lots);
    expect(read).toMatchObject({ ok: true, value: { lotIds: [11, 12], holdings: [{ lotId: 11, isin: 'US0378331005' }, { lotId: 12, quantity: '5', price: '2.5' }] } });
  });

  it('finds its columns by header, in any order, optional ones left out', () => {
    const read = readHoldingsRows(
      [
        ['currency', 'PRICE', 'Quantity', ' Issuer  Name ', 'FIGI', 'Lot Number'],
        ['EUR', '1.5', '10', 'Apple', 'BBG000B9XRY4', '1'],
      ],
      lots,
    );
    expect(read).toMatchObject({ ok: true, value: { holdings: [{ lotId: 11, figi: 'BBG000B9XRY4', currency: 'EUR', quantityKind: 'SHARES' }] } });
  });

  it('refuses a file without the required columns', () => {
    expect(readHoldingsRows([['Lot Number', 'Issuer Name', 'Quantity', 'Price', 'Currency'], ['1', 'A', '1', '1', 'USD']], lots)).toMatchObject({ ok: false, code: 'VALIDATION', message: HOLDINGS_MESSAGES.MISSING_COLUMNS });
  });

  it('lists every refused line with all its reasons, and keeps none of the good ones', () => {
    const read = readHoldingsRows([header, line('1', 'US0378331005'), line('9', 'US0378331006'), line('3', 'US0378331005'), line('2A', 'US0378331005', '0')], lots);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.refused).toEqual([
      { line: 3, reason: `${HOLDINGS_MESSAGES.UNKNOWN_LOT} ${invalidSecurityIdMessage('ISIN')}` },
      { line: 4, reason: HOLDINGS_MESSAGES.COMBO_LOT },
      { line: 5, reason: 'Quantity must be a number greater than 0.' },
    ]);
    expect(read.fields?.['lines.3']).toBe(`Line 3: ${HOLDINGS_MESSAGES.UNKNOWN_LOT} ${invalidSecurityIdMessage('ISIN')}`);
  });

  it('refuses a template without data', () => {
    expect(readHoldingsRows([header, ['', '']], lots)).toMatchObject({ ok: false, code: 'EMPTY_TEMPLATE', message: HOLDINGS_MESSAGES.NO_DATA });
  });

  it('checks a sheet as read: blank rows at its end are no lines, at most HOLDINGS_FILE_MAX_ROWS lines, not empty', () => {
    const blank = ['', '', ''];
    expect(checkHoldingsSheet([header, line('1', 'US0378331005'), blank, [''], blank], lots)).toMatchObject({ ok: true, value: { holdings: [{ lotId: 11 }] } });
    const full = [header, ...Array.from({ length: HOLDINGS_FILE_MAX_ROWS }, () => line('1', 'US0378331005')), ['']];
    expect(checkHoldingsSheet(full, lots)).toMatchObject({ ok: false, code: 'VALIDATION', message: HOLDINGS_MESSAGES.LINES_REFUSED });
    expect(checkHoldingsSheet([...full.slice(0, -1), line('1', 'US0378331005')], lots)).toMatchObject({ ok: false, code: 'LIMIT_EXCEEDED', message: HOLDINGS_MESSAGES.TOO_MANY_ROWS });
    expect(checkHoldingsSheet([[''], blank], lots)).toMatchObject({ ok: false, code: 'EMPTY_FILE', message: MSG.LOTS_FILE_EMPTY });
  });
});

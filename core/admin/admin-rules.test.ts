import { describe, expect, it } from 'vitest';
import { imageKindOf } from './client-logo';
import { LOT_OPTIONAL_FIELDS_EMPTY, pricedFieldsChanged, recordsToCsv } from './lots';
import { rowsWorkbook } from './excel-export';
import { splitAddresses, subjectOf } from './invitations';
import type { Lot } from '../domain/entities';

const bytes = (...b: number[]) => new Uint8Array(b);
const ascii = (s: string) => new TextEncoder().encode(s);

describe('imageKindOf', () => {
  it('recognises PNG, JPEG, GIF and WebP by their first bytes only', () => {
    expect(imageKindOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(imageKindOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(imageKindOf(ascii('GIF89a...'))).toBe('gif');
    expect(imageKindOf(ascii('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(imageKindOf(ascii('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(imageKindOf(ascii('RIFF\0\0\0\0WAVE'))).toBeNull();
    expect(imageKindOf(bytes())).toBeNull();
  });
});

const lot: Lot = {
  id: 1,
  auctionId: 1,
  lotNumber: '1',
  lotName: 'A',
  assetClassId: 1,
  marketValue: '10000000.00',
  assumedPct: null,
  currency: 'USD',
  fxRate: '1',
  termDays: 90,
  termDisp: '90',
  secType: 'E',
  domicile: 'U',
  comboFlag: true,
  comboLotIds: [2, 3],
  eslBps: null,
  ...LOT_OPTIONAL_FIELDS_EMPTY,
};

describe('pricedFieldsChanged', () => {
  it('ignores descriptive fields and equal decimals written differently', () => {
    expect(pricedFieldsChanged(lot, { ...lot, lotName: 'B', eslBps: '12', marketValue: '10000000', comboLotIds: [3, 2] })).toBe(false);
    expect(pricedFieldsChanged(lot, { ...lot, fxRate: '1.000' })).toBe(false);
  });
  it('sees a change of any priced value', () => {
    expect(pricedFieldsChanged(lot, { ...lot, marketValue: '10000000.01' })).toBe(true);
    expect(pricedFieldsChanged(lot, { ...lot, termDays: 91 })).toBe(true);
    expect(pricedFieldsChanged(lot, { ...lot, currency: 'EUR' })).toBe(true);
    expect(pricedFieldsChanged(lot, { ...lot, comboLotIds: [2] })).toBe(true);
    expect(pricedFieldsChanged(lot, { ...lot, lotNumber: '1A' })).toBe(true);
  });
});

describe('rowsWorkbook', () => {
  it('takes the union of keys as the header and keeps cell types', () => {
    const r = rowsWorkbook([{ a: 1, b: 'x' }, { b: 'y', c: true, d: ['p', 'q'] }]);
    expect(r.sheets[0]?.rows).toEqual([
      ['a', 'b', 'c', 'd'],
      [1, 'x', null, null],
      [null, 'y', true, 'p, q'],
    ]);
  });
});

describe('invitation helpers and lot records', () => {
  it('normalises subjects and splits cc lists', () => {
    expect(subjectOf('bid invite')).toBe('Bid Invite');
    expect(subjectOf('AuctionUpdates')).toBe('Auction Updates');
    expect(subjectOf('Spam')).toBeNull();
    expect(splitAddresses(' a@b.co; c@d.co ,')).toEqual(['a@b.co', 'c@d.co']);
  });
  it('turns JSON lot records into CSV lines, quoting commas', () => {
    expect(recordsToCsv([['1', 'A, B', 3], '2,C'])).toBe('1,"A, B",3\n2,C');
  });
});

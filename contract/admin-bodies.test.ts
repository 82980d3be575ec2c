import { describe, expect, it } from 'vitest';
import { readLotsUploadJson } from './admin-lots';

describe('admin body readers', () => {
  it('reads JSON lot records as CSV text, and no csv from records of another shape', () => {
    expect(readLotsUploadJson({ auctionId: '4', records: [['1', 'A, B', 3], '2,C'] })).toEqual({ auctionId: 4, csv: '1,"A, B",3\n2,C' });
    expect(readLotsUploadJson({ records: [{ a: 1 }] })).toEqual({});
  });
});

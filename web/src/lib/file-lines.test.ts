import { describe, expect, it } from 'vitest';
import { describeFileLine, fileLinesOf } from './file-lines';

describe('fileLinesOf', () => {
  it('takes the lines.<n> fields in line order, without their "Line n: " prefix', () => {
    const lines = fileLinesOf({ 'lines.10': 'Line 10: Quantity must be greater than 0.', file: 'Nothing was imported.', 'lines.3': 'Line 3: Lot Number names no lot of this auction.' });
    expect(lines).toEqual([
      { line: 3, reason: 'Lot Number names no lot of this auction.' },
      { line: 10, reason: 'Quantity must be greater than 0.' },
    ]);
    expect(lines.map(describeFileLine)).toEqual(['Line 3: Lot Number names no lot of this auction.', 'Line 10: Quantity must be greater than 0.']);
  });

  it('finds no lines in an answer without fields or with other fields only', () => {
    expect(fileLinesOf(undefined)).toEqual([]);
    expect(fileLinesOf({ file: 'x', 'lines.x': 'Line x: y', 'rows.1.isin': 'z' })).toEqual([]);
  });
});

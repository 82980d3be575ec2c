import { describe, expect, it } from 'vitest';
import { MAX_ID, idFrom, isIdInRange } from './input-id';

describe('idFrom', () => {
  it('reads integers and digit strings within the id range', () => {
    expect(idFrom(12)).toBe(12);
    expect(idFrom('12')).toBe(12);
    expect(idFrom(' 7 ')).toBe(7);
    expect(idFrom(-1)).toBe(-1);
    expect(idFrom('-1')).toBe(-1);
    expect(idFrom(MAX_ID)).toBe(MAX_ID);
  });
  it('refuses what is not an id', () => {
    for (const v of [true, false, '', ' ', [5], { id: 1 }, null, undefined, 1.5, '1.5', '1e3', '0x10', 'abc', Number.NaN, Infinity, 1e308, MAX_ID + 1, '99999999999', '9'.repeat(400)]) {
      expect(idFrom(v)).toBeNull();
    }
  });
  it('isIdInRange', () => {
    expect(isIdInRange(0)).toBe(true);
    expect(isIdInRange(-MAX_ID - 1)).toBe(false);
  });
});

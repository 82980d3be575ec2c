import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareLotNumbers, sortByLotNumber } from './lot-number-order';

const sign = (n: number) => Math.sign(n);
const lotNumber = fc.oneof(
  fc.string(),
  fc.tuple(fc.nat(200), fc.constantFrom('', 'A', 'B', 'a', 'b', 'AA', ' x')).map(([n, s]) => `${n}${s}`),
  fc.tuple(fc.constantFrom('0', '00', ''), fc.nat(20)).map(([z, n]) => `${z}${n}`),
);

describe('compareLotNumbers', () => {
  it('sorts by number, then suffix', () => {
    expect(['10B', '2', '10A', '10', '1', 'X', '100'].sort(compareLotNumbers)).toEqual(['1', '2', '10', '10A', '10B', '100', 'X']);
    expect(['10', '2B', 'X', '2', '1', '2A'].sort(compareLotNumbers)).toEqual(['1', '2', '2A', '2B', '10', 'X']);
    expect(sortByLotNumber([{ lotNumber: '12' }, { lotNumber: '3b' }, { lotNumber: '3A' }]).map((l) => l.lotNumber)).toEqual(['3A', '3b', '12']);
  });

  it('compares long numbers without precision loss', () => {
    expect(compareLotNumbers('99999999999999999999', '100000000000000000000')).toBeLessThan(0);
  });

  it('is reflexive and antisymmetric (zero only for equal strings)', () => {
    fc.assert(
      fc.property(lotNumber, lotNumber, (a, b) => {
        expect(compareLotNumbers(a, a)).toBe(0);
        expect(sign(compareLotNumbers(a, b)) + sign(compareLotNumbers(b, a))).toBe(0);
        if (a !== b) expect(compareLotNumbers(a, b)).not.toBe(0);
      }),
    );
  });

  it('is transitive', () => {
    fc.assert(
      fc.property(lotNumber, lotNumber, lotNumber, (a, b, c) => {
        const [x, y, z] = [a, b, c].sort(compareLotNumbers) as [string, string, string];
        expect(compareLotNumbers(x, y)).toBeLessThanOrEqual(0);
        expect(compareLotNumbers(y, z)).toBeLessThanOrEqual(0);
        expect(compareLotNumbers(x, z)).toBeLessThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { currencyMinorUnits, currencyUnits } from './currency-units';

describe('currency units', () => {
  it('reads minor units and symbols from ISO 4217 (Intl)', () => {
    expect(currencyMinorUnits('USD')).toBe(2);
    expect(currencyMinorUnits('jpy')).toBe(0);
    expect(currencyMinorUnits('KWD')).toBe(3);
    expect(currencyMinorUnits('')).toBe(2);
    expect(currencyMinorUnits('US')).toBe(2);
    expect(currencyUnits('EUR')).toEqual({ minorUnits: 2, prefix: '€', suffix: '' });
    expect(currencyUnits('CHF').prefix).toBe('CHF ');
  });
});

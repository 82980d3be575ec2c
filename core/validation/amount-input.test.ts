import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages';
import { dec } from '../money/decimal';
import { parseAmountInput } from './amount-input';

describe('parseAmountInput (the Award Summary once saved "abc" and "-5" as money)', () => {
  it('reads blanks as not filled and typed amounts as canonical text', () => {
    const read = (texts: string[]) => texts.map((t) => parseAmountInput(t));
    expect(read(['', '   ', '0', '.5', '5.'])).toEqual(['', '', '0', '0.5', '5'].map((value) => ({ ok: true, value })));
    expect(read(['1250000', '1,250,000', ' 1,250,000.50 ', '999999999999999.99'])).toEqual(
      ['1250000', '1250000', '1250000.5', '999999999999999.99'].map((value) => ({ ok: true, value })),
    );
  });

  it('refuses anything else with the field message that says why', () => {
    const refused: [string, string[]][] = [
      [MSG.AMOUNT_NOT_NUMERIC, ['abc', '$1,250,000', '1e6', '1 250 000', '12,34', '+5', 'NaN']],
      [MSG.AMOUNT_MUST_NOT_BE_NEGATIVE, ['-5', '-1,000.00']],
      [MSG.AMOUNT_TOO_MANY_DECIMALS, ['10.005']],
      [MSG.AMOUNT_TOO_LARGE, ['1000000000000000', '99999999999999999999']],
    ];
    for (const [message, texts] of refused) for (const text of texts) expect(parseAmountInput(text), text).toEqual({ ok: false, message });
  });

  it('property: never throws; an accepted amount is canonical, not negative, below 10^15, with at most 2 decimals, and reads back to itself', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^-?[\d,]{0,20}(\.\d{0,4})?$/)), (text) => {
        const read = parseAmountInput(text);
        if (!read.ok || read.value === '') return;
        expect(read.value).toMatch(/^(0|[1-9]\d{0,14})(\.\d?[1-9])?$/);
        expect(dec(read.value).lt('1e15')).toBe(true);
        expect(parseAmountInput(read.value)).toEqual(read);
      }),
      { numRuns: 500 },
    );
  });
});

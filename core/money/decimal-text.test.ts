import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBidNumber } from '../bids/bid-rules';
import { MSG } from '../domain/messages';
import { parseDecimalInput } from '../validation/numeric-input';
import { Dec } from './decimal';
import { canonicalDecimalText, CANONICAL_DECIMAL, decimalPlaces, isDecimalString, parseDecimalText, STORED_DECIMAL, TYPED_DECIMAL } from './decimal-text';
import { groupThousands } from './format';

// The readers this module replaced, verbatim, as oracles: the new one must accept, refuse and
// canonicalise exactly as they did.
const oldIsDecimalString = (s: string): boolean => /^-?\d+(\.\d+)?$/.test(s);

const oldParseDecimalInput = (value: string): string | null | 'INVALID' => {
  const text = value.trim();
  if (text === '') return null;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) && !/^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/.test(text)) return 'INVALID';
  const d = new Dec(text.replace(/,/g, ''));
  return d.isZero() ? '0' : d.toFixed();
};

const oldParseBidNumber = (text: string, maxDecimals: number): string | null => {
  const t = text.trim();
  if (t === '') return null;
  const number = (x: string) => /^(\d+\.?\d*|\.\d+)$/.test(x) || /^\d{1,3}(,\d{3})+(\.\d*)?$/.test(x);
  // On purpose, so the bidder is told what is wrong: a number typed with a minus sign has its own message.
  if (t.startsWith('-') && number(t.slice(1).trim())) return MSG.BID_MUST_NOT_BE_NEGATIVE;
  if (!number(t)) return MSG.BID_NOT_NUMERIC;
  const [intRaw = '', fracRaw = ''] = t.replace(/,/g, '').split('.');
  const frac = fracRaw.replace(/0+$/, '');
  if (frac.length > maxDecimals) return MSG.BID_TOO_MANY_DECIMALS;
  const int = intRaw.replace(/^0+(?=\d)/, '') || '0';
  return frac ? `${int}.${frac}` : int;
};

const oldCanonicalDecimal = (value: string): string | 'THROWS' => {
  const m = /^([+-]?)(\d*)(?:\.(\d+))?$/.exec(value.trim());
  if (!m || (m[2] === '' && m[3] === undefined)) return 'THROWS';
  const intPart = (m[2] ?? '').replace(/^0+(?=\d)/, '') || '0';
  const frac = m[3];
  const body = frac === undefined ? intPart : `${intPart}.${frac}`;
  return m[1] === '-' && !/^[0.]*$/.test(body) ? `-${body}` : body;
};

const oldGroupThousands = (text: string): string => {
  const m = /^(-?)(\d+)(\.\d+)?$/.exec(text);
  if (!m) return text;
  return `${m[1]}${(m[2]).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${m[3] ?? ''}`;
};

/** Text near the grammar's edges: digits, separators, signs, spaces, exponents and other letters. */
const decimalish = fc
  .array(fc.constantFrom('0', '0', '1', '5', '9', '9', ',', '.', '-', '+', ' ', 'e', 'x', '\t'), { maxLength: 14 })
  .map((cs) => cs.join(''));
/** Well-formed typed numbers, grouped or not, so the accepted side is well covered too. */
const typedNumber = fc
  .tuple(fc.constantFrom('', '-', '+'), fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.boolean(), fc.constantFrom('', '.', '.0', '.5', '.50', '.125', '.000'))
  .map(([sign, n, grouped, frac]) => `${sign}${grouped ? n.toLocaleString('en-US') : String(n)}${frac}`);
const anyText = fc.oneof(decimalish, typedNumber, fc.string({ maxLength: 12 }));

const NUMRUNS = { numRuns: 3000 };

const canonicalOr = (text: string, keepScale: boolean, rules = CANONICAL_DECIMAL): string | null => {
  const p = parseDecimalText(text, rules);
  return p && canonicalDecimalText(p, { keepScale });
};

describe('parseDecimalText', () => {
  it('accepts exactly what each replaced reader accepted, with the same canonical text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(isDecimalString(text)).toBe(oldIsDecimalString(text));
        expect(parseDecimalInput(text)).toBe(oldParseDecimalInput(text));
        for (const max of [2, 4]) {
          const r = parseBidNumber(text, max);
          expect(r.ok ? r.value : r.message).toBe(oldParseBidNumber(text, max));
        }
        expect(canonicalOr(text.trim(), true, STORED_DECIMAL) ?? 'THROWS').toBe(oldCanonicalDecimal(text));
        expect(groupThousands(text)).toBe(oldGroupThousands(text));
      }),
      NUMRUNS,
    );
  });

  it('canonical text is a fixed point and keeps the value', () => {
    fc.assert(
      fc.property(typedNumber, fc.boolean(), (text, keepScale) => {
        const canonical = canonicalOr(text, keepScale, TYPED_DECIMAL);
        expect(canonical).not.toBeNull();
        expect(isDecimalString(canonical as string)).toBe(true);
        expect(canonicalOr(canonical as string, keepScale)).toBe(canonical);
        expect(new Dec(canonical as string).equals(new Dec(text.replace(/,/g, '')))).toBe(true);
        expect(canonical).not.toMatch(/^-0(\.0*)?$/);
      }),
      NUMRUNS,
    );
  });

  it('splits text into its parts by the named rules', () => {
    expect(parseDecimalText('-1,234.50', TYPED_DECIMAL)).toEqual({ negative: true, integer: '1234', fraction: '50' });
    expect(parseDecimalText('-1,234.50')).toBeNull();
    expect(parseDecimalText('+.5', STORED_DECIMAL)).toEqual({ negative: false, integer: '', fraction: '5' });
    expect(parseDecimalText('5.', STORED_DECIMAL)).toBeNull();
    expect(parseDecimalText('.', TYPED_DECIMAL)).toBeNull();
    expect(parseDecimalText('1,23', TYPED_DECIMAL)).toBeNull();
    expect(canonicalDecimalText({ negative: true, integer: '007', fraction: '500' }, { keepScale: true })).toBe('-7.500');
    expect(canonicalDecimalText({ negative: true, integer: '0', fraction: '00' }, { keepScale: false })).toBe('0');
    expect(decimalPlaces('12.50')).toBe(2);
    expect(decimalPlaces('12')).toBe(0);
  });
});

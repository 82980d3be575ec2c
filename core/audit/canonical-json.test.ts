import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';

/** The definition, written plainly: members sorted, every value written by itself. */
const reference = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(reference).join(',')}]`
    : v !== null && typeof v === 'object'
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${reference((v as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(v);

describe('canonicalJson', () => {
  it('sorts members, writes no white space and keeps strings exact', () => {
    expect(canonicalJson({ b: 1, a: [true, null, 'x "y"\n'], c: { z: '10.50', y: -3 } })).toBe(
      '{"a":[true,null,"x \\"y\\"\\n"],"b":1,"c":{"y":-3,"z":"10.50"}}',
    );
    expect(canonicalJson({ é: 'ü', e: '' })).toBe('{"e":"","é":"ü"}');
  });

  it('writes members in string order also when their keys look like array indices', () => {
    expect(canonicalJson({ a: 3, 9: 2, 10: 1 })).toBe('{"10":1,"9":2,"a":3}');
    expect(canonicalJson([{ b: 'x', a: null }, { a: 1, b: false }])).toBe('[{"a":null,"b":"x"},{"a":1,"b":false}]');
  });

  it('refuses what would not read back identically', () => {
    for (const bad of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, undefined, () => 1, new Date(0), { a: undefined }, [1n]]) {
      expect(() => canonicalJson(bad), typeof bad === 'function' ? 'a function' : JSON.stringify(bad, (_, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v)) ?? 'undefined').toThrow();
    }
  });

  it('is a fixed point of parse: parsing and writing again gives the same text, whatever the member order', () => {
    const value = fc.letrec((tie) => ({
      leaf: fc.oneof(fc.constant(null), fc.boolean(), fc.maxSafeInteger(), fc.string()),
      node: fc.oneof({ depthSize: 'small' }, tie('leaf'), fc.array(tie('node'), { maxLength: 4 }), fc.dictionary(fc.string(), tie('node'), { maxKeys: 4 })),
    })).node;
    fc.assert(
      fc.property(value, (v) => {
        const text = canonicalJson(v);
        expect(canonicalJson(JSON.parse(text))).toBe(text);
        expect(JSON.parse(text)).toEqual(v);
        expect(text).toBe(reference(v));
        if (v && typeof v === 'object' && !Array.isArray(v)) {
          const reversed = Object.fromEntries(Object.entries(v).reverse());
          expect(canonicalJson(reversed)).toBe(text);
        }
      }),
    );
  });
});

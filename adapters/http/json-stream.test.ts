import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasLongList, jsonChunks, jsonStream, STREAMED_ITEMS } from './json-stream';
import { shapeOf } from './declared-fields';

const text = (value: unknown) => [...jsonChunks(value)].join('');

describe('jsonChunks', () => {
  it('writes exactly JSON.stringify for any JSON-like value, long lists included', () => {
    const item = fc.record({ id: fc.integer(), name: fc.string(), value: fc.option(fc.string()), extra: fc.constantFrom(undefined, 1, 'x') });
    const longList = fc.integer({ min: STREAMED_ITEMS + 1, max: STREAMED_ITEMS + 1700 }).chain((n) => fc.array(item, { minLength: n, maxLength: n }));
    const value = fc.oneof(
      fc.jsonValue(),
      longList,
      fc.record({ rows: longList, additionalComments: fc.array(fc.string()), warning: fc.option(fc.string()), skipped: fc.constant(undefined) }),
    );
    fc.assert(fc.property(value, (v) => text(v) === JSON.stringify(v)), { numRuns: 60 });
  });

  it('writes a long list in several pieces and a short answer in one; undefined items become null as in JSON', () => {
    const rows = Array.from({ length: 2600 }, (_, i) => ({ i }));
    expect([...jsonChunks(rows)].length).toBeGreaterThan(5);
    expect([...jsonChunks({ a: [1, 2] })]).toEqual(['{', '"a":', '[1,2]', '}']);
    const holes = [...rows, undefined];
    expect(text(holes)).toBe(JSON.stringify(holes));
    expect(text({ when: new Date(0), rows })).toBe(JSON.stringify({ when: new Date(0), rows }));
    expect(hasLongList(rows)).toBe(true);
    expect(hasLongList({ rows })).toBe(true);
    expect(hasLongList({ rows: rows.slice(0, 10) })).toBe(false);
    expect(hasLongList('x')).toBe(false);
  });

  it('streams bytes that read back as the value', async () => {
    const value = { rows: Array.from({ length: 3000 }, (_, i) => ({ i, name: `lot ${i} – é` })), warning: '' };
    expect(await new Response(jsonStream(value)).json()).toEqual(value);
  });

  it('with a schema, writes exactly JSON.stringify of the projection: undeclared members left out, long lists item by item', () => {
    const Item = z.object({ id: z.number(), name: z.string(), value: z.string().nullable() });
    const Answer = z.object({ rows: z.array(Item), notes: z.array(z.string()), warning: z.string().nullable() });
    const item = fc.record({ id: fc.integer(), name: fc.string(), value: fc.option(fc.string()), secret: fc.constantFrom(undefined, 1, 'x') });
    const longList = fc.integer({ min: STREAMED_ITEMS + 1, max: STREAMED_ITEMS + 1200 }).chain((n) => fc.array(item, { minLength: n, maxLength: n }));
    const answer = fc.record({ rows: longList, notes: fc.array(fc.string()), warning: fc.option(fc.string()), debug: fc.constantFrom(undefined, 'x') });
    fc.assert(
      fc.property(answer, (v) => {
        const streamed = [...jsonChunks(v, shapeOf(Answer))].join('');
        expect(streamed).toBe(JSON.stringify(shapeOf(Answer).project(v)));
        expect(streamed).not.toMatch(/"secret"|"debug"/);
      }),
      { numRuns: 25 },
    );
    const rows = Array.from({ length: STREAMED_ITEMS + 1 }, (_, id) => ({ id, name: 'n', value: null, secret: 1 }));
    expect(JSON.parse([...jsonChunks(rows, shapeOf(z.array(Item)))].join(''))).toEqual(rows.map(({ secret: _, ...r }) => r));
  });
});


import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { auctionSaveSchema } from './auction-form';
import { parseShape } from './field-failure';

/** A schema with defaults, checks with their own messages, a nested object and an array. */
const build = () =>
  z.object({
    id: z.number().int().default(-1),
    name: z.string().max(5, 'Must be at most 5 characters').default(''),
    tags: z.array(z.enum(['a', 'b'])).default([]),
    inner: z.object({ on: z.boolean() }).optional(),
  });

describe('lazySchema', () => {
  it('builds nothing until the schema is first used, then builds it once', () => {
    let builds = 0;
    const schema = lazySchema(() => (builds++, build()));
    expect(builds).toBe(0);
    expect(schema.parse({}).id).toBe(-1);
    expect(schema.safeParse({ id: 1.5 }).success).toBe(false);
    expect(Object.keys(schema.shape)).toEqual(['id', 'name', 'tags', 'inner']);
    expect(builds).toBe(1);
  });

  it('answers what the built schema answers, alone, inside another schema and extended', () => {
    const eager = build();
    const lazy = lazySchema(build);
    const wrapEager = z.object({ body: eager, rows: z.array(eager) });
    const wrapLazy = z.object({ body: lazy, rows: z.array(lazy) });
    const extendedEager = eager.extend({ extra: z.string().optional() });
    const extendedLazy = lazy.extend({ extra: z.string().optional() });
    const input = fc.oneof(
      fc.anything(),
      fc.record(
        { id: fc.oneof(fc.integer(), fc.double(), fc.string()), name: fc.string({ maxLength: 8 }), tags: fc.array(fc.constantFrom('a', 'b', 'c')), extra: fc.anything() },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(input, input, (one, other) => {
        expect(lazy.safeParse(one)).toEqual(eager.safeParse(one));
        expect(wrapLazy.safeParse({ body: one, rows: [one, other] })).toEqual(wrapEager.safeParse({ body: one, rows: [one, other] }));
        expect(extendedLazy.safeParse(one)).toEqual(extendedEager.safeParse(one));
      }),
    );
  });

  it('is the zod type it stands for', () => {
    const lazy = lazySchema(build);
    expect(lazy).toBeInstanceOf(z.ZodObject);
    expect(lazy).not.toBeInstanceOf(z.ZodString);
    expect('shape' in lazy).toBe(true);
  });

  it('keeps a core form schema and its messages as they were', () => {
    expect(parseShape(auctionSaveSchema, { auctionName: 'x'.repeat(256) })).toMatchObject({ ok: false, fields: { auctionName: 'Must be at most 255 characters' } });
    expect(parseShape(auctionSaveSchema, {})).toMatchObject({ ok: true, value: { id: -1, currency: 'USD', template: 'collapse', dayCount: 360 } });
  });
});

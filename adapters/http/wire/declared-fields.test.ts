import fc from 'fast-check';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { AnswerShapeError, membersZodStrips, shapeOf } from './declared-fields';
import { jsonResponseOf } from '../../../contract/route';
import { BidList, SavedBid } from '../../../contract/bidding';
import { contractRoutes, savedBid } from '../tests/kits/contract-answers.test-kit';

const projected = (schema: z.ZodType, value: unknown) => {
  const dropped: string[] = [];
  return { value: shapeOf(schema).project(value, dropped), dropped };
};

describe('shapeOf(schema).project', () => {
  it('leaves out a member SavedBid does not declare, and reports where it was', () => {
    const bid = { ...savedBid(), rivalTopBid: '12.50' };
    const { value, dropped } = projected(SavedBid, bid);
    expect(value).not.toHaveProperty('rivalTopBid');
    expect(value).toEqual(SavedBid.parse(bid));
    expect(dropped).toEqual(['rivalTopBid']);
  });

  it('keeps the declared members in the order of the value (the text does not change) and the same object when nothing goes', () => {
    const bid = savedBid();
    const reversed = Object.fromEntries(Object.entries(bid).reverse());
    expect(shapeOf(SavedBid).project(reversed)).toBe(reversed);
    expect(JSON.stringify(shapeOf(SavedBid).project({ ...reversed, rivalTopBid: '1' }))).toBe(JSON.stringify(reversed));
    // zod writes the shape's order instead: why the answer is not `schema.parse(value)`.
    expect(JSON.stringify(SavedBid.parse(reversed))).not.toBe(JSON.stringify(reversed));
  });

  it('projects nested objects, list items and each union option by the option the item fits', () => {
    const bid = savedBid();
    const list = [
      { ...bid, esecAucLot: { ...bid.esecAucLot, reservePrice: '9' }, user: { ...bid.user, passwordHash: 'x' } },
      { supplementalId: 3, bidderComments: '', bidderCommentsConfirmed: null, receipt: null, otherBidders: 4 },
    ];
    const { value, dropped } = projected(BidList, list);
    expect(value).toEqual([bid, { supplementalId: 3, bidderComments: '', bidderCommentsConfirmed: null, receipt: null }]);
    expect(dropped).toEqual(['0.esecAucLot.reservePrice', '0.user.passwordHash', '1.otherBidders']);
    expect(value).toEqual(BidList.parse(list));
  });

  it('tells union options apart by their literal members, as zod does', () => {
    const Event = z.union([
      z.object({ type: z.literal('a'), n: z.number() }),
      z.object({ type: z.literal('b'), n: z.number(), secret: z.string().optional() }),
    ]);
    expect(projected(Event, { type: 'a', n: 1, secret: 's' })).toEqual({ value: { type: 'a', n: 1 }, dropped: ['secret'] });
    expect(projected(Event, { type: 'b', n: 1, secret: 's' })).toEqual({ value: { type: 'b', n: 1, secret: 's' }, dropped: [] });
    const Tagged = z.discriminatedUnion('kind', [z.object({ kind: z.literal('x'), x: z.number() }), z.object({ kind: z.literal('y'), y: z.number() })]);
    expect(projected(Tagged, { kind: 'y', x: 1, y: 2 }).value).toEqual({ kind: 'y', y: 2 });
  });

  it('handles records, tuples, nullable and optional wrappers, pipes (the input side is sent) and strict objects', () => {
    const schema = z.strictObject({
      byName: z.record(z.string(), z.object({ a: z.number() })),
      pair: z.tuple([z.string(), z.object({ b: z.number() })]),
      maybe: z.object({ c: z.number() }).nullable().optional(),
      n: z.string().transform((s) => s.length),
    });
    const { value, dropped } = projected(schema, { byName: { k: { a: 1, z: 2 } }, pair: ['p', { b: 2, y: 1 }, 'extra'], maybe: null, n: 'abc', w: 1 });
    expect(value).toEqual({ byName: { k: { a: 1 } }, pair: ['p', { b: 2 }], maybe: null, n: 'abc' });
    expect(dropped).toEqual(['byName.k.z', 'pair.1.y', 'pair.2', 'w']);
    expect(shapeOf(schema).exact).toBe(false);
    expect(shapeOf(SavedBid).exact).toBe(true);
  });

  it('reads members named like Object.prototype\'s through the loop (no compiled reads), with the same result', () => {
    const Odd = z.union([z.object({ kind: z.literal('a'), constructor: z.string() }), z.object({ kind: z.literal('b'), toString: z.string() })]);
    expect(projected(Odd, { kind: 'b', toString: 's', constructor: 'c' })).toEqual({ value: { kind: 'b', toString: 's' }, dropped: ['constructor'] });
    expect(shapeOf(Odd).project({ kind: 'a', constructor: 'c', secret: 1 })).toEqual({ kind: 'a', constructor: 'c' });
    const clean = { kind: 'a', constructor: 'c' };
    expect(shapeOf(Odd).project(clean)).toBe(clean);
  });

  it('writes what JSON would for toJSON values and leaves unsendable members out silently', () => {
    const schema = z.object({ at: z.string(), inner: z.object({ a: z.number() }) });
    const when = new Date(0);
    const { value, dropped } = projected(schema, { at: when, inner: { a: 1, toJSON: () => ({ a: 1, hidden: 2 }) }, gone: undefined });
    expect(JSON.stringify(value)).toBe('{"at":"1970-01-01T00:00:00.000Z","inner":{"a":1}}');
    expect(dropped).toEqual(['inner.hidden']);
  });

  it('refuses an object or a list where the schema has no room for one, naming where', () => {
    const schema = z.object({ name: z.string(), rows: z.array(z.object({ a: z.number() })) });
    expect(() => shapeOf(schema).project({ name: { secret: 1 }, rows: [] })).toThrow(AnswerShapeError);
    expect(() => shapeOf(schema).project({ name: 'x', rows: { a: 1 } })).toThrow('rows: a list is declared, not an object');
    expect(() => shapeOf(schema).project({ name: 'x', rows: [[1]] }, [])).toThrow('rows.0: an object is declared, not a list');
    expect(() => shapeOf(BidList).project([{ secret: 1 }])).toThrow('fits none of the declared objects');
    // Values where objects are declared carry no members: they pass (the contract tests check values).
    expect(shapeOf(schema).project({ name: 'x', rows: null })).toEqual({ name: 'x', rows: null });
  });

  it('refuses, when compiled, a schema that cannot say which fields it declares', () => {
    expect(() => shapeOf(z.object({ a: z.unknown() }))).toThrow('(a): z.unknown() declares no fields');
    expect(() => shapeOf(z.array(z.any()))).toThrow('z.any() declares no fields');
    expect(() => shapeOf(z.looseObject({ a: z.number() }))).toThrow('z.unknown() declares no fields');
    expect(() => shapeOf(z.object({ a: z.number() }).passthrough())).toThrow('declares no fields');
    expect(() => shapeOf(z.preprocess((v) => v, z.object({ a: z.number() })))).toThrow('z.preprocess');
    expect(() => shapeOf(z.object({ a: z.number() }).and(z.object({ b: z.number() })))).toThrow('intersections');
  });

  it('agrees with zod (strip mode) on what is declared, for generated values with extra members', () => {
    const extra = fc.dictionary(fc.constantFrom('rivalTopBid', 'secret', 'x', 'id'), fc.jsonValue(), { maxKeys: 2 });
    const bid = extra.map((more) => ({ ...savedBid(), ...more, id: 1 }));
    const supplemental = extra.map((more) => ({ supplementalId: null, bidderComments: 'c', bidderCommentsConfirmed: null, receipt: null, ...more }));
    fc.assert(
      fc.property(fc.array(fc.oneof(bid, supplemental), { maxLength: 5 }), (list) => {
        const sent = JSON.parse(JSON.stringify(shapeOf(BidList).project(list))) as unknown;
        const parsed = BidList.safeParse(list);
        if (!parsed.success) return;
        expect(sent).toEqual(parsed.data);
        expect(membersZodStrips(list, parsed.data).length > 0).toBe(JSON.stringify(sent) !== JSON.stringify(list));
      }),
      { numRuns: 200 },
    );
  });
});

describe('the contract', () => {
  it('every JSON response schema of the contract compiles to a projection', async () => {
    const routes = await contractRoutes();
    const json = routes.flatMap(({ route }) => jsonResponseOf(route) ?? []);
    expect(json.length).toBeGreaterThan(60);
    for (const schema of json) expect(() => shapeOf(schema)).not.toThrow();
  });
});

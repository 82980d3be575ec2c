import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gunzipSync } from 'node:zlib';
import { acceptsGzip, gzipStream, hasLongList, streamedAnswer, isJsonStream, jsonChunks, jsonStream, jsonStreamOf, lateValue, pagedList, STREAMED_ITEMS } from './json-stream';
import { shapeOf } from './declared-fields';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { defineRoute } from '../../../contract/route';
import { fail, ok } from '../../../core/domain/result';

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


/** `items` as pages of the given sizes (an async iterable, as the reports read them). */
async function* pagesOf<T>(items: readonly T[], sizes: readonly number[]): AsyncGenerator<T[]> {
  let from = 0;
  for (let i = 0; from < items.length; i++) {
    const n = sizes.length ? sizes[i % sizes.length] : items.length;
    yield items.slice(from, from + n);
    from += n;
  }
}

const streamedText = (value: unknown, shape: ReturnType<typeof shapeOf> | null = null) => new Response(jsonStreamOf(value, shape)).text();

describe('jsonStreamOf (paged lists)', () => {
  const Item = z.object({ id: z.number(), name: z.string(), value: z.string().nullable() });
  const Answer = z.object({ rows: z.array(Item), notes: z.array(z.string()), warning: z.string().nullable() });
  const item = fc.record({ id: fc.integer(), name: fc.string(), value: fc.option(fc.string()), secret: fc.constantFrom(undefined, 1, 'x') });

  it('writes exactly JSON.stringify of the projected value with the pages joined, whatever the page sizes (empty pages included)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(item, { maxLength: 1800 }),
        fc.array(fc.integer({ min: 0, max: 700 }), { minLength: 1, maxLength: 6 }).filter((s) => s.some((n) => n > 0)),
        fc.array(fc.string(), { maxLength: 3 }),
        fc.option(fc.string()),
        async (rows, sizes, notes, warning) => {
          const whole = { rows, notes, warning, debug: 'x' };
          const expected = JSON.stringify(shapeOf(Answer).project(whole));
          expect(await streamedText({ rows: pagedList(pagesOf(rows, sizes)), notes, warning: lateValue(() => warning), debug: 'x' }, shapeOf(Answer))).toBe(expected);
          expect(await streamedText(pagedList(pagesOf(rows, sizes)), shapeOf(z.array(Item)))).toBe(JSON.stringify(shapeOf(z.array(Item)).project(rows)));
          expect(await streamedText(pagedList(pagesOf(rows, sizes)))).toBe(JSON.stringify(rows));
        },
      ),
      { numRuns: 30 },
    );
    expect(await streamedText(pagedList(pagesOf([], [])))).toBe('[]');
  });

  it('reads a page only when the text before it has been taken, evaluates a late value after the lists before it, and stops reading when cancelled', async () => {
    let read = 0;
    async function* counted(): AsyncGenerator<{ i: number }[]> {
      for (let p = 0; p < 50; p++) {
        read++;
        // 100 items: one piece of text per page.
        yield Array.from({ length: 100 }, (_, i) => ({ i: p * 100 + i }));
      }
    }
    let seenWhenLate = -1;
    const stream = jsonStreamOf({ rows: pagedList(counted()), warning: lateValue(() => ((seenWhenLate = read), null)) });
    const reader = stream.getReader();
    await reader.read(); // '{'
    await reader.read(); // '"rows":'
    await reader.read(); // '[': the list starts, no page read yet
    expect(read).toBe(0);
    await reader.read();
    expect(read).toBe(1);
    await reader.read();
    expect(read).toBe(2);
    await reader.cancel();
    expect(read).toBe(2);
    expect(seenWhenLate).toBe(-1);
    const whole = await new Response(jsonStreamOf({ rows: pagedList(counted()), warning: lateValue(() => ((seenWhenLate = read), 'w')) })).json();
    expect(whole.rows).toHaveLength(5_000);
    expect(whole.warning).toBe('w');
    expect(seenWhenLate).toBe(52);
  });

  it('fails the stream when a page cannot be read (never a complete-looking answer), and in strict mode on an undeclared member', async () => {
    async function* failing(): AsyncGenerator<{ id: number; name: string; value: null }[]> {
      yield [{ id: 1, name: 'a', value: null }];
      throw new Error('database gone');
    }
    await expect(streamedText({ rows: pagedList(failing()), notes: [], warning: null }, shapeOf(Answer))).rejects.toThrow('database gone');
    const leaky = { rows: pagedList(pagesOf([{ id: 1, name: 'a', value: null, secret: 's' }], [1])), notes: [], warning: null };
    await expect(new Response(jsonStreamOf(leaky, shapeOf(Answer), { strict: true })).text()).rejects.toThrow(/undeclared|does not declare/);
    expect(isJsonStream(jsonStreamOf(pagedList(pagesOf([1], [1]))))).toBe(true);
  });
});

describe('gzipStream and acceptsGzip', () => {
  it('compresses a stream of chunks into gzip that reads back as the same bytes', async () => {
    const text = JSON.stringify(Array.from({ length: 20_000 }, (_, i) => ({ i, name: `lot ${i} – é` })));
    const bytes = Buffer.from(text, 'utf8');
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let from = 0; from < bytes.length; from += 65_536) controller.enqueue(bytes.subarray(from, from + 65_536));
        controller.close();
      },
    });
    const gzipped = Buffer.from(await new Response(source.pipeThrough(gzipStream())).arrayBuffer());
    expect(gzipped.length).toBeLessThan(bytes.length / 3);
    expect(gunzipSync(gzipped).toString('utf8')).toBe(text);
  });

  it('reads Accept-Encoding as the compress middleware does: gzip or *, unless its q is 0', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('streamedAnswer', () => {
  const Item = z.object({ i: z.number() });
  const route = defineRoute({ method: 'get', path: '/t', access: 'public', tags: ['t'], summary: 'paged', response: z.array(Item) });
  const items = Array.from({ length: 1234 }, (_, i) => ({ i, secret: 'x' }));
  const app = new Hono<AppEnv>();
  const answer = streamedAnswer(route);
  app.get('/t', (c) => answer(c, ok(pagedList(pagesOf(items, [500])))));
  app.get('/refused', (c) => answer(c, fail('FORBIDDEN', 'Access denied.')));

  it('streams the projected list, gzip-compressed when accepted, as a stream the heavy-request gate holds its turn for', async () => {
    const expected = JSON.stringify(items.map(({ i }) => ({ i })));
    const zipped = await app.request('/t', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(isJsonStream(zipped.body!)).toBe(true);
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')).toBe(expected);
    const plain = await app.request('/t');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-type')).toBe('application/json');
    expect(isJsonStream(plain.body!)).toBe(true);
    expect(await plain.text()).toBe(expected);
  });

  it('answers a refusal as the plain failure, never a stream', async () => {
    const res = await app.request('/refused', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(403);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(((await res.json()) as { code: string }).code).toBe('FORBIDDEN');
  });
});

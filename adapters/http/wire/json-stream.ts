/**
 * JSON answers with long lists, written as a stream of chunks instead of one string: a report of
 * 97,185 bids is a 57 MB JSON text (about 290 MB at 10,000 lots), which `JSON.stringify` builds whole
 * and the compressor then holds beside it. Here a list of more than STREAMED_ITEMS items is written
 * CHUNK_ITEMS items at a time, as the socket takes them (the stream is pulled), so at most one chunk
 * of text exists at once. The text is exactly `JSON.stringify(value)` (property-tested); given the
 * response schema's shape (declared-fields.ts), exactly `JSON.stringify(shape.project(value))`, the
 * long list projected chunk by chunk as it is written (no projected copy of the whole list is held).
 *
 * A list can also arrive as pages read from the database while the answer is sent (`pagedList`,
 * `jsonStreamOf`): then not even the rows exist whole. The next page is read only when the socket has
 * taken the text before it (the stream is pulled), so a slow reader slows the reads instead of filling
 * the heap; the text is what JSON.stringify writes of the same value with the pages joined into a list.
 */
import { createGzip } from 'node:zlib';
import type { Context } from 'hono';
import { shapeOf, type Shape } from './declared-fields';
import { jsonResponseOf, type ContractRoute, type ResponseIn } from '../../../contract/route';
import type { Result } from '../../../core/domain/result';
import { failureResponse } from './failure';
import type { AppEnv } from '../context';

/** Lists longer than this are written in chunks. */
export const STREAMED_ITEMS = 1000;
const CHUNK_ITEMS = 500;

/** Does `value` hold a list long enough to stream (at the top, or as a property of the top object)? */
export function hasLongList(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > STREAMED_ITEMS;
  if (value === null || typeof value !== 'object' || hasToJson(value)) return false;
  return Object.values(value).some((v) => Array.isArray(v) && v.length > STREAMED_ITEMS);
}

const hasToJson = (value: object): boolean => typeof (value as { toJSON?: unknown }).toJSON === 'function';

/** A plain object JSON.stringify writes member by member (not a list, no `toJSON`). */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !hasToJson(value);

/**
 * `JSON.stringify(value)` in pieces: long lists (top level or top-level properties) CHUNK_ITEMS items
 * at a time. With `shape`, only the members it declares are written (`shape.project`), chunk by chunk.
 */
export function* jsonChunks(value: unknown, shape: Shape | null = null): Generator<string> {
  // A shape that cannot be followed member by member here (a union, a tuple) projects the whole value first.
  if (shape && !(Array.isArray(value) ? shape.items : isPlainObject(value) ? shape.members : null)) {
    yield* jsonChunks(shape.project(value));
    return;
  }
  if (Array.isArray(value) && value.length > STREAMED_ITEMS) {
    const items = shape?.items;
    yield '[';
    for (let from = 0; from < value.length; from += CHUNK_ITEMS) {
      const chunk = value.slice(from, from + CHUNK_ITEMS);
      // One call per chunk (a call per item was 1.7× slower); the chunk's own brackets are dropped.
      const text = JSON.stringify(items ? chunk.map((item) => items.project(item)) : chunk);
      yield (from > 0 ? ',' : '') + text.slice(1, -1);
    }
    yield ']';
    return;
  }
  if (!isPlainObject(value)) {
    yield JSON.stringify(shape ? shape.project(value) : value);
    return;
  }
  const members = shape?.members;
  yield '{';
  let first = true;
  for (const [key, v] of Object.entries(value)) {
    const member = members?.get(key);
    // Undeclared members are left out, as JSON.stringify leaves out what it cannot write (undefined, functions, symbols).
    if ((members && !member) || v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
    yield `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    if (Array.isArray(v) && v.length > STREAMED_ITEMS) yield* jsonChunks(v, member);
    else yield JSON.stringify(member ? member.project(v) : v);
  }
  yield '}';
}

/** The streams jsonStream made: the heavy-request gate keeps a report's turn until its stream is sent. */
const jsonStreams = new WeakSet<ReadableStream<Uint8Array>>();

export const isJsonStream = (body: ReadableStream<Uint8Array>): boolean => jsonStreams.has(body);

/** A byte stream pulled from `jsonChunks(value, shape)` (a chunk is made only when the reader asks for one). */
export function jsonStream(value: unknown, shape: Shape | null = null): ReadableStream<Uint8Array> {
  const chunks = jsonChunks(value, shape);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.next();
      if (next.done) controller.close();
      // Buffer.from: UTF-8 like TextEncoder, 40% faster on report text.
      else controller.enqueue(Buffer.from(next.value, 'utf8'));
    },
  });
  jsonStreams.add(stream);
  return stream;
}

/** A list whose items come a page at a time (rows read from the database as the answer is written). */
export class PagedList<T> {
  constructor(readonly pages: AsyncIterable<readonly T[]>) {}
}

/** A member whose value is known only once the lists before it are written (Full Bid Details' "no bid" warning). */
export class LateValue<T> {
  constructor(readonly get: () => T) {}
}

export const pagedList = <T>(pages: AsyncIterable<readonly T[]>): PagedList<T> => new PagedList(pages);
export const lateValue = <T>(get: () => T): LateValue<T> => new LateValue(get);

/**
 * A value with paged lists or late values in it, as it is written: `PagedList` as `T[]`, `LateValue`
 * as `T` (at the top, or as a property of the top object, like jsonChunks' long lists).
 */
export type Streamed<T> = T extends readonly (infer I)[]
  ? PagedList<I> | T
  : T extends object
    ? { [K in keyof T]: T[K] extends readonly (infer I)[] ? PagedList<I> | T[K] : T[K] | LateValue<T[K]> }
    : T;

/** Members the projection left out (only when asked: the contract tests refuse an answer with any). */
export class UndeclaredMembersError extends Error {
  constructor(readonly paths: readonly string[]) {
    super(`response carries fields its schema does not declare: ${paths.slice(0, 5).join(', ')}`);
    this.name = 'UndeclaredMembersError';
  }
}

/** The projection of one item, the left-out members' paths written to `dropped` when it is given. */
function projector(shape: Shape | null, dropped: string[] | null): (value: unknown) => unknown {
  if (!shape) return (value) => value;
  if (!dropped) return (value) => shape.project(value);
  return (value) => {
    const value2 = shape.project(value, dropped);
    if (dropped.length > 0) throw new UndeclaredMembersError(dropped);
    return value2;
  };
}

/**
 * Items per piece of text of a paged list: about 60 KB of report text. Measured on the bids report at
 * 10,000 lots (RSS peak above idle, gzip): pieces of 500 items (about 300 KB, beyond V8's largest
 * regular object, so each one a large object) +194 MB; of 100 items +117 MB with pages of 2,000 bids,
 * +63 MB with pages of 500.
 */
const PAGED_CHUNK_ITEMS = 100;

/** The items of `pages` as a JSON list, PAGED_CHUNK_ITEMS items per piece of text. */
async function* pagedChunks(pages: AsyncIterable<readonly unknown[]>, items: Shape | null, dropped: string[] | null): AsyncGenerator<string> {
  const project = projector(items, dropped);
  yield '[';
  let first = true;
  for await (const page of pages) {
    for (let from = 0; from < page.length; from += PAGED_CHUNK_ITEMS) {
      const chunk = page.slice(from, from + PAGED_CHUNK_ITEMS);
      // One stringify per chunk, as jsonChunks does; the chunk's own brackets are dropped.
      const text = JSON.stringify(items ? chunk.map(project) : chunk).slice(1, -1);
      if (text === '') continue;
      yield (first ? '' : ',') + text;
      first = false;
    }
  }
  yield ']';
}

/** jsonChunks of a value that may hold paged lists and late values (at the top or as top-level members). */
export async function* jsonChunksOf(value: unknown, shape: Shape | null = null, dropped: string[] | null = null): AsyncGenerator<string> {
  if (value instanceof PagedList) {
    yield* pagedChunks(value.pages as AsyncIterable<readonly unknown[]>, shape?.items ?? null, dropped);
    return;
  }
  if (value instanceof LateValue) {
    yield* jsonChunksOf(value.get(), shape, dropped);
    return;
  }
  if (!isPlainObject(value) || (shape && !shape.members)) {
    const project = projector(shape, dropped);
    yield* jsonChunks(project(value));
    return;
  }
  const members = shape?.members;
  yield '{';
  let first = true;
  for (const [key, v] of Object.entries(value)) {
    const member = members?.get(key) ?? null;
    const late = v instanceof LateValue;
    const written = late ? (v as LateValue<unknown>).get() : v;
    if (members && !member) {
      if (dropped && written !== undefined && typeof written !== 'function' && typeof written !== 'symbol') throw new UndeclaredMembersError([key]);
      continue;
    }
    if (written === undefined || typeof written === 'function' || typeof written === 'symbol') continue;
    yield `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    if (written instanceof PagedList) yield* pagedChunks(written.pages as AsyncIterable<readonly unknown[]>, member?.items ?? null, dropped);
    else if (dropped) yield* jsonChunks(projector(member, dropped)(written));
    else yield* jsonChunks(written, member);
  }
  yield '}';
}

/**
 * A byte stream of `value` with its paged lists read as the reader asks for text (back-pressure): a
 * page is read only when the chunks before it have been taken. A failed read fails the stream (the
 * client sees a cut answer, never a complete-looking wrong one); a cancelled stream (the client hung
 * up) stops reading. `strict`: a member the schema does not declare fails the stream (contract tests).
 */
export function jsonStreamOf(value: unknown, shape: Shape | null = null, opts: { strict?: boolean } = {}): ReadableStream<Uint8Array> {
  const chunks = jsonChunksOf(value, shape, opts.strict ? [] : null);
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(Buffer.from(next.value, 'utf8'));
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    // No read-ahead: the next chunk (and the next page of rows) is made when the socket asks for it.
    { highWaterMark: 0 },
  );
  jsonStreams.add(stream);
  return stream;
}

/**
 * gzip as a web TransformStream over node:zlib. Not the web CompressionStream: on Node 20 it keeps
 * every chunk written into it until the stream ends (measured: 184 MB of array buffers held for 192 MB
 * of text, with or without a forced GC; none here), which would undo the streaming of the answer.
 */
export function gzipStream(): TransformStream<Uint8Array, Uint8Array> {
  const gzip = createGzip();
  let out: TransformStreamDefaultController<Uint8Array> | null = null;
  // A stream that takes no more (its reader hung up while the last pieces were being made, or it failed)
  // throws from enqueue; thrown here, inside zlib's event, that would end the server: the rest is dropped.
  gzip.on('data', (piece: Buffer) => {
    if (!out) return;
    try {
      out.enqueue(piece);
    } catch {
      out = null;
      gzip.destroy();
    }
  });
  const ended = new Promise<void>((resolve, reject) => {
    gzip.once('end', resolve);
    gzip.once('error', reject);
  });
  // A failed write also fails its transform (the stream errors there); this only keeps the rejection handled.
  ended.catch(() => undefined);
  // `cancel` (the client hung up) frees the compressor at once; Node 20 calls it, TypeScript's DOM types do not list it yet.
  const transformer: Transformer<Uint8Array, Uint8Array> & { cancel: () => void } = {
    start(controller) {
      out = controller;
    },
    transform: (chunk) => new Promise<void>((resolve, reject) => gzip.write(chunk, (e) => (e ? reject(e) : resolve()))),
    flush() {
      gzip.end();
      return ended;
    },
    cancel() {
      out = null;
      gzip.destroy();
    },
  };
  return new TransformStream<Uint8Array, Uint8Array>(transformer);
}

/** Does an Accept-Encoding header accept gzip (by name or `*`, with a q-value above 0)? */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let gzip: number | null = null;
  let any: number | null = null;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name.trim() === 'gzip') gzip = weight;
    else if (name.trim() === '*') any = weight;
  }
  return (gzip ?? any ?? 0) > 0;
}

/**
 * The answer maker of a route whose handler streams (its value holds paged lists): 200 with the value
 * written as it is read, projected onto the route's response schema like every contract answer
 * (contract-route.ts), or the failure. Access and scoping are decided before the handler answers a
 * value, so a refusal is a plain error answer, never a cut stream. With `validateResponses` (the
 * contract tests) a member the schema does not declare fails the stream. Compressed here when the
 * client accepts gzip (gzipStream; the compress middleware leaves an answer with a Content-Encoding alone).
 */
export function streamedAnswer<R extends ContractRoute>(route: R): (c: Context<AppEnv>, result: Result<Streamed<ResponseIn<R>>>) => Response {
  const schema = jsonResponseOf(route);
  if (!schema) throw new Error(`${route.method.toUpperCase()} ${route.path} has no JSON answer to stream`);
  const shape = shapeOf(schema);
  return (c, result) => {
    if (!result.ok) return failureResponse(c, result);
    const strict = c.get('validateResponses') === true;
    const text = jsonStreamOf(result.value, shape, { strict });
    if (!acceptsGzip(c.req.header('accept-encoding'))) return c.body(text, 200, { 'content-type': 'application/json' });
    // The heavy-request gate keeps the turn until the stream it is given is sent: the compressed one.
    const gzipped = text.pipeThrough(gzipStream());
    jsonStreams.add(gzipped);
    return c.body(gzipped, 200, { 'content-type': 'application/json', 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
  };
}

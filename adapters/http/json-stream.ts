/**
 * JSON answers with long lists, written as a stream of chunks instead of one string: a report of
 * 97,185 bids is a 57 MB JSON text (about 290 MB at 10,000 lots), which `JSON.stringify` builds whole
 * and the compressor then holds beside it. Here a list of more than STREAMED_ITEMS items is written
 * CHUNK_ITEMS items at a time, as the socket takes them (the stream is pulled), so at most one chunk
 * of text exists at once. The text is exactly `JSON.stringify(value)` (property-tested).
 */

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

/** `JSON.stringify(value)` in pieces: long lists (top level or top-level properties) CHUNK_ITEMS items at a time. */
export function* jsonChunks(value: unknown): Generator<string> {
  if (Array.isArray(value) && value.length > STREAMED_ITEMS) {
    yield '[';
    for (let from = 0; from < value.length; from += CHUNK_ITEMS) {
      // One call per chunk (a call per item was 1.7× slower); the chunk's own brackets are dropped.
      const items = JSON.stringify(value.slice(from, from + CHUNK_ITEMS));
      yield (from > 0 ? ',' : '') + items.slice(1, -1);
    }
    yield ']';
    return;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value) || hasToJson(value)) {
    yield JSON.stringify(value);
    return;
  }
  yield '{';
  let first = true;
  for (const [key, v] of Object.entries(value)) {
    // JSON.stringify leaves out properties it cannot write (undefined, functions, symbols).
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
    yield `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    if (Array.isArray(v) && v.length > STREAMED_ITEMS) yield* jsonChunks(v);
    else yield JSON.stringify(v);
  }
  yield '}';
}

/** The streams jsonStream made: the heavy-request gate keeps a report's turn until its stream is sent. */
const jsonStreams = new WeakSet<ReadableStream<Uint8Array>>();

export const isJsonStream = (body: ReadableStream<Uint8Array>): boolean => jsonStreams.has(body);

/** A byte stream pulled from `jsonChunks(value)` (a chunk is made only when the reader asks for one). */
export function jsonStream(value: unknown): ReadableStream<Uint8Array> {
  const chunks = jsonChunks(value);
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

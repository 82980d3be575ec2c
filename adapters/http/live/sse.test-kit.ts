/** Reads Server-Sent Events from a streamed Response in tests: `next()` answers the next event (name and parsed data) or throws after `timeoutMs`. */
export interface SseReader {
  next(timeoutMs?: number): Promise<{ event: string; data: unknown }>;
  close(): Promise<void>;
}

export function sseReader(res: Response): SseReader {
  if (!res.body) throw new Error('no body');
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  const parse = (block: string): { event: string; data: unknown } | null => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    return data.length === 0 ? null : { event, data: JSON.parse(data.join('\n')) as unknown };
  };
  return {
    async next(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const parsed = parse(block);
          if (parsed) return parsed;
          continue;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
        let timer: NodeJS.Timeout | undefined;
        // A read that outlives a timeout is kept for the next call: the chunk it brings is not lost.
        pending ??= reader.read();
        const chunk = await Promise.race([
          pending,
          new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), left))),
        ]).finally(() => clearTimeout(timer));
        pending = null;
        if (chunk.done) throw new Error('the stream ended');
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    close: () => reader.cancel().catch(() => undefined),
  };
}

/**
 * The body of any answer as text, for tests that call every endpoint: a live stream (Server-Sent Events never
 * end by themselves) gives its first event, then is let go.
 */
export async function bodyTextOf(res: Response): Promise<string> {
  if (!(res.headers.get('content-type') ?? '').startsWith('text/event-stream') || !res.body) return res.text();
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes('\n\n')) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel();
  return text;
}

/**
 * The load benchmarks' baseline: a bare Hono app on @hono/node-server that parses the JSON body it
 * receives and answers it back, with nothing else (no auth, no database). Prints `{"port":N}`.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.all('*', async (c) => c.json(await c.req.json<unknown>()));
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`${JSON.stringify({ port: info.port })}\n`);
});

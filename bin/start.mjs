#!/usr/bin/env node
// `npm start`: runs the compiled server (build/server.js), building it first when build/ is missing or
// stale (bin/build-app.mjs). Development and tests run the TypeScript sources through tsx instead.
import { builtEntry, ensureBuilt } from './build-app.mjs';

await ensureBuilt((message) => process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'info', message })}\n`));
await import(builtEntry('server'));

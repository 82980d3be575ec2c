#!/usr/bin/env node
// The `sla` command: runs the compiled CLI (build/sla.js), building it first when build/ is missing or
// stale (bin/build-app.mjs). The CLI is part of the application (a clone of the repository), not of the
// packed library, which ships neither its sources nor this build.
import { existsSync } from 'node:fs';

if (!existsSync(new URL('../cli/main.ts', import.meta.url))) {
  process.stderr.write('error: sla runs from a clone of the application\'s repository; this installed package is the library (docs/embedding.md: Embedding the core)\n');
  process.exit(1);
}
const { builtEntry, ensureBuilt } = await import('./build-app.mjs');
await ensureBuilt((message) => process.stderr.write(`sla: ${message}\n`));
await import(builtEntry('sla'));

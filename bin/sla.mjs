#!/usr/bin/env node
// The `sla` command: runs the TypeScript CLI through tsx, so no build step is needed. The CLI is part of
// the application (a clone of the repository), not of the packed library, which ships no TypeScript.
import { existsSync } from 'node:fs';

const main = new URL('../cli/main.ts', import.meta.url);
if (!existsSync(main)) {
  process.stderr.write('error: sla runs from a clone of the application\'s repository; this installed package is the library (docs/embedding.md: Embedding the core)\n');
  process.exit(1);
}
const { register } = await import('tsx/esm/api');
register();
await import(main.href);

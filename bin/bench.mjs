#!/usr/bin/env node
// Runs every benchmark under bench/ (files named *.bench.ts) through tsx.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const dir = fileURLToPath(new URL('../bench/', import.meta.url));
const files = readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).sort();
if (files.length === 0) console.log('no benchmarks yet');
for (const f of files) {
  console.log(`# ${f}`);
  await import(new URL(`../bench/${f}`, import.meta.url).href);
}

#!/usr/bin/env node
// Runs every benchmark under bench/ (files named *.bench.ts) through tsx, then prints a summary and
// exits non-zero when any target failed or a benchmark file threw (bench/bench-kit.ts records them).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { ensureBuilt } from './build-app.mjs';

register();
// The servers and commands the benchmarks start run the compiled runtime: built (when stale) before any timing.
await ensureBuilt((message) => console.log(message));
const dir = fileURLToPath(new URL('../bench/', import.meta.url));
// `--ci` selects the small CI profile (bench/README.md): shorter runs, goals relaxed 10×, so only
// a 10× regression fails. Set before any benchmark module reads it.
const args = process.argv.slice(2);
if (args.includes('--ci')) process.env.BENCH_PROFILE = 'ci';
// `npm run bench -- save-load reports` runs only the files whose names contain one of the words.
const only = args.filter((a) => a !== '--ci');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts') && (only.length === 0 || only.some((w) => f.includes(w))))
  .sort();
if (files.length === 0) console.log('no benchmarks yet');
const kit = await import(new URL('../bench/bench-kit.ts', import.meta.url).href);
for (const f of files) {
  console.log(`# ${f}`);
  const started = performance.now();
  try {
    await import(new URL(`../bench/${f}`, import.meta.url).href);
  } catch (e) {
    kit.recordSetupFailure(f, e);
  }
  // Each file's own time, so a slow benchmark shows in a CI log.
  console.log(`# ${f}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
const results = kit.benchResults();
const failed = results.filter((m) => !m.pass);
console.log(`\n${results.length - failed.length}/${results.length} targets met${failed.length ? `; FAILED: ${failed.map((m) => m.name).join('; ')}` : ''}`);
process.exit(failed.length > 0 ? 1 : 0);

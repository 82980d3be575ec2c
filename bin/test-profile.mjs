#!/usr/bin/env node
// Where the unit suite's time goes: runs vitest with its JSON reporter (or reads a report already written,
// `--from report.json`) and prints the slowest files and the time summed by the kind of set-up each file
// pays (a server process, the `sla` command as a process, an HTTP app, a migrated database, none).
//
//   npm run test:profile                       # the whole suite (add DATABASE_URL for the PostgreSQL leg)
//   npm run test:profile -- adapters/http      # only the files vitest selects with these filters
//   npm run test:profile -- --from /tmp/r.json # a report written before (vitest --reporter=json --outputFile=…)
//   npm run test:profile -- --write-durations  # also record the files of 3 s or more in test-durations.json,
//                                              # the order a fresh clone starts them in (vitest.sequencer.ts)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// `… | head`: stop quietly once the reader has gone.
process.stdout.on('error', (e) => {
  if (e.code !== 'EPIPE') throw e;
});

const writeDurations = process.argv.includes('--write-durations');
const args = process.argv.slice(2).filter((a) => a !== '--write-durations');
const fromIndex = args.indexOf('--from');
let report;
if (fromIndex >= 0) {
  report = args[fromIndex + 1];
} else {
  report = path.join(mkdtempSync(path.join(tmpdir(), 'sla-profile-')), 'report.json');
  const run = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--reporter=dot', '--reporter=json', `--outputFile=${report}`, ...args], { stdio: 'inherit' });
  if (run.status !== 0) process.stderr.write(`vitest exited with ${run.status}; the profile below covers what ran\n`);
}

const { testResults, startTime } = JSON.parse(readFileSync(report, 'utf8'));
const root = process.cwd();

// The most expensive set-up a file's source asks for, checked in this order.
const KINDS = [
  ['server process', /server-process\.test-kit|two-servers\.test-kit/],
  ['sla command', /slaRunner|slaProcessRunner/],
  ['HTTP app', /testAppFor(Each|All)Test|createTestApp/],
  ['migrated database', /openTemp(Sqlite|Postgres)Store|TEST_ENGINES|cliDatabase/],
];
const kindOf = (file) => {
  // A report read later may name a file since moved or split.
  if (!existsSync(file)) return 'file gone';
  const source = readFileSync(file, 'utf8');
  return KINDS.find(([, pattern]) => pattern.test(source))?.[0] ?? 'none';
};

const files = testResults.map((r) => ({
  file: path.relative(root, r.name),
  ms: r.endTime - r.startTime,
  tests: r.assertionResults.length,
  kind: kindOf(r.name),
}));
const end = Math.max(...testResults.map((r) => r.endTime));
const summed = files.reduce((s, f) => s + f.ms, 0);
const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);

process.stdout.write(`\n${files.length} files, ${files.reduce((s, f) => s + f.tests, 0)} tests; wall ${seconds(end - startTime).trim()} s, file time summed ${seconds(summed).trim()} s\n\n`);
process.stdout.write('set-up kind          files   tests   summed s\n');
const byKind = new Map();
for (const f of files) {
  const k = byKind.get(f.kind) ?? { files: 0, tests: 0, ms: 0 };
  byKind.set(f.kind, { files: k.files + 1, tests: k.tests + f.tests, ms: k.ms + f.ms });
}
for (const [kind, k] of [...byKind].sort((a, b) => b[1].ms - a[1].ms)) {
  process.stdout.write(`${kind.padEnd(20)} ${String(k.files).padStart(5)} ${String(k.tests).padStart(7)} ${seconds(k.ms).padStart(10)}\n`);
}
process.stdout.write('\nslowest files                                                  tests   seconds  set-up\n');
for (const f of [...files].sort((a, b) => b.ms - a.ms).slice(0, 25)) {
  process.stdout.write(`${f.file.padEnd(62)} ${String(f.tests).padStart(5)} ${seconds(f.ms)}   ${f.kind}\n`);
}

if (writeDurations) {
  // The files of this report replace their own entries; those of another run (the browser journeys' profile,
  // `-- --config e2e/vitest.config.ts`, or a part of the suite) stay while they exist.
  const durationsFile = path.join(root, 'test-durations.json');
  const profiled = new Set(files.map((f) => f.file));
  const kept = Object.entries(JSON.parse(readFileSync(durationsFile, 'utf8'))).filter(([file]) => !profiled.has(file) && existsSync(file));
  const slow = files.filter((f) => f.ms >= 3000 && existsSync(f.file)).map((f) => [f.file, Math.round(f.ms / 100) / 10]);
  writeFileSync(durationsFile, `${JSON.stringify(Object.fromEntries([...kept, ...slow].sort((a, b) => b[1] - a[1])), null, 1)}\n`);
  process.stdout.write(`\nrecorded ${slow.length} files of 3 s or more in test-durations.json (${kept.length} kept from other runs)\n`);
}

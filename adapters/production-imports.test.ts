// The production entry points (`npm start`, the `sla` command) never load test data: fixtures/ holds
// test builders and sample files only; what the running app needs (the demo world) lives in adapters/demo/.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const ENTRY_POINTS = ['adapters/http/start.ts', 'cli/main.ts'];

const relativeImports = (text: string): string[] =>
  [
    ...text.matchAll(
      /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]*)['"]|import\(\s*['"](\.[^'"]*)['"]\s*\)|^import\s+['"](\.[^'"]*)['"]/gm,
    ),
  ].map((m) => (m[1] ?? m[2] ?? m[3]));

const resolveSource = (from: string, spec: string): string | null => {
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => /\.tsx?$/.test(p) && existsSync(p)) ?? null;
};

/** Every source file reachable from the entry points through relative imports. */
const importGraph = (entries: string[]): Set<string> => {
  const seen = new Set<string>();
  const queue = entries.map((e) => join(ROOT, e));
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of relativeImports(readFileSync(file, 'utf8'))) {
      const target = resolveSource(file, spec);
      if (target) queue.push(target);
    }
  }
  return seen;
};

describe('production import graph', () => {
  const files = [...importGraph(ENTRY_POINTS)].map((f) => relative(ROOT, f));

  it('reaches the composition and the demo seed', () => {
    expect(files).toContain('adapters/compose.ts');
    expect(files).toContain('adapters/demo/seed-demo.ts');
  });

  it('loads nothing from fixtures/ and no test file', () => {
    expect(files.filter((f) => f.startsWith('fixtures/') || /\.test\.tsx?$/.test(f))).toEqual([]);
  });
});

// The web imports only the pure core modules, never adapters, the CLI or Node built-ins; features
// do not import each other (bulletproof-react's unidirectional architecture).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, 'src');
// documents: the pure cell builders of workbooks (core/documents/export-cells.ts), which the web's exports post;
// billing: the months of a term (core/billing/statement-months.ts), which the statements screen offers.
const PURE_CORE = ['domain', 'policy', 'validation', 'lots-csv', 'clock', 'money', 'bids', 'infocentre', 'awards', 'documents', 'holdings', 'parties', 'billing'];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

const importsOf = (text: string): string[] =>
  [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => (m[1] ?? m[2]));

const featureOf = (file: string): string | null => /[/\\]features[/\\]([^/\\]+)[/\\]/.exec(file)?.[1] ?? null;

describe('web import direction', () => {
  const files = sourceFiles(SRC);

  it('finds the web sources', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files.map((f) => [relative(SRC, f), f]))('%s imports only pure core, its own feature and shared code', (_name, file) => {
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      expect(spec, `${file} imports ${spec}`).not.toMatch(/^node:|^(fs|path|better-sqlite3|pg|kysely|hono)(\/|$)/);
      if (!spec.startsWith('.')) continue;
      const target = resolve(dirname(file), spec);
      const rel = relative(join(SRC, '..', '..'), target).split(/[/\\]/);
      expect(['adapters', 'cli'], `${file} imports ${spec}`).not.toContain(rel[0]);
      if (rel[0] === 'core') expect(PURE_CORE, `${file} imports ${spec}`).toContain(rel[1]);
      const from = featureOf(file);
      const to = featureOf(target + '/');
      if (from && to) expect(to, `${file} imports another feature: ${spec}`).toBe(from);
    }
  });
});

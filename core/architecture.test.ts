// core/ is pure: it may import only other core modules and the pure libraries listed here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const CORE = join(import.meta.dirname);
// file-type only as `file-type/core` (reads the bytes it is given; its Node entry reads files).
const ALLOWED_PACKAGES = ['luxon', 'decimal.js', 'papaparse', 'zod', 'file-type', 'regexparam', 'fast-check', 'vitest'];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

/** The modules a source imports; comment lines are left out (a doc comment's example imports the package). */
const importsOf = (text: string): string[] =>
  [...text.split('\n').filter((line) => !/^\s*(\*|\/\/)/.test(line)).join('\n').matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (m) => (m[1] ?? m[2]),
  );

describe('core/ purity', () => {
  const files = sourceFiles(CORE).filter((f) => !f.endsWith('architecture.test.ts'));

  it('finds the core sources', () => {
    expect(files.length).toBeGreaterThan(3);
  });

  it.each(files.map((f) => [relative(CORE, f), f]))('%s imports no I/O, framework or outer layer', (_name, file) => {
    const isTest = file.endsWith('.test.ts');
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      if (spec.startsWith('.')) {
        expect(spec, `${file} reaches outside core`).not.toMatch(/\.\.\/(\.\.\/)*(adapters|cli|web)\//);
        continue;
      }
      if (isTest && spec.startsWith('node:')) continue; // tests may read fixtures
      const pkg = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0]);
      expect(ALLOWED_PACKAGES, `${file} imports ${spec}`).toContain(pkg);
    }
  });

  it('flags a forbidden import (the check can fail)', () => {
    expect(importsOf(`import x from 'node:fs';\nimport { y } from "../adapters/sqlite/db";`)).toEqual([
      'node:fs',
      '../adapters/sqlite/db',
    ]);
  });
});

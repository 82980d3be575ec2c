// The unit suite shares a worker's process between test files (vitest.config.ts): a file that mocks a module or
// replaces a global must be one of the isolated files, or the files after it in that worker see its change.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED_FILES, ISOLATED_FOLDERS } from '../vitest.config';

const ROOT = join(import.meta.dirname, '..');
const FOLDERS = ['core', 'contract', 'adapters', 'cli', 'fixtures', 'lib', 'web'];

const testFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(name) ? [relative(ROOT, path)] : [];
  });

/** What changes a process for the files after it: a mocked module, a stubbed or reassigned global, a stubbed variable. */
const CHANGES_THE_PROCESS =
  /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(|\bglobalThis\.\w+\s*=[^=]|defineProperty\(globalThis\b|\bprocess\.env(\.\w+|\[[^\]]+\])\s*=[^=]|\bdelete process\.env\b/;

const isolated = (file: string): boolean => ISOLATED_FILES.includes(file) || ISOLATED_FOLDERS.some((folder) => file.startsWith(folder));

describe('test files that change their process', () => {
  const files = FOLDERS.flatMap((folder) => testFiles(join(ROOT, folder)));

  it('finds the test files, and the isolated ones exist', () => {
    expect(files.length).toBeGreaterThan(200);
    for (const file of ISOLATED_FILES) expect(files, file).toContain(file);
  });

  it('mock a module or replace a global only in an isolated file', () => {
    const sharing = files.filter((file) => !isolated(file) && CHANGES_THE_PROCESS.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(sharing).toEqual([]);
  });

  it('sees the isolated files that do', () => {
    // The check above is only as good as its pattern: each named isolated file matches it.
    for (const file of ISOLATED_FILES) expect(CHANGES_THE_PROCESS.test(readFileSync(join(ROOT, file), 'utf8')), file).toBe(true);
  });
});

// Role codes are written in two production files only: core/domain/roles.ts (the codes, names and the
// stored internal flag) and core/policy/capabilities.ts (who may do what), and in the migration that
// first stored the catalogue. Everything else asks
// `can(roles, capability)`, so a role group cannot be redefined, or matched by substring, elsewhere.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROLE_CODES } from '../domain/roles';

const ROOT = join(import.meta.dirname, '../..');
const PRODUCTION_DIRS = ['core', 'contract', 'adapters', 'cli', 'web/src', 'bin'];
// A migration carries the catalogue as it was when it shipped (frozen: it must not import roles.ts).
const ALLOWED = new Set(['core/domain/roles.ts', 'core/policy/capabilities.ts', 'adapters/kysely/migrations/0002-reference-data.ts']);
/** Tests, the persistence contract suite, test kits (test-world.ts, test-app.ts, *-test-kit.ts) and the packed library's check (bin/test-pack.mjs, an embedder's scripts). */
const TEST_CODE = /\.test\.tsx?$|\.contract\.ts$|test-kit\.ts$|(^|\/)test-[^/]+\.(ts|mjs)$|(^|\/)testing\//;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.(tsx?|mjs|js)$/.test(name) ? [path] : [];
  });

/** A role code written as a whole string literal: 'AIC', "CLIENT", `BIDDER`. Comment lines are not code (a doc comment's example may create a manager). */
const ROLE_LITERAL = new RegExp(`(['"\`])(${ROLE_CODES.join('|')})\\1`, 'g');

const roleLiterals = (text: string): string[] =>
  text.split('\n').flatMap((line, i) => (/^\s*(\*|\/\/)/.test(line) ? [] : [...line.matchAll(ROLE_LITERAL)].map((m) => `${i + 1}: ${m[0]}`)));

describe('role codes outside the permission table', () => {
  const files = PRODUCTION_DIRS.flatMap((d) => sourceFiles(join(ROOT, d)))
    .map((f) => relative(ROOT, f).split('\\').join('/'))
    .filter((f) => !TEST_CODE.test(f) && !ALLOWED.has(f));

  it('scans the production sources', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('core/policy/access.ts');
    expect(files).toContain('contract/reports.ts');
    expect(files).toContain('web/src/app/layout.tsx');
    expect(files).not.toContain('adapters/http/tests/kits/test-world.test-kit.ts');
  });

  it('appear in no production file but roles.ts and capabilities.ts (ask can(roles, capability))', () => {
    const found = files.flatMap((f) => roleLiterals(readFileSync(join(ROOT, f), 'utf8')).map((hit) => `${f}:${hit}`));
    expect(found).toEqual([]);
  });

  it('are caught in every quoting, and only as whole codes (the check can fail)', () => {
    expect(roleLiterals(`if (roles.includes('MANAGER')) x;\nconst g = ["BIDDER", \`AIC\`];`)).toEqual([
      "1: 'MANAGER'",
      '2: "BIDDER"',
      '2: `AIC`',
    ]);
    expect(roleLiterals(`const m = 'MANAGER/CLIENT RELATIONS'; // the MANAGER role; 'Award'`)).toEqual([]);
    expect(roleLiterals(` * unwrap(await core.users.createFirstManager({ roles: ['MANAGER'] }));\n// ['AIC']`)).toEqual([]);
  });
});

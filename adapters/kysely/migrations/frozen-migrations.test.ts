/**
 * Migrations are frozen in time: a migration (NNNN-name.ts, its NNNN-name/ folder, and the helpers of
 * this folder they share) imports nothing live: not core/ (role lists, ledger rules), not the store,
 * its repositories, codecs or column plugins, not the adapters' wiring (crypto). It may import kysely
 * and Node's built-ins, other modules of this folder, and types only from ../schema (the engine
 * names). What an old migration does on a fresh database then depends on nothing that may change.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const MIGRATIONS = import.meta.dirname;
/** The runner (lists the migrations, runs them on the store's instance): not a migration itself. */
const RUNNER = 'migrations.ts';
const PACKAGES = /^(kysely|node:[a-z_/]+)$/;
/** Type-only imports allowed from outside this folder: no code runs from them. */
const TYPES_FROM = new Set(['../schema']);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test(-kit)?\.ts$/.test(name) ? [path] : [];
  });

interface Import {
  spec: string;
  typeOnly: boolean;
}

/** Every import, re-export and dynamic import of a module's text. */
const importsOf = (text: string): Import[] =>
  [...text.matchAll(/\b(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => ({
    spec: m[2] ?? m[3] ?? '',
    typeOnly: m[1] !== undefined,
  }));

/** What a migration at `file` may not import, as messages. */
function liveImports(file: string, text: string): string[] {
  return importsOf(text).flatMap(({ spec, typeOnly }) => {
    if (!spec.startsWith('.')) return PACKAGES.test(spec) ? [] : [`${spec}: only kysely and Node's built-ins`];
    const target = resolve(dirname(file), spec);
    if (!relative(MIGRATIONS, target).startsWith('..')) return [];
    const fromFolder = relative(MIGRATIONS, target).replace(/\\/g, '/');
    if (typeOnly && TYPES_FROM.has(fromFolder)) return [];
    return [`${spec}: outside the migrations (live ${typeOnly ? 'types' : 'code'})`];
  });
}

describe('migrations import nothing live', () => {
  const files = sourceFiles(MIGRATIONS).filter((f) => relative(MIGRATIONS, f) !== RUNNER);

  it('finds the migrations, their folders and helpers', () => {
    const names = files.map((f) => relative(MIGRATIONS, f).replace(/\\/g, '/'));
    expect(names).toEqual(expect.arrayContaining(['0001-initial-schema.ts', '0002-reference-data.ts', '0004-audit-ledger.ts', '0004-audit-ledger/genesis.ts', 'column-types.ts']));
  });

  it.each(files.map((f) => [relative(MIGRATIONS, f), f]))('%s imports only kysely, Node, this folder and schema types', (_name, file) => {
    expect(liveImports(file, readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('flags live imports (the check can fail)', () => {
    const file = join(MIGRATIONS, '0009-example.ts');
    const text = [
      "import { ROLE_CODES } from '../../../core/domain/roles';",
      "import type { Role } from '../../../core/domain/entities';",
      "import { createRepositories } from '../store';",
      "import { withColumnPlugins } from '../column-plugins';",
      "import { nodeSha256 } from '../../crypto/node-sha256';",
      "import { Engine } from '../schema';",
      "export { x } from '../repositories/bid-repository';",
      "const later = await import('../codec');",
      "import { z } from 'zod';",
      "import type { Engine as E } from '../schema';",
      "import { sql, type Kysely } from 'kysely';",
      "import { createHash } from 'node:crypto';",
      "import { canonicalJson } from './0009-example/canonical-json';",
    ].join('\n');
    expect(liveImports(file, text)).toEqual([
      '../../../core/domain/roles: outside the migrations (live code)',
      '../../../core/domain/entities: outside the migrations (live types)',
      '../store: outside the migrations (live code)',
      '../column-plugins: outside the migrations (live code)',
      '../../crypto/node-sha256: outside the migrations (live code)',
      '../schema: outside the migrations (live code)',
      '../repositories/bid-repository: outside the migrations (live code)',
      '../codec: outside the migrations (live code)',
      "zod: only kysely and Node's built-ins",
    ]);
  });
});

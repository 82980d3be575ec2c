/**
 * What a cold import of the library's main entry loads, from the built library (lib/vite.config.ts, into a
 * temporary folder): its own chunks, decimal.js and luxon, and none of zod (the schemas are built on first
 * use), papaparse (required on the first CSV read or write) or the optional peers (the drivers and
 * renderers, loaded by the adapters that use them). The first validation then loads zod and answers as ever.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

// Records every ES module Node loads (the hooks run on their own thread, so they write to a file).
const HOOKS = `import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  if (url.startsWith('file:')) appendFileSync(process.env.LOADED_LOG, url + '\\n');
  return next(url, context);
}
`;

// Imports the entry, lists the packages loaded (ES modules from the hook's log, CommonJS ones from the
// require cache), validates one bad optimiser instance, lists them again.
const PROBE = `import { createRequire, register } from 'node:module';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
register('./hooks.mjs', import.meta.url);
const require = createRequire(import.meta.url);
const packages = () => {
  const urls = [...readFileSync(process.env.LOADED_LOG, 'utf8').split('\\n'), ...Object.keys(require.cache).map((p) => pathToFileURL(p).href)];
  return [...new Set(urls.map((u) => /\\/node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(u)?.[1]).filter(Boolean))].sort();
};
const lib = await import('./dist/index.js');
const atImport = packages();
const refused = await lib.optimizeAward({ currency: 'USD', lots: [], bids: [], timeLimitSeconds: 0 });
console.log(JSON.stringify({ atImport, afterValidation: packages(), refused }));
`;

interface Probe {
  atImport: string[];
  afterValidation: string[];
  refused: { ok: boolean; code?: string; message?: string };
}

describe('cold import of the built library', () => {
  let dir: string;
  let probe: Probe;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sla-cold-import-'));
    await symlink(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
    const build = spawnSync(process.execPath, [vite, 'build', '--config', 'lib/vite.config.ts', '--outDir', path.join(dir, 'dist'), '--emptyOutDir', '--sourcemap', 'false'], { cwd: ROOT, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    await writeFile(path.join(dir, 'hooks.mjs'), HOOKS);
    await writeFile(path.join(dir, 'probe.mjs'), PROBE);
    await writeFile(path.join(dir, 'loaded.log'), '');
    const run = spawnSync(process.execPath, ['probe.mjs'], { cwd: dir, encoding: 'utf8', env: { ...process.env, LOADED_LOG: path.join(dir, 'loaded.log') } });
    expect(run.status, run.stderr).toBe(0);
    probe = JSON.parse(run.stdout) as Probe;
  }, 240_000);

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('loads decimal.js and luxon, and neither zod, papaparse nor an optional peer', () => {
    expect(probe.atImport).toEqual(['decimal.js', 'luxon']);
  });

  it('loads zod with the first validation, which answers the schema\'s message', () => {
    expect(probe.afterValidation).toEqual(['decimal.js', 'luxon', 'zod']);
    expect(probe.refused).toMatchObject({ ok: false, code: 'VALIDATION', message: 'timeLimitSeconds: The time limit must be more than 0 seconds.' });
  });
});

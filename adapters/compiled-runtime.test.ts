// The compiled runtime (bin/build-app.mjs): when it counts as stale, what `sla --help` loads before it parses
// its arguments, the compiled server with its workers, and which worker module a pool runs from the sources.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_DIR, ensureBuilt, staleness } from '../bin/build-app.mjs';
import { workerModule } from './workers/worker-pool';
import { signInOver, startServer } from './http/tests/kits/server-process.test-kit';
import { withSqliteStore } from '../cli/sla-process.test-kit';

const ROOT = path.resolve(import.meta.dirname, '..');

describe('staleness of a build', () => {
  let dir: string;
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** A build folder whose manifest lists one input file, as bin/build-app.mjs writes it. */
  const buildOf = async (): Promise<{ input: string }> => {
    dir = await mkdtemp(path.join(tmpdir(), 'sla-build-'));
    const input = path.join(dir, 'source.ts');
    await writeFile(input, 'export const a = 1;\n');
    const { size, mtimeMs } = await stat(input);
    await writeFile(path.join(dir, 'inputs.json'), JSON.stringify({ inputs: { [input]: [size, mtimeMs] } }));
    return { input };
  };

  it('is fresh while every input keeps its size and time, stale once one changes or goes', async () => {
    const { input } = await buildOf();
    expect(staleness(dir)).toBeNull();
    await writeFile(input, 'export const a = 2;\n');
    expect(staleness(dir)).toBe(`${input} changed`);
    await unlink(input);
    expect(staleness(dir)).toBe(`${input} is gone`);
    await unlink(path.join(dir, 'inputs.json'));
    expect(staleness(dir)).toBe('build/ is missing');
  });
});

describe('the compiled runtime', () => {
  beforeAll(() => ensureBuilt(), 60_000);

  it('is fresh after a build, listing the entry points and the sources they are made of', async () => {
    expect(staleness()).toBeNull();
    const { inputs } = JSON.parse(await readFile(path.join(BUILD_DIR, 'inputs.json'), 'utf8')) as { inputs: Record<string, unknown> };
    expect(Object.keys(inputs)).toEqual(expect.arrayContaining(['adapters/http/start.ts', 'cli/main.ts', 'adapters/workers/render-worker.ts', 'adapters/workers/upload-worker.ts', 'cli/commands/user-actions.ts']));
  });

  /** The modules `file` loads before it runs: its static imports, followed through the build's own chunks. */
  const staticGraph = async (file: string): Promise<{ chunks: string[]; packages: string[] }> => {
    const chunks = new Set<string>();
    const packages = new Set<string>();
    const visit = async (name: string): Promise<void> => {
      if (chunks.has(name)) return;
      chunks.add(name);
      const text = await readFile(path.join(BUILD_DIR, name), 'utf8');
      for (const m of text.matchAll(/^(?:import|export)\s[^;]*?from\s+"([^"]+)"|^import\s+"([^"]+)"/gms)) {
        const spec = m[1] ?? m[2];
        if (spec.startsWith('./')) await visit(spec.slice(2));
        else if (!spec.startsWith('node:')) packages.add(spec);
      }
    };
    await visit(file);
    return { chunks: [...chunks], packages: [...packages] };
  };

  it('answers `sla --help` loading commander and the commands\' options only: each command\'s work is imported when it runs', async () => {
    const { packages, chunks } = await staticGraph('sla.js');
    expect(packages).toEqual(['commander']);
    expect(chunks.some((c) => c.includes('-actions-'))).toBe(false);
    const help = spawnSync(process.execPath, [path.join(BUILD_DIR, 'sla.js'), '--help'], { cwd: ROOT, encoding: 'utf8' });
    expect(help.status, help.stderr).toBe(0);
    expect(help.stdout).toContain('Usage: sla');
    expect(help.stdout).toContain('outbox');
  });

  it('starts the server: the demo world read from adapters/demo/, a workbook rendered by the compiled render worker', async () => {
    // start.ts seeds before it listens.
    const server = await startServer({ SEED_DEMO: '1' });
    try {
      const users = await withSqliteStore(path.join(server.dataDir, 'app.db'), (store) => store.users.list());
      expect(users.map((u) => u.loginName)).toEqual(expect.arrayContaining(['manager', 'bidder1', 'superbidder']));
      const token = await signInOver(server.baseUrl, 'manager', 'Demo-Pass-2026!');
      const xlsx = await fetch(`${server.baseUrl}/api/excel/exportExcel`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify([{ login: 'manager' }]),
      });
      expect(xlsx.status, server.stderr()).toBe(200);
      // An .xlsx is a zip: "PK".
      expect(Buffer.from(await xlsx.arrayBuffer()).subarray(0, 2).toString()).toBe('PK');
    } finally {
      await server.stop();
      await rm(server.dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the worker module a pool runs', () => {
  it('is the TypeScript source through tsx when the sources run (as under vitest)', () => {
    const render = workerModule('render-worker');
    expect(fileURLToPath(render.filename)).toBe(path.join(ROOT, 'adapters', 'workers', 'render-worker.ts'));
    expect(render.execArgv).toEqual(['--import', 'tsx']);
  });
});

/**
 * The OpenAPI document passes an independent linter: Redocly CLI's `recommended` rules (redocly.yaml at
 * the project root), with no errors. The document is the one the server serves; the CLI runs as a child
 * process because @redocly/cli ships as one bundle without a Node API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestApp, type TestApp } from '../kits/test-app.test-kit';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const CLI = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}

/** `redocly lint --format=json` of `file`; it exits 1 when there are errors, so the exit code is not a failure here. */
const lint = (file: string): Promise<LintReport> =>
  new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [CLI, 'lint', file, '--config', join(ROOT, 'redocly.yaml'), '--format=json', '--max-problems=1000'],
      // No telemetry or update check: the lint must not depend on the network.
      { cwd: ROOT, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        try {
          resolve(JSON.parse(stdout) as LintReport);
        } catch {
          reject(new Error(`redocly lint gave no report (${error?.message ?? 'no error'}): ${stderr}`));
        }
      },
    );
  });

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  dir = await mkdtemp(join(tmpdir(), 'sla-openapi-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('OpenAPI document lint (Redocly recommended)', () => {
  it('has no errors', { timeout: 60_000 }, async () => {
    const res = await t.request('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const file = join(dir, 'openapi.json');
    await writeFile(file, await res.text());
    const report = await lint(file);
    console.log(`redocly lint: ${report.totals.errors} errors, ${report.totals.warnings} warnings`);
    const errors = report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
    // Not even a warning: the last one was the missing licence.
    const warnings = report.problems.filter((p) => p.severity === 'warn').map((p) => `${p.ruleId}: ${p.message}`);
    expect(warnings).toEqual([]);
  });

  it('speaks of the API, not of the repository: no source file path, no issue number in any text', async () => {
    // The same two patterns bin/test-pack.mjs holds the shipped declarations to.
    const SOURCE_PATH = /\b(?:core|adapters|contract|lib|cli|web|docs|bench|e2e|fixtures)\/[\w./*-]*\w|\b[\w-]+\.(?:tsx?|mjs|md)\b/;
    const ISSUE_NUMBER = /\bissues? #?\d+/i;
    const texts: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === 'string') texts.push(value);
      else if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    const doc: unknown = await (await t.request('GET', '/api/openapi.json')).json();
    collect(doc);
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.filter((text) => SOURCE_PATH.test(text) || ISSUE_NUMBER.test(text))).toEqual([]);
  });

  it('names every operation and says how it is authorised', async () => {
    const doc = (await (await t.request('GET', '/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { operationId?: string; security?: Record<string, string[]>[] }>>;
    };
    const ops = Object.values(doc.paths).flatMap((item) => Object.values(item));
    expect(ops.length).toBeGreaterThan(100);
    expect(doc.paths['/token']?.post).toMatchObject({ operationId: 'authToken', security: [] });
    expect(doc.paths['/auction/lotsave']?.post).toMatchObject({ operationId: 'lotSave', security: [{ bearer: ['manageLots'] }] });
    expect(doc.paths['/principalroles']?.get?.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/auction/download/rules']?.post?.operationId).toBe('infoCentreRulesDownload');
  });
});

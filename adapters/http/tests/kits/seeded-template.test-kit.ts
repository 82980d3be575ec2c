/**
 * The test app's database, migrated and seeded once per run and copied for each app that starts from the
 * default test world (test-app.test-kit.ts): migrating and seeding cost about 170 ms per app on SQLite and
 * 500 ms on PostgreSQL, some 250 apps a run; a copy is one file copy (SQLite) or one script of the template
 * schema's tables and rows, as pg_dump writes it (PostgreSQL: one round trip instead of hundreds).
 *
 * The suite's global set-up (vitest.global-setup.ts) makes it for the engine the test apps run on and
 * names it in the environment the test workers inherit; outside vitest (benchmarks) there is none, and each
 * app migrates and seeds as before.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createCoreDeps } from '../../../compose';
import type { KyselyStore } from '../../../kysely/store';
import { POSTGRES_URL } from '../../../kysely/engines.test-kit';
import { openPostgresStore } from '../../../postgres/open-postgres-store';
import { openTempPostgresStore, tempSchemaName } from '../../../postgres/temp-postgres-store.test-kit';
import { requireOptional } from '../../../optional-dependency';
import { fixedClock } from '../../../../core/ports/clock';
import { seedTestWorld, type TestWorld } from './test-world.test-kit';
import type Pg from 'pg';

/** The start of the test app's fixed clock unless a test names another (ISO). */
export const TEST_NOW = '2026-11-22T15:00:00.000Z';

/** Where the global set-up leaves the template's description for the test workers. */
const TEMPLATE_ENV = 'SLA_TEST_APP_TEMPLATE';
/** Stands for the schema's name in the PostgreSQL script. */
const SCHEMA_TOKEN = '__sla_template_schema__';

export interface SeededTemplate {
  /** The seeded world, as seedTestWorld answered it. */
  world: TestWorld;
  /** The migrated, seeded SQLite file (when the apps run on SQLite). */
  sqliteFile?: string;
  /** The template schema's DDL and rows, its name replaced by SCHEMA_TOKEN (when the apps run on PostgreSQL). */
  postgresScript?: string;
}

/** The environment of a test app's core deps in `dir` (the template's seed uses the same scrypt cost). */
export const testAppEnv = (dir: string, extra: Record<string, string> = {}): Record<string, string> => ({
  DATABASE_URL: join(dir, 'app.db'),
  DATA_DIR: dir,
  PUBLIC_URL: 'http://localhost:8080',
  // A cheap scrypt cost for the many users tests seed (production keeps N=2^14 with p=5; see docs/operations.md).
  SCRYPT_LOG2_N: '12',
  ...extra,
});

/**
 * Makes the template (seeded at `now`) in a new temporary folder and names it in this process's
 * environment, which the test workers inherit; answers a function that removes it.
 */
export async function makeSeededTemplate(now = TEST_NOW): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'sla-template-'));
  const schema = tempSchemaName();
  const store = POSTGRES_URL ? await openTempPostgresStore(POSTGRES_URL, schema) : undefined;
  const composed = await createCoreDeps(testAppEnv(dir), { clock: fixedClock(Date.parse(now)), ...(store ? { store } : {}) });
  let template: SeededTemplate | undefined;
  try {
    const world = await seedTestWorld(composed.deps);
    if (!POSTGRES_URL) template = { world, sqliteFile: join(dir, 'app.db') };
    else {
      const postgresScript = await dumpSchema(POSTGRES_URL, schema);
      if (postgresScript) template = { world, postgresScript };
    }
  } finally {
    // Closing SQLite folds its write-ahead log into the file, so a copy of the file alone is whole.
    await composed.close();
  }
  const removeDir = () => rm(dir, { recursive: true, force: true });
  if (!template) return removeDir;
  const described = join(dir, 'template.json');
  await writeFile(described, JSON.stringify(template));
  process.env[TEMPLATE_ENV] = described;
  return async () => {
    delete process.env[TEMPLATE_ENV];
    await removeDir();
  };
}

let loaded: Promise<SeededTemplate | undefined> | undefined;

/** The template of this run, or undefined when none was made (outside vitest). */
export const seededTemplate = (): Promise<SeededTemplate | undefined> => {
  const described = process.env[TEMPLATE_ENV];
  loaded ??= described ? readFile(described, 'utf8').then((text) => JSON.parse(text) as SeededTemplate) : Promise.resolve(undefined);
  return loaded;
};

/** A copy of the template's SQLite database at `file`. */
export async function copySqliteTemplate(template: SeededTemplate, file: string): Promise<void> {
  if (!template.sqliteFile) throw new Error('The test app template was made for PostgreSQL, not SQLite');
  await copyFile(template.sqliteFile, file);
}

/** A store over a fresh schema holding a copy of the template's tables and rows, dropped on close. */
export async function openPostgresTemplateCopy(template: SeededTemplate, url: string): Promise<KyselyStore> {
  if (!template.postgresScript) throw new Error('The test app template was made for SQLite, not PostgreSQL');
  const schema = tempSchemaName();
  const client = new (requireOptional<typeof Pg>('pg', 'PostgreSQL').Client)({ connectionString: url });
  await client.connect();
  try {
    await client.query(template.postgresScript.split(SCHEMA_TOKEN).join(schema));
  } finally {
    await client.end();
  }
  return openPostgresStore(url, { schema, dropSchemaOnClose: true, max: 5 });
}

/**
 * The schema as one script (pg_dump's plain format, rows as INSERTs), its name replaced by SCHEMA_TOKEN;
 * undefined when pg_dump is not installed (each app then migrates and seeds its own schema).
 */
async function dumpSchema(url: string, schemaName: string): Promise<string | undefined> {
  const dump = promisify(execFile)('pg_dump', ['--schema', schemaName, '--no-owner', '--no-privileges', '--inserts', '--rows-per-insert=1000', url], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const stdout = await dump.then(
    (done) => done.stdout,
    (e: unknown) => {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw e;
    },
  );
  if (stdout === undefined) return undefined;
  // psql's own commands (`\restrict`…) are not SQL; the schema's name only ever stands for the schema.
  return stdout.replace(/^\\.*$/gm, '').split(schemaName).join(SCHEMA_TOKEN);
}

/**
 * The databases a load benchmark runs on, each fresh: SQLite in a temporary DATA_DIR always, and
 * PostgreSQL in a throw-away schema when DATABASE_URL names one. `prepare` seeds it in this process
 * (then closes it), so the servers started on it find the data.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { CoreDeps } from '../../core/app/deps';
import { createCoreDeps } from '../../adapters/compose';
import { dropPostgresSchema } from '../../adapters/postgres/open-postgres-store';
import { POSTGRES_URL } from '../../adapters/kysely/engines.test-kit';

export interface BenchDatabase {
  engine: 'sqlite' | 'postgres';
  /** Environment a server process needs to open it. */
  env: Record<string, string>;
  /** Seeds the database in this process; `seed`'s answer is returned. */
  prepare<T>(seed: (deps: CoreDeps) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

export async function freshDatabase(engine: 'sqlite' | 'postgres'): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sla-bench-'));
  const schema = `bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const env: Record<string, string> =
    engine === 'postgres' && POSTGRES_URL ? { DATA_DIR: dataDir, DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: schema } : { DATA_DIR: dataDir, DATABASE_URL: join(dataDir, 'app.db') };
  return {
    engine,
    env,
    async prepare(seed) {
      const composed = await createCoreDeps(env);
      try {
        return await seed(composed.deps);
      } finally {
        await composed.close();
      }
    },
    async dispose() {
      if (engine === 'postgres' && POSTGRES_URL) await dropPostgresSchema(POSTGRES_URL, schema);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Full runs (default) or the small CI subset (`BENCH_PROFILE=ci`). */
export const PROFILE = process.env.BENCH_PROFILE === 'ci' ? 'ci' : 'full';

/**
 * Two servers on one PostgreSQL database (DATABASE_URL): two stores with their own connection pools on one
 * fresh schema (migrated once, dropped after), each composed into a server's dependencies over one data
 * folder, as two processes behind a load balancer would run. Call from a describe block: the servers exist
 * from before its first test until after its last.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { POSTGRES_URL } from '../kysely/engines.test-kit';
import { createCoreDeps, type ComposedDeps } from '../compose';
import { migrateDatabase } from '../kysely/migrations/migrations';
import { openPostgresStore } from './open-postgres-store';
import type { Clock } from '../../core/ports/clock';
import { betweenHooks } from '../between-hooks.test-kit';

export interface TwoServers {
  /** Server A's dependencies (its store migrated the schema and drops it when closed). */
  readonly a: ComposedDeps;
  readonly b: ComposedDeps;
}

/** `name` prefixes the schema and the data folder, so a left-over one says which test made it. */
export function twoServersOnOnePostgres(name: string, clock: Clock): TwoServers {
  const schema = `${name}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  let dir = '';
  const servers = betweenHooks(
    beforeAll,
    afterAll,
    async (): Promise<TwoServers> => {
      dir = await mkdtemp(join(tmpdir(), `sla-${name}-two-servers-`));
      const storeA = await openPostgresStore(POSTGRES_URL ?? '', { schema, dropSchemaOnClose: true, max: 4 });
      await migrateDatabase(storeA.db, 'postgres');
      const storeB = await openPostgresStore(POSTGRES_URL ?? '', { schema, max: 4 });
      return {
        a: await createCoreDeps({ DATA_DIR: dir }, { store: storeA, clock }),
        b: await createCoreDeps({ DATA_DIR: dir }, { store: storeB, clock }),
      };
    },
    async ({ a, b }) => {
      // B first: A's store drops the schema when it closes.
      await b.close();
      await a.close();
      await rm(dir, { recursive: true, force: true });
    },
  );
  return {
    get a() {
      return servers().a;
    },
    get b() {
      return servers().b;
    },
  };
}

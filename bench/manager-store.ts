/**
 * A temporary SQLite store wired as the core's dependencies, with one client and one manager acting: the
 * world of the benchmarks that call use cases directly (no HTTP), at the fixed clock of the test world.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CoreDeps } from '../core/app/deps';
import type { Client } from '../core/domain/entities';
import type { Actor } from '../core/policy/actor';
import { fixedClock } from '../core/ports/clock';
import type { Store } from '../core/ports/repositories';
import { createCoreDeps } from '../adapters/compose';
import { openTempSqliteStore } from '../adapters/sqlite/temp-sqlite-store.test-kit';
import { makeClient, makeUser } from '../fixtures/builders';

export interface ManagerStore {
  store: Store;
  deps: CoreDeps;
  client: Client;
  manager: Actor;
  /** Closes the store and removes its folder. */
  close(): Promise<void>;
}

export async function managerStore(): Promise<ManagerStore> {
  const dir = mkdtempSync(join(tmpdir(), 'sla-bench-'));
  const store = await openTempSqliteStore();
  const close = async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const { deps } = await createCoreDeps({ DATA_DIR: dir }, { store, clock: fixedClock(Date.parse('2026-11-22T15:00:00.000Z')) });
    const client = await store.clients.create(makeClient());
    const user = await store.users.create(makeUser({ roles: ['MANAGER'] }));
    return { store, deps, client, manager: { user, roles: user.roles }, close };
  } catch (e) {
    await close();
    throw e;
  }
}

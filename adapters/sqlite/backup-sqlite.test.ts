import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeClient } from '../../fixtures/builders';
import { migrateDatabase } from '../kysely/migrations/migrations';
import { backupSqlite } from './backup-sqlite';
import { openSqliteStore } from './open-sqlite-store';

const dir = mkdtempSync(join(tmpdir(), 'sla-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('backupSqlite', () => {
  it('copies an open store, and a file, into a database that opens with the same rows', async () => {
    const store = openSqliteStore(join(dir, 'live.db'));
    await migrateDatabase(store.db, 'sqlite');
    const client = await store.clients.create(makeClient());

    expect(await backupSqlite(store, join(dir, 'copies', 'from-store.db'))).toBeGreaterThan(0);
    await store.clients.create(makeClient()); // the live database keeps working
    await store.close();
    await backupSqlite(join(dir, 'live.db'), join(dir, 'copies', 'from-file.db'));

    const fromStore = openSqliteStore(join(dir, 'copies', 'from-store.db'));
    expect((await fromStore.clients.list()).map((c) => c.id)).toEqual([client.id]);
    await fromStore.close();
    const fromFile = openSqliteStore(join(dir, 'copies', 'from-file.db'));
    expect(await fromFile.clients.list()).toHaveLength(2);
    await fromFile.close();
  });

  it('refuses a source file that does not exist (and does not create it)', async () => {
    await expect(backupSqlite(join(dir, 'missing.db'), join(dir, 'copies', 'x.db'))).rejects.toThrow();
    expect(existsSync(join(dir, 'missing.db'))).toBe(false);
  });
});

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { POSTGRES_URL } from './kysely/engines.test-kit';
import { makeUser } from '../fixtures/builders';
import { dataDir, databaseTarget, isEmpty, migrateToLatest, openStoreFromEnv, poolSizeFrom } from './store-from-env';
import { DEFAULT_POOL_SIZE, dropPostgresSchema } from './postgres/open-postgres-store';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'sla-env-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('dataDir', () => {
  it('uses DATA_DIR and creates it', () => {
    const dir = join(tempDir(), 'nested', 'data');
    expect(dataDir({ DATA_DIR: dir })).toBe(dir);
    expect(existsSync(dir)).toBe(true);
  });
  it('defaults to data/ under the working directory', () => {
    expect(dataDir({})).toBe(resolve('data'));
  });
});

describe('databaseTarget', () => {
  it('reads file:, .db paths and postgres URLs', () => {
    expect(databaseTarget({ DATABASE_URL: 'file:/tmp/x/app.sqlite' })).toEqual({ engine: 'sqlite', file: '/tmp/x/app.sqlite' });
    expect(databaseTarget({ DATABASE_URL: '/tmp/x/app.db' })).toEqual({ engine: 'sqlite', file: '/tmp/x/app.db' });
    expect(databaseTarget({ DATABASE_URL: 'postgres://u@h:5432/d' })).toEqual({ engine: 'postgres', url: 'postgres://u@h:5432/d' });
    expect(databaseTarget({ DATABASE_URL: 'postgresql://u@h/d' })).toEqual({ engine: 'postgres', url: 'postgresql://u@h/d' });
  });
  it('defaults to app.db in the data folder', () => {
    const dir = tempDir();
    expect(databaseTarget({ DATA_DIR: dir })).toEqual({ engine: 'sqlite', file: join(dir, 'app.db') });
  });
  it('rejects anything else', () => {
    expect(() => databaseTarget({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});

describe('poolSizeFrom', () => {
  it('reads DATABASE_POOL_SIZE, defaults when unset, refuses what is not a positive whole number', () => {
    expect(poolSizeFrom({})).toBe(DEFAULT_POOL_SIZE);
    expect(poolSizeFrom({ DATABASE_POOL_SIZE: ' 12 ' })).toBe(12);
    for (const bad of ['0', '-3', '2.5', 'ten', '1e9']) expect(() => poolSizeFrom({ DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
  });
});

describe('openStoreFromEnv (SQLite)', () => {
  it('creates, migrates and reopens the database; migrations are idempotent', async () => {
    const dir = tempDir();
    const env = { DATA_DIR: dir };
    const store = await openStoreFromEnv(env);
    expect(store.engine).toBe('sqlite');
    expect(existsSync(join(dir, 'app.db'))).toBe(true);
    expect(await isEmpty(store)).toBe(true);
    expect(await migrateToLatest(store)).toEqual([]);
    const u = await store.users.create(makeUser({ roles: ['MANAGER'] }));
    expect(await isEmpty(store)).toBe(false);
    await store.close();

    const again = await openStoreFromEnv(env);
    expect((await again.users.get(u.id))?.loginName).toBe(u.loginName);
    expect(await again.reference.currencies()).toHaveLength(7);
    await again.close();
  });
});

const pgUrl = POSTGRES_URL ?? '';
describe.skipIf(!POSTGRES_URL)('openStoreFromEnv (Postgres)', () => {
  it('opens the URL in DATABASE_SCHEMA and migrates it', async () => {
    const schema = `env_${Date.now().toString(36)}`;
    const store = await openStoreFromEnv({ DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema });
    try {
      expect(store.engine).toBe('postgres');
      expect(await isEmpty(store)).toBe(true);
      expect(await store.reference.currencies()).toHaveLength(7);
      expect(await migrateToLatest(store)).toEqual([]);
    } finally {
      await store.close();
      await dropPostgresSchema(pgUrl, schema);
    }
  });
});

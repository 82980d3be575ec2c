import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, TEST_NOW, type TestApp } from './test-app.test-kit';
import { seededTemplate } from './seeded-template.test-kit';
import { kyselyOf } from '../../../kysely/kysely-of';
import { POSTGRES_URL } from '../../../kysely/engines.test-kit';

let copied: TestApp;
let seeded: TestApp;
beforeAll(async () => {
  copied = await createTestApp();
  // Naming the time, even the default one, seeds the app's own database.
  seeded = await createTestApp({ now: TEST_NOW });
});
afterAll(async () => {
  await copied.close();
  await seeded.close();
});

/** Each table's row count, and its rows apart from the columns made anew by each seed or migration. */
async function rowsOf(t: TestApp): Promise<Record<string, unknown>> {
  const db = kyselyOf(t.deps.store);
  if (!db) throw new Error('a kysely store');
  const tables = POSTGRES_URL
    ? (await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name`.execute(db)).rows
    : (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`.execute(db)).rows;
  // The salted hashes, when each migration ran, and the stored files (the opaque ids' key is made anew for each app).
  const volatile = new Set(['passwordHash', 'timestamp', 'content']);
  const out: Record<string, unknown> = {};
  for (const { name } of tables) {
    const rows = (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)} ORDER BY 1`.execute(db)).rows;
    out[name] = rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !volatile.has(k))));
  }
  return out;
}

it('the suite made a template, and an app copied from it holds what a freshly seeded app holds', async () => {
  expect(await seededTemplate()).toBeDefined();
  expect(copied.world).toEqual(seeded.world);
  const rows = await rowsOf(copied);
  expect(Object.keys(rows).length).toBeGreaterThan(20);
  expect(rows).toEqual(await rowsOf(seeded));
});

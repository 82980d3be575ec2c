import { expect, it } from 'vitest';
import { testAppForEachTest } from './test-app-lifecycle.test-kit';
import { snapshotter } from './db-snapshot.test-kit';
import { kyselyOf } from '../../../kysely/kysely-of';

const t = testAppForEachTest();

// The refused-requests-write-nothing checks stand on this: a snapshot changes with any row or stored file.
it('changes with a written row or a stored file, and not without', async () => {
  const snap = snapshotter(t);
  try {
    const before = await snap.snapshot();
    expect(await snap.snapshot()).toBe(before);
    // A second snapshotter of the same app (on PostgreSQL it puts its triggers on the schema again).
    const again = snapshotter(t);
    expect(await again.snapshot()).toBe(before);
    again.close();
    await t.deps.store.clients.create({ clientName: 'Snapshot Client', clientCode: 'SNAP', active: true, logoFile: null, lei: null });
    const afterRow = await snap.snapshot();
    expect(afterRow).not.toBe(before);
    await t.deps.files.put('snapshot-probe.txt', new TextEncoder().encode('x'));
    expect(await snap.snapshot()).not.toBe(afterRow);
  } finally {
    snap.close();
  }
});

// The rows are read again only after a commit: an update is seen, a rolled-back write is not, and a commit
// that puts a row back as it was compares equal.
it('sees an update, not a rolled-back write, and the same rows after a write undone', async () => {
  const db = kyselyOf(t.deps.store);
  if (!db) throw new Error('the test app runs on a kysely store');
  const snap = snapshotter(t);
  try {
    const before = await snap.snapshot();
    const { id, clientName } = await db.selectFrom('clients').select(['id', 'clientName']).orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('clients').set({ clientName: 'Renamed For The Snapshot' }).where('id', '=', id).execute();
    expect(await snap.snapshot()).not.toBe(before);
    await db.updateTable('clients').set({ clientName }).where('id', '=', id).execute();
    expect(await snap.snapshot()).toBe(before);
    const rolledBack = db.transaction().execute(async (trx) => {
      await trx.updateTable('clients').set({ clientName: 'Never Committed' }).where('id', '=', id).execute();
      throw new Error('roll back');
    });
    await expect(rolledBack).rejects.toThrow('roll back');
    expect(await snap.snapshot()).toBe(before);
  } finally {
    snap.close();
  }
});

import { expect, it } from 'vitest';
import { testAppForEachTest } from './test-app-lifecycle.test-kit';
import { snapshotter } from './db-snapshot.test-kit';

const t = testAppForEachTest();

// The refused-requests-write-nothing checks stand on this: a snapshot changes with any row or stored file.
it('changes with a written row or a stored file, and not without', async () => {
  const snap = snapshotter(t);
  try {
    const before = await snap.snapshot();
    expect(await snap.snapshot()).toBe(before);
    await t.deps.store.clients.create({ clientName: 'Snapshot Client', clientCode: 'SNAP', active: true, logoFile: null, lei: null });
    const afterRow = await snap.snapshot();
    expect(afterRow).not.toBe(before);
    await t.deps.files.put('snapshot-probe.txt', new TextEncoder().encode('x'));
    expect(await snap.snapshot()).not.toBe(afterRow);
  } finally {
    snap.close();
  }
});

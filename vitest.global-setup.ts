/**
 * Before the suite: the compiled runtime (bin/build-app.mjs) is built once when missing or stale, for the
 * tests that start the server or `sla` as a process (bin/start.mjs and bin/sla.mjs run build/). Tests in
 * this process run the TypeScript sources. Beside it, the test apps' database is migrated and seeded once
 * (adapters/http/tests/kits/seeded-template.test-kit.ts), removed after the suite.
 */
import { ensureBuilt } from './bin/build-app.mjs';
import { makeSeededTemplate } from './adapters/http/tests/kits/seeded-template.test-kit';

export async function setup(): Promise<() => Promise<void>> {
  const [, removeTemplate] = await Promise.all([ensureBuilt(), makeSeededTemplate()]);
  return removeTemplate;
}

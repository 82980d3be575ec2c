/**
 * Before the suite: the compiled runtime (bin/build-app.mjs) is built once when missing or stale, for the
 * tests that start the server or `sla` as a process (bin/start.mjs and bin/sla.mjs run build/). Tests in
 * this process run the TypeScript sources.
 */
import { ensureBuilt } from './bin/build-app.mjs';

export const setup = (): Promise<void> => ensureBuilt();

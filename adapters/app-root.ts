/**
 * Where the application's own files are (web/dist, adapters/demo/, the compiled workers), whether it runs
 * from its TypeScript sources (tsx, vitest) or compiled into build/ (bin/build-app.mjs). This module sits
 * directly in adapters/ and the build is one flat folder at the root, so either way the folder above this
 * module's own folder is the application's root.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(import.meta.url);

/** The application's root folder (the clone). */
export const APP_ROOT = path.resolve(path.dirname(here), '..');

/** Running the compiled JavaScript of build/ rather than the TypeScript sources. */
export const RUNNING_COMPILED = here.endsWith('.js');

/** The folder the compiled runtime is built into (bin/build-app.mjs writes it). */
export const BUILD_DIR = path.join(APP_ROOT, 'build');

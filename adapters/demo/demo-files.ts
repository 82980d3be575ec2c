/** Loads the demo world (adapters/demo/world.json) and reads the demo's logo and document files beside it. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { APP_ROOT } from '../app-root';
import { parseDemoWorld, type DemoWorld } from './demo-world';

/** The adapters/demo/ folder: world.json, logos/, documents/ (shipped with the app, not test data). */
export const DEMO_DIR = path.join(APP_ROOT, 'adapters', 'demo');

export const loadDemoWorld = async (): Promise<DemoWorld> =>
  parseDemoWorld(JSON.parse(await readFile(path.join(DEMO_DIR, 'world.json'), 'utf8')));

/** Bytes of a file under adapters/demo/, or null when it does not exist (paths never leave the folder). */
export const readDemoFile = async (relativePath: string): Promise<Uint8Array | null> => {
  const full = path.resolve(DEMO_DIR, relativePath);
  if (!full.startsWith(DEMO_DIR + path.sep)) return null;
  try {
    return new Uint8Array(await readFile(full));
  } catch {
    return null;
  }
};

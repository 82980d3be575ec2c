#!/usr/bin/env node
/**
 * The compiled runtime (`npm run build:app`): the server (adapters/http/start.ts → build/server.js), the
 * `sla` command (cli/main.ts → build/sla.js) and each worker thread (adapters/workers/<name>-worker.ts →
 * build/<name>-worker.js) as ES modules for Node, with the code they share in chunks beside them. The
 * packages stay in node_modules, but for the few made of hundreds of small modules (BUNDLED). The folder
 * is flat: adapters/app-root.ts finds the application's root as the folder above its own module's, in
 * build/ as in adapters/.
 *
 * esbuild (the one Vite ships) builds it all in about a second, so `npm start` (bin/start.mjs) and `sla`
 * (bin/sla.mjs) rebuild a missing or stale build on the spot; rollup, under Vite's SSR build, is several
 * times slower.
 *
 * Stale: the build records the size and modification time of every source file it read (esbuild's
 * metafile lists them; a bundled package by its package.json) and of this script, tsconfig.json and
 * package.json in build/inputs.json. It is fresh while each of those is unchanged; a new source file
 * matters only once a file of the build imports it, which changes that file. Checking is one stat per
 * input (about 340 files, a few ms), so `sla` checks on every run.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BUILD_DIR = path.join(ROOT, 'build');
const MANIFEST_NAME = 'inputs.json';
const MANIFEST = path.join(BUILD_DIR, MANIFEST_NAME);
const LOCK = path.join(ROOT, 'build.lock');
/** Inputs esbuild's metafile does not list. */
const EXTRA_INPUTS = ['bin/build-app.mjs', 'tsconfig.json', 'package.json'];

/** The entry points: output name → source (relative to the root). */
const entryPoints = () => ({
  server: 'adapters/http/start.ts',
  sla: 'cli/main.ts',
  ...Object.fromEntries(
    readdirSync(path.join(ROOT, 'adapters/workers'))
      .filter((f) => f.endsWith('-worker.ts'))
      .map((f) => [f.slice(0, -'.ts'.length), `adapters/workers/${f}`]),
  ),
});

/**
 * Packages compiled into the build rather than imported from node_modules, with the packages only they
 * import. Each is hundreds of small ES modules that Node resolves and links one by one on every start
 * (kysely alone about 0.2 s of CPU); as part of a chunk they load in a few ms. A package that a package
 * left in node_modules imports must not be bundled: two copies of it would not know each other's objects
 * (an OpenAPIHono is a Hono, a schema is zod's), so zod and hono go in with every package that imports
 * them; checkOneCopy() refuses a build that breaks this.
 */
const BUNDLED = ['kysely', 'zod', 'hono', '@hono/node-server', '@hono/zod-openapi', 'hono-rate-limiter'];

/** Every other package the application declares stays in node_modules. */
const externalPackages = () => {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  return Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies, ...pkg.optionalDependencies })
    .filter((name) => !BUNDLED.includes(name))
    .flatMap((name) => [name, `${name}/*`]);
};

/** The compiled module of an entry point (`server`, `sla`, `render-worker`, …), as a URL to import. */
export const builtEntry = (name) => pathToFileURL(path.join(BUILD_DIR, `${name}.js`)).href;

/** A bundled package's files stand for its package.json: installing another version rewrites it. */
const packageManifestOf = (file) => file.replace(/^(.*?node_modules\/(?:@[^/]+\/)?[^/]+)\/.*$/, '$1/package.json');

/** Size and modification time of a file named relative to the root (or absolutely). */
const stamp = (file) => {
  const s = statSync(path.resolve(ROOT, file));
  return [s.size, s.mtimeMs];
};

/** Why the build must be made (`build/ is missing`, `cli/main.ts changed`), or null when it is fresh. */
export function staleness(buildDir = BUILD_DIR) {
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(path.join(buildDir, MANIFEST_NAME), 'utf8')).inputs;
  } catch {
    return 'build/ is missing';
  }
  for (const [file, [size, mtimeMs]] of Object.entries(inputs)) {
    try {
      const [nowSize, nowMtimeMs] = stamp(file);
      if (nowSize !== size || nowMtimeMs !== mtimeMs) return `${file} changed`;
    } catch {
      return `${file} is gone`;
    }
  }
  return null;
}

/** Builds build/ now. Each file is written under a temporary name and renamed, the manifest last, so a reader never sees half a file. */
export async function buildApp() {
  const { build } = await import('esbuild');
  const started = Date.now();
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: entryPoints(),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    external: externalPackages(),
    // Error names and any code that reads a function's name see the names of the sources.
    keepNames: true,
    outdir: BUILD_DIR,
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  checkOneCopy(result.metafile);
  mkdirSync(BUILD_DIR, { recursive: true });
  const written = new Set();
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
    written.add(path.basename(file.path));
  }
  // A file saved while esbuild read the sources is recorded as changed, so the next check builds again.
  const stampRead = (file) => {
    const [size, mtimeMs] = stamp(file);
    return [size, mtimeMs >= started ? -1 : mtimeMs];
  };
  const inputs = Object.fromEntries([...new Set([...Object.keys(result.metafile.inputs).map(packageManifestOf), ...EXTRA_INPUTS])].map((file) => [file, stampRead(file)]));
  const manifest = `${MANIFEST}.${process.pid}.tmp`;
  writeFileSync(manifest, `${JSON.stringify({ inputs })}\n`);
  renameSync(manifest, MANIFEST);
  written.add(path.basename(MANIFEST));
  // Chunks of earlier builds go (restart a server left running from an earlier build, as after any change).
  for (const f of readdirSync(BUILD_DIR)) if (!written.has(f) && !f.endsWith('.tmp')) rmSync(path.join(BUILD_DIR, f), { force: true });
}

/** The package a node_modules path belongs to (`@hono/node-server`, `kysely`), or null. */
const packageOf = (file) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ?? null;

/** Throws when a package left in node_modules depends on one the build bundled. */
function checkOneCopy(metafile) {
  const bundled = new Set(Object.keys(metafile.inputs).map(packageOf).filter(Boolean));
  const external = new Set(
    Object.values(metafile.outputs).flatMap((o) => o.imports.filter((i) => i.external && !i.path.startsWith('node:') && !builtinModules.includes(i.path.split('/')[0])).map((i) => i.path.replace(/^((?:@[^/]+\/)?[^/]+).*$/, '$1'))),
  );
  for (const name of external) {
    let pkg;
    try {
      pkg = JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8'));
    } catch {
      continue; // Not installed (an optional package): it imports nothing.
    }
    const uses = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies, ...pkg.optionalDependencies }).filter((d) => bundled.has(d));
    if (uses.length > 0) throw new Error(`${name} (left in node_modules) imports ${uses.join(', ')}, which the build bundles: bundle ${name} too, or leave ${uses.join(', ')} out of BUNDLED`);
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Builds when build/ is missing or stale, one process at a time (several servers or commands may start at
 * once): the others wait for the build under way and use it. `log` hears why a build runs.
 */
export async function ensureBuilt(log = () => {}) {
  for (let waited = 0; staleness() !== null; ) {
    try {
      mkdirSync(LOCK);
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
      // A builder is at work (a build takes well under a second); after a minute, it died and left its lock.
      if (waited > 60_000) {
        rmSync(LOCK, { recursive: true, force: true });
        waited = 0;
      }
      await sleep(50);
      waited += 50;
      continue;
    }
    try {
      const why = staleness();
      if (why === null) break;
      const started = Date.now();
      await buildApp().catch((e) => {
        // Building needs esbuild (a devDependency, through Vite and tsx), as running needs the packages the app keeps in devDependencies (the library's are only what dist/ imports).
        if (e?.code === 'ERR_MODULE_NOT_FOUND') throw new Error(`The compiled runtime must be built (${why}) and esbuild is not installed: run \`npm run build:app\` where the devDependencies are installed`);
        throw e;
      });
      log(`Built the compiled runtime into build/ (${why}) in ${Date.now() - started} ms`);
    } finally {
      rmdirSync(LOCK);
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildApp();
  process.stdout.write(`Built the server, the sla command and the workers into ${path.relative(process.cwd(), BUILD_DIR) || '.'}/\n`);
}

#!/usr/bin/env node
// `npm run test:pack`: what `npm pack` gives is what an embedder gets. Packs the library (prepack builds
// it), checks that every runtime dependency is one dist/ imports, and installs the tarball into two
// empty folders outside the repository:
// - with SQLite (better-sqlite3): typechecks the embedding example (examples/embed.mjs) against the
//   shipped declarations under `module: nodenext` and under `moduleResolution: bundler`, runs it with
//   plain node (no tsx, no repository sources), and runs a CommonJS consumer (`require`);
// - with PostgreSQL only (pg): better-sqlite3 must be absent, openSqlite must name the package to
//   install, and with DATABASE_URL set a PostgreSQL store is opened and used.
// Then holds the shipped declarations to their text (no source path or issue number; every @example
// typechecks; hovering each use case of the core shows its doc comment) and `npm publish --dry-run` to a clean answer. Prints the cold import time of the main
// entry, the installed size and the package count (the figures of docs/embedding.md). Exits non-zero
// on the first step that fails. KEEP_PACK_DIR=1 leaves the folders for a look.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'sla-pack-'));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const run = (command, args, cwd, env = process.env) => {
  process.stdout.write(`\n$ ${command} ${args.join(' ')}   (in ${cwd})\n`);
  const started = performance.now();
  const out = execFileSync(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  process.stdout.write(`(${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
  return out;
};
const node = (args, cwd, env) => process.stdout.write(run(process.execPath, args, cwd, env));
const write = (folder, name, value) => writeFileSync(join(folder, name), typeof value === 'string' ? value : `${JSON.stringify(value, null, 2)}\n`);
const check = (ok, message) => {
  if (!ok) throw new Error(message);
};

/** Every file under `folder` (recursively). */
const filesUnder = (folder) =>
  readdirSync(folder, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(folder, e.name)) : [join(folder, e.name)]));

/** The packages dist/ imports (static and dynamic imports, and the optional peers and the packages it requires on first use). */
const distImports = () => {
  const names = new Set();
  for (const file of filesUnder(join(root, 'dist')).filter((f) => f.endsWith('.js'))) {
    const text = readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(/\bfrom\s*["']([^"'.][^"']*)["']|\bimport\s*\(\s*["']([^"'.][^"']*)["']\s*\)|^import\s*["']([^"'.][^"']*)["']|\b(?:requireOptional|requiredOnFirstUse)\(\s*["']([^"']+)["']/gm)].map((m) => m[1] ?? m[2] ?? m[3] ?? m[4]);
    for (const s of specifiers.filter((s) => !s.startsWith('node:'))) names.add(s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]);
  }
  return names;
};

/** Runtime dependencies dist/ never imports (each would be installed by every embedder for nothing), and imports nothing declares. */
const checkDependencies = () => {
  const imported = distImports();
  const declared = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies ?? {})];
  const unused = Object.keys(pkg.dependencies).filter((d) => !imported.has(d));
  check(unused.length === 0, `dependencies that dist/ never imports (move them to devDependencies): ${unused.join(', ')}`);
  const undeclared = [...imported].filter((i) => !declared.includes(i));
  check(undeclared.length === 0, `dist/ imports packages that are neither dependencies nor peerDependencies: ${undeclared.join(', ')}`);
  const peers = Object.keys(pkg.peerDependencies ?? {});
  const notOptional = peers.filter((p) => pkg.peerDependenciesMeta?.[p]?.optional !== true);
  check(notOptional.length === 0, `peer dependencies not marked optional: ${notOptional.join(', ')}`);
  process.stdout.write(`dist/ imports ${imported.size} packages: every one of the ${Object.keys(pkg.dependencies).length} dependencies, and the optional peers ${peers.join(', ')}\n`);
};

/** Bytes of the files under `folder`, symbolic links not followed. */
const sizeOf = (folder) =>
  readdirSync(folder, { withFileTypes: true }).reduce((sum, e) => {
    const path = join(folder, e.name);
    if (e.isSymbolicLink()) return sum;
    return sum + (e.isDirectory() ? sizeOf(path) : statSync(path).size);
  }, 0);

/** The packages npm installed in `app` (its hidden lockfile lists each once). */
const packageCount = (app) => Object.keys(JSON.parse(readFileSync(join(app, 'node_modules', '.package-lock.json'), 'utf8')).packages).filter((p) => p !== '').length;

/**
 * A cold `import()` of the main entry, each in a fresh process: the median wall-clock and CPU
 * milliseconds (the CPU time varies less when other work shares the machine).
 */
const coldImport = (app, runs = 7) => {
  const entry = join(app, 'node_modules', 'securities-lending-auction', 'dist', 'index.js');
  const script = `const cpu = process.cpuUsage(); const t = performance.now(); await import(${JSON.stringify(entry)});
    const used = process.cpuUsage(cpu); console.log(JSON.stringify({ wall: performance.now() - t, cpu: (used.user + used.system) / 1000 }));`;
  const samples = Array.from({ length: runs }, () => JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })));
  const median = (key) => samples.map((s) => s[key]).sort((a, b) => a - b)[Math.floor(runs / 2)];
  return { wall: median('wall'), cpu: median('cpu') };
};

const installInto = (name, packages) => {
  const app = join(dir, name);
  mkdirSync(app);
  write(app, 'package.json', { name: `embedding-check-${name}`, private: true, type: 'module' });
  // No install script runs: the one native package, better-sqlite3, is the repository's own copy (see below).
  run('npm', ['install', ...packages, '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts'], app);
  return app;
};

const tsconfig = (files, compilerOptions) => ({
  compilerOptions: {
    target: 'ES2022',
    allowJs: true,
    checkJs: true,
    noEmit: true,
    strict: true,
    // The package's own declarations are checked too; its dependencies' are theirs.
    skipLibCheck: false,
    types: ['node'],
    typeRoots: [join(root, 'node_modules', '@types')],
    ...compilerOptions,
  },
  files: [...files, 'node_modules/securities-lending-auction/dist/index.d.ts', 'node_modules/securities-lending-auction/dist/adapters.d.ts'],
});
const tsc = (app, project) => process.stdout.write(run(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', project], app));

// A CommonJS program: require() of the package (Node 20.19+ loads its ES modules synchronously).
const COMMONJS_CONSUMER = `// A CommonJS consumer of the package: require() both entry points and use them.
const { createCore, unwrap } = require('securities-lending-auction');
const { openSqlite } = require('securities-lending-auction/adapters');

(async () => {
  const store = await openSqlite(':memory:');
  const core = createCore({ store });
  unwrap(await core.users.createFirstManager({ loginName: 'manager', firstName: 'Morgan', lastName: 'Manager', emailAddress: 'manager@example.com', roles: ['MANAGER'] }));
  const manager = unwrap(await core.actor('manager'));
  const client = unwrap(await core.clients.save(manager, { clientName: 'Northern Pension Fund', clientCode: 'NORTHPEN' }));
  console.log(\`CommonJS: require() works, client \${client.id} saved by \${manager.user.loginName}\`);
  await store.close();
})().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
`;

// A PostgreSQL-only program: no better-sqlite3 installed, so openSqlite names the package to install;
// with DATABASE_URL a PostgreSQL store is opened (in a schema of its own, dropped afterwards).
const POSTGRES_CONSUMER = `import pg from 'pg';
import { createCore, unwrap } from 'securities-lending-auction';
import { openPostgres, openSqlite } from 'securities-lending-auction/adapters';

const refused = await openSqlite(':memory:').then(() => null, (e) => e);
if (!refused || !/needs the optional dependency better-sqlite3: npm install better-sqlite3/.test(refused.message)) {
  throw new Error(\`openSqlite without better-sqlite3 should name the package to install, got: \${refused?.message}\`);
}
console.log(\`without better-sqlite3: \${refused.message}\`);

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) console.log('DATABASE_URL is not a postgres:// URL: the PostgreSQL store is not opened');
else {
  const schema = \`pack_\${process.pid}\`;
  const store = await openPostgres(url, { schema });
  try {
    const core = createCore({ store });
    unwrap(await core.users.createFirstManager({ loginName: 'manager', firstName: 'Morgan', lastName: 'Manager', emailAddress: 'manager@example.com', roles: ['MANAGER'] }));
    const manager = unwrap(await core.actor('manager'));
    const client = unwrap(await core.clients.save(manager, { clientName: 'Northern Pension Fund', clientCode: 'NORTHPEN' }));
    console.log(\`PostgreSQL: store opened in schema \${schema}, client \${client.id} saved\`);
  } finally {
    await store.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(\`DROP SCHEMA IF EXISTS "\${schema}" CASCADE\`);
    await admin.end();
  }
}
`;

try {
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', dir], root));
  const tarball = join(dir, packed[0].filename);
  process.stdout.write(`packed ${packed[0].filename}: ${packed[0].entryCount} files, ${packed[0].size} bytes\n`);
  checkDependencies();

  // With SQLite. better-sqlite3 is the repository's own copy, compiled from source by its `npm ci`
  // for this Node (the version of the lockfile): compiling it again here took 131 s of this check and
  // proves nothing of the package.
  const sqliteApp = installInto('sqlite', [tarball, join(root, 'node_modules', 'better-sqlite3')]);
  copyFileSync(join(root, 'examples', 'embed.mjs'), join(sqliteApp, 'embed.mjs'));
  write(sqliteApp, 'consumer.cjs', COMMONJS_CONSUMER);
  write(sqliteApp, 'tsconfig.json', tsconfig(['embed.mjs', 'consumer.cjs'], { module: 'NodeNext', moduleResolution: 'NodeNext' }));
  tsc(sqliteApp, 'tsconfig.json');
  process.stdout.write('typechecked the example and the CommonJS consumer against the shipped declarations (module: nodenext)\n');
  write(sqliteApp, 'tsconfig.bundler.json', tsconfig(['embed.mjs'], { module: 'ESNext', moduleResolution: 'Bundler' }));
  tsc(sqliteApp, 'tsconfig.bundler.json');
  process.stdout.write('typechecked against the shipped declarations (moduleResolution: bundler)\n');
  node(['embed.mjs'], sqliteApp);
  // Node 20 warns that require() of ES modules is experimental; the check wants the program's own output.
  node(['--disable-warning=ExperimentalWarning', 'consumer.cjs'], sqliteApp);
  checkShippedText(sqliteApp);
  checkFacadeHover(sqliteApp);
  checkPublishable();

  // With PostgreSQL only: pg as an embedder installs it.
  const postgresApp = installInto('postgres', [tarball, `pg@${pkg.peerDependencies.pg}`]);
  check(!existsSync(join(postgresApp, 'node_modules', 'better-sqlite3')), 'better-sqlite3 was installed for a PostgreSQL-only program');
  for (const peer of ['exceljs', 'pdfmake']) check(!existsSync(join(postgresApp, 'node_modules', peer)), `${peer} (an optional peer) was installed unasked`);
  write(postgresApp, 'postgres.mjs', POSTGRES_CONSUMER);
  node(['postgres.mjs'], postgresApp);

  const mb = (bytes) => (bytes / 1e6).toFixed(1);
  const cold = coldImport(postgresApp);
  process.stdout.write(
    [
      '',
      `installed with PostgreSQL (the package and pg): ${packageCount(postgresApp)} packages, ${mb(sizeOf(join(postgresApp, 'node_modules')))} MB`,
      `installed with SQLite (the package and better-sqlite3, linked from the repository and not counted): ${packageCount(sqliteApp)} packages, ${mb(sizeOf(join(sqliteApp, 'node_modules')))} MB`,
      `cold import of the main entry: ${cold.wall.toFixed(0)} ms wall clock, ${cold.cpu.toFixed(0)} ms CPU (medians of 7 fresh processes)`,
      '',
      'the packed package installs, typechecks and runs: the embedding example, a CommonJS consumer, a PostgreSQL-only consumer',
      '',
    ].join('\n'),
  );
} catch (e) {
  if (e.stdout) process.stdout.write(e.stdout);
  process.stderr.write(`test:pack failed: ${e.message.split('\n')[0]}\n`);
  process.exitCode = 1;
} finally {
  if (process.env.KEEP_PACK_DIR) process.stdout.write(`left in ${dir}\n`);
  else rmSync(dir, { recursive: true, force: true });
}

/**
 * What an embedder reads in the shipped declarations speaks of the package, not of this repository: no
 * path of a source file (none is shipped) and no internal issue number (meaningless outside). And every
 * `@example` there typechecks against the package as installed, so the hover documentation cannot drift
 * from the API. (The OpenAPI document is held to the same two patterns by openapi-lint.test.ts.)
 */
function checkShippedText(app) {
  const SOURCE_PATH = /\b(?:core|adapters|contract|lib|cli|web|docs|bench|e2e|fixtures)\/[\w./*-]*\w|\b[\w-]+\.(?:tsx?|mjs|md)\b/;
  const ISSUE_NUMBER = /\bissues? #?\d+/i;
  const dist = join(app, 'node_modules', 'securities-lending-auction', 'dist');
  const problems = [];
  const examples = [];
  for (const name of ['index.d.ts', 'adapters.d.ts']) {
    const text = readFileSync(join(dist, name), 'utf8');
    text.split('\n').forEach((line, i) => {
      if (SOURCE_PATH.test(line) || ISSUE_NUMBER.test(line)) problems.push(`dist/${name}:${i + 1}: ${line.trim()}`);
    });
    for (const m of text.matchAll(/@example\s*\n(?:\s*\*.*\n)*?\s*\*\s*```ts\n((?:\s*\*.*\n)*?)\s*\*\s*```/g)) {
      const example = m[1].split('\n').map((l) => l.replace(/^\s*\* ?/, '')).join('\n');
      // A use case's comment is shipped twice, on the use case and on the core's property.
      if (!examples.includes(example)) examples.push(example);
    }
  }
  if (problems.length > 0) {
    process.stdout.write(`${problems.join('\n')}\n`);
    throw new Error(`the shipped declarations name ${problems.length} source files or issues`);
  }
  if (examples.length === 0) throw new Error('the shipped declarations hold no @example');

  // An example that does not create its own core uses these: a core and users acting on one auction.
  const given = (code) =>
    `${/\bunwrap\b[^\n]*from/.test(code) ? '' : "import { unwrap } from 'securities-lending-auction';\n"}import type { Actor, Core } from 'securities-lending-auction';
declare const core: Core;
declare const manager: Actor, bidder: Actor, awarder: Actor, reporter: Actor;
declare const auctionId: number, lotId: number;
`;
  const dir = join(app, 'examples');
  mkdirSync(dir);
  const files = examples.map((code, i) => {
    const file = `examples/example-${i + 1}.ts`;
    writeFileSync(join(app, file), `${/createCore\(/.test(code) ? '' : given(code)}${code}\nexport {};\n`);
    return file;
  });
  const tsconfig = JSON.parse(readFileSync(join(app, 'tsconfig.json'), 'utf8'));
  writeFileSync(join(app, 'tsconfig.examples.json'), JSON.stringify({ compilerOptions: { ...tsconfig.compilerOptions, checkJs: false }, files }, null, 2));
  process.stdout.write(run(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.examples.json'], app));
  process.stdout.write(`no source path or issue number in the shipped declarations; their ${examples.length} examples typecheck\n`);
}

/**
 * Hovering `core.<area>.<name>` in an embedder's editor shows the use case's own doc comment: TypeScript's
 * language service, over the installed package, asked for the quick info of every use case the shipped
 * declarations declare.
 */
function checkFacadeHover(app) {
  const ts = createRequire(import.meta.url)(join(root, 'node_modules', 'typescript'));
  const declarations = readFileSync(join(app, 'node_modules', 'securities-lending-auction', 'dist', 'index.d.ts'), 'utf8');
  const names = [...declarations.matchAll(/declare const [\w$]+: UseCase<\{\s*readonly name: "(\w+\.\w+)";/g)].map((m) => m[1]);
  check(names.length > 80, `the shipped declarations declare ${names.length} use cases`);
  const file = join(app, 'hover.ts');
  const calls = names.map((name) => `core.${name};`);
  writeFileSync(file, `import type { Core } from 'securities-lending-auction';\ndeclare const core: Core;\n${calls.join('\n')}\nexport {};\n`);
  const text = readFileSync(file, 'utf8');
  const options = { strict: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, types: [] };
  const service = ts.createLanguageService({
    getScriptFileNames: () => [file],
    getScriptVersion: () => '1',
    getScriptSnapshot: (f) => (existsSync(f) ? ts.ScriptSnapshot.fromString(readFileSync(f, 'utf8')) : undefined),
    getCurrentDirectory: () => app,
    getCompilationSettings: () => options,
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  });
  const bare = names.filter((name, i) => {
    const info = service.getQuickInfoAtPosition(file, text.indexOf(calls[i]) + calls[i].length - 2);
    return !info || ts.displayPartsToString(info.documentation).trim() === '';
  });
  if (bare.length > 0) throw new Error(`hovering these use cases of the core shows no doc comment: ${bare.join(', ')}`);
  process.stdout.write(`hovering each of the core's ${names.length} use cases shows its doc comment\n`);
}

/**
 * `npm publish --dry-run` says nothing but that it is a dry run: no field npm would correct or miss. Its
 * build already ran (prepack, above), so scripts are skipped. The one warning every dry run without a
 * registry login prints is not about the package.
 */
function checkPublishable() {
  process.stdout.write(`\n$ npm publish --dry-run --ignore-scripts   (in ${root})\n`);
  const published = spawnSync('npm', ['publish', '--dry-run', '--ignore-scripts'], { cwd: root, encoding: 'utf8' });
  const warnings = `${published.stdout}\n${published.stderr}`.split('\n').filter((line) => /^npm (warn|error)/i.test(line) && !/requires you to be logged in/.test(line));
  if (published.status !== 0 || warnings.length > 0) {
    process.stdout.write(`${published.stderr}\n`);
    throw new Error(`npm publish --dry-run is not clean: ${warnings.join('; ') || `exit ${published.status}`}`);
  }
  process.stdout.write('npm publish --dry-run: clean\n');
}

#!/usr/bin/env node
// `npm run test:pack`: what `npm pack` gives is what an embedder gets. Packs the library (prepack builds
// it), installs the tarball into an empty folder outside the repository, typechecks the
// embedding example (examples/embed.mjs) against the shipped declaration files, and runs it with plain
// node: no tsx, no repository sources. Exits non-zero on the first step that fails. KEEP_PACK_DIR=1
// leaves the folder for a look.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'sla-pack-'));
const run = (command, args, cwd) => {
  process.stdout.write(`\n$ ${command} ${args.join(' ')}   (in ${cwd})\n`);
  const started = performance.now();
  const out = execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  process.stdout.write(`(${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
  return out;
};

try {
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', dir], root));
  const tarball = join(dir, packed[0].filename);
  process.stdout.write(`packed ${packed[0].filename}: ${packed[0].entryCount} files, ${packed[0].size} bytes\n`);

  const app = join(dir, 'app');
  run('mkdir', ['-p', app], dir);
  // The one native dependency, better-sqlite3, is the repository's own copy, compiled from source by its
  // `npm ci` for this Node (the version of the lockfile): compiling it again here took 131 s of this check
  // and proves nothing of the package. So the install runs no script; the rest of the tree is what the
  // tarball asks for.
  const betterSqlite = join(root, 'node_modules', 'better-sqlite3');
  writeFileSync(join(app, 'package.json'), `${JSON.stringify({ name: 'embedding-check', private: true, type: 'module', overrides: { 'better-sqlite3': `file:${betterSqlite}` } }, null, 2)}\n`);
  run('npm', ['install', tarball, '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts'], app);

  copyFileSync(join(root, 'examples', 'embed.mjs'), join(app, 'embed.mjs'));
  writeFileSync(
    join(app, 'tsconfig.json'),
    `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          allowJs: true,
          checkJs: true,
          noEmit: true,
          strict: true,
          // The package's own declarations are checked too; its dependencies' are theirs.
          skipLibCheck: false,
          types: ['node'],
          typeRoots: [join(root, 'node_modules', '@types')],
        },
        files: ['embed.mjs', 'node_modules/securities-lending-auction/dist/index.d.ts', 'node_modules/securities-lending-auction/dist/adapters.d.ts'],
      },
      null,
      2,
    )}\n`,
  );
  process.stdout.write(run(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], app));
  process.stdout.write('typechecked against the shipped declarations\n');
  process.stdout.write(run(process.execPath, ['embed.mjs'], app));
  process.stdout.write('\nthe packed package installs, typechecks and runs the embedding example\n');
  checkShippedText(app);
  checkPublishable();
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
      examples.push(m[1].split('\n').map((l) => l.replace(/^\s*\* ?/, '')).join('\n'));
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

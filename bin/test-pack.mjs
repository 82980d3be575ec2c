#!/usr/bin/env node
// `npm run test:pack`: what `npm pack` gives is what an embedder gets. Packs the library (prepack builds
// it), installs the tarball into an empty folder outside the repository, typechecks the
// embedding example (examples/embed.mjs) against the shipped declaration files, and runs it with plain
// node: no tsx, no repository sources. Exits non-zero on the first step that fails. KEEP_PACK_DIR=1
// leaves the folder for a look.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
} catch (e) {
  if (e.stdout) process.stdout.write(e.stdout);
  process.stderr.write(`test:pack failed: ${e.message.split('\n')[0]}\n`);
  process.exitCode = 1;
} finally {
  if (process.env.KEEP_PACK_DIR) process.stdout.write(`left in ${dir}\n`);
  else rmSync(dir, { recursive: true, force: true });
}

// Lint: typescript-eslint's recommended type-checked rules (no misused promises, no needless assertions),
// the rules of React hooks, and the import direction of the hexagon.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Modules core/ must never import: I/O, drivers, frameworks and the outer layers. */
const CORE_FORBIDDEN = [
  'node:*', 'fs', 'fs/*', 'path', 'net', 'http', 'https', 'child_process', 'crypto', 'os', 'stream',
  'better-sqlite3', 'pg', 'kysely', 'hono', 'hono/*', '@hono/*', 'nodemailer', 'exceljs', 'pdfmake', 'pdfmake/*',
  'otplib', 'commander', 'react', 'react-dom', 'react-dom/*', 'wouter', 'jotai', 'jotai/*',
  '**/adapters/**', '**/cli/**', '**/web/**', '**/fixtures/**', '**/*.test-kit', '**/*.test-kit.js',
];

/** Test-only code production modules never import: test helpers (`*.test-kit.ts`) and test data. */
const TEST_ONLY = ['**/*.test-kit', '**/*.test-kit.js', '**/fixtures/**'];
/** Files that are tests or test helpers themselves. */
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/*.test-kit.ts', '**/*.contract.ts'];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'build', 'data', 'coverage', 'docs', 'web/dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      // An async function without await is how a port implementation or a route handler says "this may
      // await" in one shape with its siblings; the misused-promise rules catch the real mistakes.
      '@typescript-eslint/require-await': 'off',
      // `DecimalString | 'INVALID'`: the alias documents what a string carries, even where it is a plain string.
      '@typescript-eslint/no-redundant-type-constituents': 'off',
      // `import { type A }` keeps the module as a side-effect import (it runs, and the web bundles it);
      // `import type { A }` leaves nothing behind.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    // Tests read JSON answers whose shape the assertion itself checks, and use fakes: no `any`-flow rules there.
    files: [...TEST_FILES, 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['core/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: CORE_FORBIDDEN, message: 'core/ is pure: no I/O, framework or outer-layer imports.' }] }],
    },
  },
  {
    // The HTTP contract is shared by the server and the web: zod and pure core modules only.
    files: ['contract/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: CORE_FORBIDDEN, message: 'contract/ holds zod schemas only: no I/O, framework or outer-layer imports.' }] }],
    },
  },
  {
    files: ['adapters/**/*.ts', 'cli/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: TEST_ONLY, message: 'production code never imports test helpers or test data.' }] }],
    },
  },
  // Plain JavaScript (this file, bin/*.mjs) is outside the TypeScript project: no type-aware rules there.
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/adapters/**', '**/cli/**', 'node:*', 'better-sqlite3', 'pg', 'kysely', 'hono', ...TEST_ONLY], message: 'web/ may import only pure core modules.' }] }],
    },
  },
);

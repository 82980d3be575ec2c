// Lint: typescript-eslint's recommended rules plus the import direction of the hexagon.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Modules core/ must never import: I/O, drivers, frameworks and the outer layers. */
const CORE_FORBIDDEN = [
  'node:*', 'fs', 'fs/*', 'path', 'net', 'http', 'https', 'child_process', 'crypto', 'os', 'stream',
  'better-sqlite3', 'pg', 'kysely', 'hono', 'hono/*', '@hono/*', 'nodemailer', 'exceljs', 'pdfmake', 'pdfmake/*',
  'otplib', 'commander', 'react', 'react-dom', 'react-dom/*', 'wouter', 'jotai', 'jotai/*',
  '**/adapters/**', '**/cli/**', '**/web/**',
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'coverage', 'docs', 'web/dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['core/**/*.ts'],
    ignores: ['core/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: CORE_FORBIDDEN, message: 'core/ is pure: no I/O, framework or outer-layer imports.' }] }],
    },
  },
  {
    // The HTTP contract is shared by the server and the web: zod and pure core modules only.
    files: ['contract/**/*.ts'],
    ignores: ['contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: CORE_FORBIDDEN, message: 'contract/ holds zod schemas only: no I/O, framework or outer-layer imports.' }] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/adapters/**', '**/cli/**', 'node:*', 'better-sqlite3', 'pg', 'kysely', 'hono'], message: 'web/ may import only pure core modules.' }] }],
    },
  },
);

// zod, required when the first schema is built (the core's schemas are built on first use, core/validation/lazy-schema.ts):
// a program that validates nothing never loads its hundred modules. Its CommonJS build, which needs no
// experimental require of an ES module; the library's schemas never meet a caller's zod.
import type { z as Z } from 'zod';
import { requiredOnFirstUse } from './required-on-first-use';

export const z = requiredOnFirstUse('zod', (zod: { z: typeof Z }) => zod.z);

import { describe, expect, it } from 'vitest';
import { requiredOnFirstUse } from './required-on-first-use';
import papa from './papaparse';
import { z } from './zod';

describe('packages required on first use', () => {
  it('requires nothing until a property is read', () => {
    const absent = requiredOnFirstUse('securities-lending-auction-absent-package', (m: { run: () => void }) => m);
    expect(() => absent.run).toThrow(/Cannot find module 'securities-lending-auction-absent-package'/);
  });

  it('requires the package once and answers its members', () => {
    let picks = 0;
    const path = requiredOnFirstUse('node:path', (m: typeof import('node:path')) => (picks++, m));
    expect(picks).toBe(0);
    expect(path.join('a', 'b')).toBe('a/b');
    expect(path.sep).toBe('/');
    expect(picks).toBe(1);
  });

  it('stands for papaparse and zod as the core uses them', () => {
    expect(papa.parse<string[]>('a,"b,c"\n1,2', { skipEmptyLines: true }).data).toEqual([['a', 'b,c'], ['1', '2']]);
    expect(papa.unparse([['=1', 'x']], { escapeFormulae: true })).toBe(`"'=1",x`);
    const schema = z.object({ id: z.number().int().default(-1), name: z.string().max(3, 'too long') });
    expect(schema.parse({ name: 'abc' })).toEqual({ id: -1, name: 'abc' });
    expect(schema.safeParse({ name: 'abcd' }).error?.issues[0]?.message).toBe('too long');
  });
});

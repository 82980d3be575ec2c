import { describe, expect, it } from 'vitest';
import { importOptional, MissingOptionalDependencyError, requireOptional } from './optional-dependency';

const ABSENT = 'securities-lending-auction-absent-package';

describe('optional dependencies loaded on first use', () => {
  it('requires an installed CommonJS package', () => {
    const pg = requireOptional<{ Pool: unknown }>('pg', 'PostgreSQL (openPostgres)');
    expect(typeof pg.Pool).toBe('function');
  });

  it('names the package to install when a required one is missing', () => {
    expect(() => requireOptional(ABSENT, 'SQLite (openSqlite)')).toThrow(
      new MissingOptionalDependencyError(ABSENT, 'SQLite (openSqlite)'),
    );
    expect(() => requireOptional(ABSENT, 'SQLite (openSqlite)')).toThrow(`SQLite (openSqlite) needs the optional dependency ${ABSENT}: npm install ${ABSENT}`);
  });

  it('names the package to install when an imported one is missing', async () => {
    const failure = await importOptional(() => import(/* @vite-ignore */ ABSENT), ABSENT, 'PDF exports').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(MissingOptionalDependencyError);
    expect((failure as Error).message).toBe(`PDF exports needs the optional dependency ${ABSENT}: npm install ${ABSENT}`);
  });

  it('passes on any other failure of an installed package unchanged', async () => {
    const broken = new Error("Cannot find module './lib/missing-part'");
    await expect(importOptional(() => Promise.reject(broken), 'pdfmake', 'PDF exports')).rejects.toBe(broken);
  });

  it('answers the module of an installed package', async () => {
    const saxes = await importOptional(() => import('saxes'), 'saxes', 'workbook reading');
    expect(typeof saxes.SaxesParser).toBe('function');
  });
});

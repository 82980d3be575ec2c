/**
 * The library's optional peer dependencies (the database drivers better-sqlite3 and pg, the renderers
 * exceljs and pdfmake) are loaded on first use, so an embedder installs only the ones it uses and a
 * cold import of the package loads none of them. A missing one is answered with an error that names
 * the package to install, not with Node's "Cannot find module".
 */
import { createRequire } from 'node:module';

/** The error for `feature` when the optional package `name` is not installed. */
export class MissingOptionalDependencyError extends Error {
  constructor(
    readonly dependency: string,
    feature: string,
    options?: ErrorOptions,
  ) {
    super(`${feature} needs the optional dependency ${dependency}: npm install ${dependency}`, options);
    this.name = 'MissingOptionalDependencyError';
  }
}

/** True when `e` says that `name` itself (not one of its own dependencies) cannot be found. */
const isMissing = (e: unknown, name: string): boolean =>
  e instanceof Error &&
  ['MODULE_NOT_FOUND', 'ERR_MODULE_NOT_FOUND'].includes((e as NodeJS.ErrnoException).code ?? '') &&
  (e.message.includes(`'${name}'`) || e.message.includes(`"${name}"`));

const requireHere = createRequire(import.meta.url);

/**
 * A CommonJS package loaded synchronously on first use (the drivers, whose stores open synchronously),
 * or MissingOptionalDependencyError when it is not installed.
 */
export function requireOptional<T>(name: string, feature: string): T {
  try {
    return requireHere(name) as T;
  } catch (e) {
    throw isMissing(e, name) ? new MissingOptionalDependencyError(name, feature, { cause: e }) : e;
  }
}

/**
 * An ES module import (`() => import('exceljs')`, written out so bundlers see it) awaited on first use,
 * or MissingOptionalDependencyError when the package is not installed.
 */
export async function importOptional<T>(load: () => Promise<T>, name: string, feature: string): Promise<T> {
  try {
    return await load();
  } catch (e) {
    throw isMissing(e, name) ? new MissingOptionalDependencyError(name, feature, { cause: e }) : e;
  }
}

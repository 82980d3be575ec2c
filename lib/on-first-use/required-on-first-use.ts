/**
 * The library build's stand-ins for packages the core imports at the top of its modules but needs only
 * when it validates or reads a CSV (lib/vite.config.ts puts the modules of this folder in their place):
 * each is required on its first use rather than imported with the entry. The core's own sources import
 * the packages directly; the browser, the compiled runtime and the tests load them as they always did.
 */
import { createRequire } from 'node:module';

const requireHere = createRequire(import.meta.url);

/**
 * Stands for `pick(require(name))`: the package is required on the first property read, and every read goes to it.
 * bin/test-pack.mjs finds the packages dist/ needs by this function's name and its first argument, a literal.
 */
export function requiredOnFirstUse<M, T extends object>(name: string, pick: (module: M) => T): T {
  let loaded: T | undefined;
  const target = (): T => (loaded ??= pick(requireHere(name) as M));
  return new Proxy({} as T, { get: (_, key) => Reflect.get(target(), key) });
}

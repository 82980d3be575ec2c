/**
 * Test helper for the tests of the public facade (core/app/core-api.ts): every facade path
 * (`'awards.generate'`), and the bound use cases recording which facade path each call went through,
 * so a table keyed by facade path can prove each of its calls calls what its key names.
 */
import type { CoreDeps } from '../core/app/deps';
import { USE_CASES, useCasesOf, type UseCases } from '../core/app/core-api';

/** Every public use case by its facade path, `area.name`. */
export const facadePaths = (): string[] => Object.entries(USE_CASES).flatMap(([area, fns]) => Object.keys(fns).map((name) => `${area}.${name}`));

/** `useCasesOf(deps)`, each function appending its facade path to `calls` when called. */
export function recordingUseCases(deps: CoreDeps): { uc: UseCases; calls: string[] } {
  const calls: string[] = [];
  const bound = useCasesOf(deps) as unknown as Record<string, Record<string, (...args: unknown[]) => unknown>>;
  const recorded = Object.fromEntries(
    Object.entries(bound).map(([area, fns]) => [
      area,
      Object.fromEntries(
        Object.entries(fns).map(([name, fn]) => [
          name,
          (...args: unknown[]) => {
            calls.push(`${area}.${name}`);
            return fn(...args);
          },
        ]),
      ),
    ]),
  );
  return { uc: recorded as unknown as UseCases, calls };
}

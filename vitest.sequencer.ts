/**
 * The order test files start in. vitest runs the files it has timed before longest first, but a fresh
 * clone has no timings (they live in node_modules/.vite), and then it starts the largest files first:
 * the robustness and password files are short to read and long to run, so they started last and ran
 * alone at the end of the suite (a tail of 140 s in a CI run). This sequencer falls back on the seconds
 * each slow file took in a recorded profile (test-durations.json, written by
 * `npm run test:profile -- --write-durations`); a file it does not name keeps vitest's order.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds per file (path from the project root), from the last recorded profile. */
const recorded = JSON.parse(readFileSync(new URL('./test-durations.json', import.meta.url), 'utf8')) as Record<string, number>;

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification): number => {
      const path = relative(root, spec.moduleId);
      const timed = this.ctx.cache.getFileTestResults(`${spec.project.name}:${path}`);
      return timed ? timed.duration / 1000 : (recorded[path] ?? 0);
    };
    const base = await super.sort(files);
    return base
      .map((spec, i) => ({ spec, i, s: seconds(spec) }))
      .sort((a, b) => b.s - a.s || a.i - b.i)
      .map(({ spec }) => spec);
  }
}

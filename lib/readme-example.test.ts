// The embedding example of docs/embedding.md (linked from the README) is examples/embed.mjs, verbatim:
// the file CI runs against the packed package (npm run test:pack) is the one a developer reads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

/** The first ```js block of docs/embedding.md, whose title is "Embedding the core". */
const docExample = (doc: string): string | null =>
  doc.startsWith('# Embedding the core\n') ? (/```js\n([\s\S]*?)```/.exec(doc)?.[1] ?? null) : null;

describe('docs/embedding.md embedding example', () => {
  it('is examples/embed.mjs, verbatim', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'embedding.md'), 'utf8');
    expect(docExample(doc)).toBe(readFileSync(join(ROOT, 'examples', 'embed.mjs'), 'utf8'));
  });

  it('finds a changed example (the check can fail)', () => {
    expect(docExample('# Embedding the core\n\n```js\nconsole.log(1);\n```\n')).toBe('console.log(1);\n');
    expect(docExample('# Other\n```js\nx\n```\n')).toBeNull();
  });
});

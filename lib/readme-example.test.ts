// The README's embedding example is examples/embed.mjs, verbatim: the file CI runs against the packed
// package (npm run test:pack) is the one a developer reads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

/** The first ```js block of the README's "Embedding the core" section. */
const readmeExample = (readme: string): string | null => {
  const section = readme.split(/^## /m).find((s) => s.startsWith('Embedding the core'));
  return section ? (/```js\n([\s\S]*?)```/.exec(section)?.[1] ?? null) : null;
};

describe('README embedding example', () => {
  it('is examples/embed.mjs, verbatim', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readmeExample(readme)).toBe(readFileSync(join(ROOT, 'examples', 'embed.mjs'), 'utf8'));
  });

  it('finds a changed example (the check can fail)', () => {
    expect(readmeExample('## Embedding the core\n\n```js\nconsole.log(1);\n```\n')).toBe('console.log(1);\n');
    expect(readmeExample('## Other\n```js\nx\n```\n')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { bestMatch, compilePattern, matchPattern } from './path-pattern';

describe('path patterns', () => {
  it('matches whole and partial parameters', () => {
    expect(matchPattern(compilePattern('/a/{id}/b'), '/a/-1/b')).toEqual({ id: '-1' });
    expect(matchPattern(compilePattern('/a/{id}/b'), '/a/x/b')).toBeNull();
    expect(matchPattern(compilePattern('/r/load{p}logo/'), '/r/loadxlogo')).toEqual({ p: 'x' });
    expect(matchPattern(compilePattern('/r/{name}'), '/r/a.b')).toEqual({ name: 'a.b' });
  });

  it('treats regex characters in literals literally', () => {
    expect(matchPattern(compilePattern('/a.json'), '/axjson')).toBeNull();
    expect(matchPattern(compilePattern('/a.json'), '/a.json')).toEqual({});
  });

  it('picks the most specific template whatever the order', () => {
    const items = ['/x/{name}', '/x/load{p}logo', '/x/loadlogo'].map((t) => ({ pattern: compilePattern(t) }));
    expect(bestMatch(items, '/x/loadlogo')?.item.pattern.template).toBe('/x/loadlogo');
    expect(bestMatch([...items].reverse(), '/x/loadlogo')?.item.pattern.template).toBe('/x/loadlogo');
    expect(bestMatch(items, '/x/loadAlogo')?.item.pattern.template).toBe('/x/load{p}logo');
    expect(bestMatch(items, '/x/other')?.item.pattern.template).toBe('/x/{name}');
  });
});

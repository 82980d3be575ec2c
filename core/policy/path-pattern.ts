/**
 * Path templates written as the spec writes them (`/auctionedit/{id}`, `/report/load{provider}logo/`),
 * compiled once into matchers: the web's UI routes (ui-routes.ts). API requests are routed by Hono's
 * own router from the contract's paths (adapters/http/route-gates.ts), with the same integer rule.
 *
 * Decisions:
 * - A parameter may be a whole segment or part of one (`load{provider}logo`).
 * - Parameters named `id` or `…Id` (auctionId, clientId, …) match integers only (`-1` = new), so
 *   `POST /auction/lots` never reaches `POST /auction/{id}`.
 * - Trailing slashes are ignored on both sides; matching is case-sensitive, as the catalogue is.
 * - Specificity, compared segment by segment from the left: a literal segment beats a segment
 *   with a parameter inside, which beats a whole-segment parameter.
 */

export interface PathPattern {
  template: string;
  /** Parameter names in order of appearance. */
  names: string[];
  /** One regular expression per segment. */
  segments: RegExp[];
  /** Per segment: 2 = literal, 1 = partial parameter, 0 = whole parameter. */
  rank: number[];
}

const INTEGER = '-?\\d+';
const ANY = '[^/]+';

const escapeRegExp = (s: string): string => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

const isIdName = (name: string): boolean => name === 'id' || /Id$/.test(name);

export const splitPath = (path: string): string[] => path.split('/').filter((s) => s !== '');

export const compilePattern = (template: string): PathPattern => {
  const names: string[] = [];
  const segments: RegExp[] = [];
  const rank: number[] = [];
  for (const seg of splitPath(template)) {
    let source = '';
    let last = 0;
    let params = 0;
    for (const m of seg.matchAll(/\{([^}]+)\}/g)) {
      const name = m[1];
      source += escapeRegExp(seg.slice(last, m.index)) + `(${isIdName(name) ? INTEGER : ANY})`;
      last = m.index + m[0].length;
      names.push(name);
      params += 1;
    }
    source += escapeRegExp(seg.slice(last));
    segments.push(new RegExp(`^${source}$`));
    rank.push(params === 0 ? 2 : seg === `{${names[names.length - 1]}}` ? 0 : 1);
  }
  return { template, names, segments, rank };
};

const decode = (s: string): string => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** Parameters when `path` matches the pattern, else null. */
export const matchPattern = (pattern: PathPattern, path: string): Record<string, string> | null => {
  const parts = splitPath(path);
  if (parts.length !== pattern.segments.length) return null;
  const values: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const m = (pattern.segments[i]).exec(parts[i]);
    if (!m) return null;
    values.push(...m.slice(1).map(decode));
  }
  return Object.fromEntries(pattern.names.map((n, i) => [n, values[i]]));
};

/** Negative when `a` is more specific than `b`. */
export const compareSpecificity = (a: PathPattern, b: PathPattern): number => {
  for (let i = 0; i < Math.min(a.rank.length, b.rank.length); i++) {
    const d = (b.rank[i]) - (a.rank[i]);
    if (d !== 0) return d;
  }
  return 0;
};

/** The most specific pattern of `patterns` that matches `path`, with its parameters. */
export const bestMatch = <T extends { pattern: PathPattern }>(
  items: readonly T[],
  path: string,
): { item: T; params: Record<string, string> } | null => {
  let best: { item: T; params: Record<string, string> } | null = null;
  for (const item of items) {
    const params = matchPattern(item.pattern, path);
    if (params && (!best || compareSpecificity(item.pattern, best.item.pattern) < 0)) best = { item, params };
  }
  return best;
};

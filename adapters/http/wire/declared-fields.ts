/**
 * Only what a response schema declares leaves the server. A contract route's answer is projected onto
 * its zod response schema before it is sent: object members the schema does not declare are left out
 * (at every depth, in lists, in the streamed long lists of json-stream.ts), declared ones keep their
 * values and their order, so the text of an answer that carried nothing undeclared does not change by
 * one byte. In a sealed-bid product a field that slipped through (a rival's bid) is a leak.
 *
 * Why not `schema.parse(value)`: zod writes an object's members in the order of its shape, not of the
 * value (the answer's text would change), builds a copy of every object it checks, and checks every
 * value again; the projection is compiled once per schema from the shape (`shapeOf`), allocates
 * nothing when there is nothing to leave out, and checks only what can carry fields (objects and lists).
 * The contract tests check the values (`validateResponses`, contract-route.ts). Measured (CPU time in
 * process): the 20-bid save answer 4 µs beside its 40 µs of JSON text (zod's parse: 15 µs); the Full
 * Bid Details answer at 2,000 lots (97,185 rows) 10-16 ms beside 210-290 ms of streamed text (zod's
 * parse: about 170 ms).
 *
 * Schemas whose declared fields cannot be known (`z.any()`, `z.unknown()`, loose or passthrough
 * objects, a `z.preprocess` input, `z.custom`, lazy or intersected schemas) are refused when the
 * projection is compiled, that is when the route is registered: the server does not start with one.
 */
import type { z } from 'zod';

/** An answer whose shape does not fit its schema where fields could hide (an object where a value or a list was declared). */
export class AnswerShapeError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(`${path || '(root)'}: ${message}`);
    this.name = 'AnswerShapeError';
  }
}

/** Where the paths of the left-out members are written (report mode); null when only the projection is wanted. */
type Dropped = string[] | null;

type Project = (value: unknown, path: string, dropped: Dropped) => unknown;

/** The compiled projection of one schema. */
export interface Shape {
  /**
   * `value` with only the declared members: the same value when nothing was left out, else a copy of
   * the parts that changed. `dropped` (when given) receives the paths (`0.rivalTopBid`) of the members
   * left out. Throws AnswerShapeError when an object or a list stands where the schema has no room for it.
   */
  project(value: unknown, dropped?: string[]): unknown;
  /** A list schema: the shape of its items (json-stream.ts projects a long list chunk by chunk). */
  readonly items: Shape | null;
  /** An object schema: the shapes of its declared members. */
  readonly members: ReadonlyMap<string, Shape> | null;
  /** The answer the schema describes is the one sent (no pipe: zod's output has the same members as its input). */
  readonly exact: boolean;
}

interface Node {
  run: Project;
  kind: 'value' | 'object' | 'array' | 'tuple' | 'record' | 'union';
  items: Node | null;
  members: Map<string, Node> | null;
  /** Does an object fit this option of a union (its required members present, its literal members in their sets)? */
  fits: (v: Record<string, unknown>) => boolean;
  /** A union's options (a union inside it adds its own). */
  options: readonly Node[];
  exact: boolean;
}

interface ZodInternals {
  _zod: { def: Record<string, unknown> & { type: string }; optin?: string; values?: ReadonlySet<unknown> };
}

const internalsOf = (schema: z.ZodType): ZodInternals['_zod'] => (schema as unknown as ZodInternals)._zod;

const at = (path: string, key: string | number): string => (path === '' ? String(key) : `${path}.${key}`);

/** What JSON.stringify writes for an object with `toJSON` (a Date: its ISO text). */
const jsonOf = (value: object): unknown => {
  const toJson = (value as { toJSON?: unknown }).toJSON;
  return typeof toJson === 'function' ? (toJson as (key: string) => unknown).call(value, '') : value;
};

/** JSON.stringify leaves these members out: they are not sent, so they are not reported either. */
const unsent = (v: unknown): boolean => v === undefined || typeof v === 'function' || typeof v === 'symbol';

const node = (kind: Node['kind'], run: Project, extra: Partial<Omit<Node, 'kind' | 'run'>> = {}): Node => ({
  kind,
  run,
  items: null,
  members: null,
  fits: () => true,
  options: [],
  exact: true,
  ...extra,
});

const VALUE: Project = function value(v, path, dropped) {
  if (typeof v !== 'object' || v === null) return v;
  const json = jsonOf(v);
  if (json !== v) return value(json, path, dropped);
  throw new AnswerShapeError(path, `a value is declared, not ${Array.isArray(v) ? 'a list' : 'an object'}`);
};

/** The members of `v` before `stop` (all declared and unchanged so far): the start of a changed copy. */
function copyBefore(v: Record<string, unknown>, stop: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k in v) {
    if (k === stop) break;
    if (Object.hasOwn(v, k)) out[k] = v[k];
  }
  return out;
}

/**
 * Code compiled from the schema's member names, each written as a JSON string literal (no other text
 * goes in), as zod compiles its object parsers: reading members by literal names keeps V8's property
 * caches monomorphic, where a loop over changing names reads through a megamorphic lookup (the bid
 * save answer's projection: 4 µs instead of 24, CPU time in process). Null where code cannot be
 * compiled from text (node --disallow-code-generation-from-strings): the loops then do all the work.
 */
function compiledFunction<F>(params: readonly string[], body: string, args: readonly unknown[]): F | null {
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- see above: the text holds only JSON literals of member names
    return (new Function(...params, body) as (...a: unknown[]) => F)(...args);
  } catch {
    return null;
  }
}

/** Names that plain objects inherit: a member named so is read through the loop (a literal read would find the inherited one). */
const inherited = (names: readonly string[]): boolean => names.some((k) => k in Object.prototype);

/**
 * A check compiled once per object schema: true when a plain object holds only declared members, each
 * sent as it is (a value where a value is declared, an object or a list that projects to itself), so
 * it is sent unchanged without the loop. False sends it through the loop, which copies and reports.
 */
function cleanCheck(members: ReadonlyMap<string, Node>): ((v: object) => boolean) | null {
  const names = [...members.keys()];
  if (inherited(names)) return null;
  const kids = names.map((k) => (members.get(k) as Node).run);
  const reads = names.map((k, i) => {
    const kind = (members.get(k) as Node).kind;
    const same = kind === 'value' ? `typeof x === 'object' && x !== null` : `kids[${i}](x, '', null) !== x`;
    return `x = v[${JSON.stringify(k)}]; if (x !== undefined) { p++; if (${same}) return false; }`;
  });
  return compiledFunction(['kids'], `return function clean(v) { let n = 0; for (const k in v) n++; let p = 0; let x; ${reads.join(' ')} return n === p; };`, [kids]);
}

/** The union check of an object option: its required members present, its literal members in their sets. */
function fitsCheck(required: readonly string[], closed: ReadonlyMap<string, ReadonlySet<unknown>>): (v: Record<string, unknown>) => boolean {
  const sets = [...closed.values()];
  const compiled = inherited([...required, ...closed.keys()])
    ? null
    : compiledFunction<(v: Record<string, unknown>) => boolean>(
        ['sets'],
        `return function fits(v) { return ${[
          ...required.map((k) => `v[${JSON.stringify(k)}] !== undefined`),
          ...[...closed.keys()].map((k, i) => `sets[${i}].has(v[${JSON.stringify(k)}])`),
          'true',
        ].join(' && ')}; };`,
        [sets],
      );
  return (
    compiled ??
    ((v) => {
      for (const k of required) if (v[k] === undefined) return false;
      for (const [k, values] of closed) if (!values.has(v[k])) return false;
      return true;
    })
  );
}

/** An object: declared members projected, others left out; `rest` projects the members a catchall declares. */
function objectRun(members: ReadonlyMap<string, Node>, rest: Node | null, allows: ((key: string) => boolean) | null = null): Project {
  const clean = rest ? null : cleanCheck(members);
  return function object(input, path, dropped) {
    if (typeof input !== 'object' || input === null) return input;
    // Most answers carry nothing undeclared: checked by the compiled reads, sent as they are.
    if (clean && dropped === null && Object.getPrototypeOf(input) === Object.prototype && clean(input)) return input;
    const v = jsonOf(input);
    if (v !== input) return object(v, path, dropped);
    if (Array.isArray(v)) throw new AnswerShapeError(path, 'an object is declared, not a list');
    const record = v as Record<string, unknown>;
    let out: Record<string, unknown> | null = null;
    // for-in reads `record[k]` through V8's enum cache.
    for (const k in record) {
      if (!Object.hasOwn(record, k)) continue;
      const x = record[k];
      const child = members.get(k) ?? (rest && (!allows || allows(k)) ? rest : undefined);
      if (child === undefined) {
        if (dropped && !unsent(x)) dropped.push(at(path, k));
        out ??= copyBefore(record, k);
        continue;
      }
      // A value where a value is declared is sent as it is (the common case: no call).
      const y = child.kind === 'value' && (typeof x !== 'object' || x === null) ? x : child.run(x, dropped ? at(path, k) : '', dropped);
      if (out) out[k] = y;
      else if (y !== x) {
        out = copyBefore(record, k);
        out[k] = y;
      }
    }
    return out ?? v;
  };
}

/** A list: each item projected (a tuple: by position; items past the declared ones are left out unless a rest is declared). */
function listRun(itemAt: (i: number) => Node | null): Project {
  return function list(input, path, dropped) {
    if (typeof input !== 'object' || input === null) return input;
    const v = jsonOf(input);
    if (v !== input) return list(v, path, dropped);
    if (!Array.isArray(v)) throw new AnswerShapeError(path, 'a list is declared, not an object');
    const items = v as unknown[];
    let out: unknown[] | null = null;
    for (let i = 0; i < items.length; i++) {
      const x = items[i];
      const item = itemAt(i);
      if (item === null) {
        if (dropped) dropped.push(at(path, i));
        out ??= items.slice(0, i);
        continue;
      }
      const y = item.run(x, dropped ? at(path, i) : '', dropped);
      if (out) out.push(y);
      else if (y !== x) {
        out = items.slice(0, i);
        out.push(y);
      }
    }
    return out ?? items;
  };
}

/** A union: a value as it is; an object or a list projected by the first option it fits (as zod picks the first that parses). */
function unionRun(options: readonly Node[]): Project {
  const objects = options.filter((o) => o.kind === 'object' || o.kind === 'record');
  const lists = options.filter((o) => o.kind === 'array' || o.kind === 'tuple');
  return function union(input, path, dropped) {
    if (typeof input !== 'object' || input === null) return input;
    const v = jsonOf(input);
    if (v !== input) return union(v, path, dropped);
    let option = Array.isArray(v) ? lists[0] : undefined;
    if (!Array.isArray(v)) {
      for (const o of objects) {
        if (o.fits(v as Record<string, unknown>)) {
          option = o;
          break;
        }
      }
    }
    if (!option) throw new AnswerShapeError(path, `fits none of the declared ${Array.isArray(v) ? 'lists' : 'objects'}`);
    return option.run(v, path, dropped);
  };
}

/** The closed set of values a member's schema allows (literals, enums, with null/undefined when nullable/optional), or null. */
function closedValues(schema: z.ZodType): Set<unknown> | null {
  const zod = internalsOf(schema);
  const def = zod.def;
  switch (def.type) {
    case 'literal':
    case 'enum':
      return zod.values ? new Set(zod.values) : null;
    case 'nullable':
    case 'optional': {
      const inner = closedValues(def.innerType as z.ZodType);
      return inner && inner.add(def.type === 'nullable' ? null : undefined);
    }
    case 'readonly':
      return closedValues(def.innerType as z.ZodType);
    default:
      return null;
  }
}

const REFUSED: Readonly<Record<string, string>> = {
  any: 'z.any() declares no fields',
  unknown: 'z.unknown() declares no fields',
  custom: 'a custom schema declares no fields',
  transform: 'a transform (z.preprocess) takes any input',
  lazy: 'lazy schemas are not supported',
  intersection: 'intersections are not supported (use .extend)',
  map: 'a Map is not JSON',
  set: 'a Set is not JSON',
  promise: 'a promise is not JSON',
  function: 'a function is not JSON',
  symbol: 'a symbol is not JSON',
  file: 'a file is not JSON',
  date: 'a Date is not JSON (send ISO text)',
  success: 'z.success() answers a boolean for any input',
};

const VALUE_TYPES = new Set(['string', 'number', 'int', 'boolean', 'bigint', 'null', 'undefined', 'void', 'never', 'enum', 'literal', 'nan', 'template_literal']);

const compiled = new WeakMap<z.ZodType, Node>();

function compile(schema: z.ZodType, path: string): Node {
  const known = compiled.get(schema);
  if (known) return known;
  const made = compileNew(schema, path);
  compiled.set(schema, made);
  return made;
}

function compileNew(schema: z.ZodType, path: string): Node {
  const def = internalsOf(schema).def;
  const refused = REFUSED[def.type];
  if (refused) throw new Error(`A response schema must declare its fields (${path || '(root)'}): ${refused}`);
  if (VALUE_TYPES.has(def.type)) return node('value', VALUE);
  switch (def.type) {
    // Wrappers: null and undefined pass every projection as they are.
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
      return compile(def.innerType as z.ZodType, path);
    case 'catch':
      return { ...compile(def.innerType as z.ZodType, path), exact: false };
    // What is sent is the pipe's input (a contract route sends z.input of its response schema).
    case 'pipe':
      return { ...compile(def.in as z.ZodType, path), exact: false };
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const members = new Map(Object.entries(shape).map(([k, s]) => [k, compile(s, at(path, k))]));
      const catchall = def.catchall as z.ZodType | undefined;
      const rest = catchall && internalsOf(catchall).def.type !== 'never' ? compile(catchall, at(path, '*')) : null;
      const closed = new Map<string, ReadonlySet<unknown>>();
      for (const [k, s] of Object.entries(shape)) {
        const values = closedValues(s);
        if (values) closed.set(k, values);
      }
      const required = Object.entries(shape).filter(([, s]) => internalsOf(s).optin === undefined).map(([k]) => k);
      return node('object', objectRun(members, rest), {
        members,
        fits: fitsCheck(required, closed),
        exact: [...members.values(), ...(rest ? [rest] : [])].every((m) => m.exact),
      });
    }
    case 'record': {
      const keys = def.keyType as z.ZodType;
      const value = compile(def.valueType as z.ZodType, at(path, '*'));
      const allows = (k: string): boolean => keys.safeParse(k).success;
      return node('record', objectRun(new Map(), value, allows), { exact: value.exact });
    }
    case 'array': {
      const item = compile(def.element as z.ZodType, at(path, '*'));
      return node('array', listRun(() => item), { items: item, exact: item.exact });
    }
    case 'tuple': {
      const items = (def.items as z.ZodType[]).map((s, i) => compile(s, at(path, i)));
      const rest = def.rest ? compile(def.rest as z.ZodType, at(path, '*')) : null;
      return node('tuple', listRun((i) => items[i] ?? rest), { exact: [...items, ...(rest ? [rest] : [])].every((m) => m.exact) });
    }
    case 'union': {
      const options = (def.options as z.ZodType[]).flatMap((s) => {
        const option = compile(s, path);
        return option.kind === 'union' ? option.options : [option];
      });
      return node('union', unionRun(options), { options, exact: options.every((o) => o.exact) });
    }
    default:
      throw new Error(`A response schema must declare its fields (${path || '(root)'}): ${def.type} schemas are not supported`);
  }
}

const shapes = new WeakMap<Node, Shape>();

function shapeOfNode(n: Node): Shape {
  const known = shapes.get(n);
  if (known) return known;
  let members: ReadonlyMap<string, Shape> | null | undefined;
  const made: Shape = {
    project(value, dropped) {
      if (dropped) return n.run(value, '', dropped);
      try {
        return n.run(value, '', null);
      } catch (e) {
        // Paths are built only when reporting: run again to name where the shape breaks.
        if (e instanceof AnswerShapeError) n.run(value, '', []);
        throw e;
      }
    },
    get items() {
      return n.kind === 'array' && n.items ? shapeOfNode(n.items) : null;
    },
    get members() {
      members ??= n.kind === 'object' && n.members ? new Map([...n.members].map(([k, m]) => [k, shapeOfNode(m)])) : null;
      return members;
    },
    exact: n.exact,
  };
  shapes.set(n, made);
  return made;
}

/** The projection of `schema`, compiled once (later calls answer the same). Throws when the schema cannot say which fields it declares. */
export const shapeOf = (schema: z.ZodType): Shape => shapeOfNode(compile(schema, ''));

/**
 * The members of `sent` (JSON) that zod's parse (`parsed`, strip mode) left out: empty when only
 * declared members were sent. The contract tests use it to check the projection against zod itself.
 */
export function membersZodStrips(sent: unknown, parsed: unknown, path = '', out: string[] = []): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    sent.forEach((x, i) => membersZodStrips(x, parsed[i], at(path, i), out));
  } else if (typeof sent === 'object' && sent !== null && typeof parsed === 'object' && parsed !== null && !Array.isArray(sent)) {
    const kept = parsed as Record<string, unknown>;
    for (const [k, x] of Object.entries(sent)) {
      if (!Object.hasOwn(kept, k)) out.push(at(path, k));
      else membersZodStrips(x, kept[k], at(path, k), out);
    }
  }
  return out;
}

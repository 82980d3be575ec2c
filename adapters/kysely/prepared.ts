/**
 * Queries built and compiled once per SQL shape, then run with new parameters (building and
 * compiling kysely queries was about a seventh of a bid save's CPU).
 *
 * `prepared(build, shapeOf)` takes a builder that names each varying value with `at(read)`: a slot
 * whose value `read(params)` gives at each run. The builder runs once per engine and shape (`shapeOf`:
 * a row count, a list length); its compiled text and parameter list are kept, and a run only fills the
 * slots. Everything else the builder writes is a constant of the shape, so it must not read the values
 * of one run (it is given the shape, not the parameters). SQLite binds booleans as 1/0: slots holding
 * booleans are bound that way there. Results pass the store's column plugins as every query's do.
 */
import type { Compilable, CompiledQuery, Kysely, Transaction } from 'kysely';
import type { RepoContext } from './codec';
import type { Database, Engine } from './schema';

/** A value filled in at each run. */
class Slot {
  constructor(readonly read: (params: never) => unknown) {}
}

/** Names a value read from a run's parameters; typed as the value, so the builder type-checks as usual. */
export type At<P> = <T>(read: (params: P) => T) => T;

interface Shape {
  sql: string;
  query: CompiledQuery['query'];
  queryId: CompiledQuery['queryId'];
  /** Per bound parameter: the slot reading it, or the constant compiled in. */
  bound: ReadonlyArray<Slot | { value: unknown }>;
}

const at = <P, T>(read: (params: P) => T): T => new Slot(read) as unknown as T;

export interface Prepared<P, R> {
  /** The rows of one run. */
  rows(ctx: RepoContext, params: P): Promise<R[]>;
  /** The first row of one run, or undefined. */
  first(ctx: RepoContext, params: P): Promise<R | undefined>;
  /** Rows changed by one run of a write without RETURNING. */
  changed(ctx: RepoContext, params: P): Promise<bigint>;
}

export function prepared<P, R, S extends string | number = ''>(
  build: (db: Kysely<Database>, at: At<P>, shape: S, engine: Engine) => Compilable<R>,
  shapeOf: (params: P) => S = () => '' as S,
): Prepared<P, R> {
  const shapes = new Map<string, Shape>();
  const shapeFor = (db: Kysely<Database> | Transaction<Database>, engine: Engine, shape: S): Shape => {
    const key = `${engine}:${shape}`;
    const known = shapes.get(key);
    if (known) return known;
    const compiled = build(db, at, shape, engine).compile();
    const made: Shape = {
      sql: compiled.sql,
      query: compiled.query,
      queryId: compiled.queryId,
      bound: compiled.parameters.map((v) => (v instanceof Slot ? v : { value: v })),
    };
    shapes.set(key, made);
    return made;
  };
  const run = async (ctx: RepoContext, params: P) => {
    const shape = shapeFor(ctx.db, ctx.engine, shapeOf(params));
    const sqlite = ctx.engine === 'sqlite';
    const parameters = new Array<unknown>(shape.bound.length);
    for (let i = 0; i < parameters.length; i++) {
      const b = shape.bound[i];
      if (b instanceof Slot) {
        const v = (b.read as (p: P) => unknown)(params);
        parameters[i] = sqlite && typeof v === 'boolean' ? (v ? 1 : 0) : v;
      } else parameters[i] = b.value;
    }
    return ctx.db.executeQuery<R>({ sql: shape.sql, query: shape.query, queryId: shape.queryId, parameters });
  };
  return {
    rows: async (ctx, params) => (await run(ctx, params)).rows,
    first: async (ctx, params) => (await run(ctx, params)).rows[0],
    changed: async (ctx, params) => (await run(ctx, params)).numAffectedRows ?? 0n,
  };
}

/**
 * kysely's SQLite dialect, with the two things a busy server needs that kysely's own driver lacks:
 * - a prepared-statement cache: kysely's driver calls `db.prepare(sql)` for every statement (about a
 *   fifth of a busy server's CPU went into SQLite's parser); here each distinct SQL text is prepared
 *   once and kept (least recently used first out, `STATEMENT_CACHE_SIZE` at most);
 * - a fair queue for the one connection: work waiting for it (a request's query, a transaction) is
 *   served strictly first come, first served, and a release wakes only the next waiter (kysely's mutex
 *   wakes every waiter, which then race; with hundreds of waiting requests that is quadratic work and
 *   the order is not guaranteed).
 *
 * better-sqlite3 runs each statement synchronously, so one connection is all SQLite needs; a
 * transaction holds it across its awaits (what makes it serializable by construction).
 */
import type SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';

/** Distinct SQL texts kept prepared (multi-row inserts of varying sizes each have their own text). */
export const STATEMENT_CACHE_SIZE = 500;

class CachingConnection implements DatabaseConnection {
  readonly #cache = new Map<string, SqliteDatabase.Statement>();
  constructor(readonly db: SqliteDatabase.Database) {}

  /** The prepared statement of `sql`, from the cache (most recently used last). */
  statement(sql: string): SqliteDatabase.Statement {
    const cached = this.#cache.get(sql);
    if (cached) {
      this.#cache.delete(sql);
      this.#cache.set(sql, cached);
      return cached;
    }
    const stmt = this.db.prepare(sql);
    this.#cache.set(sql, stmt);
    if (this.#cache.size > STATEMENT_CACHE_SIZE) {
      const oldest = this.#cache.keys().next().value as string;
      this.#cache.delete(oldest);
    }
    return stmt;
  }

  /** Statements prepared and kept (tests). */
  get cachedStatements(): number {
    return this.#cache.size;
  }

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { sql, parameters } = compiledQuery;
    const stmt = this.statement(sql);
    if (stmt.reader) return Promise.resolve({ rows: stmt.all(parameters as unknown[]) as R[] });
    const { changes, lastInsertRowid } = stmt.run(parameters);
    return Promise.resolve({ numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] });
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(compiledQuery.query)) throw new Error('Sqlite driver only supports streaming of select queries');
    // Not from the cache: another statement of the same text may run while this one is iterated.
    const stmt = this.db.prepare(compiledQuery.sql);
    for (const row of stmt.iterate(compiledQuery.parameters)) yield { rows: [row as R] };
  }
}

/** Longest run of connection handovers inside one event-loop turn (see FifoLock). */
export const LOCK_SLICE_MS = 5;

/**
 * First come, first served: `acquire` resolves in call order; `release` hands over to the next waiter
 * only. A handover goes through the event loop (`setImmediate`) once the current turn has run
 * LOCK_SLICE_MS, so the loop polls its sockets at least that often.
 *
 * Why: better-sqlite3 answers synchronously, so every request the loop had read ran to its end
 * (authentication, transaction, answer) inside one chain of microtasks, and the loop polled only
 * between such batches (0.5-0.8 s apart under the save-load bench). Node accepts about one new
 * connection per poll, so most of 64 connections sat in the kernel's accept queue for seconds: the
 * bimodal tail (p50 0.3 s, p99 7-8 s, autocannon's 10 s timeouts).
 */
export class FifoLock {
  #held = false;
  readonly #waiting: Array<() => void> = [];
  #turnStarted = performance.now();

  acquire(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => this.#waiting.push(resolve));
  }

  release(): void {
    const next = this.#waiting.shift();
    if (!next) {
      this.#held = false;
      return;
    }
    if (performance.now() - this.#turnStarted < LOCK_SLICE_MS) return next();
    setImmediate(() => {
      this.#turnStarted = performance.now();
      next();
    });
  }

  get waiting(): number {
    return this.#waiting.length;
  }
}

class FifoSqliteDriver implements Driver {
  readonly #lock = new FifoLock();
  readonly #connection: CachingConnection;
  constructor(readonly db: SqliteDatabase.Database) {
    this.#connection = new CachingConnection(db);
  }
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#lock.acquire();
    return this.#connection;
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    // IMMEDIATE takes the write lock up front, so a second process (the CLI beside the server) waits
    // for it under busy_timeout; a deferred transaction that reads and then writes fails at once with
    // "database is locked" when another process committed in between.
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(): Promise<void> {
    this.#lock.release();
  }
  async destroy(): Promise<void> {
    this.db.close();
  }
}

/** The dialect for `new Kysely({ dialect: new CachingSqliteDialect(connection) })`. */
export class CachingSqliteDialect implements Dialect {
  constructor(readonly database: SqliteDatabase.Database) {}
  createDriver(): Driver {
    return new FifoSqliteDriver(this.database);
  }
  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }
  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

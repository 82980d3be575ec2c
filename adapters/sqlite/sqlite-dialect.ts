/**
 * kysely's SQLite dialect, with the things a busy server needs that kysely's own driver lacks:
 * - a prepared-statement cache: kysely's driver calls `db.prepare(sql)` for every statement (about a
 *   fifth of a busy server's CPU went into SQLite's parser); here each distinct SQL text is prepared
 *   once and kept (least recently used first out, `STATEMENT_CACHE_SIZE` at most);
 * - a fair queue for the one connection: work waiting for it (a request's query, a transaction) is
 *   served strictly first come, first served, and a release wakes only the next waiter (kysely's mutex
 *   wakes every waiter, which then race; with hundreds of waiting requests that is quadratic work and
 *   the order is not guaranteed);
 * - group commit for the transactions of the dialect's `grouped` driver (the store sends bid saves
 *   and confirms there): see SqliteWriter.
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
 * only. A handover, and an acquisition of the free lock, goes through the event loop (`setImmediate`)
 * once the current turn has run LOCK_SLICE_MS, so the loop polls its sockets at least that often.
 *
 * Why: better-sqlite3 answers synchronously, so every request the loop had read ran to its end
 * (authentication, transaction, answer) inside one chain of microtasks, and the loop polled only
 * between such batches (0.5-0.8 s apart under the save-load bench). Node accepts about one new
 * connection per poll, so most of 64 connections sat in the kernel's accept queue for seconds: the
 * bimodal tail (p50 0.3 s, p99 7-8 s, autocannon's 10 s timeouts).
 */
export class FifoLock {
  constructor(readonly sliceMs = LOCK_SLICE_MS) {}
  #held = false;
  readonly #waiting: Array<() => void> = [];
  #turnStarted = performance.now();

  acquire(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      if (performance.now() - this.#turnStarted < this.sliceMs) return Promise.resolve();
      // Free, but the turn has run its slice: through the event loop too (else requests that find the
      // lock free, as grouped saves leave it while they wait for their COMMIT, run on without a poll).
      return new Promise<void>((resolve) =>
        setImmediate(() => {
          this.#turnStarted = performance.now();
          resolve();
        }),
      );
    }
    return new Promise<void>((resolve) => this.#waiting.push(resolve));
  }

  /** Like `acquire`, but ahead of every waiter (the group's COMMIT: its members' answers wait for it). */
  acquireFirst(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => this.#waiting.unshift(resolve));
  }

  release(): void {
    const next = this.#waiting.shift();
    if (!next) {
      this.#held = false;
      return;
    }
    if (performance.now() - this.#turnStarted < this.sliceMs) return next();
    setImmediate(() => {
      this.#turnStarted = performance.now();
      next();
    });
  }

  get waiting(): number {
    return this.#waiting.length;
  }
}

/** The group of savepoints one outer transaction holds until its COMMIT. */
interface Group {
  /** When its first member began (performance.now()). */
  openedAt: number;
  /** Settles once the group's COMMIT has run: rejected with its error when it failed. */
  committed: Promise<void>;
  resolve(): void;
  reject(e: unknown): void;
}

/** One acquisition of the connection, released once; what it began on it. */
class Lease implements DatabaseConnection {
  released = false;
  /** A transaction of its own (BEGIN IMMEDIATE … COMMIT). */
  own = false;
  /** Its savepoint in the open group, until released or rolled back. */
  savepoint: string | null = null;
  /** The group whose COMMIT its released savepoint waits for. */
  waitsFor: Group | null = null;
  constructor(readonly writer: SqliteWriter) {}
  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    return this.writer.execute<R>(this, compiledQuery);
  }
  streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    return this.writer.connection.streamQuery<R>(compiledQuery);
  }
}

/**
 * The one connection, its queue, and group commit.
 *
 * Group commit: a transaction of the `grouped` driver does not commit alone. The first one opens an
 * outer transaction (BEGIN IMMEDIATE) and schedules its COMMIT for the end of the event-loop turn
 * (`setImmediate`, then ahead of every waiter of the queue; or at once, when a member commits after the
 * group has been open LOCK_SLICE_MS, so no answer waits longer); each grouped transaction runs in its own
 * SAVEPOINT inside it, one after another as the queue hands the connection over. A grouped transaction
 * that fails rolls back to its savepoint only (its caller gets its own error or failed Result, the
 * others go on); one that succeeds releases its savepoint, hands the connection to the next waiter and
 * resolves only once the group's COMMIT has run. So the saves arriving in one turn share one COMMIT
 * (SQLite's costliest statement in a save) and none is answered before it.
 * - Durability: an answered save is committed, as without grouping (WAL, synchronous = NORMAL: a
 *   process crash loses nothing committed; the kill -9 test in adapters/http/tests/crash-recovery.test.ts).
 *   A crash before the COMMIT loses the whole group, none of which was answered.
 * - Ordering: members run one at a time in queue order, each seeing the writes of those before it in
 *   the group (the ledger chains them in that order); their answers follow the COMMIT, in that order.
 * - A failed COMMIT (disk full, I/O error) rolls the whole group back: every member's transaction
 *   rejects with the COMMIT's error (a 500 each, none answered as saved). If SQLite rolled the outer
 *   transaction back itself while a member ran, the group fails the same way.
 * - Work outside the group: a transaction of the other driver, and a statement that writes outside any
 *   transaction, first commit the open group (at once: they hold the connection), so they never join it
 *   and are answered only after their own COMMIT. Statements that only read run inside the open group
 *   and may see its members' writes one turn before the COMMIT (only bid saves and confirms group, and
 *   a bidder reads only its own bids; staff reads may see a save the COMMIT then makes durable).
 * - The event loop: members leave the connection free while they wait for the COMMIT, so requests
 *   that find it free would run on without a poll; the queue gives even the free lock through the
 *   event loop once the turn has run its slice (FifoLock), else sockets waited seconds to be accepted.
 */
class SqliteWriter {
  readonly lock: FifoLock;
  readonly connection: CachingConnection;
  #group: Group | null = null;
  #savepoints = 0;

  constructor(
    readonly db: SqliteDatabase.Database,
    lockSliceMs: number,
  ) {
    this.connection = new CachingConnection(db);
    this.lock = new FifoLock(lockSliceMs);
  }

  async acquire(): Promise<Lease> {
    await this.lock.acquire();
    return new Lease(this);
  }

  release(lease: Lease): void {
    if (lease.released) return;
    lease.released = true;
    this.lock.release();
  }

  execute<R>(lease: Lease, query: CompiledQuery): Promise<QueryResult<R>> {
    // A write outside any transaction commits on its own, after the open group: never inside it.
    if (this.#group && !lease.own && lease.savepoint === null && !this.connection.statement(query.sql).reader) this.#commitGroup();
    return this.connection.executeQuery<R>(query);
  }

  #run(sql: string): void {
    this.connection.statement(sql).run();
  }

  begin(lease: Lease, grouped: boolean): void {
    if (!grouped) {
      if (this.#group) this.#commitGroup();
      // IMMEDIATE takes the write lock up front, so a second process (the CLI beside the server) waits
      // for it under busy_timeout; a deferred transaction that reads and then writes fails at once with
      // "database is locked" when another process committed in between.
      this.#run('begin immediate');
      lease.own = true;
      return;
    }
    if (!this.#group) this.#openGroup();
    const name = `g${(this.#savepoints = (this.#savepoints + 1) % 1_000_000)}`;
    this.#run(`savepoint ${name}`);
    lease.savepoint = name;
  }

  async commit(lease: Lease): Promise<void> {
    if (lease.savepoint === null) {
      this.#run('commit');
      lease.own = false;
      return;
    }
    const group = this.#group;
    if (!group || !this.db.inTransaction) throw new Error('The group transaction ended before its member committed');
    this.#run(`release ${lease.savepoint}`);
    lease.savepoint = null;
    lease.waitsFor = group;
    // A group open for a slice commits at once: its members' answers wait no longer than that.
    if (performance.now() - group.openedAt >= this.lock.sliceMs) this.#commitGroup();
    // The next waiter may run (and join the group) while this member waits for the COMMIT.
    this.release(lease);
    await group.committed;
  }

  rollback(lease: Lease): void {
    // Its savepoint was released and the group's COMMIT failed: the COMMIT's failure rolled it back.
    if (lease.waitsFor) return;
    if (lease.savepoint === null) {
      this.#run('rollback');
      lease.own = false;
      return;
    }
    const name = lease.savepoint;
    lease.savepoint = null;
    if (!this.db.inTransaction) {
      // SQLite ended the outer transaction itself (an I/O error, a full disk): every member is lost.
      this.#failGroup(new Error('SQLite rolled back the group transaction'));
      return;
    }
    this.#run(`rollback to ${name}`);
    this.#run(`release ${name}`);
  }

  #openGroup(): void {
    this.#run('begin immediate');
    let resolve!: () => void;
    let reject!: (e: unknown) => void;
    const committed = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
    committed.catch(() => undefined); // a group whose members all rolled back has no one waiting
    const group: Group = { openedAt: performance.now(), committed, resolve, reject };
    this.#group = group;
    setImmediate(() => {
      if (this.#group !== group) return;
      void this.lock.acquireFirst().then(() => {
        try {
          if (this.#group === group) this.#commitGroup();
        } finally {
          this.lock.release();
        }
      });
    });
  }

  /** Commits the open group (the caller holds the connection) and settles its members. */
  #commitGroup(): void {
    const group = this.#group as Group;
    this.#group = null;
    try {
      if (!this.db.inTransaction) throw new Error('SQLite rolled back the group transaction');
      this.#run('commit');
      group.resolve();
    } catch (e) {
      if (this.db.inTransaction) {
        try {
          this.#run('rollback');
        } catch {
          /* the failure reported is the COMMIT's */
        }
      }
      group.reject(e);
    }
  }

  #failGroup(e: unknown): void {
    const group = this.#group;
    this.#group = null;
    group?.reject(e);
  }

  destroy(): void {
    if (this.#group) this.#commitGroup();
    this.db.close();
  }
}

/** kysely's driver over the shared writer: `grouped` transactions join the group commit. */
class FifoSqliteDriver implements Driver {
  constructor(
    readonly writer: SqliteWriter,
    readonly grouped: boolean,
  ) {}
  async init(): Promise<void> {}
  acquireConnection(): Promise<DatabaseConnection> {
    return this.writer.acquire();
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    this.writer.begin(connection as Lease, this.grouped);
  }
  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.writer.commit(connection as Lease);
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    this.writer.rollback(connection as Lease);
  }
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.writer.release(connection as Lease);
  }
  async destroy(): Promise<void> {
    // The grouped driver's instance shares the connection: the plain one closes it.
    if (!this.grouped) this.writer.destroy();
  }
}

/**
 * The dialect for `new Kysely({ dialect: new CachingSqliteDialect(connection) })`; `grouped()` is a
 * dialect over the same connection and queue whose transactions join the group commit (SqliteWriter).
 */
export class CachingSqliteDialect implements Dialect {
  readonly #writer: SqliteWriter;
  readonly #groupCommit: boolean;
  /**
   * `lockSliceMs`: the queue's LOCK_SLICE_MS (tests that need every handover inside one turn pass
   * Infinity); `groupingFor`: the dialect whose connection and queue this one shares, grouped.
   */
  constructor(
    readonly database: SqliteDatabase.Database,
    opts: { lockSliceMs?: number; groupingFor?: CachingSqliteDialect } = {},
  ) {
    this.#writer = opts.groupingFor ? opts.groupingFor.#writer : new SqliteWriter(database, opts.lockSliceMs ?? LOCK_SLICE_MS);
    this.#groupCommit = opts.groupingFor !== undefined;
  }
  /** The same connection and queue, its transactions grouped: one COMMIT per event-loop turn. */
  grouped(): CachingSqliteDialect {
    return new CachingSqliteDialect(this.database, { groupingFor: this });
  }
  createDriver(): Driver {
    return new FifoSqliteDriver(this.#writer, this.#groupCommit);
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

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openSqliteConnection } from './open-sqlite-store';
import { CachingSqliteDialect, FifoLock, LOCK_SLICE_MS } from './sqlite-dialect';

const busyFor = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

describe('FifoLock', () => {
  it('serves waiters first come, first served', async () => {
    const lock = new FifoLock();
    const order: number[] = [];
    await lock.acquire();
    const waiters = [1, 2, 3].map((n) => lock.acquire().then(() => order.push(n)).then(() => lock.release()));
    lock.release();
    await Promise.all(waiters);
    expect(order).toEqual([1, 2, 3]);
    expect(lock.waiting).toBe(0);
  });

  it('hands over inside the turn while it is short, through the event loop once it ran LOCK_SLICE_MS', async () => {
    const lock = new FifoLock();
    // A first handover through the loop starts a fresh turn.
    await lock.acquire();
    busyFor(LOCK_SLICE_MS + 1);
    const first = lock.acquire();
    lock.release();
    await first;

    const seen: string[] = [];
    const quick = lock.acquire().then(() => seen.push('quick waiter'));
    setImmediate(() => seen.push('event loop'));
    lock.release();
    await quick;
    expect(seen).toEqual(['quick waiter']);

    busyFor(LOCK_SLICE_MS + 1);
    const late = lock.acquire().then(() => seen.push('late waiter'));
    setImmediate(() => seen.push('event loop'));
    lock.release();
    await late;
    expect(seen).toEqual(['quick waiter', 'event loop', 'event loop', 'late waiter']);
  });

  it('gives the free lock through the event loop too once the turn ran LOCK_SLICE_MS', async () => {
    const lock = new FifoLock();
    const seen: string[] = [];
    await lock.acquire();
    lock.release();
    busyFor(LOCK_SLICE_MS + 1);
    setImmediate(() => seen.push('event loop'));
    const free = lock.acquire().then(() => seen.push('free lock'));
    await free;
    expect(seen).toEqual(['event loop', 'free lock']);
    // The turn starts afresh: the next acquisitions are at once.
    lock.release();
    setImmediate(() => seen.push('event loop again'));
    const again = lock.acquire().then(() => seen.push('at once'));
    await again;
    expect(seen).toEqual(['event loop', 'free lock', 'at once']);
    lock.release();
  });
});

describe('group commit', () => {
  /** A plain and a grouped kysely over one file, and a second connection that sees only what was committed. */
  const open = () => {
    const dir = mkdtempSync(join(tmpdir(), 'sla-group-'));
    const file = join(dir, 'group.db');
    const connection = openSqliteConnection(file);
    connection.exec('create table parent (id integer primary key, name text not null)');
    connection.exec('create table child (id integer primary key, parent_id integer not null references parent (id) deferrable initially deferred)');
    // Every handover inside the turn (no LOCK_SLICE_MS), so one turn's transactions make one group.
    const dialect = new CachingSqliteDialect(connection, { lockSliceMs: Infinity });
    const plain = new Kysely<unknown>({ dialect });
    const grouped = new Kysely<unknown>({ dialect: dialect.grouped() });
    const reader = new Database(file, { readonly: true });
    const committed = () => (reader.prepare('select name from parent order by id').all() as Array<{ name: string }>).map((r) => r.name);
    const insert = (db: Kysely<unknown>, name: string) => db.transaction().execute((trx) => sql`insert into parent (name) values (${name})`.execute(trx));
    const close = async () => {
      reader.close();
      await plain.destroy();
      rmSync(dir, { recursive: true, force: true });
    };
    return { connection, plain, grouped, committed, insert, close };
  };

  it('commits the transactions of one turn once, and answers none before that COMMIT', async () => {
    const g = open();
    try {
      const seenAtAnswer: string[][] = [];
      const saves = ['a', 'b', 'c'].map((name) => g.insert(g.grouped, name).then(() => seenAtAnswer.push(g.committed())));
      await Promise.resolve();
      expect(g.committed()).toEqual([]);
      await Promise.all(saves);
      // The first save is answered only after the COMMIT that holds all three.
      expect(seenAtAnswer).toEqual([['a', 'b', 'c'], ['a', 'b', 'c'], ['a', 'b', 'c']]);
      expect(g.connection.inTransaction).toBe(false);
    } finally {
      await g.close();
    }
  });

  it('rolls back a failing member to its savepoint only, and answers it its own error', async () => {
    const g = open();
    try {
      const failing = g.grouped.transaction().execute(async (trx) => {
        await sql`insert into parent (name) values ('refused')`.execute(trx);
        throw new Error('refused save');
      });
      const results = await Promise.allSettled([g.insert(g.grouped, 'first'), failing, g.insert(g.grouped, 'last')]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('refused save'));
      expect(g.committed()).toEqual(['first', 'last']);
    } finally {
      await g.close();
    }
  });

  it('fails every member when the COMMIT fails, writes none of them, and the next group commits', async () => {
    const g = open();
    try {
      // A deferred foreign key is checked at COMMIT: the orphan makes the group's COMMIT fail.
      const orphan = g.grouped.transaction().execute((trx) => sql`insert into child (parent_id) values (999)`.execute(trx));
      const results = await Promise.allSettled([g.insert(g.grouped, 'lost'), orphan, g.insert(g.grouped, 'lost too')]);
      expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
      for (const r of results) expect(String((r as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY constraint failed/);
      expect(g.committed()).toEqual([]);
      expect(g.connection.inTransaction).toBe(false);
      await g.insert(g.grouped, 'next');
      expect(g.committed()).toEqual(['next']);
    } finally {
      await g.close();
    }
  });

  it('commits the open group before a transaction of its own or a write outside any transaction', async () => {
    const g = open();
    try {
      const grouped = g.insert(g.grouped, 'grouped');
      let seenByOwn: string[] = [];
      const own = g.insert(g.plain, 'own').then(() => (seenByOwn = g.committed()));
      await Promise.all([grouped, own]);
      expect(seenByOwn).toEqual(['grouped', 'own']);
      const again = g.insert(g.grouped, 'grouped again');
      await sql`insert into parent (name) values ('plain write')`.execute(g.plain);
      // The plain write committed the group before it, then itself (autocommit).
      expect(g.committed()).toEqual(['grouped', 'own', 'grouped again', 'plain write']);
      await again;
    } finally {
      await g.close();
    }
  });
});

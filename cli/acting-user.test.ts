/**
 * Who the user and lots commands act as (cli/acting-user.ts): on an empty database `sla user add`
 * creates the first manager as the installation's operator; from then on commands act as a manager
 * (`--as LOGIN`, else the first usable one), and the use cases refuse a login without the role
 * (exit 5) and write nothing. Real processes over a fresh SQLite file.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../core/ports/repositories';
import { MSG } from '../core/domain/messages';
import { makeAuction, makeClient } from '../fixtures/builders';
import { ROOT, slaRunner, withSqliteStore } from './sla-process.test-kit';

let dir: string;
let env: Record<string, string>;

const sla = slaRunner(() => env);
const withStore = <T>(fn: (store: Store) => Promise<T>): Promise<T> => withSqliteStore(env.DATABASE_URL, fn);

const userArgs = (login: string, roles: string) => ['user', 'add', '--login', login, '--email', `${login}@x.example`, '--first', 'A', '--last', 'B', '--roles', roles];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sla-actor-'));
  env = { DATABASE_URL: path.join(dir, 'app.db'), DATA_DIR: path.join(dir, 'data'), SMTP_URL: '' };
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('sla acting user', { timeout: 120_000 }, () => {
  it('creates the first manager on an empty database, then acts as a manager and refuses other logins', async () => {
    expect((await sla('migrate')).code).toBe(0);
    const first = await sla(...userArgs('boss', 'MANAGER'), '--json');
    expect(first.code, first.stderr).toBe(0);
    // --json prints the user as the HTTP API does.
    expect(JSON.parse(first.stdout).user).toMatchObject({ loginName: 'boss', roles: ['MANAGER'], esecAucCompany: null, esecAucClient: null });

    const reporter = await sla(...userArgs('reporter', 'REPORT'));
    expect(reporter.code, reporter.stderr).toBe(0);
    const asBoss = await sla(...userArgs('second', 'REPORT'), '--as', 'boss');
    expect(asBoss.code, asBoss.stderr).toBe(0);

    const { auctionId } = await withStore(async (store) => {
      const client = await store.clients.create(makeClient());
      return { auctionId: (await store.auctions.create(makeAuction({ clientId: client.id }))).id };
    });
    const [addAsReporter, mfaAsReporter, lotsAsReporter, lotsAsNobody] = await Promise.all([
      sla(...userArgs('intruder', 'MANAGER'), '--as', 'reporter'),
      sla('user', 'mfa', 'boss', '--as', 'reporter'),
      sla('lots', 'import', String(auctionId), path.join(ROOT, 'fixtures', 'lots-sample.csv'), '--as', 'reporter'),
      sla('lots', 'import', String(auctionId), path.join(ROOT, 'fixtures', 'lots-sample.csv'), '--as', 'nobody'),
    ]);
    for (const refused of [addAsReporter, mfaAsReporter, lotsAsReporter]) {
      expect(refused.code, refused.stderr).toBe(5);
      expect(refused.stderr).toContain(MSG.FORBIDDEN);
    }
    expect(lotsAsNobody.code).toBe(3);

    await withStore(async (store) => {
      expect((await store.users.list()).map((u) => u.loginName).sort()).toEqual(['boss', 'reporter', 'second']);
      expect((await store.users.getByLogin('boss'))?.mfaEnabled).toBe(false);
      expect(await store.lots.listByAuction(auctionId)).toEqual([]);
    });
    // The default actor of `lots import` is the first usable manager.
    const imported = await sla('lots', 'import', String(auctionId), path.join(ROOT, 'fixtures', 'lots-sample.csv'), '--json');
    expect(imported.code, imported.stderr).toBe(0);
    expect(JSON.parse(imported.stdout)).toMatchObject({ imported: 32 });
  });
});

/**
 * The `roles` table follows core's roles without a migration per role: a role of core missing from the
 * table is inserted, a stale row is corrected, a second sync changes nothing, and migrateDatabase runs
 * the sync every time (not only when a migration is pending). SQLite, and PostgreSQL when DATABASE_URL
 * points at one.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from './engines.test-kit';
import { openTempStore } from './temp-store.test-kit';
import { betweenHooks } from '../between-hooks.test-kit';
import type { Role } from '../../core/domain/entities';
import { ROLES, ROLE_CODES, type RoleCode } from '../../core/domain/roles';
import { migrateDatabase } from './migrations/migrations';
import { syncRoleCatalogue } from './role-catalogue';

/** Core's roles as the repository reads them back, without ids. */
const CORE = ROLES.map((r) => ({ roleCode: r.code, roleName: r.name, roleDescription: r.description, isInternal: r.internal }));

describe.each(TEST_ENGINES)('the role catalogue on %s', (engine) => {
  const store = betweenHooks(beforeEach, afterEach, () => openTempStore(engine), (s) => s.close());

  const rows = () => store().users.roles();
  /** The table's rows without ids, in core's order (rows of codes core does not list last). */
  const catalogue = async () =>
    (await rows())
      .map(({ id: _id, ...r }: Role) => r)
      .sort((a, b) => rank(a.roleCode) - rank(b.roleCode));
  const rank = (code: string) => {
    const i = (ROLE_CODES as readonly string[]).indexOf(code);
    return i < 0 ? ROLE_CODES.length : i;
  };
  const remove = (...codes: RoleCode[]) => store().db.deleteFrom('roles').where('roleCode', 'in', codes).execute();

  it('holds core roles after migrating, and a sync then finds nothing to do', async () => {
    expect(await catalogue()).toEqual(CORE);
    expect(await syncRoleCatalogue(store().db, engine)).toEqual({ inserted: [], updated: [] });
  });

  it('inserts a role of core missing from the table, with the next free ids, once', async () => {
    await remove('AIC', 'AWARD');
    expect((await catalogue()).map((r) => r.roleCode)).not.toContain('AIC');
    const maxBefore = Math.max(...(await rows()).map((r) => r.id));

    expect(await syncRoleCatalogue(store().db, engine)).toEqual({ inserted: ['AIC', 'AWARD'], updated: [] });
    expect(await catalogue()).toEqual(CORE);
    const ids = (await rows()).map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await rows()).filter((r) => r.id > maxBefore).map((r) => r.roleCode)).toEqual(['AIC', 'AWARD']);

    // Idempotent: the second run changes nothing, ids included.
    const after = await rows();
    expect(await syncRoleCatalogue(store().db, engine)).toEqual({ inserted: [], updated: [] });
    expect(await rows()).toEqual(after);
  });

  it('corrects a stale name, description or staff flag in place, keeping the id', async () => {
    const before = await rows();
    await store().db.updateTable('roles').set({ roleName: 'Old name' }).where('roleCode', '=', 'BIDDER').execute();
    await store().db.updateTable('roles').set({ roleDescription: 'Old text', isInternal: true }).where('roleCode', '=', 'CLIENT').execute();
    await store().db.updateTable('roles').set({ isInternal: false }).where('roleCode', '=', 'REPORT').execute();

    expect(await syncRoleCatalogue(store().db, engine)).toEqual({ inserted: [], updated: ['BIDDER', 'CLIENT', 'REPORT'] });
    expect(await rows()).toEqual(before);
    expect(await syncRoleCatalogue(store().db, engine)).toEqual({ inserted: [], updated: [] });
  });

  it('leaves a row core no longer lists alone (users may still hold it)', async () => {
    const gone = { id: 99, roleCode: 'RETIRED' as RoleCode, roleName: 'Retired', roleDescription: 'No longer in core', isInternal: false };
    await store().db.insertInto('roles').values(gone).execute();
    expect(await syncRoleCatalogue(store().db, engine)).toEqual({ inserted: [], updated: [] });
    expect(await catalogue()).toEqual([...CORE, { roleCode: 'RETIRED', roleName: 'Retired', roleDescription: 'No longer in core', isInternal: false }]);
  });

  it('runs on every migrateDatabase, also with no migration pending', async () => {
    await remove('CLIENT_RELATIONS');
    const result = await migrateDatabase(store().db, engine);
    expect(result.results).toEqual([]);
    expect(await catalogue()).toEqual(CORE);
  });
});

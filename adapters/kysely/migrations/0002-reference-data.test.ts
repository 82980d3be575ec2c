/**
 * Migration 0002 writes the reference data from its own frozen copy of the values; on a fresh
 * database the tables still hold exactly the live catalogue (core/domain/entities.ts CURRENCIES,
 * core/domain/roles.ts). Roles added since are not a migration: migrateDatabase syncs the `roles`
 * table from core after migrating (role-catalogue.ts), so this keeps checking the result while 0002
 * itself never changes. SQLite, and PostgreSQL when DATABASE_URL points at one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '../engines.test-kit';
import { openTempStore } from '../temp-store.test-kit';
import { betweenHooks } from '../../between-hooks.test-kit';
import { CURRENCIES } from '../../../core/domain/entities';
import { ROLE_CODES, ROLE_DESCRIPTIONS, ROLE_NAMES, isInternalRole } from '../../../core/domain/roles';
import { roleOrder } from '../repositories/user-repository';

describe.each(TEST_ENGINES)('reference data on a fresh %s database', (engine) => {
  const store = betweenHooks(beforeAll, afterAll, () => openTempStore(engine), (s) => s.close());

  it('holds the live role catalogue, row for row, each role under its own id', async () => {
    const rows = await store().users.roles();
    expect(rows.map(({ id: _id, ...row }) => row).sort((a, b) => roleOrder(a.roleCode, b.roleCode))).toEqual(
      ROLE_CODES.map((code) => ({ roleCode: code, roleName: ROLE_NAMES[code], roleDescription: ROLE_DESCRIPTIONS[code], isInternal: isInternalRole(code) })),
    );
    expect(new Set(rows.map((r) => r.id)).size).toBe(ROLE_CODES.length);
  });

  it('holds the live currencies, in id order', async () => {
    expect(await store().reference.currencies()).toEqual(CURRENCIES.map((code, i) => ({ id: i + 1, currencyCode: code })));
  });

  it('holds the twelve asset classes of the lot form', async () => {
    const classes = await store().reference.assetClasses();
    expect(classes.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(classes[0]).toEqual({ id: 1, acFormDescr: 'US Equities' });
  });
});

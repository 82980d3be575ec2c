/**
 * The `roles` table follows core's role list (core/domain/roles.ts): after the migrations, each role is
 * upserted by code (name, description, staff flag), so a new role needs no migration. A role missing
 * from the table takes the next free id; a row whose role core no longer lists is left alone (users may
 * still hold it). Migration 0002 stays frozen: it stored the first eight, this keeps them current.
 */
import type { Kysely } from 'kysely';
import { ROLES, type RoleCode } from '../../core/domain/roles';
import { withoutColumnPlugins } from './column-plugins';
import type { Database, Engine, StoredDatabase } from './schema';

export interface RoleCatalogueChanges {
  inserted: RoleCode[];
  updated: RoleCode[];
}

/** Brings the `roles` table in line with core's roles; returns what it changed (nothing on a second run). */
export async function syncRoleCatalogue(db: Kysely<Database> | Kysely<StoredDatabase>, engine: Engine): Promise<RoleCatalogueChanges> {
  const bool = (v: boolean) => (engine === 'sqlite' ? Number(v) : v);
  return withoutColumnPlugins(db)
    .transaction()
    .execute(async (tx) => {
      const rows = await tx.selectFrom('roles').select(['id', 'role_code', 'role_name', 'role_description', 'is_internal']).execute();
      const byCode = new Map(rows.map((r) => [r.role_code as string, r]));
      let nextId = rows.reduce((max, r) => Math.max(max, r.id), 0) + 1;
      const changes: RoleCatalogueChanges = { inserted: [], updated: [] };
      for (const role of ROLES) {
        const values = { role_name: role.name, role_description: role.description, is_internal: bool(role.internal) };
        const row = byCode.get(role.code);
        if (!row) {
          // Another server syncing the same list at the same moment may insert it first: then nothing to do.
          const added = await tx
            .insertInto('roles')
            .values({ id: nextId++, role_code: role.code, ...values })
            .onConflict((oc) => oc.doNothing())
            .executeTakeFirst();
          if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0) changes.inserted.push(role.code);
        } else if (row.role_name !== role.name || row.role_description !== role.description || Boolean(row.is_internal) !== role.internal) {
          await tx.updateTable('roles').set(values).where('role_code', '=', role.code).execute();
          changes.updated.push(role.code);
        }
      }
      return changes;
    });
}

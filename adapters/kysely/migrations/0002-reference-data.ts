/** Reference data: currencies, asset classes and the role catalogue, with fixed ids. */
import type { Kysely, Migration } from 'kysely';
import { CURRENCIES } from '../../../core/domain/entities';
import { ROLE_CODES, ROLE_DESCRIPTIONS, ROLE_NAMES, isInternalRole } from '../../../core/domain/roles';
import type { Engine, StoredDatabase } from '../schema';

/** Asset classes offered in the lot form and the lot upload template (id = "asset class form id"). */
export const ASSET_CLASSES: readonly string[] = [
  'US Equities',
  'International Equities',
  'Emerging Market Equities',
  'ETFs',
  'ADRs',
  'US Corporate Bonds',
  'International Corporate Bonds',
  'US Treasuries',
  'US Agencies',
  'Government Bonds',
  'Municipal Bonds',
  'Convertible Bonds',
];

export const referenceData = (engine: Engine): Migration => ({
  async up(db: Kysely<StoredDatabase>) {
    const bool = (v: boolean) => (engine === 'sqlite' ? (v ? 1 : 0) : v);
    await db
      .insertInto('currencies')
      .values(CURRENCIES.map((code, i) => ({ id: i + 1, currency_code: code })))
      .execute();
    await db
      .insertInto('asset_classes')
      .values(ASSET_CLASSES.map((descr, i) => ({ id: i + 1, ac_form_descr: descr })))
      .execute();
    await db
      .insertInto('roles')
      .values(
        ROLE_CODES.map((code, i) => ({
          id: i + 1,
          role_code: code,
          role_name: ROLE_NAMES[code],
          role_description: ROLE_DESCRIPTIONS[code],
          is_internal: bool(isInternalRole(code)),
        })),
      )
      .execute();
  },
});

/** Reference data: currencies, asset classes and the role catalogue, with fixed ids. */
import type { Kysely, Migration } from 'kysely';
import { CURRENCIES } from '../../../core/domain/entities';
import { ROLE_CODES, ROLE_DESCRIPTIONS, ROLE_NAMES, isInternalRole } from '../../../core/domain/roles';
import type { Engine } from '../schema';

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

/** The tables this migration fills, as it wrote them (database names; frozen with the migration). */
interface ReferenceTables {
  currencies: { id: number; currency_code: string };
  asset_classes: { id: number; ac_form_descr: string };
  roles: { id: number; role_code: string; role_name: string; role_description: string; is_internal: boolean | number };
}

export const referenceData = (engine: Engine): Migration => ({
  async up(db: Kysely<ReferenceTables>) {
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

/**
 * Reference data: currencies, asset classes and the role catalogue, with fixed ids.
 *
 * Frozen: the values are written here as they were when this migration shipped, not imported from
 * core (core/domain/entities.ts CURRENCIES, core/domain/roles.ts), so a role or currency added
 * later can never change what this migration writes on a fresh database: a change to the catalogue
 * is a new migration. 0002-reference-data.test.ts checks that the migrated tables still match the
 * live catalogue.
 */
import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../schema';

/** The tables this migration fills, as 0001 created them (not the live schema's types, which may move on). */
interface TablesAt0002 {
  currencies: { id: number; currency_code: string };
  asset_classes: { id: number; ac_form_descr: string };
  roles: { id: number; role_code: string; role_name: string; role_description: string; is_internal: boolean | number };
}

/** Currency codes, in id order (id = position + 1). */
const CURRENCIES: readonly string[] = ['USD', 'EUR', 'GBP', 'JPY', 'SEK', 'CHF', 'AUD'];

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

/** The role catalogue, in id order: code, name, description, and whether it is a role of the lending agent's staff. */
const ROLES: ReadonlyArray<{ code: string; name: string; description: string; internal: boolean }> = [
  { code: 'MANAGER', name: 'Manager', description: 'Lending agent manager: full setup and administration', internal: true },
  { code: 'CLIENT_RELATIONS', name: 'Client Relations', description: 'Lending agent client relations: auctions, borrowers, clients, info centre, reports', internal: true },
  { code: 'BIDDER', name: 'Bidder', description: 'External bidder of a borrower', internal: false },
  { code: 'SUPERBIDDER', name: 'Super Bidder', description: 'External super bidder: bids on behalf of a bidder, also after the end', internal: false },
  { code: 'AIC', name: 'Auction Info Center', description: 'External auction information centre user', internal: false },
  { code: 'CLIENT', name: 'Client', description: 'External client (asset owner): reports of its own auctions', internal: false },
  { code: 'REPORT', name: 'Report', description: 'Reports of all auctions', internal: true },
  { code: 'AWARD', name: 'Award', description: 'Generates, confirms and unconfirms awards', internal: true },
];

export const referenceData = (engine: Engine): Migration => ({
  async up(db: Kysely<TablesAt0002>) {
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
        ROLES.map((role, i) => ({
          id: i + 1,
          role_code: role.code,
          role_name: role.name,
          role_description: role.description,
          is_internal: bool(role.internal),
        })),
      )
      .execute();
  },
});

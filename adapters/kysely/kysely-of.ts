/**
 * The kysely instance behind a store, apart from the store itself (./store.ts) so that what only asks
 * (createCore choosing the files' default) does not load kysely and the seventeen repositories.
 */
import type { Kysely } from 'kysely';
import type { Store } from '../../core/ports/repositories';
import type { Database } from './schema';
import type { KyselyStore } from './store';

/** The kysely instance behind a store created by ./store.ts, or null for another implementation. */
export const kyselyOf = (store: Store): Kysely<Database> | null =>
  'db' in store ? (store as KyselyStore).db : null;

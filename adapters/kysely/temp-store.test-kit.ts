/** A fresh migrated store of a test engine (engines.test-kit.ts), deleted on close. */
import type { Engine } from './schema';
import type { KyselyStore } from './store';
import { POSTGRES_URL } from './engines.test-kit';
import { openTempSqliteStore } from '../sqlite/temp-sqlite-store.test-kit';
import { openTempPostgresStore } from '../postgres/temp-postgres-store.test-kit';

export const openTempStore = (engine: Engine): Promise<KyselyStore> => (engine === 'postgres' && POSTGRES_URL ? openTempPostgresStore(POSTGRES_URL) : openTempSqliteStore());

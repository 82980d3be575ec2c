import { describe } from 'vitest';
import { POSTGRES_URL } from '../kysely/engines.test-kit';
import { runStoreContract } from '../kysely/store.contract';
import { openTempPostgresStore } from './temp-postgres-store.test-kit';

describe.skipIf(!POSTGRES_URL)('postgres', () => runStoreContract('postgres', () => openTempPostgresStore(POSTGRES_URL ?? '')));

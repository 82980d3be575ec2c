import { describe } from 'vitest';
import { runStoreContract } from '../kysely/store.contract';
import { openTempPostgresStore } from './temp-postgres-store.test-kit';

const url = process.env.DATABASE_URL ?? '';
describe.skipIf(!/^postgres(ql)?:\/\//.test(url))('postgres', () => runStoreContract('postgres', () => openTempPostgresStore(url)));

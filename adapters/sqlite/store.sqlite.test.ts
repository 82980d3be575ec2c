import { runStoreContract } from '../kysely/store.contract';
import { openTempSqliteStore } from './temp-sqlite-store.test-kit';

runStoreContract('sqlite', openTempSqliteStore);

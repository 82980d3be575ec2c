import { runStoreContract } from '../kysely/store.contract';
import { openTempSqliteStore } from './temp-sqlite-store';

runStoreContract('sqlite', openTempSqliteStore);

/**
 * The contract every `Store` implementation must meet, run against each engine by a three-line
 * caller (adapters/sqlite/store.sqlite.test.ts, adapters/postgres/store.postgres.test.ts).
 * Each test builds its own rows with fresh unique names, so tests share one database.
 * One file per repository in store-contract/ (named as the kysely repositories), their shared
 * helpers in store-contract/kit.test-kit.ts.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import type { Store } from '../../core/ports/repositories';
import { storeKit } from './store-contract/kit.test-kit';
import { referenceRepositoryContract } from './store-contract/reference-repository.contract';
import { clientRepositoryContract } from './store-contract/client-repository.contract';
import { borrowerRepositoryContract } from './store-contract/borrower-repository.contract';
import { userRepositoryContract } from './store-contract/user-repository.contract';
import { auctionRepositoryContract } from './store-contract/auction-repository.contract';
import { lotRepositoryContract } from './store-contract/lot-repository.contract';
import { storeTransactionContract } from './store-contract/store.contract';
import { inviteeRepositoryContract } from './store-contract/invitee-repository.contract';
import { infoCentreRepositoryContract } from './store-contract/info-centre-repository.contract';
import { rulesAcceptanceRepositoryContract } from './store-contract/rules-acceptance-repository.contract';
import { bidRepositoryContract } from './store-contract/bid-repository.contract';
import { activityRepositoryContract } from './store-contract/activity-repository.contract';
import { awardRepositoryContract } from './store-contract/award-repository.contract';
import { auditLedgerRepositoryContract } from './store-contract/audit-ledger-repository.contract';
import { reportDataRepositoryContract } from './store-contract/report-data-repository.contract';
import { authRepositoryContract } from './store-contract/auth-repository.contract';
import { mailLogRepositoryContract } from './store-contract/mail-log-repository.contract';
import { holdingRepositoryContract } from './store-contract/holding-repository.contract';
import { loanRepositoryContract } from './store-contract/loan-repository.contract';

export function runStoreContract(name: string, open: () => Promise<Store>): void {
  describe(`Store contract: ${name}`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store?.close();
    });
    const kit = storeKit(() => store);

    referenceRepositoryContract(kit);
    clientRepositoryContract(kit);
    borrowerRepositoryContract(kit);
    userRepositoryContract(kit);
    auctionRepositoryContract(kit);
    lotRepositoryContract(kit);
    storeTransactionContract(kit);
    inviteeRepositoryContract(kit);
    infoCentreRepositoryContract(kit);
    rulesAcceptanceRepositoryContract(kit);
    bidRepositoryContract(kit);
    activityRepositoryContract(kit);
    awardRepositoryContract(kit);
    auditLedgerRepositoryContract(kit);
    reportDataRepositoryContract(kit);
    authRepositoryContract(kit);
    mailLogRepositoryContract(kit);
    holdingRepositoryContract(kit);
    loanRepositoryContract(kit);
  });
}

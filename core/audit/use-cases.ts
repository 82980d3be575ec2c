/**
 * Who may call each use case of core/audit: the names and access of its use cases (core/app/use-case.ts),
 * apart from their bodies, so the HTTP contract and the web import them without the code.
 */
import { useCaseSpecs } from '../app/use-case-spec';

/** Who may verify an auction's ledger, check a receipt and read the ledger's head (see above). */
export const AUDIT_USE_CASES = useCaseSpecs('audit', { verify: 'seeStaffReports', receipt: 'checkBidReceipts', head: 'seeStaffReports' });

/**
 * `sla audit verify <auction>` and `sla audit receipt <auction> <hash>`: the operator's checks of an
 * auction's bid ledger (core/audit), as a staff user with the report roles (`--as`, else the first
 * usable one; a bidder given with `--as` checks only its own receipts). Both exit 0 when all is well
 * and EXIT.TAMPERED (7) naming the first broken entry or differing table row when not.
 */
import type { Command } from 'commander';
import type { CliIo } from '../cli-io';
import { actingCommand } from '../command-options';

const AS_AUDITOR = 'act as this user (default: the first usable MANAGER, CLIENT_RELATIONS or REPORT user)';

export const registerAudit = (program: Command, io: CliIo): void => {
  const audit = program.command('audit').description('check the tamper-evident bid ledger of an auction');

  actingCommand(audit, 'verify <auction>', 'recompute the hash chain, replay it and compare with the bids, comments and awards tables; <auction> is an id or the exact name', AS_AUDITOR, 'print the verification as JSON')
    .option('--head <hash>', 'also check that this head hash, published earlier, is still an entry of the chain')
    .action(async (ref: string, opts: { head?: string; as?: string; json?: boolean }) => (await import('./audit-actions')).verifyLedger(io, ref, opts));

  actingCommand(audit, 'receipt <auction> <hash>', 'say whether a bid receipt (its hash) is in the ledger of the auction, and what it covered', AS_AUDITOR, 'print the receipt check as JSON')
    .action(async (ref: string, hash: string, opts: { as?: string; json?: boolean }) => (await import('./audit-actions')).showReceipt(io, ref, hash, opts));
};

/** What `sla loans list`, `export` and `collateral` do (their options: loans.ts). */
import type { CliIo } from '../cli-io';
import { cdmDocuments, listLoans, setCollateralPct, slateFile } from '../../core/loans/loans-service';
import { slateCsv } from '../../core/loans/slate-report';
import { output, withAuctionActor } from '../cli-context';
import { CliError, EXIT, valueOrExit } from '../cli-error';

export interface LoansExportOptions {
  format: string;
  csv?: boolean;
  date?: string;
  as?: string;
}

export const list = async (io: CliIo, ref: string, opts: { as?: string; json?: boolean }): Promise<void> => {
  await withAuctionActor(io, ref, 'seeLoans', opts.as, async ({ deps, auction, actor }) => {
    const loans = valueOrExit(await listLoans(deps, actor, auction.id));
    output(io, Boolean(opts.json), loans, () => [
      `${loans.length} loan records of ${auction.auctionName}:`,
      ...loans.map(
        (l) =>
          `  #${l.id} ${l.status.padEnd(9)} lot ${l.terms.security.lotNumber.padEnd(6)} ${l.terms.borrower.name.padEnd(24)} due ${l.reportDeadline}` +
          (l.complete ? '' : `  missing: ${l.missing.join('; ')}`),
      ),
    ]);
  });
};

export const exportLoans = async (io: CliIo, ref: string, opts: LoansExportOptions): Promise<void> => {
  if (opts.format !== 'slate' && opts.format !== 'cdm') throw new CliError(`--format must be slate or cdm, not "${opts.format}"`, EXIT.INVALID);
  if (opts.format === 'cdm' && (opts.csv || opts.date)) throw new CliError('--csv and --date are for --format slate', EXIT.INVALID);
  await withAuctionActor(io, ref, 'seeLoans', opts.as, async ({ deps, auction, actor }) => {
    if (opts.format === 'cdm') {
      io.out(`${JSON.stringify(valueOrExit(await cdmDocuments(deps, actor, auction.id)), null, 2)}\n`);
      return;
    }
    const rows = valueOrExit(await slateFile(deps, actor, { auctionId: auction.id, ...(opts.date === undefined ? {} : { date: opts.date }) }));
    io.out(opts.csv ? slateCsv(rows) : `${JSON.stringify(rows, null, 2)}\n`);
  });
};

export const collateral = async (io: CliIo, ref: string, pct: string, opts: { as?: string; json?: boolean }): Promise<void> => {
  await withAuctionActor(io, ref, 'setLoanTerms', opts.as, async ({ deps, auction, actor }) => {
    const set = valueOrExit(await setCollateralPct(deps, actor, auction.id, pct.trim().toLowerCase() === 'none' ? null : pct));
    output(io, Boolean(opts.json), { auctionId: auction.id, ...set }, () => [
      `${auction.auctionName}: percentage of collateral ${set.collateralPct === null ? 'not set' : `${set.collateralPct}%`}`,
    ]);
  });
};

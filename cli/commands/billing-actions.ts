/** What `sla billing statements` does (its options: billing.ts). */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { CliIo } from '../cli-io';
import { billingStatementFile, billingStatements, emailBillingStatements } from '../../core/billing/billing-service';
import { formatMoney } from '../../core/money/format';
import { output, withAuctionActor } from '../cli-context';
import { CliError, EXIT, valueOrExit } from '../cli-error';

export interface StatementsOptions {
  month: string;
  out: string;
  borrower?: string;
  email?: boolean;
  as?: string;
  json?: boolean;
}

export const statements = async (io: CliIo, ref: string, opts: StatementsOptions): Promise<void> => {
  await withAuctionActor(io, ref, opts.email ? 'sendBillingStatements' : 'seeBillingStatements', opts.as, async ({ deps, auction, actor }) => {
    const all = valueOrExit(await billingStatements(deps, actor, auction.id, opts.month));
    const code = opts.borrower?.trim().toUpperCase();
    const chosen = code === undefined ? all : all.filter((s) => s.borrower.companyCode.toUpperCase() === code);
    if (code !== undefined && chosen.length === 0) throw new CliError(`No statement of borrower "${opts.borrower}" in ${auction.auctionName}`, EXIT.NOT_FOUND);
    const dir = resolve(opts.out);
    await mkdir(dir, { recursive: true });
    const written: { borrower: string; files: string[]; convertedTotal: string; currency: string }[] = [];
    for (const s of chosen) {
      const files: string[] = [];
      for (const format of ['pdf', 'xlsx'] as const) {
        const file = valueOrExit(await billingStatementFile(deps, actor, auction.id, s.borrower.id, opts.month, format));
        const path = join(dir, file.fileName);
        await writeFile(path, file.content);
        files.push(path);
      }
      written.push({ borrower: s.borrower.companyCode, files, convertedTotal: s.convertedTotal, currency: s.currency });
    }
    const mailed = opts.email ? valueOrExit(await emailBillingStatements(deps, actor, auction.id, opts.month)) : null;
    output(io, Boolean(opts.json), { auctionId: auction.id, month: opts.month.trim(), statements: chosen, written, emailed: mailed }, () => [
      `${chosen.length} statements of ${auction.auctionName} for ${opts.month.trim()}:`,
      ...written.map((w) => `  ${w.borrower.padEnd(10)} ${formatMoney(w.convertedTotal, w.currency).padStart(18)}  ${w.files.join('  ')}`),
      ...(mailed ? [mailed.message, ...mailed.failed.map((f) => `  not sent to ${f.to}: ${f.cause.message}`)] : []),
    ]);
    if (mailed && mailed.failed.length > 0) throw new CliError(mailed.message, EXIT.UNAVAILABLE);
  });
};

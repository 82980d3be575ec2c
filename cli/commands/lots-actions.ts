/** What `sla lots import` and `sla lots holdings` do (their options: lots.ts). */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import cliProgress from 'cli-progress';
import type { CliIo } from '../cli-io';
import { importLots } from '../../core/admin/lots';
import { checkHoldings } from '../../core/holdings/holdings';
import { formatMoney } from '../../core/money/format';
import { describeSkipped } from '../../core/lots-csv/parse-lots-csv';
import { output, withAuctionActor } from '../cli-context';
import { CliError, cliErrorOf, valueOrExit } from '../cli-error';

/** Files from this size get a progress bar while they are read (on a terminal only). */
const PROGRESS_FROM_BYTES = 256 * 1024;

/** Reads the file as UTF-8, with a byte progress bar for large files on a TTY. */
const readCsv = async (file: string, showProgress: boolean): Promise<string> => {
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch (e) {
    throw new CliError(`${file}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`);
  }
  const bar =
    showProgress && size >= PROGRESS_FROM_BYTES
      ? new cliProgress.SingleBar({ format: 'Reading {file} [{bar}] {percentage}%' }, cliProgress.Presets.shades_classic)
      : null;
  bar?.start(size, 0, { file });
  const chunks: Buffer[] = [];
  let read = 0;
  try {
    for await (const chunk of createReadStream(file)) {
      const buffer = chunk as Buffer;
      chunks.push(buffer);
      read += buffer.length;
      bar?.update(read);
    }
  } finally {
    bar?.stop();
  }
  return Buffer.concat(chunks).toString('utf8');
};

export const importLotsFile = async (io: CliIo, ref: string, file: string, opts: { as?: string; json?: boolean }): Promise<void> => {
  if (!file.toLowerCase().endsWith('.csv')) throw new CliError(`${file}: the file must be a .csv file`);
  const text = await readCsv(file, Boolean(io.isTTY) && !opts.json);
  await withAuctionActor(io, ref, 'manageLots', opts.as, async ({ deps, auction, actor }) => {
    // The same service as the upload screen: empty and header-only files are refused with
    // nothing written; bad rows are skipped with their line number and reason.
    // Large files on a terminal: a bar of the rows written (one transaction: nothing is kept
    // unless the whole import succeeds).
    const bar =
      io.isTTY && !opts.json && text.length >= PROGRESS_FROM_BYTES
        ? new cliProgress.SingleBar({ format: 'Writing lots [{bar}] {value}/{total}' }, cliProgress.Presets.shades_classic)
        : null;
    let imported: Awaited<ReturnType<typeof importLots>>;
    try {
      imported = await importLots(deps, actor, auction.id, text, {
        onProgress: (done, total) => (done === 0 ? bar?.start(total, 0) : bar?.update(done)),
      });
    } finally {
      bar?.stop();
    }
    if (!imported.ok) {
      const error = cliErrorOf(imported);
      const sentence = /[.!?]$/.test(imported.message) ? imported.message : `${imported.message}.`;
      // Every row skipped: the skipped lines on stdout, as on success, then the one-line error.
      const skipped = imported.skipped;
      if (skipped) output(io, Boolean(opts.json), { auctionId: auction.id, imported: 0, skipped }, () => skipped.map((s) => `  ${describeSkipped(s)}`));
      throw new CliError(`${file}: ${imported.title ? `${imported.title}: ` : ''}${sentence} Nothing was imported.`, error.exitCode);
    }
    const { imported: count, skipped } = imported.value;
    output(io, Boolean(opts.json), { auctionId: auction.id, imported: count, skipped }, () => [
      `Imported ${count} lots into ${auction.auctionName} (id ${auction.id}); skipped ${skipped.length} rows.`,
      ...skipped.map((s) => `  ${describeSkipped(s)}`),
    ]);
  });
};

/** Each single lot's holdings count and their sum against its market value, the lots to look at first. */
export const holdingsCheck = async (io: CliIo, ref: string, opts: { as?: string; json?: boolean }): Promise<void> => {
  await withAuctionActor(io, ref, 'editEveryInfoCentre', opts.as, async ({ deps, auction, actor }) => {
    const check = valueOrExit(await checkHoldings(deps, actor, auction.id));
    output(io, Boolean(opts.json), check, () => [
      `Holdings of ${auction.auctionName} (tolerance ${check.tolerancePct} %): ${check.needAttention} of ${check.lots.length} lots need a look.`,
      ...check.lots.map((l) => {
        const lot = `  lot ${l.lotNumber.padEnd(6)} ${l.status.padEnd(16)} ${String(l.holdingsCount).padStart(3)} holding${l.holdingsCount === 1 ? '' : 's'}`;
        if (l.holdingsCount === 0) return lot;
        const others = l.otherCurrencies.map((o) => ` + ${formatMoney(o.amount, o.currency)}`).join('');
        const pct = l.differencePct === null ? '' : ` (${l.differencePct} %)`;
        return `${lot}  ${formatMoney(l.holdingsValue, l.currency)}${others} against ${formatMoney(l.marketValue, l.currency)}${pct}`;
      }),
    ]);
  });
};

import type { Command } from 'commander';
import { readFile } from 'node:fs/promises';
import cliProgress from 'cli-progress';
import { describeSkipped, parseLotsCsv } from '../../core/lots-csv/parse-lots-csv';
import { findAuction, output, withDeps } from '../cli-context';
import { CliError, EXIT } from '../cli-error';

/** Rows per insert: a large file is written in chunks (inside one transaction) so progress can show. */
const CHUNK = 250;
/** Files with at least this many rows get a progress bar (on a terminal only). */
const PROGRESS_FROM_ROWS = 1000;

export const registerLots = (program: Command): void => {
  const lots = program.command('lots').description('manage the lots of an auction');

  lots
    .command('import <auction> <file>')
    .description('import lots from a 16-column CSV (the Lot Template); <auction> is an id or the exact name')
    .option('--json', 'print the summary as JSON')
    .action(async (ref: string, file: string, opts: { json?: boolean }) => {
      if (!file.toLowerCase().endsWith('.csv')) throw new CliError(`${file}: the file must be a .csv file`);
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (e) {
        throw new CliError(`${file}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`);
      }
      await withDeps(async ({ deps }) => {
        const auction = await findAuction(deps.store, ref);
        const [assetClasses, currencies, existing] = await Promise.all([
          deps.store.reference.assetClasses(),
          deps.store.reference.currencies(),
          deps.store.lots.listByAuction(auction.id),
        ]);
        // The parser (core/lots-csv) holds every rule: empty and header-only files are refused,
        // bad rows are skipped with their line number and reason.
        const parsed = parseLotsCsv(text, {
          auctionId: auction.id,
          allInFlag: auction.allInFlag,
          assetClasses,
          currencies,
          existingLotNumbers: existing.map((l) => l.lotNumber),
        });
        if (!parsed.ok) {
          const sentence = /[.!?]$/.test(parsed.message) ? parsed.message : `${parsed.message}.`;
          throw new CliError(`${file}: ${parsed.title ? `${parsed.title}: ` : ''}${sentence} Nothing was imported.`, EXIT.INVALID);
        }
        const { lots: rows, skipped } = parsed.value;
        const bar =
          process.stdout.isTTY && !opts.json && rows.length >= PROGRESS_FROM_ROWS
            ? new cliProgress.SingleBar({ format: 'Importing lots [{bar}] {value}/{total}' }, cliProgress.Presets.shades_classic)
            : null;
        bar?.start(rows.length, 0);
        try {
          await deps.store.transaction(async (tx) => {
            for (let i = 0; i < rows.length; i += CHUNK) {
              await tx.lots.createMany(rows.slice(i, i + CHUNK));
              bar?.update(Math.min(i + CHUNK, rows.length));
            }
          });
        } finally {
          bar?.stop();
        }
        output(Boolean(opts.json), { auctionId: auction.id, imported: rows.length, skipped }, () => [
          `Imported ${rows.length} lots into ${auction.auctionName} (id ${auction.id}); skipped ${skipped.length} rows.`,
          ...skipped.map((s) => `  ${describeSkipped(s)}`),
        ]);
        if (rows.length === 0) throw new CliError(`${file}: no valid rows: nothing was imported`, EXIT.INVALID);
      });
    });
};

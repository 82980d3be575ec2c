/** What `sla auction copy` does (its options: close.ts). */
import type { CliIo } from '../cli-io';
import { copyAuction } from '../../core/admin/auction-copy';
import { output, withAuctionActor } from '../cli-context';
import { CliError, EXIT, valueOrExit } from '../cli-error';

export interface AuctionCopyOptions {
  start: string;
  end: string;
  name?: string;
  termStart?: string;
  termEnd?: string;
  marketValueDate?: string;
  as?: string;
  json?: boolean;
}

/** `yyyy-mm-dd HH:mm` as the auction form's day and time; the use case checks them as the form's save does. */
const dayAndTime = (option: string, text: string): { day: string; time: string } => {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})$/.exec(text.trim());
  if (!m) throw new CliError(`${option}: "${text}" is not a New York date and time (yyyy-mm-dd HH:mm)`, EXIT.INVALID);
  return { day: m[1], time: m[2] };
};

export const copy = async (io: CliIo, ref: string, opts: AuctionCopyOptions): Promise<void> => {
  const start = dayAndTime('--start', opts.start);
  const end = dayAndTime('--end', opts.end);
  await withAuctionActor(io, ref, 'saveAuction', opts.as, async ({ deps, auction: a, actor }) => {
    const saved = valueOrExit(
      await copyAuction(deps, actor, a.id, {
        auctionName: opts.name ?? '',
        auctionDate: start.day,
        startTime: start.time,
        endDate: end.day,
        endTime: end.time,
        termStartDate: opts.termStart ?? '',
        termEndDate: opts.termEnd ?? '',
        marketValueDate: opts.marketValueDate ?? '',
      }),
    );
    const copied = await deps.store.auctions.get(saved.id);
    output(io, Boolean(opts.json), { id: saved.id, auctionName: copied?.auctionName ?? '' }, () => [
      `${saved.message}: ${copied?.auctionName ?? ''} (id ${saved.id}), copied from ${a.auctionName} by ${actor.user.loginName}.`,
    ]);
  });
};

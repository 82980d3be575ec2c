/** What `sla award generate`, `confirm` and `unconfirm` do (their options: award.ts). */
import type { CliIo } from '../cli-io';
import { confirmAwards, generateAwards, getAwards, unconfirmAwards } from '../../core/awards/award-service';
import type { CoreDeps } from '../../core/app/deps';
import type { Actor } from '../../core/policy/actor';
import type { Auction } from '../../core/domain/entities';
import { output, withAuctionActor } from '../cli-context';
import { valueOrExit } from '../cli-error';

const awardLines = async (deps: CoreDeps, actor: Actor, auction: Auction): Promise<{ rows: unknown[]; lines: string[] }> => {
  const awards = valueOrExit(await getAwards(deps, actor, auction.id));
  return {
    rows: awards.map((r) => ({ awardId: r.id, bidId: r.bidId, lotId: r.lotId, lotNumber: r.lotNumber, bidder: r.bidder, totalBidValue: r.totalBidValue, currency: r.currency })),
    lines: awards.map((r) => `  lot ${r.lotNumber.padEnd(6)} ${r.bidder.padEnd(28)} ${r.totalBidValue} ${r.currency}`),
  };
};

/** What confirming and unconfirming print: the outcome and who did it (the history with --json). */
const confirmationOutput = (io: CliIo, json: boolean | undefined, auction: Auction, actor: Actor, done: { message: string; history: unknown }): void =>
  output(io, Boolean(json), { auctionId: auction.id, message: done.message, history: done.history }, () => [
    `${done.message} (${auction.auctionName}, by ${actor.user.loginName})`,
  ]);

export const generate = async (io: CliIo, ref: string, opts: { as?: string; json?: boolean }): Promise<void> => {
  await withAuctionActor(io, ref, 'award', opts.as, async ({ deps, auction, actor }) => {
    const { message } = valueOrExit(await generateAwards(deps, actor, auction.id));
    const { rows, lines } = await awardLines(deps, actor, auction);
    output(io, Boolean(opts.json), { auctionId: auction.id, message, awards: rows }, () => [`${message} ${rows.length} awards for ${auction.auctionName}:`, ...lines]);
  });
};

export const confirm = async (io: CliIo, ref: string, opts: { as?: string; json?: boolean }): Promise<void> => {
  await withAuctionActor(io, ref, 'award', opts.as, async ({ deps, auction, actor }) => {
    confirmationOutput(io, opts.json, auction, actor, valueOrExit(await confirmAwards(deps, actor, auction.id)));
  });
};

export const unconfirm = async (io: CliIo, ref: string, opts: { reason: string; as?: string; json?: boolean }): Promise<void> => {
  await withAuctionActor(io, ref, 'award', opts.as, async ({ deps, auction, actor }) => {
    confirmationOutput(io, opts.json, auction, actor, valueOrExit(await unconfirmAwards(deps, actor, auction.id, opts.reason)));
  });
};

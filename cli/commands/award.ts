import type { Command } from 'commander';
import type { CliIo } from '../cli-io';
import { confirmAwards, generateAwards, getAwards, unconfirmAwards } from '../../core/awards/award-service';
import type { CoreDeps } from '../../core/app/deps';
import type { Actor } from '../../core/policy/actor';
import type { Auction } from '../../core/domain/entities';
import { actingCommand, output, withAuctionActor } from '../cli-context';
import { valueOrExit } from '../cli-error';
import { AS_AWARD_USER, registerAwardOptimize } from './award-optimize';

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

export const registerAward = (program: Command, io: CliIo): void => {
  const award = program.command('award').description('generate, confirm and unconfirm the awards of an auction');

  actingCommand(award, 'generate <auction>', 'award the top bid of every lot (replaces unconfirmed awards); <auction> is an id or the exact name', AS_AWARD_USER, 'print the awards as JSON')
    .action(async (ref: string, opts: { as?: string; json?: boolean }) => {
      await withAuctionActor(io, ref, 'award', opts.as, async ({ deps, auction, actor }) => {
        const { message } = valueOrExit(await generateAwards(deps, actor, auction.id));
        const { rows, lines } = await awardLines(deps, actor, auction);
        output(io, Boolean(opts.json), { auctionId: auction.id, message, awards: rows }, () => [`${message} ${rows.length} awards for ${auction.auctionName}:`, ...lines]);
      });
    });

  actingCommand(award, 'confirm <auction>', 'confirm the saved awards (they cannot change until unconfirmed)', AS_AWARD_USER)
    .action(async (ref: string, opts: { as?: string; json?: boolean }) => {
      await withAuctionActor(io, ref, 'award', opts.as, async ({ deps, auction, actor }) => {
        confirmationOutput(io, opts.json, auction, actor, valueOrExit(await confirmAwards(deps, actor, auction.id)));
      });
    });

  actingCommand(award, 'unconfirm <auction>', 'unconfirm the awards so they can be changed again', AS_AWARD_USER)
    .requiredOption('--reason <text>', 'why (at most 900 characters)')
    .action(async (ref: string, opts: { reason: string; as?: string; json?: boolean }) => {
      await withAuctionActor(io, ref, 'award', opts.as, async ({ deps, auction, actor }) => {
        confirmationOutput(io, opts.json, auction, actor, valueOrExit(await unconfirmAwards(deps, actor, auction.id, opts.reason)));
      });
    });

  registerAwardOptimize(award, io);
};

import type { Command } from 'commander';
import { confirmAwards, generateAwards, getAwards, unconfirmAwards } from '../../core/awards/award-service';
import type { CoreDeps } from '../../core/app/deps';
import type { Actor } from '../../core/bids/actor';
import type { Auction } from '../../core/domain/entities';
import { actingUser } from '../acting-user';
import { output, withAuction } from '../cli-context';
import { cliErrorOf } from '../cli-error';
import { AS_AWARD_USER, registerAwardOptimize } from './award-optimize';

const awardLines = async (deps: CoreDeps, actor: Actor, auction: Auction): Promise<{ rows: unknown[]; lines: string[] }> => {
  const awards = await getAwards(deps, actor, auction.id);
  if (!awards.ok) throw cliErrorOf(awards);
  return {
    rows: awards.value.map((r) => ({ awardId: r.id, bidId: r.bidId, lotId: r.lotId, lotNumber: r.lotNumber, bidder: r.bidder, totalBidValue: r.totalBidValue, currency: r.currency })),
    lines: awards.value.map((r) => `  lot ${r.lotNumber.padEnd(6)} ${r.bidder.padEnd(28)} ${r.totalBidValue} ${r.currency}`),
  };
};

export const registerAward = (program: Command): void => {
  const award = program.command('award').description('generate, confirm and unconfirm the awards of an auction');

  award
    .command('generate <auction>')
    .description('award the top bid of every lot (replaces unconfirmed awards); <auction> is an id or the exact name')
    .option(...AS_AWARD_USER)
    .option('--json', 'print the awards as JSON')
    .action(async (ref: string, opts: { as?: string; json?: boolean }) => {
      await withAuction(ref, async ({ deps, auction }) => {
        const actor = await actingUser(deps, 'award', opts.as);
        const generated = await generateAwards(deps, actor, auction.id);
        if (!generated.ok) throw cliErrorOf(generated);
        const { rows, lines } = await awardLines(deps, actor, auction);
        output(Boolean(opts.json), { auctionId: auction.id, message: generated.value.message, awards: rows }, () => [
          `${generated.value.message} ${rows.length} awards for ${auction.auctionName}:`,
          ...lines,
        ]);
      });
    });

  award
    .command('confirm <auction>')
    .description('confirm the saved awards (they cannot change until unconfirmed)')
    .option(...AS_AWARD_USER)
    .option('--json', 'print the result as JSON')
    .action(async (ref: string, opts: { as?: string; json?: boolean }) => {
      await withAuction(ref, async ({ deps, auction }) => {
        const actor = await actingUser(deps, 'award', opts.as);
        const confirmed = await confirmAwards(deps, actor, auction.id);
        if (!confirmed.ok) throw cliErrorOf(confirmed);
        output(Boolean(opts.json), { auctionId: auction.id, message: confirmed.value.message, history: confirmed.value.history }, () => [
          `${confirmed.value.message} (${auction.auctionName}, by ${actor.user.loginName})`,
        ]);
      });
    });

  award
    .command('unconfirm <auction>')
    .description('unconfirm the awards so they can be changed again')
    .requiredOption('--reason <text>', 'why (at most 900 characters)')
    .option(...AS_AWARD_USER)
    .option('--json', 'print the result as JSON')
    .action(async (ref: string, opts: { reason: string; as?: string; json?: boolean }) => {
      await withAuction(ref, async ({ deps, auction }) => {
        const actor = await actingUser(deps, 'award', opts.as);
        const undone = await unconfirmAwards(deps, actor, auction.id, opts.reason);
        if (!undone.ok) throw cliErrorOf(undone);
        output(Boolean(opts.json), { auctionId: auction.id, message: undone.value.message, history: undone.value.history }, () => [
          `${undone.value.message} (${auction.auctionName}, by ${actor.user.loginName})`,
        ]);
      });
    });

  registerAwardOptimize(award);
};

import type { Command } from 'commander';
import { confirmAwards, generateAwards, getAwards, unconfirmAwards } from '../../core/awards/award-service';
import type { CoreDeps } from '../../core/app/deps';
import type { Auction, User } from '../../core/domain/entities';
import { can } from '../../core/policy/capabilities';
import { output, withAuction } from '../cli-context';
import { CliError, cliErrorOf, EXIT } from '../cli-error';
import { registerAwardOptimize } from './award-optimize';

/**
 * Who the award history records as acting: `--as LOGIN` (must hold the AWARD role, matched exactly),
 * else the first user holding it. The CLI is an operator tool, so no sign-in is asked for.
 */
const awardUser = async (deps: CoreDeps, login: string | undefined): Promise<User> => {
  if (login) {
    const user = await deps.store.users.getByLogin(login.trim());
    if (!user) throw new CliError(`No user with login name "${login}"`, EXIT.NOT_FOUND);
    if (!can(user.roles, 'award')) throw new CliError(`User ${user.loginName} does not hold the AWARD role`, EXIT.INVALID);
    return user;
  }
  const user = (await deps.store.users.list()).find((u) => can(u.roles, 'award'));
  if (!user) throw new CliError('No user holds the AWARD role: create one or pass --as LOGIN', EXIT.NOT_FOUND);
  return user;
};

const awardLines = async (deps: CoreDeps, auction: Auction): Promise<{ rows: unknown[]; lines: string[] }> => {
  const awards = await getAwards(deps, auction.id);
  if (!awards.ok) throw cliErrorOf(awards);
  return {
    rows: awards.value.map((r) => ({ awardId: r.id, bidId: r.bidId, lotId: r.lotId, lotNumber: r.lotNumber, bidder: r.bidder, totalBidValue: r.totalBidValue })),
    lines: awards.value.map((r) => `  lot ${r.lotNumber.padEnd(6)} ${r.bidder.padEnd(28)} ${r.totalBidValue}`),
  };
};

export const registerAward = (program: Command): void => {
  const award = program.command('award').description('generate, confirm and unconfirm the awards of an auction');

  award
    .command('generate <auction>')
    .description('award the top bid of every lot (replaces unconfirmed awards); <auction> is an id or the exact name')
    .option('--json', 'print the awards as JSON')
    .action(async (ref: string, opts: { json?: boolean }) => {
      await withAuction(ref, async ({ deps, auction }) => {
        const generated = await generateAwards(deps, auction.id);
        if (!generated.ok) throw cliErrorOf(generated);
        const { rows, lines } = await awardLines(deps, auction);
        output(Boolean(opts.json), { auctionId: auction.id, message: generated.value.message, awards: rows }, () => [
          `${generated.value.message} ${rows.length} awards for ${auction.auctionName}:`,
          ...lines,
        ]);
      });
    });

  award
    .command('confirm <auction>')
    .description('confirm the saved awards (they cannot change until unconfirmed)')
    .option('--as <login>', 'user recorded in the award history (AWARD role)')
    .option('--json', 'print the result as JSON')
    .action(async (ref: string, opts: { as?: string; json?: boolean }) => {
      await withAuction(ref, async ({ deps, auction }) => {
        const actor = await awardUser(deps, opts.as);
        const confirmed = await confirmAwards(deps, auction.id, actor.id);
        if (!confirmed.ok) throw cliErrorOf(confirmed);
        output(Boolean(opts.json), { auctionId: auction.id, message: confirmed.value.message, history: confirmed.value.history }, () => [
          `${confirmed.value.message} (${auction.auctionName}, by ${actor.loginName})`,
        ]);
      });
    });

  award
    .command('unconfirm <auction>')
    .description('unconfirm the awards so they can be changed again')
    .requiredOption('--reason <text>', 'why (at most 900 characters)')
    .option('--as <login>', 'user recorded in the award history (AWARD role)')
    .option('--json', 'print the result as JSON')
    .action(async (ref: string, opts: { reason: string; as?: string; json?: boolean }) => {
      await withAuction(ref, async ({ deps, auction }) => {
        const actor = await awardUser(deps, opts.as);
        const undone = await unconfirmAwards(deps, auction.id, actor.id, opts.reason);
        if (!undone.ok) throw cliErrorOf(undone);
        output(Boolean(opts.json), { auctionId: auction.id, message: undone.value.message, history: undone.value.history }, () => [
          `${undone.value.message} (${auction.auctionName}, by ${actor.loginName})`,
        ]);
      });
    });

  registerAwardOptimize(award);
};

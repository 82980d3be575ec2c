/**
 * The close: `sla auction extend` moves a live auction's end (as a manager, with a reason; the same
 * use case as the monitor's Extend), `sla reminders run` sends the reminders due now, once (for cron where no
 * server runs; a server runs the same pass every 15 s, and a reminder is never sent twice either way).
 */
import type { Command } from 'commander';
import type { CliIo } from '../cli-io';
import { extendAuction } from '../../core/close/auction-extension';
import { runReminders } from '../../core/close/close-reminders';
import { formatEst } from '../../core/clock/eastern-format';
import { parseEasternDateTime } from '../../core/clock/eastern-time';
import { AS_MANAGER, actingUser } from '../acting-user';
import { actingCommand, output, withAuctionActor, withDeps } from '../cli-context';
import { CliError, EXIT, valueOrExit } from '../cli-error';

export const registerClose = (program: Command, io: CliIo): void => {
  const auction = program.command('auction').description("an auction's bidding period");
  actingCommand(auction, 'extend <auction>', "extend a live auction's end; <auction> is an id or the exact name", AS_MANAGER)
    .requiredOption('--until <time>', 'the new end, New York time: "yyyy-mm-dd HH:mm" (or an ISO instant with its offset)')
    .requiredOption('--reason <text>', 'why (told to every approved borrower; at most 500 characters)')
    .action(async (ref: string, opts: { until: string; reason: string; as?: string; json?: boolean }) => {
      const until = parseEasternDateTime(opts.until);
      if (until === null) throw new CliError(`--until: "${opts.until}" is not a New York date and time (yyyy-mm-dd HH:mm)`, EXIT.INVALID);
      await withAuctionActor(io, ref, 'manageClose', opts.as, async ({ deps, auction: a, actor }) => {
        const done = valueOrExit(await extendAuction(deps, actor, a.id, { until, reason: opts.reason }));
        output(io, Boolean(opts.json), done, () => [
          `${done.message} ${a.auctionName} now ends ${formatEst(done.auctionEndDate)} (was ${formatEst(done.previousEnd)}), by ${actor.user.loginName}.`,
        ]);
      });
    });

  const reminders = program.command('reminders').description('reminders before the close');
  actingCommand(reminders, 'run', 'send the reminders due now (one pass; each reminder goes once, whoever runs it)', AS_MANAGER)
    .action(async (opts: { as?: string; json?: boolean }) => {
      await withDeps(io, async ({ deps }) => {
        const pass = valueOrExit(await runReminders(deps, await actingUser(deps, 'manageClose', opts.as)));
        output(io, Boolean(opts.json), pass, () => [
          `${pass.sent} reminder${pass.sent === 1 ? '' : 's'} sent${pass.failed ? `, ${pass.failed} could not be sent` : ''} (${pass.auctions} live auction${pass.auctions === 1 ? '' : 's'}).`,
        ]);
      });
    });
};

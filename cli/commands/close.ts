/**
 * The close (issue 28): `sla auction extend` moves a live auction's end (as a manager, with a reason; the same
 * use case as the monitor's Extend), `sla reminders run` sends the reminders due now, once (for cron where no
 * server runs; a server runs the same pass every 15 s, and a reminder is never sent twice either way).
 */
import type { Command } from 'commander';
import { extendAuction } from '../../core/close/auction-extension';
import { runReminders } from '../../core/close/close-reminders';
import { formatEst } from '../../core/clock/eastern-format';
import { parseEasternDateTime } from '../../core/clock/eastern-time';
import { actingUser } from '../acting-user';
import { output, withAuction, withDeps } from '../cli-context';
import { CliError, cliErrorOf, EXIT } from '../cli-error';

const AS_MANAGER = ['--as <login>', 'act as this user (default: the first usable manager)'] as const;

export const registerClose = (program: Command): void => {
  const auction = program.command('auction').description("an auction's bidding period");
  auction
    .command('extend <auction>')
    .description("extend a live auction's end; <auction> is an id or the exact name")
    .requiredOption('--until <time>', 'the new end, New York time: "yyyy-mm-dd HH:mm" (or an ISO instant with its offset)')
    .requiredOption('--reason <text>', 'why (told to every approved borrower; at most 500 characters)')
    .option(...AS_MANAGER)
    .option('--json', 'print the result as JSON')
    .action(async (ref: string, opts: { until: string; reason: string; as?: string; json?: boolean }) => {
      const until = parseEasternDateTime(opts.until);
      if (until === null) throw new CliError(`--until: "${opts.until}" is not a New York date and time (yyyy-mm-dd HH:mm)`, EXIT.INVALID);
      await withAuction(ref, async ({ deps, auction: a }) => {
        const actor = await actingUser(deps, 'manageClose', opts.as);
        const done = await extendAuction(deps, actor, a.id, { until, reason: opts.reason });
        if (!done.ok) throw cliErrorOf(done);
        output(Boolean(opts.json), done.value, () => [
          `${done.value.message} ${a.auctionName} now ends ${formatEst(done.value.auctionEndDate)} (was ${formatEst(done.value.previousEnd)}), by ${actor.user.loginName}.`,
        ]);
      });
    });

  const reminders = program.command('reminders').description('reminders before the close');
  reminders
    .command('run')
    .description('send the reminders due now (one pass; each reminder goes once, whoever runs it)')
    .option(...AS_MANAGER)
    .option('--json', 'print the result as JSON')
    .action(async (opts: { as?: string; json?: boolean }) => {
      await withDeps(async ({ deps }) => {
        const actor = await actingUser(deps, 'manageClose', opts.as);
        const pass = await runReminders(deps, actor);
        if (!pass.ok) throw cliErrorOf(pass);
        output(Boolean(opts.json), pass.value, () => [
          `${pass.value.sent} reminder${pass.value.sent === 1 ? '' : 's'} sent${pass.value.failed ? `, ${pass.value.failed} could not be sent` : ''} (${pass.value.auctions} live auction${pass.value.auctions === 1 ? '' : 's'}).`,
        ]);
      });
    });
};

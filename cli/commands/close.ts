/**
 * The close: `sla auction extend` moves a live auction's end (as a manager, with a reason; the same
 * use case as the monitor's Extend), `sla reminders run` sends the reminders due now, once (for cron where no
 * server runs; a server runs the same pass every 15 s, and a reminder is never sent twice either way).
 * After it, `sla auction copy` copies an ended auction into a new one (re-auction, core/admin/auction-copy.ts).
 */
import type { Command } from 'commander';
import type { CliIo } from '../cli-io';
import { AS_MANAGER, actingCommand } from '../command-options';
import type { AuctionCopyOptions } from './auction-copy-actions';

export const registerClose = (program: Command, io: CliIo): void => {
  const auction = program.command('auction').description("an auction's bidding period");
  actingCommand(auction, 'extend <auction>', "extend a live auction's end; <auction> is an id or the exact name", AS_MANAGER)
    .requiredOption('--until <time>', 'the new end, New York time: "yyyy-mm-dd HH:mm" (or an ISO instant with its offset)')
    .requiredOption('--reason <text>', 'why (told to every approved borrower; at most 500 characters)')
    .action(async (ref: string, opts: { until: string; reason: string; as?: string; json?: boolean }) => (await import('./close-actions')).extend(io, ref, opts));

  actingCommand(auction, 'copy <auction>', 'copy an ended auction (settings, lots, holdings, invitees, documents) into a new auction', AS_MANAGER)
    .requiredOption('--start <time>', 'the new auction\'s start, New York time: "yyyy-mm-dd HH:mm"')
    .requiredOption('--end <time>', 'its end, New York time: "yyyy-mm-dd HH:mm"')
    .option('--name <text>', 'its name (default: the old name and the new auction date)')
    .option('--term-start <date>', 'term start date yyyy-mm-dd (default: the auction date)')
    .option('--term-end <date>', 'term end date yyyy-mm-dd (default: a 365-day term)')
    .option('--market-value-date <date>', 'market value date yyyy-mm-dd (default: today)')
    .action(async (ref: string, opts: AuctionCopyOptions) => (await import('./auction-copy-actions')).copy(io, ref, opts));

  const reminders = program.command('reminders').description('reminders before the close');
  actingCommand(reminders, 'run', 'send the reminders due now (one pass; each reminder goes once, whoever runs it)', AS_MANAGER)
    .action(async (opts: { as?: string; json?: boolean }) => (await import('./close-actions')).sendDueReminders(io, opts));
};

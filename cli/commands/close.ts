/**
 * The close: `sla auction extend` moves a live auction's end (as a manager, with a reason; the same
 * use case as the monitor's Extend), `sla reminders run` sends the reminders due now, once (for cron where no
 * server runs; a server runs the same pass every 15 s, and a reminder is never sent twice either way).
 */
import type { Command } from 'commander';
import type { CliIo } from '../cli-io';
import { AS_MANAGER, actingCommand } from '../command-options';

export const registerClose = (program: Command, io: CliIo): void => {
  const auction = program.command('auction').description("an auction's bidding period");
  actingCommand(auction, 'extend <auction>', "extend a live auction's end; <auction> is an id or the exact name", AS_MANAGER)
    .requiredOption('--until <time>', 'the new end, New York time: "yyyy-mm-dd HH:mm" (or an ISO instant with its offset)')
    .requiredOption('--reason <text>', 'why (told to every approved borrower; at most 500 characters)')
    .action(async (ref: string, opts: { until: string; reason: string; as?: string; json?: boolean }) => (await import('./close-actions')).extend(io, ref, opts));

  const reminders = program.command('reminders').description('reminders before the close');
  actingCommand(reminders, 'run', 'send the reminders due now (one pass; each reminder goes once, whoever runs it)', AS_MANAGER)
    .action(async (opts: { as?: string; json?: boolean }) => (await import('./close-actions')).sendDueReminders(io, opts));
};

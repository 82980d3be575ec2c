/**
 * The server's reminder pass: every REMINDER_PASS_MS the server sends the reminders due
 * (core/close/close-reminders.ts) and writes the `auction.ended` event of each auction whose end has
 * passed (core/events/auction-ended.ts, once per end whatever the number of servers). Each reminder is
 * claimed in the database before it is sent, so several servers running this, a restart, or
 * `sla reminders run` from cron alongside never send one twice.
 * Passes never overlap; a failed pass is logged and the next one tries again.
 */
import type { CoreDeps } from '../core/app/deps';
import { sendDueReminders, type ReminderPass } from '../core/close/close-reminders';
import { recordEndedAuctions } from '../core/events/auction-ended';

export const REMINDER_PASS_MS = 15_000;

export interface ReminderSchedule {
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

export function startReminderSchedule(
  deps: CoreDeps,
  log: (message: string, extra?: Record<string, unknown>) => void,
  everyMs = REMINDER_PASS_MS,
): ReminderSchedule {
  let running: Promise<void> | null = null;
  const pass = () => {
    if (running) return;
    running = sendDueReminders(deps)
      .then(async (r: ReminderPass) => {
        if (r.sent + r.failed > 0) log('Close reminders sent', { sent: r.sent, failed: r.failed });
        await recordEndedAuctions(deps);
      })
      .catch((e: unknown) => log('Close reminder pass failed', { error: String(e) }))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(pass, everyMs);
  timer.unref();
  pass();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

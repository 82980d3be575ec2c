/** What `sla auction extend` and `sla reminders run` do (their options: close.ts). */
import type { CliIo } from '../cli-io';
import { extendAuction } from '../../core/close/auction-extension';
import { runReminders } from '../../core/close/close-reminders';
import { formatEst } from '../../core/clock/eastern-format';
import { parseEasternDateTime } from '../../core/clock/eastern-time';
import { actingUser } from '../acting-user';
import { output, withAuctionActor, withDeps } from '../cli-context';
import { CliError, EXIT, valueOrExit } from '../cli-error';

export const extend = async (io: CliIo, ref: string, opts: { until: string; reason: string; as?: string; json?: boolean }): Promise<void> => {
  const until = parseEasternDateTime(opts.until);
  if (until === null) throw new CliError(`--until: "${opts.until}" is not a New York date and time (yyyy-mm-dd HH:mm)`, EXIT.INVALID);
  await withAuctionActor(io, ref, 'manageClose', opts.as, async ({ deps, auction: a, actor }) => {
    const done = valueOrExit(await extendAuction(deps, actor, a.id, { until, reason: opts.reason }));
    output(io, Boolean(opts.json), done, () => [
      `${done.message} ${a.auctionName} now ends ${formatEst(done.auctionEndDate)} (was ${formatEst(done.previousEnd)}), by ${actor.user.loginName}.`,
    ]);
  });
};

export const sendDueReminders = async (io: CliIo, opts: { as?: string; json?: boolean }): Promise<void> => {
  await withDeps(io, async ({ deps }) => {
    const pass = valueOrExit(await runReminders(deps, await actingUser(deps, 'manageClose', opts.as)));
    output(io, Boolean(opts.json), pass, () => [
      `${pass.sent} reminder${pass.sent === 1 ? '' : 's'} sent${pass.failed ? `, ${pass.failed} could not be sent` : ''} (${pass.auctions} live auction${pass.auctions === 1 ? '' : 's'}).`,
    ]);
  });
};

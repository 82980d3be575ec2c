/** What `sla seed` does (its options: seed.ts). */
import type { CliIo } from '../cli-io';
import { DEFAULT_DEMO_PASSWORD } from '../../adapters/demo/demo-seed';
import { seedDemo } from '../../adapters/demo/seed-demo';
import { output, withDeps } from '../cli-context';
import { CliError } from '../cli-error';

export const seed = async (io: CliIo, opts: { demo?: boolean; password?: string; json?: boolean }): Promise<void> => {
  if (!opts.demo) throw new CliError('Nothing to seed: pass --demo');
  const password = opts.password || io.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
  await withDeps(io, async ({ deps }) => {
    const report = await seedDemo(deps, password);
    output(io, Boolean(opts.json), { ...report, password }, () => [
      `Created ${report.created.clients} clients, ${report.created.borrowers} borrowers, ${report.created.users} users, ` +
        `${report.created.auctions} auctions (${report.created.lots} lots, ${report.created.bids} bids).`,
      ...(report.skipped.users + report.skipped.auctions > 0
        ? [`Kept ${report.skipped.users} existing users and ${report.skipped.auctions} existing auctions unchanged.`]
        : []),
      '',
      'Demo logins:',
      ...report.logins.map((l) => `  ${l.loginName.padEnd(12)} ${l.roles.join(', ')}${l.mfa ? ' (one-time code required)' : ''}`),
      `Password (for users created now): ${password}`,
    ]);
  });
};

import type { Command } from 'commander';
import type { CliIo } from '../cli-io';

export const registerSeed = (program: Command, io: CliIo): void => {
  program
    .command('seed')
    .description('seed the demo world (idempotent: existing users, clients and auctions are kept)')
    .option('--demo', 'seed the demo world from adapters/demo/world.json')
    .option('--password <password>', 'password of the new demo users (default DEMO_PASSWORD or Demo-Pass-2026!)')
    .option('--json', 'print the result as JSON')
    .action(async (opts: { demo?: boolean; password?: string; json?: boolean }) => (await import('./seed-actions')).seed(io, opts));
};

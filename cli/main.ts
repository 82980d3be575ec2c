/**
 * The `sla` command (bin/sla.mjs runs this file through tsx). Thin over core services: each
 * command parses its options, calls the service, prints the outcome. Expected failures end with
 * one line on stderr and a non-zero exit code (cli-error.ts); no stack traces for bad input.
 */
import { Command, CommanderError } from 'commander';
import { CliError, EXIT } from './cli-error';
import { registerAudit } from './commands/audit';
import { registerAward } from './commands/award';
import { registerBackup } from './commands/backup';
import { registerClose } from './commands/close';
import { registerLots } from './commands/lots';
import { registerMigrate } from './commands/migrate';
import { registerOutbox } from './commands/outbox';
import { registerSeed } from './commands/seed';
import { registerUser } from './commands/user';

// `sla … | head -2`: once the reader has gone, the rest of the output is dropped and the command still
// finishes its work and exits with its own status, instead of dying on an unhandled EPIPE.
const readerGone = (e: NodeJS.ErrnoException) => e.code === 'EPIPE' || e.code === 'ERR_STREAM_DESTROYED';
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (!readerGone(e)) throw e;
});

const program = new Command('sla')
  .description('Securities-lending auctions: database, demo data, users, lots, awards, bid ledger and e-mail outbox')
  .exitOverride();

registerMigrate(program);
registerSeed(program);
registerUser(program);
registerLots(program);
registerAward(program);
registerClose(program);
registerAudit(program);
registerBackup(program);
registerOutbox(program);
// Subcommands exit through the same path as the program.
for (const command of program.commands) {
  command.exitOverride();
  for (const sub of command.commands) sub.exitOverride();
}

const fail = (message: string, code: number): never => {
  process.stderr.write(`error: ${message}\n`);
  process.exit(code);
};

try {
  await program.parseAsync(process.argv);
} catch (e) {
  if (e instanceof CommanderError) {
    // Commander already printed its one-line message (or the help text, exit code 0).
    process.exit(e.exitCode === 0 ? EXIT.OK : EXIT.INVALID);
  }
  if (e instanceof CliError) fail(e.message, e.exitCode);
  const message = e instanceof Error ? e.message.split('\n')[0] : String(e);
  if (process.env.SLA_DEBUG && e instanceof Error) process.stderr.write(`${e.stack}\n`);
  fail(message, EXIT.ERROR);
}

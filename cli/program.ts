/**
 * The `sla` program: its commands over one CliIo, and how a run ends. `runSla` answers the exit code instead of
 * ending the process, so the command (cli/main.ts) and tests (in their own process) run the same code.
 * Expected failures end with one line on stderr and a non-zero exit code (cli-error.ts); no stack traces for bad input.
 */
import { Command, CommanderError } from 'commander';
import { CliError, EXIT } from './cli-error';
import type { CliIo } from './cli-io';
import { registerAudit } from './commands/audit';
import { registerAward } from './commands/award';
import { registerBackup } from './commands/backup';
import { registerBilling } from './commands/billing';
import { registerClose } from './commands/close';
import { registerLots } from './commands/lots';
import { registerLoans } from './commands/loans';
import { registerMigrate } from './commands/migrate';
import { registerOutbox } from './commands/outbox';
import { registerSeed } from './commands/seed';
import { registerUser } from './commands/user';

const slaProgram = (io: CliIo): Command => {
  const written = { writeOut: io.out, writeErr: io.err };
  const program = new Command('sla')
    .description('Securities-lending auctions: database, demo data, users, lots, awards, billing, bid ledger and e-mail outbox')
    .configureOutput(written)
    .exitOverride();
  for (const register of [registerMigrate, registerSeed, registerUser, registerLots, registerAward, registerBilling, registerLoans, registerClose, registerAudit, registerBackup, registerOutbox]) register(program, io);
  // Subcommands print and exit through the same path as the program.
  for (const command of program.commands) {
    command.configureOutput(written).exitOverride();
    for (const sub of command.commands) sub.configureOutput(written).exitOverride();
  }
  return program;
};

/** Runs `sla` with `args` (without node and the script) and answers its exit code. */
export async function runSla(args: readonly string[], io: CliIo): Promise<number> {
  try {
    await slaProgram(io).parseAsync([...args], { from: 'user' });
    return EXIT.OK;
  } catch (e) {
    // Commander already printed its one-line message (or the help text, exit code 0).
    if (e instanceof CommanderError) return e.exitCode === 0 ? EXIT.OK : EXIT.INVALID;
    const [message, code] = e instanceof CliError ? [e.message, e.exitCode] : [e instanceof Error ? e.message.split('\n')[0] : String(e), EXIT.ERROR];
    io.err(`error: ${message}\n`);
    if (io.env.SLA_DEBUG && e instanceof Error && !(e instanceof CliError)) io.err(`${e.stack}\n`);
    return code;
  }
}

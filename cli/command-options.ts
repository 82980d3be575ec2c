/**
 * What commands declare before any of them runs (cli/program.ts registers every command, with its help, on
 * each run): the `--as` and `--json` options they share and the `--as` help texts. Light on purpose: `sla
 * --help` loads this, not the core; each command's work is imported when the command runs.
 */
import type { Command } from 'commander';

/** The `--as` help of the commands a manager runs (users, lots, the close). */
export const AS_MANAGER = 'act as this user (MANAGER role; default: the first usable manager)';

/** The `--as` help of every award command (cli/acting-user.ts): the award history and the ledger record this user. */
export const AS_AWARD_USER = 'act as this user (AWARD role; default: the first usable AWARD user)';

/** A subcommand run as one user (`--as <login>`, cli/acting-user.ts) that prints text lines, or JSON with `--json`. */
export const actingCommand = (parent: Command, usage: string, description: string, asHelp: string, jsonHelp = 'print the result as JSON'): Command =>
  parent.command(usage).description(description).option('--as <login>', asHelp).option('--json', jsonHelp);

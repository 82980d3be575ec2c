/**
 * The `sla` command (bin/sla.mjs runs this file through tsx): the program of cli/program.ts over the
 * process's environment and output, ending the process with its exit code.
 */
import { processIo } from './cli-io';
import { runSla } from './program';

// `sla … | head -2`: once the reader has gone, the rest of the output is dropped and the command still
// finishes its work and exits with its own status, instead of dying on an unhandled EPIPE.
const readerGone = (e: NodeJS.ErrnoException) => e.code === 'EPIPE' || e.code === 'ERR_STREAM_DESTROYED';
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (!readerGone(e)) throw e;
});

// A run that succeeded ends when its work has (as it always did); a failure ends the process at once.
const code = await runSla(process.argv.slice(2), processIo());
if (code !== 0) process.exit(code);

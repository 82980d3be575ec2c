/**
 * Where a command reads its environment and writes its output: the process's own (`sla`), or a test's, which
 * runs the same program in its own process with `runSla` (cli/program.ts) instead of paying a new process each time.
 */
export interface CliIo {
  env: Readonly<Record<string, string | undefined>>;
  out: (text: string) => void;
  err: (text: string) => void;
  /** The output is a terminal: large files get progress bars. */
  isTTY: boolean;
}

export const processIo = (): CliIo => ({
  env: process.env,
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
  isTTY: Boolean(process.stdout.isTTY),
});

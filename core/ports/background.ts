/**
 * Work done after the answer has gone (e-mails of sign-in and password reset), so that the answer
 * takes the same time whatever the work is. A task's failure is logged, never answered.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<unknown>): void;
}

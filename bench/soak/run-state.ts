/** Where the run stands: its phase, and whether the server is restarting, down, or being stopped for good. */

export type Phase = 'warmup' | 'steady1' | 'restart' | 'steady2' | 'end';

export const run = {
  phase: 'warmup' as Phase,
  /** SIGTERM sent … BENCH_SETTLE s after the new process listens: what the restart explains is not an error */
  restartWindow: false,
  /** the server is not listening (between SIGTERM and the new process's `ready`) */
  serverDown: false,
  /** the bench is stopping: what the server answers now is not judged */
  ending: false,
};

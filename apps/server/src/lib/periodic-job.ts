/** A job that runs on a timer and on demand. */
export interface PeriodicJob<T> {
  /** Runs now (also what each tick does); a run already under way is joined, not doubled. */
  runOnce(): Promise<T>;
  /** Stops the timers and waits for a run under way. */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `intervalMs`, and once `firstRunMs` after the start when given (not during the
 * start: the cold start stays light). The timers are unref'd (they never keep the process alive);
 * one run at a time in the process; a tick's failure goes to `onError`, a tick after stop() does
 * nothing. Several processes stay safe only if `run` locks what it takes (rows, advisory lock).
 */
export function startPeriodicJob<T>(options: {
  run: () => Promise<T>;
  onError: (err: unknown) => void;
  intervalMs: number;
  firstRunMs?: number;
}): PeriodicJob<T> {
  let running: Promise<T> | undefined;
  let stopped = false;

  const runOnce = () => {
    running ??= options.run().finally(() => {
      running = undefined;
    });
    return running;
  };
  const tick = () => {
    if (stopped) {
      return;
    }
    runOnce().catch(options.onError);
  };
  const first = options.firstRunMs === undefined ? undefined : setTimeout(tick, options.firstRunMs);
  first?.unref();
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

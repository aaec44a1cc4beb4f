import 'server-only';

export type BackgroundLoop = {
  /** Starts the loop in this process (instrumentation.ts); a second start does nothing. */
  start(): void;
  /** Runs the work now, without waiting for the next tick, once the loop is started. */
  runNow(): void;
};

/**
 * A background loop of a web server process: `work` every `intervalMs`, never two runs at once in this process, a
 * failure logged and tried again at the next tick. Several instances run the same loop; each piece of work is
 * claimed in PostgreSQL, so it is done once.
 */
export function backgroundLoop(name: string, intervalMs: number, work: () => Promise<unknown>): BackgroundLoop {
  let started = false;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await work();
    } catch (error) {
      console.error(`[${name}] ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  return {
    start() {
      if (started) return;
      started = true;
      setInterval(() => void tick(), intervalMs).unref();
    },
    runNow() {
      if (started) void tick();
    },
  };
}

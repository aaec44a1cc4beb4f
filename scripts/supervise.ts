/**
 * Supervision of the launcher's child processes (scripts/shop-server.ts): a built-in service that exits is
 * restarted after a back-off that doubles with each recent exit (0.5 s, 1 s, 2 s ... at most 10 s), every exit
 * and restart logged; when it keeps failing (5 exits within 60 s) the supervisor gives up and says so, and the
 * launcher stops the shop with a non-zero exit. Children started this way carry SHOP_LAUNCHER_PID and end
 * themselves when the launcher is gone (exitWithLauncher), so nothing is left orphaned even after a SIGKILL.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export const LAUNCHER_PID_VARIABLE = 'SHOP_LAUNCHER_PID';

export type SuperviseOptions = {
  /** How the logs name the service. */
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  log: (line: string) => void;
  /** Called once, with the reason, when the service keeps failing; the supervisor has stopped restarting it. */
  onGiveUp: (reason: string) => void;
  initialDelayMs?: number;
  maxDelayMs?: number;
  maxExits?: number;
  windowMs?: number;
};

export type Supervised = {
  /** The running child process, if any. */
  current(): ChildProcess | undefined;
  /** Stops the service for good: SIGTERM, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
};

export function supervise(options: SuperviseOptions): Supervised {
  const { initialDelayMs = 500, maxDelayMs = 10_000, maxExits = 5, windowMs = 60_000 } = options;
  let child: ChildProcess | undefined;
  let restartTimer: NodeJS.Timeout | undefined;
  let stopped = false;
  let exits: number[] = [];

  const start = () => {
    child = spawn(options.command, options.args, {
      stdio: 'inherit',
      env: { ...(options.env ?? process.env), [LAUNCHER_PID_VARIABLE]: String(process.pid) },
    });
    // A spawn failure (say, a missing binary) counts as an exit like any other.
    child.once('error', (error) => options.log(`${options.name} could not start: ${error.message}`));
    child.once('exit', (code, signal) => {
      child = undefined;
      if (stopped) return;
      const now = Date.now();
      exits = [...exits.filter((time) => now - time < windowMs), now];
      const how = signal ?? `code ${code}`;
      if (exits.length >= maxExits) {
        stopped = true;
        return options.onGiveUp(`${options.name} exited ${exits.length} times within ${windowMs / 1000} s (last: ${how})`);
      }
      const delay = Math.min(maxDelayMs, initialDelayMs * 2 ** (exits.length - 1));
      options.log(`${options.name} exited (${how}); restarting in ${delay / 1000} s`);
      restartTimer = setTimeout(start, delay);
    });
  };
  start();

  return {
    current: () => child,
    async stop(graceMs = 10_000) {
      stopped = true;
      clearTimeout(restartTimer);
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      const timer = setTimeout(() => running.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * In a child of the launcher: calls `onGone` once the launcher process no longer exists (it was killed, or it
 * crashed before it could stop us). Does nothing in a process not started by the launcher.
 */
export function exitWithLauncher(onGone: () => void, intervalMs = 1000): void {
  const launcher = Number(process.env[LAUNCHER_PID_VARIABLE]);
  if (!Number.isInteger(launcher) || launcher <= 0) return;
  const timer = setInterval(() => {
    try {
      process.kill(launcher, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') return;
      clearInterval(timer);
      onGone();
    }
  }, intervalMs);
  timer.unref();
}

/**
 * Stops the launcher, without a word, once nothing reads its output any more (a closed pipe: `npm start | head`, a
 * test runner killed). Unheard, the failed write was an uncaught error whose report failed again and came straight
 * back: the launcher spun a core until killed. Only the output streams' own errors count: an EPIPE from a database
 * client's socket is still a fault, reported as one.
 */
export function stopWhenOutputIsGone(
  stop: () => void,
  streams: readonly NodeJS.WritableStream[] = [process.stdout, process.stderr],
): void {
  for (const stream of streams) stream.on('error', stop);
}

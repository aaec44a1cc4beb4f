import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { RUN_TYPESCRIPT } from './run-typescript';

/**
 * The production shop as `npm start` runs it, in a child process, for the measuring scripts (`npm run bench`,
 * `npm run lighthouse`, `npm run test:load`): started with extra environment, awaited until it answers, stopped
 * cleanly. Its output goes to the terminal, or to `logFile` when the run would drown in it (mail written to the log).
 */
export type MeasuredShop = {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
  /** SIGKILL to the shop and every process it started, as a machine that dies would; only with `ownGroup`. */
  kill(): void;
};

/** The built-in test gateway, mail to the log and the built-in realtime server, whatever the caller's environment holds. */
export const BUILT_IN_SERVICES: Record<string, string> = {
  STRIPE_SECRET_KEY: '',
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: '',
  STRIPE_WEBHOOK_SECRET: '',
  SMTP_URL: '',
  PUSHER_APP_ID: '',
  PUSHER_KEY: '',
  PUSHER_SECRET: '',
};

/**
 * The caps on cash on delivery off, for the load tools and the browser suite: their few accounts leave far more orders
 * undelivered than a shopper would, and a capped order answers fast, which would flatter the figures. The caps have
 * their own integration tests (app/api/order/cod-limits.test.ts).
 */
export const UNCAPPED_CASH_ON_DELIVERY: Record<string, string> = { MAX_OPEN_COD_ORDERS: '0', MAX_UNITS_PER_PRODUCT: '0' };

async function waitUntilAnswering(baseUrl: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error('The shop exited during start-up');
    try {
      await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

export async function startMeasuredShop(
  port: number,
  env: Record<string, string>,
  options: { logFile?: string; ownGroup?: boolean } = {},
): Promise<MeasuredShop> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const output = options.logFile === undefined ? undefined : openSync(options.logFile, 'w');
  const child = spawn(process.execPath, [...RUN_TYPESCRIPT, 'scripts/start.ts'], {
    stdio: output === undefined ? 'inherit' : ['ignore', output, output],
    env: { ...process.env, ...env, PORT: String(port) },
    detached: options.ownGroup ?? false,
  });
  const kill = () => {
    if (!options.ownGroup) throw new Error('Only a shop started in its own process group can be killed whole');
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitUntilAnswering(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: child.pid!, stop, kill };
}

/**
 * Runs the shop the way the operator contract says (npm start, npm run dev, the e2e server):
 * build when there is no current build (start only), start the embedded PostgreSQL when DATABASE_URL is
 * unset, migrate, seed an empty database, ensure the admin, serve on PORT and print the URL.
 * The built-in realtime server runs as its own supervised child (scripts/supervise.ts): restarted with back-off
 * when it exits, while the database and the web server carry on; when it keeps failing, the shop stops with exit 1.
 * With INSTANCES above 1 it is not started: the instances share one, run once with `npm run realtime`.
 * On SIGINT/SIGTERM, and on any uncaught error here, everything it started stops and the embedded database is
 * flushed; the children also end themselves if this process dies (SHOP_LAUNCHER_PID), so none is left orphaned.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '@/lib/config';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@/lib/db/embedded';
import { prepareDatabase } from '@/lib/operations/prepare-database';
import { warnIfMailGoesToLog } from '@/lib/mail/startup-warning';
import { paymentsStartupLine } from '@/lib/payments/startup-line';
import { realtimeSettings } from '@/lib/realtime/settings';
import { RUN_TYPESCRIPT } from './run-typescript';
import { LAUNCHER_PID_VARIABLE, stopWhenOutputIsGone, supervise, type Supervised } from './supervise';

export type Mode = 'start' | 'dev';

const log = (line: string) => console.log(`[shop] ${line}`);
const NEXT_BIN = path.resolve('node_modules/next/dist/bin/next');
const WEB_SERVER = path.resolve('scripts/web-server.ts');
const REALTIME_SERVER = path.resolve('scripts/realtime.ts');
const BUILD_STAMP = path.resolve('.next/shop-source-hash');
// What the production build is made from; a change to any of these makes the build stale.
const BUILD_INPUTS = ['app', 'components', 'lib', 'public', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs', 'tsconfig.json'];

function hashSources(): string {
  const hash = createHash('sha256');
  const visit = (entry: string) => {
    if (!existsSync(entry)) return;
    const stats = statSync(entry);
    if (stats.isDirectory()) {
      for (const child of readdirSync(entry).sort()) visit(path.join(entry, child));
    } else if (!/\.test\.tsx?$/.test(entry)) {
      hash.update(entry).update(readFileSync(entry));
    }
  };
  BUILD_INPUTS.forEach(visit);
  return hash.digest('hex');
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(args[0] ?? command)} ${args[1]} failed (${signal ?? code})`)),
    );
  });
}

/** Builds the production app and records which sources it is of (`npm run build`). */
export async function buildProduction(sourceHash = hashSources()) {
  await run(process.execPath, [NEXT_BIN, 'build'], { ...process.env, NODE_ENV: 'production' });
  writeFileSync(BUILD_STAMP, sourceHash);
}

/** Builds the production app unless the current build is of these sources; `npm start` does it before serving. */
export async function buildIfNeeded() {
  const sourceHash = hashSources();
  const current = existsSync('.next/BUILD_ID') && existsSync(BUILD_STAMP) && readFileSync(BUILD_STAMP, 'utf8') === sourceHash;
  if (current) return;
  log('No current production build: building it first...');
  await buildProduction(sourceHash);
}

async function waitUntilServing(url: string, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error('The Next.js server exited during start-up');
    try {
      await fetch(url, { signal: AbortSignal.timeout(5000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function startEmbedded(config: Config): Promise<EmbeddedPostgres> {
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(config.dataDir, 'pgdata'),
    socketDir: path.join(config.dataDir, 'run'),
  });
  log(`Embedded PostgreSQL (PGlite) with its data in ${path.relative(process.cwd(), config.dataDir) || '.'}/pgdata`);
  return embedded;
}

/**
 * Without Pusher keys, the shop's own Pusher-protocol server carries the live notifications: a child of this
 * instance when it is the only one, else the one every instance shares.
 */
function startRealtimeIfBuiltIn(config: Config, env: NodeJS.ProcessEnv, giveUp: (reason: string) => void): Supervised | undefined {
  const settings = realtimeSettings(config);
  if (!settings.builtIn) {
    log(`Live notifications: Pusher${settings.host ? ` at ${settings.host}` : ''}`);
    return undefined;
  }
  if (config.instances > 1) {
    log(`Live notifications: the built-in realtime server at ${settings.host}:${settings.port}, run once for all instances with \`npm run realtime\``);
    return undefined;
  }
  log(`Live notifications: the built-in Pusher-protocol server on port ${settings.port}, supervised`);
  return supervise({ name: 'The realtime server', command: process.execPath, args: [...RUN_TYPESCRIPT, REALTIME_SERVER], env, log, onGiveUp: giveUp });
}

export async function runShop(mode: Mode, options: { databaseUrl?: string } = {}) {
  const config = loadConfigOrExit();
  let embedded: EmbeddedPostgres | undefined;
  let server: ChildProcess | undefined;
  let realtime: Supervised | undefined;
  let stopping = false;

  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    log('Stopping...');
    // First, so that the realtime server ending on the same Ctrl-C is not restarted.
    const realtimeStopped = realtime?.stop();
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    await realtimeStopped;
    await embedded?.stop();
    log('Stopped.');
    process.exit(exitCode);
  };
  // `on`, not `once`: Ctrl-C reaches this process both from the terminal and relayed by npm/tsx,
  // and a second signal must not kill it halfway through flushing the database.
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  stopWhenOutputIsGone(() => void stop(1));
  // A fault here must not leave the children running without their launcher.
  const crashed = (error: unknown) => {
    console.error('[shop] Unexpected error in the launcher; stopping everything:', error);
    void stop(1);
  };
  process.on('uncaughtException', crashed);
  process.on('unhandledRejection', crashed);

  try {
    if (mode === 'start') await buildIfNeeded();
    // Next keeps its data cache (the cached catalogue reads, lib/catalog/cached.ts) on disk beside the build. The
    // database may have changed while the shop was down (a restored backup, another DATABASE_URL): start afresh.
    rmSync(path.resolve('.next/cache/fetch-cache'), { recursive: true, force: true });
    let databaseUrl = options.databaseUrl ?? config.databaseUrl;
    if (!databaseUrl) {
      embedded = await startEmbedded(config);
      databaseUrl = embedded.url;
    }
    await prepareDatabase(databaseUrl, config, log);
    const childEnv = { ...process.env, AUTH_SECRET: config.authSecret, DATA_DIR: config.dataDir };
    realtime = startRealtimeIfBuiltIn(config, childEnv, (reason) => {
      console.error(`[shop] ${reason}; giving up: live notifications cannot be delivered, stopping the shop (exit 1).`);
      void stop(1);
    });
    server = spawn(process.execPath, [...RUN_TYPESCRIPT, WEB_SERVER, mode], {
      stdio: 'inherit',
      env: {
        ...childEnv,
        NODE_ENV: mode === 'start' ? 'production' : 'development',
        DATABASE_URL: databaseUrl,
        APP_URL: config.appUrl,
        [LAUNCHER_PID_VARIABLE]: String(process.pid),
      },
    });
    server.once('exit', (code) => {
      if (!stopping) {
        log(`The Next.js server exited (${code}).`);
        void stop(code || 1);
      }
    });
    await waitUntilServing(`http://127.0.0.1:${config.port}/`, server);
    log(paymentsStartupLine(config));
    warnIfMailGoesToLog(config.mail, mode === 'start');
    log(`Lanka Shop is running at ${config.appUrl}`);
  } catch (error) {
    console.error(`[shop] ${error instanceof Error ? error.message : String(error)}`);
    await stop(1);
  }
}

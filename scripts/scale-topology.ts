/**
 * The shop as several machines run it (README, "Scale out"; compose.yaml describes the same), on this machine and
 * loopback only: a Redis server of its own (`redis-server`), the S3 stand-in for images, the built-in realtime server
 * as its own process (`npm run realtime`), `instances` production shops started as `npm start` does with
 * INSTANCES and REDIS_URL set, and nginx in front of them with round-robin. For `npm run test:scale` and
 * `npm run bench -- --scale`. Everything it starts, `stop()` ends and removes.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import path from 'node:path';
import { startS3StandIn, type S3StandIn } from '../tests/s3-stand-in';
import { RUN_TYPESCRIPT } from './run-typescript';
import { BUILT_IN_SERVICES, startMeasuredShop, type MeasuredShop } from './measured-shop';
import { buildIfNeeded } from './shop-server';

export type Instance = { name: string; url: string; shop: MeasuredShop };

export type Topology = {
  proxyUrl: string;
  instances: Instance[];
  realtimePort: number;
  /** Redis going away and coming back, for the check that the shop degrades to rendering without the cache. */
  redis: { stop(): Promise<void>; start(): Promise<void> };
  /** What an instance has logged so far. */
  logOf(instance: Instance): string;
  /** Points the proxy at these instances only (nginx reloads its configuration; connections in flight finish). */
  proxyTo(instances: Instance[]): Promise<void>;
  /** Ends one instance at once (SIGKILL to its processes), as a crashed machine would. */
  kill(instance: Instance): void;
  stop(): Promise<void>;
};

export type TopologyOptions = {
  databaseUrl: string;
  instances: number;
  /** The proxy listens here; Redis, the realtime server and the instances on the next ports. */
  basePort: number;
  /** Logs and nginx's files. */
  workDir: string;
  /** Extra environment of every instance. */
  env?: Record<string, string>;
  log: (line: string) => void;
};

const START_TIMEOUT_MS = 15_000;

/** Waits until something accepts connections on the port. */
/** Ends a child (SIGTERM, SIGKILL after 5 s) and waits for it. */
async function end(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

async function listening(port: number, what: string, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited during start-up (${child.exitCode}); see its log`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`${what} did not listen on port ${port} within ${START_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A program's path: on PATH, or in /usr/sbin (nginx's place, which a non-root PATH may lack). */
function programPath(program: string, hint: string): string {
  const found = spawnSync('sh', ['-c', `command -v ${program} || command -v /usr/sbin/${program}`], { encoding: 'utf8' }).stdout.trim();
  if (!found) throw new Error(`${program} is not installed: ${hint}`);
  return found;
}

/**
 * nginx's main file around deploy/nginx-shop.conf.template (the proxy compose.yaml runs), its ${...} names filled
 * with these loopback addresses; files and temporary directories under the work directory.
 */
function nginxConfig(workDir: string, listen: string, upstreams: [string, string]): string {
  const file = (name: string) => path.join(workDir, name);
  const values: Record<string, string> = { PROXY_LISTEN: listen, SHOP_A_ADDRESS: upstreams[0], SHOP_B_ADDRESS: upstreams[1] };
  const site = readFileSync('deploy/nginx-shop.conf.template', 'utf8').replace(/\$\{(\w+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`deploy/nginx-shop.conf.template names \${${name}}, which the test does not fill`);
    return values[name]!;
  });
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${file('nginx.pid')};
error_log ${file('nginx-error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${file('nginx-body')};
  proxy_temp_path ${file('nginx-proxy')};
  fastcgi_temp_path ${file('nginx-fastcgi')};
  uwsgi_temp_path ${file('nginx-uwsgi')};
  scgi_temp_path ${file('nginx-scgi')};
${site}
}
`;
}

/**
 * What every process of the shop shares: the database, the secret, Redis, the images and the realtime server
 * (compose.yaml's x-shop-environment, checked by scripts/compose.test.ts), and the built-in services.
 */
export function sharedEnvironment(of: {
  databaseUrl: string;
  instances: number;
  ports: { proxy: number; redis: number; realtime: number };
  s3: Pick<S3StandIn, 'bucket' | 'endpoint'>;
}): Record<string, string> {
  return {
    DATABASE_URL: of.databaseUrl,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    REDIS_URL: `redis://127.0.0.1:${of.ports.redis}`,
    INSTANCES: String(of.instances),
    REALTIME_HOST: '127.0.0.1',
    REALTIME_PORT: String(of.ports.realtime),
    S3_BUCKET: of.s3.bucket,
    S3_ENDPOINT: of.s3.endpoint,
    S3_ACCESS_KEY_ID: 'scale-test',
    S3_SECRET_ACCESS_KEY: 'scale-test-secret',
    APP_URL: `http://127.0.0.1:${of.ports.proxy}`,
    TRUSTED_PROXIES: 'loopback',
    ...BUILT_IN_SERVICES,
  };
}

export async function startTopology(options: TopologyOptions): Promise<Topology> {
  const redisServer = programPath('redis-server', 'apt-get install -y redis-server (.ci/run installs it when missing)');
  const nginxProgram = programPath('nginx', 'apt-get install -y nginx (.ci/run installs it when missing)');
  const { basePort, workDir, log } = options;
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const logTo = (name: string) => openSync(path.join(workDir, name), 'w');
  const ports = { proxy: basePort, redis: basePort + 1, realtime: basePort + 2, firstInstance: basePort + 3 };
  const children: ChildProcess[] = [];
  const instances: Instance[] = [];
  let s3: S3StandIn | undefined;
  const stop = async () => {
    await Promise.all(instances.map((instance) => instance.shop.stop()));
    for (const child of children.reverse()) await end(child);
    await s3?.close();
  };

  try {
    // One build for every instance: two starting at once must not both build.
    await buildIfNeeded();
    const redisLog = logTo('redis.log');
    let redis: ChildProcess | undefined;
    const startRedis = async () => {
      redis = spawn(redisServer, ['--bind', '127.0.0.1', '--port', String(ports.redis), '--save', '', '--appendonly', 'no'], {
        stdio: ['ignore', redisLog, redisLog],
      });
      children.push(redis);
      await listening(ports.redis, 'redis-server', redis);
    };
    await startRedis();
    s3 = await startS3StandIn();
    const shared = { ...sharedEnvironment({ databaseUrl: options.databaseUrl, ports, s3, instances: options.instances }), ...options.env };
    const realtime = spawn(process.execPath, [...RUN_TYPESCRIPT, 'scripts/realtime.ts'], {
      stdio: ['ignore', logTo('realtime.log'), logTo('realtime.log')],
      env: { ...process.env, ...shared },
    });
    children.push(realtime);
    await listening(ports.realtime, 'the realtime server', realtime);

    const names = Array.from({ length: options.instances }, (_, index) => String.fromCharCode(65 + index));
    log(`Starting instances ${names.join(' and ')} (npm start, INSTANCES=${options.instances}, REDIS_URL, S3 images)...`);
    instances.push(
      ...(await Promise.all(
        names.map(async (name, index) => {
          const port = ports.firstInstance + index;
          const instanceDir = path.join(workDir, `instance-${name}`);
          mkdirSync(instanceDir, { recursive: true });
          const shop = await startMeasuredShop(port, { ...shared, DATA_DIR: instanceDir }, { logFile: path.join(workDir, `instance-${name}.log`), ownGroup: true });
          return { name, url: shop.baseUrl, shop };
        }),
      )),
    );

    const nginxFile = path.join(workDir, 'nginx.conf');
    // The template names two upstreams: with one instance both are that one.
    const configure = (proxied: Instance[]) => {
      const upstreams = proxied.map((instance) => new URL(instance.url).host);
      writeFileSync(nginxFile, nginxConfig(workDir, `127.0.0.1:${ports.proxy}`, [upstreams[0]!, upstreams.at(-1)!]));
    };
    configure(instances);
    const nginx = spawn(nginxProgram, ['-c', nginxFile, '-p', workDir, '-e', path.join(workDir, 'nginx-error.log')], {
      stdio: ['ignore', logTo('nginx.log'), logTo('nginx.log')],
    });
    children.push(nginx);
    await listening(ports.proxy, 'nginx', nginx);
    const proxyUrl = `http://127.0.0.1:${ports.proxy}`;
    log(`nginx on ${proxyUrl} in front of ${instances.map((instance) => `${instance.name} ${instance.url}`).join(', ')}; logs in ${path.relative(process.cwd(), workDir)}`);
    return {
      proxyUrl,
      instances,
      realtimePort: ports.realtime,
      redis: { stop: () => end(redis!), start: startRedis },
      logOf: (instance) => readFileSync(path.join(workDir, `instance-${instance.name}.log`), 'utf8'),
      proxyTo: async (proxied) => {
        configure(proxied);
        nginx.kill('SIGHUP');
        // The new workers take over within a moment; the old ones finish what they hold.
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      },
      kill: (instance) => instance.shop.kill(),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

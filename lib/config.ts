import 'server-only';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { trustedProxies } from '@/lib/security/client-address';

/**
 * The operator contract: every variable the shop reads, validated in one place.
 * A bad value stops start-up with one line naming the variable (see loadConfig).
 */

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `must be a URL starting with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`);

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(url(protocols).optional())
    .optional();

const port = z.coerce
  .number({ error: 'must be a whole number from 1 to 65535' })
  .int('must be a whole number from 1 to 65535')
  .min(1, 'must be a whole number from 1 to 65535')
  .max(65535, 'must be a whole number from 1 to 65535');

const wholeNumber = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};

// zod's hostname format also takes digits and dots ("10.0.0.300"): those must be an IPv4 address. Not IPv6: the
// built-in realtime server listens on IPv4 only (lib/realtime/protocol-server.ts).
const host = z
  .string()
  .trim()
  .refine(
    (value) => z.ipv4().safeParse(value).success || (!/^[\d.]+$/.test(value) && z.hostname().safeParse(value).success),
    'must be a host name or an IPv4 address',
  );

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port.default(3000),
    DATA_DIR: z.string().trim().min(1).default('.data'),
    DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
    REDIS_URL: optionalUrl(['redis:', 'rediss:']),
    DATABASE_POOL_SIZE: wholeNumber(1, 500).default(10),
    DATABASE_POOL_TIMEOUT: wholeNumber(1, 120).default(10),
    AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    NEXTAUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    APP_URL: optionalUrl(['http:', 'https:']),
    ADMIN_EMAIL: optionalString.pipe(z.email('must be an e-mail address').optional()),
    ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
    SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
    MAIL_FROM: optionalString,
    STRIPE_SECRET_KEY: optionalString.pipe(z.string().startsWith('sk_', "must start with 'sk_'").optional()),
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: optionalString.pipe(
      z.string().startsWith('pk_', "must start with 'pk_'").optional(),
    ),
    STRIPE_WEBHOOK_SECRET: optionalString.pipe(z.string().startsWith('whsec_', "must start with 'whsec_'").optional()),
    STRIPE_API_BASE: optionalUrl(['http:', 'https:']),
    PUSHER_APP_ID: optionalString,
    PUSHER_KEY: optionalString,
    PUSHER_SECRET: optionalString,
    PUSHER_CLUSTER: optionalString,
    PUSHER_HOST: optionalString,
    PUSHER_PORT: port.optional(),
    REALTIME_PORT: port.default(6001),
    REALTIME_HOST: optionalString.pipe(host.optional()),
    REALTIME_MAX_CONNECTIONS_PER_ADDRESS: z.coerce
      .number({ error: 'must be a whole number from 1 to 100000' })
      .int('must be a whole number from 1 to 100000')
      .min(1, 'must be a whole number from 1 to 100000')
      .max(100_000, 'must be a whole number from 1 to 100000')
      .default(20),
    S3_BUCKET: optionalString,
    S3_ENDPOINT: optionalUrl(['http:', 'https:']),
    S3_REGION: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    UPLOAD_DIR: optionalString,
    TRUSTED_PROXIES: z
      .string()
      .default('')
      .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
      .refine((entries) => {
        try {
          trustedProxies(entries);
          return true;
        } catch {
          return false;
        }
      }, 'must be a comma-separated list of IP addresses, CIDR ranges or loopback/linklocal/uniquelocal'),
    RATE_LIMIT_ADDRESS_MULTIPLIER: wholeNumber(1, 1000).default(1),
    ORDER_HOLD_MINUTES: wholeNumber(1, 10_080).default(30),
    MAX_OPEN_UNPAID_ORDERS: wholeNumber(0, 1000).default(3),
    MAX_OPEN_COD_ORDERS: wholeNumber(0, 1000).default(3),
    MAX_UNITS_PER_PRODUCT: wholeNumber(0, 100_000).default(10),
    MAX_COD_ORDER_VALUE: optionalString.pipe(
      z
        .string()
        .regex(/^\d{1,10}(\.\d{1,2})?$/, 'must be an amount in rupees, like 50000 or 49999.50')
        .refine((rupees) => Number(rupees) > 0, 'must be above 0 (leave it unset for no cap)')
        .optional(),
    ),
    CANCELLATION_ALERT_COUNT: wholeNumber(0, 1000).default(3),
    INSTANCES: wholeNumber(1, 1000).default(1),
  })
  .superRefine((env, ctx) => {
    const stripe = [env.STRIPE_SECRET_KEY, env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY];
    if (stripe.some(Boolean) && !stripe.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.STRIPE_SECRET_KEY ? 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY' : 'STRIPE_SECRET_KEY'],
        message: 'is required when the other Stripe key is set',
      });
    }
    const pusher = [env.PUSHER_APP_ID, env.PUSHER_KEY, env.PUSHER_SECRET];
    if (pusher.some(Boolean) && !pusher.every(Boolean)) {
      const missing = (['PUSHER_APP_ID', 'PUSHER_KEY', 'PUSHER_SECRET'] as const).find((name) => !env[name]);
      ctx.addIssue({ code: 'custom', path: [missing ?? 'PUSHER_KEY'], message: 'is required when Pusher is configured' });
    }
    if (env.PUSHER_KEY && !env.PUSHER_CLUSTER && !env.PUSHER_HOST) {
      ctx.addIssue({ code: 'custom', path: ['PUSHER_CLUSTER'], message: 'or PUSHER_HOST is required when Pusher is configured' });
    }
    // What each instance would otherwise keep to itself: the embedded database, a secret of its own, images on disk.
    const unshared = [
      [!env.DATABASE_URL, 'several instances need one PostgreSQL server: set DATABASE_URL (the embedded database serves one process)'],
      [
        !env.AUTH_SECRET && !env.NEXTAUTH_SECRET,
        'several instances need one secret: set AUTH_SECRET on all of them (each would make its own, and sessions would not carry over)',
      ],
      [
        !env.S3_BUCKET,
        'several instances need shared image storage: set S3_BUCKET (and S3_ENDPOINT, S3_REGION and the keys your store needs); ' +
          'images on local disk are seen by one instance only',
      ],
    ] as const;
    const missing = unshared.find(([lacking]) => lacking);
    if (env.INSTANCES > 1 && missing) ctx.addIssue({ code: 'custom', path: ['INSTANCES'], message: missing[1] });
  });

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Parses an environment; throws ConfigError whose message is one line naming the variable. */
export function parseEnv(env: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = issue.path.join('.') || 'environment';
    const value = env[name];
    // Values of URLs, keys, secrets and passwords may hold credentials: never echo them into logs.
    const shown = value && !/URL|KEY|SECRET|PASSWORD/.test(name) ? ` (${JSON.stringify(value)})` : '';
    throw new ConfigError(`Invalid ${name}${shown}: ${issue.message}`);
  }
  return result.data;
}

function readOrCreateSecret(dataDir: string): string {
  // Runtime data, not a build input: keep Next's file tracer from following it.
  const file = path.join(/* turbopackIgnore: true */ dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function buildConfig(env: Env) {
  const dataDir = path.resolve(/* turbopackIgnore: true */ env.DATA_DIR);
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    appUrl,
    dataDir,
    /** Unset means the embedded PostgreSQL (PGlite) under dataDir. */
    databaseUrl: env.DATABASE_URL,
    /** Unset: Next's page and data cache stays in this process; set: it is shared in Redis (lib/cache/shared-cache-handler.ts). */
    redisUrl: env.REDIS_URL,
    /** Connections per process (PostgreSQL server only), and the seconds a request waits for one before a 503. */
    databasePool: { size: env.DATABASE_POOL_SIZE, timeoutMs: env.DATABASE_POOL_TIMEOUT * 1000 },
    get authSecret(): string {
      return env.AUTH_SECRET ?? env.NEXTAUTH_SECRET ?? readOrCreateSecret(dataDir);
    },
    admin: { email: (env.ADMIN_EMAIL ?? 'admin@shop.local').toLowerCase(), password: env.ADMIN_PASSWORD },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM ?? 'Lanka Shop <no-reply@shop.local>' },
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY!,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiBase: env.STRIPE_API_BASE,
        }
      : undefined,
    pusher: env.PUSHER_APP_ID
      ? {
          appId: env.PUSHER_APP_ID,
          key: env.PUSHER_KEY!,
          secret: env.PUSHER_SECRET!,
          cluster: env.PUSHER_CLUSTER,
          host: env.PUSHER_HOST,
          port: env.PUSHER_PORT,
        }
      : undefined,
    realtimePort: env.REALTIME_PORT,
    /** Where the web server triggers the built-in realtime server (run once for several instances: npm run realtime). */
    realtimeHost: env.REALTIME_HOST ?? '127.0.0.1',
    /** Open sockets one client address may hold on the built-in realtime server. */
    realtimeMaxConnectionsPerAddress: env.REALTIME_MAX_CONNECTIONS_PER_ADDRESS,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    uploadDir: path.resolve(/* turbopackIgnore: true */ env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    rateLimitAddressMultiplier: env.RATE_LIMIT_ADDRESS_MULTIPLIER,
    /** Proxies whose X-Forwarded-For is believed (see lib/security/client-address.ts); none by default. */
    trustedProxies: env.TRUSTED_PROXIES,
    /** How long an unpaid card order keeps its stock (lib/orders/holds.ts). */
    orderHoldMinutes: env.ORDER_HOLD_MINUTES,
    /** Open unpaid card orders one account may have at once; 0 = no cap. */
    maxOpenUnpaidOrders: env.MAX_OPEN_UNPAID_ORDERS,
    /** Cash-on-delivery orders one account may have waiting for delivery; 0 = no cap (lib/orders/cod-limits.ts). */
    maxOpenCodOrders: env.MAX_OPEN_COD_ORDERS,
    /** Units of one product one account may have in cash-on-delivery orders waiting for delivery; 0 = no cap. */
    maxUnitsPerProduct: env.MAX_UNITS_PER_PRODUCT,
    /** The largest total a cash-on-delivery order may have, in rupees as written ('50000'); unset = no cap. */
    maxCodOrderValue: env.MAX_COD_ORDER_VALUE,
    /** Cancellations by one shopper within 24 hours that tell the admins (once); 0 = never. */
    cancellationAlertCount: env.CANCELLATION_ALERT_COUNT,
    /** How many web instances share the database; more than 1 needs S3 images and a realtime server of its own. */
    instances: env.INSTANCES,
  };
}

export type Config = ReturnType<typeof buildConfig>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  return buildConfig(parseEnv(env));
}

let cached: Config | undefined;

/** The validated configuration of this process (read once). */
export function config(): Config {
  cached ??= loadConfig();
  return cached;
}

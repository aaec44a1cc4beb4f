import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from './config';

describe('configuration', () => {
  it('defaults every variable of the operator contract', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/shop-config-test' });
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.admin.email).toBe('admin@shop.local');
    expect(config.stripe).toBeUndefined();
    expect(config.pusher).toBeUndefined();
    expect(config.s3).toBeUndefined();
    expect(config.realtimePort).toBe(6001);
    expect(config.uploadDir).toBe('/tmp/shop-config-test/uploads');
    expect(config.rateLimitAddressMultiplier).toBe(1);
    expect(config.databasePool).toEqual({ size: 10, timeoutMs: 10_000 });
    expect(config.orderHoldMinutes).toBe(30);
    expect(config.maxOpenUnpaidOrders).toBe(3);
    expect(config).toMatchObject({ maxOpenCodOrders: 3, maxUnitsPerProduct: 10, maxCodOrderValue: undefined, cancellationAlertCount: 3 });
    expect(config.realtimeMaxConnectionsPerAddress).toBe(20);
    expect(config.realtimeHost).toBe('127.0.0.1');
    expect(config.instances).toBe(1);
  });

  it('counts instances by a whole number from 1 to 1000, and refuses several that would not share the database, secret or images', () => {
    const shared = { DATABASE_URL: 'postgresql://db.internal/shop', AUTH_SECRET: 'x'.repeat(32), S3_BUCKET: 'shop-images' };
    expect(loadConfig({ ...shared, INSTANCES: '2' }).instances).toBe(2);
    for (const bad of ['0', '1.5', 'two', '1001']) {
      expect(() => loadConfig({ ...shared, INSTANCES: bad })).toThrow(`Invalid INSTANCES ("${bad}"): must be a whole number from 1 to 1000`);
    }
    expect(() => loadConfig({ ...shared, DATABASE_URL: undefined, INSTANCES: '2' })).toThrow(
      'Invalid INSTANCES ("2"): several instances need one PostgreSQL server: set DATABASE_URL (the embedded database serves one process)',
    );
    expect(() => loadConfig({ ...shared, AUTH_SECRET: undefined, INSTANCES: '2' })).toThrow(
      'Invalid INSTANCES ("2"): several instances need one secret: set AUTH_SECRET on all of them',
    );
    expect(loadConfig({ ...shared, AUTH_SECRET: undefined, NEXTAUTH_SECRET: 'y'.repeat(32), INSTANCES: '2' }).instances).toBe(2);
    expect(() => loadConfig({ ...shared, S3_BUCKET: undefined, UPLOAD_DIR: '/srv/uploads', INSTANCES: '2' })).toThrow(
      'Invalid INSTANCES ("2"): several instances need shared image storage: set S3_BUCKET (and S3_ENDPOINT, S3_REGION and the keys ' +
        'your store needs); images on local disk are seen by one instance only',
    );
    expect(() => loadConfig({ INSTANCES: '2' })).toThrow(ConfigError);
  });

  it('triggers the built-in realtime server at REALTIME_HOST, a host name or an IPv4 address', () => {
    for (const host of ['realtime', 'realtime.internal', '10.0.0.7']) expect(loadConfig({ REALTIME_HOST: host }).realtimeHost).toBe(host);
    expect(loadConfig({ REALTIME_HOST: ' ' }).realtimeHost).toBe('127.0.0.1');
    for (const bad of ['http://realtime', 'realtime:6001', '10.0.0.300', 'under_score', '::1']) {
      expect(() => loadConfig({ REALTIME_HOST: bad })).toThrow(`Invalid REALTIME_HOST ("${bad}"): must be a host name or an IPv4 address`);
    }
  });

  it('sizes the database pool and its wait by whole numbers', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '25', DATABASE_POOL_TIMEOUT: '3' }).databasePool).toEqual({ size: 25, timeoutMs: 3000 });
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow('Invalid DATABASE_POOL_SIZE ("0"): must be a whole number from 1 to 500');
    expect(() => loadConfig({ DATABASE_POOL_TIMEOUT: '0.5' })).toThrow('Invalid DATABASE_POOL_TIMEOUT ("0.5"): must be a whole number from 1 to 120');
  });

  it('holds unpaid card orders for 1 minute to 7 days, and caps open ones per account at 0 (off) to 1000', () => {
    expect(loadConfig({ ORDER_HOLD_MINUTES: '15', MAX_OPEN_UNPAID_ORDERS: '0' })).toMatchObject({ orderHoldMinutes: 15, maxOpenUnpaidOrders: 0 });
    for (const bad of ['0', '2.5', 'soon', '10081']) {
      expect(() => loadConfig({ ORDER_HOLD_MINUTES: bad })).toThrow(`Invalid ORDER_HOLD_MINUTES ("${bad}"): must be a whole number from 1 to 10080`);
    }
    for (const bad of ['-1', '1.5', 'none', '1001']) {
      expect(() => loadConfig({ MAX_OPEN_UNPAID_ORDERS: bad })).toThrow(`Invalid MAX_OPEN_UNPAID_ORDERS ("${bad}"): must be a whole number from 0 to 1000`);
    }
  });

  it('caps cash on delivery per account by whole numbers (0 = off) and its order value by an amount in rupees (unset or blank = none)', () => {
    expect(loadConfig({ MAX_OPEN_COD_ORDERS: '0', MAX_UNITS_PER_PRODUCT: '25', CANCELLATION_ALERT_COUNT: '0', MAX_COD_ORDER_VALUE: '49999.5' })).toMatchObject({
      maxOpenCodOrders: 0,
      maxUnitsPerProduct: 25,
      cancellationAlertCount: 0,
      maxCodOrderValue: '49999.5',
    });
    expect(loadConfig({ MAX_COD_ORDER_VALUE: ' ' }).maxCodOrderValue).toBeUndefined();
    for (const bad of ['-1', '1.5', 'three', '1001']) {
      expect(() => loadConfig({ MAX_OPEN_COD_ORDERS: bad })).toThrow(`Invalid MAX_OPEN_COD_ORDERS ("${bad}"): must be a whole number from 0 to 1000`);
      expect(() => loadConfig({ CANCELLATION_ALERT_COUNT: bad })).toThrow(`Invalid CANCELLATION_ALERT_COUNT ("${bad}"): must be a whole number from 0 to 1000`);
    }
    expect(() => loadConfig({ MAX_UNITS_PER_PRODUCT: '100001' })).toThrow('Invalid MAX_UNITS_PER_PRODUCT ("100001"): must be a whole number from 0 to 100000');
    for (const bad of ['Rs 50000', '50,000', '1e5', '0x10', '-5', '10.555']) {
      expect(() => loadConfig({ MAX_COD_ORDER_VALUE: bad })).toThrow(`Invalid MAX_COD_ORDER_VALUE ("${bad}"): must be an amount in rupees, like 50000 or 49999.50`);
    }
    expect(() => loadConfig({ MAX_COD_ORDER_VALUE: '0' })).toThrow('Invalid MAX_COD_ORDER_VALUE ("0"): must be above 0 (leave it unset for no cap)');
  });

  it('caps realtime connections per address by a whole number from 1 to 100000', () => {
    expect(loadConfig({ REALTIME_MAX_CONNECTIONS_PER_ADDRESS: '200' }).realtimeMaxConnectionsPerAddress).toBe(200);
    for (const bad of ['0', '1.5', 'lots', '100001']) {
      expect(() => loadConfig({ REALTIME_MAX_CONNECTIONS_PER_ADDRESS: bad })).toThrow(
        `Invalid REALTIME_MAX_CONNECTIONS_PER_ADDRESS ("${bad}"): must be a whole number from 1 to 100000`,
      );
    }
  });

  it('scales the per-address rate limits only by a whole factor from 1 to 1000', () => {
    expect(loadConfig({ RATE_LIMIT_ADDRESS_MULTIPLIER: '20' }).rateLimitAddressMultiplier).toBe(20);
    for (const bad of ['0', '2.5', 'many', '1001']) {
      expect(() => loadConfig({ RATE_LIMIT_ADDRESS_MULTIPLIER: bad })).toThrow(
        `Invalid RATE_LIMIT_ADDRESS_MULTIPLIER ("${bad}"): must be a whole number from 1 to 1000`,
      );
    }
  });

  it('derives APP_URL from PORT and treats empty values as unset', () => {
    const config = loadConfig({ PORT: '4100', DATABASE_URL: '', SMTP_URL: '  ' });
    expect(config.appUrl).toBe('http://localhost:4100');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.mail.smtpUrl).toBeUndefined();
  });

  it('keeps a random auth secret under the data directory when AUTH_SECRET is unset', () => {
    const dir = `/tmp/shop-config-secret-${process.pid}`;
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dir, NEXTAUTH_SECRET: 'n'.repeat(32) }).authSecret).toBe('n'.repeat(32));
  });

  it('never echoes a secret value', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://root:hunter2@db/shop' })).toThrow(/^Invalid DATABASE_URL: /);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://root:hunter2@db/shop' })).not.toThrow(/hunter2/);
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid PORT \("abc"\): must be a whole number from 1 to 65535$/],
    [{ PORT: '70000' }, /^Invalid PORT/],
    [{ DATABASE_URL: 'mysql://x@y/z' }, /^Invalid DATABASE_URL: must be a URL starting with postgres:\/\/ or postgresql:\/\/$/],
    [{ APP_URL: 'shop.example' }, /^Invalid APP_URL/],
    [{ ADMIN_EMAIL: 'not-an-email' }, /^Invalid ADMIN_EMAIL/],
    [{ ADMIN_PASSWORD: 'short' }, /^Invalid ADMIN_PASSWORD/],
    [{ AUTH_SECRET: 'too-short' }, /^Invalid AUTH_SECRET/],
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, /^Invalid NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY/],
    [{ STRIPE_SECRET_KEY: 'pk_test_1', NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }, /^Invalid STRIPE_SECRET_KEY/],
    [{ PUSHER_APP_ID: '1', PUSHER_KEY: 'k' }, /^Invalid PUSHER_SECRET/],
    [{ PUSHER_APP_ID: '1', PUSHER_KEY: 'k', PUSHER_SECRET: 's' }, /^Invalid PUSHER_CLUSTER/],
    [{ SMTP_URL: 'http://mail' }, /^Invalid SMTP_URL/],
  ])('rejects %j with one line naming the variable', (env, message) => {
    expect(() => parseEnv(env)).toThrow(ConfigError);
    expect(() => parseEnv(env)).toThrow(message);
    try {
      parseEnv(env);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });
});

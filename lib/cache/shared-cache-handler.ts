/**
 * Next's page and data cache in Redis when REDIS_URL is set (next.config.ts; docs/decisions.md, "Shared cache"), so
 * that several instances serve the same cached pages and a tag revalidated on one is gone for all of them at once.
 * @fortedigital/nextjs-cache-handler keeps the entries and their tags; this module connects it and keeps Redis
 * trouble from ever reaching a shopper: while Redis is unreachable every read misses (the page renders without the
 * cache), writes and revalidations are dropped, and one line is logged.
 * Next's server imports this file itself (next.config.ts `cacheHandler`), outside its bundles.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import { config } from '@/lib/config';

/** A command that gets no answer within this is a miss, not a slow page. */
const COMMAND_TIMEOUT_MS = 1_000;
const RECONNECT_MAX_DELAY_MS = 5_000;

// The handler's parameter names a client with every module and protocol version; node-redis's client type is
// invariant in those, so the plain client it is given must be named that way.
type RedisHandlerClient = Parameters<typeof createRedisHandler>[0]['client'];

const log = (line: string) => console.log(`[cache] ${line}`);

function connectedClient(url: string, keyPrefix: string) {
  // No offline queue: while disconnected a command fails at once instead of waiting for the connection.
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: COMMAND_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, RECONNECT_MAX_DELAY_MS) },
  });
  let unreachable = false;
  client.on('error', (error: Error) => {
    if (unreachable) return;
    unreachable = true;
    log(`Redis is unreachable (${error.message}): pages render without the shared cache until it is back.`);
  });
  /**
   * Each time this instance (re)connects it drops the shop's entries: a revalidation it could not deliver while
   * Redis was away, or a database changed while the shop was down, would otherwise leave a stale page for everyone.
   * Dropping costs one render per page.
   */
  const forgetEntries = async () => {
    try {
      for await (const keys of client.scanIterator({ MATCH: `${keyPrefix}*`, COUNT: 1_000 })) {
        if (keys.length > 0) await client.unlink(keys);
      }
    } catch (error) {
      log(`Could not drop the shared cache's entries (${error instanceof Error ? error.message : String(error)}).`);
    }
  };
  client.on('ready', () => {
    if (unreachable) log('Redis is reachable again: the shared cache is back.');
    unreachable = false;
    void forgetEntries();
  });
  // The reconnect strategy keeps trying after a failed first attempt; the error handler has said why.
  client.connect().catch(() => {});
  return client;
}

CacheHandler.onCreation(({ buildId }) => {
  const url = config().redisUrl;
  if (!url) throw new Error('The shared cache handler is configured only when REDIS_URL is set (next.config.ts)');
  // Entries of one build only: a page cached by another build names script files this one does not serve.
  const keyPrefix = `lanka-shop:${buildId ?? 'development'}:`;
  const client = connectedClient(url, keyPrefix);
  log(`Next's cache is shared in Redis (${new URL(url).host}).`);
  return { handlers: [createRedisHandler({ client: client as unknown as RedisHandlerClient, keyPrefix, timeoutMs: COMMAND_TIMEOUT_MS })] };
});

export default CacheHandler;

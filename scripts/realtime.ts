/**
 * The built-in Pusher-protocol server as its own process (`npm run realtime`, and the child that `npm start`
 * supervises, scripts/shop-server.ts): a fault in it can never take the web server or the database down.
 */
import { config } from '@/lib/config';
import { trustedProxies } from '@/lib/security/client-address';
import { startRealtimeServer } from '@/lib/realtime/protocol-server';
import { realtimeSettings } from '@/lib/realtime/settings';
import { exitWithLauncher } from './supervise';

const settings = realtimeSettings(config());
if (!settings.builtIn) {
  console.error('[realtime] PUSHER_* is set: live notifications go to Pusher, there is no built-in server to run.');
  process.exit(1);
}
const server = await startRealtimeServer({
  appId: settings.appId,
  key: settings.key,
  secret: settings.secret,
  port: settings.port!,
  maxConnectionsPerAddress: config().realtimeMaxConnectionsPerAddress,
  trustProxy: trustedProxies(config().trustedProxies),
});
console.log(`[realtime] Pusher-protocol server on port ${server.port}`);

const stop = () => void server.close().finally(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
exitWithLauncher(stop);

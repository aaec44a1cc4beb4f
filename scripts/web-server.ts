/**
 * The Next.js server that `npm start`, `npm run dev` and the e2e server run (as a child of scripts/shop-server.ts):
 * Next's own request handler behind a plain Node HTTP server, which is the one place that sees the socket and so
 * can tell the client's real address from a forged X-Forwarded-For (lib/security/client-address.ts).
 * Usage: tsx --import ./scripts/outside-next.mjs scripts/web-server.ts start|dev
 */
import { createServer } from 'node:http';
import next from 'next';
import { config } from '@/lib/config';
import { withStringBodiesAsBytes } from '@/lib/http/string-bodies';
import { trustedProxies, withClientAddress } from '@/lib/security/client-address';
import { exitWithLauncher } from './supervise';

const dev = process.argv[2] === 'dev';
const { port } = config();
const app = next({ dev, dir: process.cwd(), port });
await app.prepare();

// Next sends a cached page as one string, which Node 20 writes slowly past 65,535 characters (lib/http/string-bodies.ts).
const handler = withStringBodiesAsBytes(app.getRequestHandler());
const server = createServer(withClientAddress(handler, trustedProxies(config().trustedProxies)));
// Idle keep-alive connections stay open longer than clients and proxies keep theirs (nginx, load balancers: 60 s):
// with Node's 5 s a client reusing a connection just as the server closes it gets ECONNRESET for a sound request.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
// Development's hot reload talks over a websocket on the same port.
if (dev) server.on('upgrade', app.getUpgradeHandler());

const stop = () => {
  server.close();
  void app.close().finally(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
exitWithLauncher(stop);

server.listen(port, () => console.log(`[web] Next.js ${dev ? 'development' : 'production'} server on port ${port}`));

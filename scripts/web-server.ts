/**
 * The Next.js server that `npm start`, `npm run dev` and the e2e server run (as a child of scripts/shop-server.ts):
 * Next's own request handler behind a plain Node HTTP server, which is the one place that sees the socket and so
 * can tell the client's real address from a forged X-Forwarded-For (lib/security/client-address.ts), and the first
 * to see a request, so it refuses what Next would answer with a 500 (lib/http/malformed-request.ts).
 * Usage: tsx --import ./scripts/outside-next.mjs scripts/web-server.ts start|dev
 */
import { createServer } from 'node:http';
import next from 'next';
import { config } from '@/lib/config';
import { refuseTunnel, withWellFormedRequests } from '@/lib/http/malformed-request';
import { withStringBodiesAsBytes } from '@/lib/http/string-bodies';
import { trustedProxies, withClientAddress } from '@/lib/security/client-address';
import { exitWithLauncher } from './supervise';

const dev = process.argv[2] === 'dev';
const { port } = config();
const app = next({ dev, dir: process.cwd(), port });
await app.prepare();
// Only now: proxy.ts loads Next's request-scope modules, which need the runtime that app.prepare() sets up.
const { MALFORMED_PATH_TARGET } = await import('@/proxy');

// Next sends a cached page as one string, which Node 20 writes slowly past 65,535 characters (lib/http/string-bodies.ts).
// Malformed paths, undecodable cookies and unknown methods would be Next's 500s: refused or mended first.
const handler = withWellFormedRequests(withStringBodiesAsBytes(app.getRequestHandler()), MALFORMED_PATH_TARGET);
const server = createServer(withClientAddress(handler, trustedProxies(config().trustedProxies)));
server.on('connect', refuseTunnel);
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

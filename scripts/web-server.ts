/**
 * The Next.js server that `npm start`, `npm run dev` and the e2e server run (as a child of scripts/shop-server.ts):
 * Next's own request handler behind a plain Node HTTP server, which is the one place that sees the socket and so
 * can tell the client's real address from a forged X-Forwarded-For (lib/security/client-address.ts), and the first
 * to see a request, so it refuses what Next would answer with a 500 (lib/http/malformed-request.ts).
 * Usage: tsx --import ./scripts/outside-next.mjs scripts/web-server.ts start|dev
 */
import { createServer, type RequestListener } from 'node:http';
import compression from 'compression';
import next from 'next';
import { config } from '@/lib/config';
import { frameworkScriptCheck, REACT_RUNTIME_NAMES, reactRuntimeScripts } from '@/lib/http/framework-scripts';
import { refuseTunnel, withWellFormedRequests } from '@/lib/http/malformed-request';
import { withScriptNonces } from '@/lib/http/script-nonces';
import { contentSecurityPolicy, pageHostNames } from '@/lib/http/security-headers';
import { withStringBodiesAsBytes } from '@/lib/http/string-bodies';
import { realtimeClientSettings, realtimeConnectSources, realtimeSettings } from '@/lib/realtime/settings';
import { trustedProxies, withClientAddress } from '@/lib/security/client-address';
import { exitWithLauncher } from './supervise';

const dev = process.argv[2] === 'dev';
const { port } = config();
const app = next({ dev, dir: process.cwd(), port });
await app.prepare();
// Only now: proxy.ts loads Next's request-scope modules, which need the runtime that app.prepare() sets up.
const { MALFORMED_PATH_TARGET } = await import('@/proxy');

/**
 * Production pages get their Content-Security-Policy here, per reply: a fresh nonce for the framework's inline scripts
 * (lib/http/script-nonces.ts) and the realtime endpoint this shop runs with. Development keeps next.config's policy.
 */
function withPagePolicy(listener: RequestListener): RequestListener {
  if (dev) return listener;
  const runtime = reactRuntimeScripts();
  if (runtime.names.size < REACT_RUNTIME_NAMES.length) {
    console.warn(`[web] React's streaming runtime was not all found in react-dom (${[...runtime.names].join(', ')}): streamed pages may not run.`);
  }
  const realtime = realtimeClientSettings(realtimeSettings(config()));
  const reported = new Set<string>();
  return withScriptNonces(listener, {
    isFrameworkScript: frameworkScriptCheck(runtime.scripts),
    policy: (request, nonce) =>
      contentSecurityPolicy({
        isDevelopment: false,
        scriptNonce: nonce,
        realtimeSources: realtimeConnectSources(realtime, pageHostNames(config().appUrl, request.headers.host)),
      }),
    // Once per page and process: an injected script, or a Next or React upgrade that writes a new kind of inline script.
    onRefused: (path, count) => {
      if (reported.has(path) || reported.size >= 1000) return;
      reported.add(path);
      console.warn(`[web] ${path}: ${count} inline script(s) that are not the framework's were sent without a nonce (browsers refuse them)`);
    },
  });
}

// Compression, which Next would do (next.config.ts compress: false), comes after the nonces, which need the HTML itself.
const compress = compression();
const withCompression =
  (listener: RequestListener): RequestListener =>
  (request, response) =>
    compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], () => listener(request, response));

// Next sends a cached page as one string, which Node 20 writes slowly past 65,535 characters (lib/http/string-bodies.ts).
// Malformed paths, undecodable cookies and unknown methods would be Next's 500s: refused or mended first.
const handler = withWellFormedRequests(
  withStringBodiesAsBytes(withCompression(withPagePolicy(app.getRequestHandler()))),
  MALFORMED_PATH_TARGET,
);
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

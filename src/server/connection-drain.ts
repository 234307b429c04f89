import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * Lets shutdown finish the requests in flight and then close their connections. Fastify's close
 * stops accepting connections and closes the idle ones once, but a keep-alive connection whose
 * request was in flight (a reverse proxy keeps them all) would stay open after its answer until
 * the client hangs up, and shutdown would wait for it.
 */
export function trackConnections(server: Server) {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  const sayClose = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('connection', 'close');
  };
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    inFlight.add(res);
    if (draining) sayClose(res);
    res.once('close', () => {
      inFlight.delete(res);
      if (draining) server.closeIdleConnections();
    });
  });
  return {
    /** Every answer from now on says `Connection: close`; connections close as they go idle. */
    drain() {
      draining = true;
      for (const res of inFlight) sayClose(res);
      server.closeIdleConnections();
    },
    /** Ends every connection still open, with whatever request it carries. */
    cut() {
      server.closeAllConnections();
    },
    get inFlight() {
      return inFlight.size;
    },
  };
}

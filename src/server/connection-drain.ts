import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/**
 * A connection on which nothing arrived for this long, and no request runs, is idle: shutdown
 * closes it. Checked after the event loop has read what the sockets hold, so a request whose
 * bytes wait unread behind a busy loop (the embedded database runs on it) is answered, not reset.
 */
const QUIET_MS = 200;

/**
 * Lets shutdown finish every request that has started and then close the connections. Node's
 * own `server.close()` (which Fastify's close calls) destroys every connection it thinks idle at
 * once: one whose next request has arrived but not yet been read, because the event loop was
 * busy, is then reset instead of answered. And a keep-alive connection (a reverse proxy keeps
 * them all) would stay open after its answer until the client hangs up.
 */
export function trackConnections(server: Server) {
  const inFlight = new Set<ServerResponse>();
  /** Requests running per connection. */
  const running = new Map<Socket, number>();
  /** Every open connection, with its byte count when last looked at. */
  const sockets = new Map<Socket, number>();
  let draining = false;
  let sweep: NodeJS.Timeout | undefined;
  let settle: () => void = () => {};
  const drained = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const settleIfDone = () => {
    if (draining && sockets.size === 0) {
      clearTimeout(sweep);
      settle();
    }
  };

  const sayClose = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('connection', 'close');
  };

  server.on('connection', (socket: Socket) => {
    sockets.set(socket, -1);
    socket.once('close', () => {
      sockets.delete(socket);
      running.delete(socket);
      settleIfDone();
    });
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const { socket } = req;
    inFlight.add(res);
    running.set(socket, (running.get(socket) ?? 0) + 1);
    if (draining) sayClose(res);
    res.once('close', () => {
      inFlight.delete(res);
      running.set(socket, (running.get(socket) ?? 1) - 1);
    });
  });

  /**
   * Closes the connections that ran nothing and received nothing since the last look. The timer
   * fires first in a turn of the event loop; setImmediate waits for that turn's reads, so bytes
   * that arrived while the loop was busy count as activity.
   */
  const closeQuietConnections = () => {
    setImmediate(() => {
      for (const [socket, lastBytes] of sockets) {
        const quiet = !running.get(socket) && socket.bytesRead === lastBytes;
        if (quiet) socket.destroy();
        else sockets.set(socket, socket.bytesRead);
      }
      settleIfDone();
      if (sockets.size > 0) sweep = setTimeout(closeQuietConnections, QUIET_MS);
    });
  };

  return {
    /**
     * No new connections; every answer from now on says `Connection: close` (Node then closes its
     * connection after it), and connections close once they have been quiet for a moment.
     */
    drain() {
      if (draining) return;
      draining = true;
      // net.Server's own close stops accepting without http.Server's sweep of idle connections.
      NetServer.prototype.close.call(server);
      for (const res of inFlight) sayClose(res);
      for (const socket of sockets.keys()) sockets.set(socket, socket.bytesRead);
      sweep = setTimeout(closeQuietConnections, QUIET_MS);
      settleIfDone();
    },
    /** Resolves once every connection is closed, after drain(). */
    drained,
    /** Ends every connection still open, with whatever request it carries. */
    cut() {
      server.closeAllConnections();
      for (const socket of sockets.keys()) socket.destroy();
    },
    get inFlight() {
      return inFlight.size;
    },
  };
}

import { connect, createServer, type Server, type Socket } from 'node:net';
import { freePort } from './built-server.ts';

/**
 * A TCP proxy on 127.0.0.1 in front of a server (PostgreSQL), to take that server away from the
 * app and bring it back without touching the real one: `cut()` ends every connection and refuses
 * new ones (a restart or crash), `stall()` keeps connections open but silent (a network that
 * drops packets), `restore()` serves again on new connections, `resume()` on the same ones (the
 * network heals: what waited is delivered, nobody reconnects).
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const port = await freePort();
  const pairs = new Set<{ client: Socket; upstream: Socket | undefined }>();
  let stalled = false;
  let server: Server | undefined;

  const destroyAll = () => {
    for (const pair of pairs) {
      pair.client.destroy();
      pair.upstream?.destroy();
    }
    pairs.clear();
  };

  const join = (pair: { client: Socket; upstream: Socket | undefined }) => {
    const { client } = pair;
    if (!pair.upstream) {
      const upstream = connect(target.port, target.host);
      pair.upstream = upstream;
      upstream.on('error', () => {});
      upstream.on('close', () => client.destroy());
    }
    client.pipe(pair.upstream);
    pair.upstream.pipe(client);
    client.resume();
    pair.upstream.resume();
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const pair: { client: Socket; upstream: Socket | undefined } = {
          client,
          upstream: undefined,
        };
        pairs.add(pair);
        client.on('error', () => {});
        client.on('close', () => {
          pair.upstream?.destroy();
          pairs.delete(pair);
        });
        if (stalled) {
          client.pause(); // accepted, and never answered
          return;
        }
        join(pair);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });

  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server?.listening) return resolve();
      server.close(() => resolve());
    });

  await listen();
  return {
    port,
    /** The server is gone: every connection ends, and new ones are refused. */
    async cut() {
      const closed = stopListening();
      destroyAll();
      await closed;
    },
    /** Connections stay open, but nothing passes through them any more, nor through new ones. */
    stall() {
      stalled = true;
      for (const { client, upstream } of pairs) {
        client.unpipe();
        upstream?.unpipe();
        client.pause();
        upstream?.pause();
      }
    },
    /** The network heals: every connection, stalled or accepted meanwhile, passes bytes again. */
    resume() {
      stalled = false;
      for (const pair of pairs) join(pair);
    },
    /** The server is back (stalled connections are ended, as their peers would have given up). */
    async restore() {
      stalled = false;
      destroyAll();
      if (!server?.listening) await listen();
    },
    async close() {
      const closed = stopListening();
      destroyAll();
      await closed;
    },
  };
}

import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * HTTP over a plain socket, for what `inject()` and fetch cannot send: paths exactly as written
 * (no URL normalisation), malformed requests, and clients that stall.
 */

export type RawResponse = {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Everything the server wrote. */
  raw: string;
};

/** Starts the app on a free port of 127.0.0.1 and returns the port. */
export async function listenOnFreePort(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as { port: number }).port;
}

/** Opens a socket to 127.0.0.1:port. */
export function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * Resolves with the milliseconds from now until the server ends the connection, or with
 * `giveUpMs` when it is still open then (the socket is then closed by this side).
 */
export function timeUntilClosed(socket: Socket, giveUpMs: number): Promise<number> {
  const started = Date.now();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      resolve(giveUpMs);
      socket.destroy();
    }, giveUpMs);
    socket.on('error', () => {});
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
    // A paused socket would never see the server's end.
    socket.resume();
  });
}

function decodeChunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < body.length) {
    const lineEnd = body.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = Number.parseInt(body.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Parses one HTTP/1.1 response (the first, when the server wrote several). */
export function parseResponse(raw: Buffer): RawResponse {
  const headEnd = raw.indexOf('\r\n\r\n');
  const head = raw.subarray(0, headEnd < 0 ? raw.length : headEnd).toString('latin1');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = headEnd < 0 ? Buffer.alloc(0) : raw.subarray(headEnd + 4);
  if (headers['transfer-encoding'] === 'chunked') body = decodeChunked(body);
  else if (headers['content-length'] !== undefined)
    body = body.subarray(0, Number(headers['content-length']));
  return {
    status: Number(statusLine.split(' ')[1] ?? 0),
    headers,
    body: body.toString('utf8'),
    raw: raw.toString('latin1'),
  };
}

/**
 * Writes `request` byte for byte and reads until the server closes the connection (send
 * `Connection: close`), or `timeoutMs` passes.
 */
export async function sendRaw(
  port: number,
  request: string | Buffer,
  timeoutMs = 5_000,
): Promise<RawResponse> {
  const socket = await openSocket(port);
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.destroy();
      reject(
        new Error(`no complete answer within ${timeoutMs} ms to ${String(request).slice(0, 80)}`),
      );
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(parseResponse(Buffer.concat(chunks)));
    });
    socket.write(request);
  });
}

export type RawRequest = {
  method: string;
  /** Sent exactly as given. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

/** One request with `Connection: close`, written without any normalisation of the path. */
export function rawRequest(port: number, request: RawRequest): Promise<RawResponse> {
  const headers: Record<string, string> = {
    host: `127.0.0.1:${port}`,
    connection: 'close',
    ...request.headers,
  };
  if (request.body !== undefined)
    headers['content-length'] = String(Buffer.byteLength(request.body));
  const head = [
    `${request.method} ${request.path} HTTP/1.1`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ].join('\r\n');
  return sendRaw(port, `${head}\r\n\r\n${request.body ?? ''}`);
}

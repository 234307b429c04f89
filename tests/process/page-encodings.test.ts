import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, startBuiltServer } from '../support/built-server.ts';

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/** One request as a client sends it, bytes untouched (fetch would decompress them). */
function raw(url: string, method: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const DECODE: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  identity: (body) => body,
};

/**
 * Prerendered pages are compressed when first asked for in an encoding, not at start: every
 * encoding must still give the same page, with one ETag, to the first requests at once too.
 */
describe('prerendered pages in every encoding', () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  for (const path of ['/services', '/hi/projects', '/no-such-page']) {
    it(`${path}: brotli, gzip and plain bytes are the same page, even for simultaneous first requests`, async () => {
      const plain = await raw(`${server.url}${path}`, 'GET', {});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString('utf8')).toMatch(/^<!doctype html>/i);
      for (const encoding of ['br', 'gzip'] as const) {
        const answers = await Promise.all(
          Array.from({ length: 5 }, () =>
            raw(`${server.url}${path}`, 'GET', { 'accept-encoding': `${encoding}, identity` }),
          ),
        );
        for (const answer of answers) {
          expect(answer.status).toBe(plain.status);
          expect(answer.headers['content-encoding']).toBe(encoding);
          expect(answer.headers.vary).toBe('accept-encoding');
          expect(answer.headers.etag).toBe(plain.headers.etag);
          expect(DECODE[encoding]!(answer.body).equals(plain.body)).toBe(true);
          expect(answer.body.length).toBeLessThan(plain.body.length / 3);
        }
      }
    });
  }

  it('answers HEAD with the headers of GET and no body, and a matching ETag with 304', async () => {
    const get = await raw(`${server.url}/services`, 'GET', { 'accept-encoding': 'br' });
    const head = await raw(`${server.url}/services`, 'HEAD', { 'accept-encoding': 'br' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers.etag).toBe(get.headers.etag);
    const again = await raw(`${server.url}/services`, 'GET', {
      'accept-encoding': 'br',
      'if-none-match': String(get.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});

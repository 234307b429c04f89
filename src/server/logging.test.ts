import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { loggerOptions, requestLoggerFactory } from './logging.ts';

/** A Writable that keeps each log line, parsed, without the fields that differ between runs. */
function logLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        const {
          time: _time,
          pid: _pid,
          hostname: _hostname,
          responseTime,
          ...rest
        } = JSON.parse(line);
        lines.push({ ...rest, ...(responseTime === undefined ? {} : { responseTime: 'ms' }) });
      }
      callback();
    },
  });
  return { lines, stream };
}

/** An app that logs what a request's logger is given, with pino's own child or the lazy one. */
async function loggingApp(level: string, lazy: boolean) {
  const { lines, stream } = logLines();
  const app = Fastify({
    logger: { ...loggerOptions(level), stream },
    ...(lazy ? { childLoggerFactory: requestLoggerFactory } : {}),
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/warns', async (request) => {
    request.log.debug({ email: 'someone@example.com' }, 'below the level');
    request.log.warn({ email: 'someone@example.com', lead: 7 }, 'something odd');
    return { ok: true };
  });
  app.get('/fails', async () => {
    throw new TypeError('broken');
  });
  await app.ready();
  return { app, lines };
}

describe("a request's logger (requestLoggerFactory, decision 033)", () => {
  it('writes exactly what pino’s own child writes, request id and redaction included', async () => {
    for (const level of ['info', 'warn']) {
      const written = [];
      for (const lazy of [false, true]) {
        const { app, lines } = await loggingApp(level, lazy);
        for (const url of ['/quiet', '/warns', '/fails']) await app.inject({ url });
        await app.close();
        written.push(lines);
      }
      const [pinoChild, lazyChild] = written;
      expect(lazyChild).toEqual(pinoChild);
      expect(lazyChild!.some((line) => line.msg === 'something odd' && line.reqId)).toBe(true);
      expect(JSON.stringify(lazyChild)).not.toContain('someone@example.com');
    }
  });

  it('makes no child for a request that logs nothing at an enabled level', () => {
    const { stream, lines } = logLines();
    const parent = pino(loggerOptions('warn'), stream);
    const child = vi.spyOn(parent, 'child');
    const log = requestLoggerFactory.call(
      undefined as never,
      parent,
      { reqId: 'req-1' },
      {},
      undefined as never,
    );
    log.info({ req: 'x' }, 'incoming request');
    log.debug('details');
    expect(child).not.toHaveBeenCalled();
    log.error({ lead: 7 }, 'failed');
    log.warn('and again');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map(({ reqId, msg }) => [reqId, msg])).toEqual([
      ['req-1', 'failed'],
      ['req-1', 'and again'],
    ]);
  });
});

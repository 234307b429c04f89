import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, unavailableReason } from './unavailable.ts';

/** An error as node-postgres or the socket layer makes it. */
const withCode = (code: string, message = `error ${code}`) =>
  Object.assign(new Error(message), { code });
/** As Drizzle wraps a failed query: its SQL and parameters outside, the cause inside. */
const failedQuery = (cause: unknown) =>
  Object.assign(new Error('Failed query: insert into "newsletter" ...\nparams: a@b.example'), {
    cause,
  });

describe('which database errors mean "unavailable, try again"', () => {
  const unavailable: [string, unknown][] = [
    ...['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH'].map(
      (code): [string, unknown] => [code, withCode(code)],
    ),
    ...['08000', '08003', '08006', '08001', '08004', '57P01', '57P02', '57P03', '53300'].map(
      (code): [string, unknown] => [`SQLSTATE ${code}`, withCode(code)],
    ),
    ['a broken connection', new Error('Connection terminated unexpectedly')],
    ['the pool waiting too long', new Error('timeout exceeded when trying to connect')],
    [
      'a connect timeout',
      new Error('Connection terminated due to connection timeout', {
        cause: new Error('Connection terminated unexpectedly'),
      }),
    ],
    ['a silent server', new Error('Query read timeout')],
    ['a dead client', new Error('Client has encountered a connection error and is not queryable')],
    [
      'several addresses refused',
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed'),
    ],
  ];
  it.each(unavailable)('%s, bare or wrapped by a failed query', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(error))).toBe(true);
  });

  const notUnavailable: [string, unknown][] = [
    ['a unique violation', withCode('23505')],
    ['a missing table', withCode('42P01')],
    ['a syntax error', withCode('42601')],
    ['a statement cancelled by its timeout', withCode('57014')],
    ['a missing database', withCode('3D000')],
    ['a refused password', withCode('28P01')],
    ['a plain error', new Error('boom')],
    ['a file error', withCode('ENOENT')],
    ['not an error', 'Connection terminated'],
    ['nothing', undefined],
  ];
  it.each(notUnavailable)('not %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(failedQuery(error))).toBe(false);
  });

  it('gives the reason without the query or its parameters', () => {
    const reason = unavailableReason(failedQuery(withCode('57P01', 'terminating connection')));
    expect(reason).toBe('57P01 terminating connection');
    expect(reason).not.toContain('a@b.example');
  });

  it('survives a cause that points back at itself', () => {
    const loop: Error & { cause?: unknown } = new Error('loop');
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});

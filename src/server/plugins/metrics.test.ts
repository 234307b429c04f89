import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpReceiver, startSmtpReceiver } from '../mail/test-smtp-server.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';

const TOKEN = `${'m'.repeat(24)}-metrics-token-for-tests`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Series lines (`name{labels} value`) of one metric in the text format. */
const seriesOf = (text: string, name: string) =>
  text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));
const labelSets = (text: string, name: string) =>
  new Set(seriesOf(text, name).map((line) => line.slice(0, line.lastIndexOf(' '))));

const METRIC_NAMES = [
  'http_requests_total',
  'http_request_duration_seconds_bucket',
  'http_request_duration_seconds_count',
  'arkaja_outbox_messages',
  'arkaja_mail_delivery_attempts_total',
  'arkaja_db_pool_connections',
  'process_resident_memory_bytes',
  'nodejs_heap_size_used_bytes',
  'nodejs_eventloop_lag_seconds',
];

describe('metrics', () => {
  it('serves nothing and collects nothing without METRICS_TOKEN or METRICS_PORT', async () => {
    const t = await buildTestApp();
    try {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url: '/metrics', headers: bearer(TOKEN) });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('http_requests_total');
      }
      expect(t.app.metricsServer).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  describe('behind METRICS_TOKEN', () => {
    let smtp: SmtpReceiver;
    let t: TestApp;
    beforeAll(async () => {
      smtp = await startSmtpReceiver();
      t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN, SMTP_URL: smtp.url } });
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });
    const scrape = async () => {
      const response = await t.app.inject({ url: '/metrics', headers: bearer(TOKEN) });
      expect(response.statusCode).toBe(200);
      return response.body;
    };

    it.each([
      ['no Authorization header', {}],
      ['a wrong token of the same length', bearer(`x${TOKEN.slice(1)}`)],
      ['a prefix of the token', bearer(TOKEN.slice(0, -1))],
      ['the token and more', bearer(`${TOKEN}x`)],
      ['an empty bearer token', { authorization: 'Bearer ' }],
      ['the token as Basic credentials', { authorization: `Basic ${TOKEN}` }],
      ['the token without a scheme', { authorization: TOKEN }],
      ['the token in the query string', {}, `?token=${TOKEN}`],
    ])('refuses %s with 401 and shows no metric', async (_case, headers, query = '') => {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url: `/metrics${query}`, headers });
        expect(response.statusCode).toBe(401);
        expect(response.headers['www-authenticate']).toBe('Bearer');
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        if (method === 'GET') {
          expect(response.json()).toEqual({
            error: { code: 'unauthorized', message: 'A valid metrics token is required.' },
          });
        }
        expect(response.body).not.toMatch(/http_requests|process_|nodejs_|arkaja_/);
      }
    });

    it('with the token, holds every metric in the Prometheus text format', async () => {
      // A mail refused once, then delivered: the worker's attempts are counted by outcome.
      smtp.refuseWith = '451 Try again later';
      await t.app.inject({
        method: 'POST',
        url: '/api/verify/send',
        payload: { email: 'metrics@example.in' },
        remoteAddress: '10.9.0.1',
      });
      await t.app.mailer.deliverDue();
      smtp.refuseWith = null;
      t.clock.advance(30_000);
      await t.app.mailer.deliverDue();

      const response = await t.app.inject({ url: '/metrics', headers: bearer(TOKEN) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.headers['cache-control']).toBe('no-store');
      const text = response.body;
      for (const name of METRIC_NAMES) expect(seriesOf(text, name), name).not.toEqual([]);
      expect(text).toContain('arkaja_outbox_messages{status="pending"} 0');
      expect(text).toContain('arkaja_outbox_messages{status="failed"} 0');
      expect(text).toContain('arkaja_mail_delivery_attempts_total{outcome="retry"} 1');
      expect(text).toContain('arkaja_mail_delivery_attempts_total{outcome="sent"} 1');
      const poolGauges = ['arkaja_db_pool_idle_connections', 'arkaja_db_pool_waiting_queries'];
      for (const name of poolGauges) {
        // PostgreSQL has a pool to report; PGlite is one embedded connection.
        expect(seriesOf(text, name).length, name).toBe(t.database.kind === 'postgres' ? 1 : 0);
      }
      if (t.database.kind === 'pglite') expect(text).toContain('arkaja_db_pool_connections 1');
    });

    it('labels requests with the route pattern, never the path that was asked for', async () => {
      await t.app.inject({ url: '/api/documents/12345' });
      await t.app.inject({ url: '/api/feedback/top/project' });
      const text = await scrape();
      expect(text).toMatch(
        /http_requests_total\{method="GET",route="\/api\/documents\/:id",status_code="401"\} \d+/,
      );
      expect(text).toMatch(
        /http_requests_total\{method="GET",route="\/api\/feedback\/top\/:entityType",status_code="200"\} \d+/,
      );
      expect(text).not.toContain('12345');
      expect(text).not.toContain('route="/api/feedback/top/project"');
    });

    it('puts every unknown path under one label, however many are asked for', async () => {
      await t.app.inject({ url: '/no-such-page' });
      const before = labelSets(await scrape(), 'http_requests_total');
      expect(before).toContain(
        'http_requests_total{method="GET",route="unmatched",status_code="404"}',
      );
      const paths = [
        '/wp-login.php',
        '/api/no-such-route',
        '/api/documents/12/../../etc/passwd',
        `/${'a'.repeat(500)}`,
        '/%2e%2e/%2e%2e/secret',
        '/.env?x=1',
        '/api/feedback/top/project/extra',
        ...Array.from({ length: 20 }, (_, i) => `/random-${i}-${Math.random()}`),
      ];
      for (const url of paths) await t.app.inject({ url });
      const text = await scrape();
      expect(labelSets(text, 'http_requests_total')).toEqual(
        new Set([
          ...before,
          'http_requests_total{method="GET",route="/metrics",status_code="200"}',
        ]),
      );
      for (const url of paths.slice(0, 3)) expect(text).not.toContain(url);
    });
  });

  describe('on METRICS_PORT', () => {
    const start = (env: Record<string, string> = {}) =>
      buildTestApp({ env: { HOST: '127.0.0.1', METRICS_PORT: '0', ...env } });
    const urlOf = (t: TestApp, path = '/metrics') =>
      `http://127.0.0.1:${(t.app.metricsServer!.address() as AddressInfo).port}${path}`;

    it('serves /metrics on its own listener only, and closes it with the app', async () => {
      const t = await start();
      const url = urlOf(t);
      try {
        const response = await fetch(url);
        expect(response.status).toBe(200);
        expect(await response.text()).toContain('process_resident_memory_bytes');
        for (const path of ['/', '/api/auth/session', '/metrics/x', '/metricsx'])
          expect((await fetch(urlOf(t, path))).status).toBe(404);
        expect((await fetch(url, { method: 'POST' })).status).toBe(404);
        // Not on the public port.
        expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
      } finally {
        await t.close();
      }
      await expect(fetch(url)).rejects.toThrow();
    });

    it('wants the token there too when METRICS_TOKEN is also set', async () => {
      const t = await start({ METRICS_TOKEN: TOKEN });
      try {
        const refused = await fetch(urlOf(t));
        expect(refused.status).toBe(401);
        expect(await refused.text()).not.toMatch(/process_|nodejs_|http_requests/);
        const wrong = await fetch(urlOf(t), { headers: bearer(`${TOKEN}x`) });
        expect(wrong.status).toBe(401);
        const allowed = await fetch(urlOf(t), { headers: bearer(TOKEN) });
        expect(allowed.status).toBe(200);
        expect(await allowed.text()).toContain('http_requests_total');
      } finally {
        await t.close();
      }
    });
  });
});

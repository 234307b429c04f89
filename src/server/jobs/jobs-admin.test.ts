import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminJobsSchema } from '#shared/schemas/admin.ts';
import { accountTokens, rateLimits } from '../db/schema.ts';
import { PASSWORD_RESET_JOB } from '../features/auth/recovery.ts';
import { buildTestApp, signedInAgent, type TestApp } from '../test/helper.ts';
import { SERVER_SCHEDULES } from './server-jobs.ts';

declare module './engine.ts' {
  interface JobPayloads {
    'test-report': { fail: boolean };
  }
}

const TOKEN = `${'j'.repeat(24)}-metrics-token-for-tests`;

describe('the job engine in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
    t.app.jobs.define(
      'test-report',
      z.object({ fail: z.boolean() }),
      async ({ fail }) => {
        if (fail) throw new Error('refused by the relay for someone@example.in');
      },
      { retry: { limit: 0 } },
    );
    await t.app.jobs.start();
    await t.app.jobs.enqueue('test-report', { fail: false });
    await t.app.jobs.enqueue('test-report', { fail: true });
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const report = (await t.app.jobs.status()).find((s) => s.name === 'test-report');
      if (report && report.queued + report.running === 0) break;
      await sleep(100);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows admins every job: last and next run, counts and last error', async () => {
    const { agent } = await signedInAgent(t, 'admin');
    const response = await agent.get('/api/admin/jobs');
    expect(response.statusCode).toBe(200);
    const { jobs } = adminJobsSchema.parse(response.json());
    expect(jobs.map((job) => job.name).sort()).toEqual(
      [...Object.keys(SERVER_SCHEDULES), PASSWORD_RESET_JOB, 'test-report'].sort(),
    );
    for (const [name, cron] of Object.entries(SERVER_SCHEDULES)) {
      const job = jobs.find((j) => j.name === name);
      expect(job?.schedule).toBe(cron);
      expect(Date.parse(job?.nextRunAt ?? '')).toBeGreaterThan(t.clock.now().getTime());
    }
    const report = jobs.find((job) => job.name === 'test-report');
    expect(report).toMatchObject({ queued: 0, running: 0, failed: 1, lastError: 'Error' });
    expect(report?.lastRunAt).not.toBeNull();
    expect(response.body).not.toContain('example.in');
  });

  it('refuses everyone but admins', async () => {
    for (const role of ['customer', 'partner'] as const) {
      const { agent } = await signedInAgent(t, role);
      expect((await agent.get('/api/admin/jobs')).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/admin/jobs' })).statusCode).toBe(401);
  });

  it('counts runs, failures, durations and the queue per job in the metrics', async () => {
    const response = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const text = response.body;
    expect(text).toContain('arkaja_job_runs_total{job="test-report"} 2');
    expect(text).toContain('arkaja_job_failures_total{job="test-report"} 1');
    expect(text).toContain('arkaja_job_duration_seconds_count{job="test-report"} 2');
    expect(text).toContain('arkaja_job_queue_length{job="test-report",state="failed"} 1');
    for (const name of Object.keys(SERVER_SCHEDULES)) {
      expect(text).toContain(`arkaja_job_runs_total{job="${name}"} 0`);
      expect(text).toContain(`arkaja_job_queue_length{job="${name}",state="queued"} 0`);
    }
  });

  it('clean-expired-records removes what has expired and keeps the rest', async () => {
    const now = t.clock.now().getTime();
    const day = 24 * 3600_000;
    await t.database.db.insert(rateLimits).values([
      { key: 'job-test-old', count: 1, resetAt: new Date(now - 2 * day) },
      { key: 'job-test-current', count: 1, resetAt: new Date(now - 3600_000) },
    ]);
    const { user } = await signedInAgent(t, 'customer');
    await t.database.db.insert(accountTokens).values([
      {
        userId: user.id,
        purpose: 'password_reset',
        tokenHash: 'old',
        expiresAt: new Date(now - 8 * day),
      },
      {
        userId: user.id,
        purpose: 'password_reset',
        tokenHash: 'recent',
        expiresAt: new Date(now - day),
      },
    ]);
    await t.app.jobs.runNow('clean-expired-records');
    const keys = (await t.database.db.select().from(rateLimits)).map((row) => row.key);
    expect(keys).toContain('job-test-current');
    expect(keys).not.toContain('job-test-old');
    const hashes = (await t.database.db.select().from(accountTokens)).map((row) => row.tokenHash);
    expect(hashes).toEqual(['recent']);
  });
});

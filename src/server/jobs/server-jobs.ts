import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { accountTokens, rateLimits } from '../db/schema.ts';
import {
  type FinanceDeps,
  scheduledBillRun,
  sendBillReminders,
} from '../features/finance/index.ts';
import { runPlantAlerts } from '../features/monitoring/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Jobs } from './engine.ts';

const DAY_MS = 24 * 3600_000;

/**
 * Every scheduled job of the server, by name (the README lists them; `npm run job -- <name>` runs
 * one by hand).
 */
export const SERVER_SCHEDULES = {
  /** Hourly, at minute 17: rate-limit counters a day past their window, account links a week past expiry. */
  'clean-expired-records': '0 17 * * * *',
  /** Every 15 minutes: plant alerts ("no data", "low generation") opened and resolved (decision 050). */
  'plant-alerts': '0 */15 * * * *',
  /** Daily at 06:30 IST (01:00 UTC): last month's bills of plants whose billing day has come. */
  'monthly-bills': '0 0 1 * * *',
  /** Daily at 10:30 IST (05:00 UTC): reminders on the due date and 7 days after it. */
  'bill-reminders': '0 0 5 * * *',
} as const;

/** Defines the server's jobs on `jobs` (the server and `npm run job` both call it). */
export function registerServerJobs(
  jobs: Jobs,
  deps: {
    db: Db;
    now: () => Date;
    log: FastifyBaseLogger;
    mailer: Mailer;
    origin: string;
    ticketSla: Config['ticketSla'];
    finance?: FinanceDeps;
  },
): void {
  const { db, now, log, finance } = deps;
  jobs.schedule('plant-alerts', SERVER_SCHEDULES['plant-alerts'], async () => {
    const outcome = await runPlantAlerts(
      { db, mailer: deps.mailer, origin: deps.origin, sla: deps.ticketSla },
      now(),
    );
    log.info(outcome, 'plant alerts checked');
  });
  if (finance) {
    jobs.schedule('monthly-bills', SERVER_SCHEDULES['monthly-bills'], async () => {
      const result = await scheduledBillRun(finance, now());
      log.info({ month: result.month, created: result.created }, 'monthly bills run');
    });
    jobs.schedule('bill-reminders', SERVER_SCHEDULES['bill-reminders'], async () => {
      const result = await sendBillReminders(finance, now());
      log.info({ sent: result.sent }, 'bill reminders sent');
    });
  }
  jobs.schedule('clean-expired-records', SERVER_SCHEDULES['clean-expired-records'], async () => {
    const at = now().getTime();
    const counters = await db
      .delete(rateLimits)
      .where(lt(rateLimits.resetAt, new Date(at - DAY_MS)))
      .returning({ key: rateLimits.key });
    const links = await db
      .delete(accountTokens)
      .where(lt(accountTokens.expiresAt, new Date(at - 7 * DAY_MS)))
      .returning({ id: accountTokens.id });
    log.info(
      { rateLimits: counters.length, accountTokens: links.length },
      'expired records removed',
    );
  });
}

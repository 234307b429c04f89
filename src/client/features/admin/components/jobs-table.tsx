import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { TableScroll } from '#client/components/ui/table-scroll.tsx';
import { translateMessage } from '#client/i18n/i18n.ts';
import { useFormatDateTime } from '#client/lib/use-format-date.ts';
import { formatNumber } from '#shared/format.ts';
import { useAdminJobs } from '../api/admin-jobs.ts';

/** The job engine for operators: each job's runs, its queue and its last error. */
export function JobsTable() {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const formatDateTime = useFormatDateTime();
  const jobs = useAdminJobs();
  const moment = (iso: string | null) => (iso ? formatDateTime(iso) : t('jobs.never'));

  let body: ReactNode;
  if (jobs.isPending) body = <Spinner label={t('loading')} className="py-8" />;
  else if (jobs.isError)
    body = (
      <p role="alert" className="py-6 text-red-700">
        {translateMessage(t, jobs.error)}
      </p>
    );
  else
    body = (
      <TableScroll label={t('jobs.title')} className="-mx-5 sm:mx-0">
        <table className="w-full min-w-max text-left text-sm">
          <caption className="sr-only">{t('jobs.title')}</caption>
          <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              {(
                ['job', 'lastRun', 'nextRun', 'queued', 'running', 'failed', 'lastError'] as const
              ).map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-semibold">
                  {t(`jobs.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {jobs.data.jobs.map((job) => (
              <tr key={job.name} className="hover:bg-slate-50">
                <th scope="row" className="px-3 py-2.5 text-left font-medium">
                  <code>{job.name}</code>
                  {job.schedule && (
                    <span className="block text-xs font-normal text-slate-600">
                      {t('jobs.scheduled', { cron: job.schedule })}
                    </span>
                  )}
                </th>
                <td className="px-3 py-2.5">{moment(job.lastRunAt)}</td>
                <td className="px-3 py-2.5">{moment(job.nextRunAt)}</td>
                <td className="px-3 py-2.5 text-end">{formatNumber(job.queued)}</td>
                <td className="px-3 py-2.5 text-end">{formatNumber(job.running)}</td>
                <td
                  className={`px-3 py-2.5 text-end ${job.failed > 0 ? 'font-semibold text-red-700' : ''}`}
                >
                  {formatNumber(job.failed)}
                </td>
                <td className="px-3 py-2.5">
                  {job.lastError ? <code>{job.lastError}</code> : t('jobs.noError')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    );

  return (
    <Card className="p-5">
      <section aria-labelledby={headingId} className="space-y-4">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-navy-900">
            {t('jobs.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('jobs.intro')}</p>
        </div>
        {body}
      </section>
    </Card>
  );
}

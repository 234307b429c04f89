import { CheckCircle2, Circle, MinusCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isOverdue } from '#shared/project-milestones.ts';
import {
  type ProjectAttachment,
  type PublicMilestone,
  projectsApi,
} from '#shared/schemas/projects.ts';
import { useFormatDate } from '../lib/use-format-date.ts';
import { Badge } from './ui/badge.tsx';
import { cn } from './ui/cn.ts';

type Shown = PublicMilestone & { attachments?: ProjectAttachment[] };

const TONES = { done: 'green', not_applicable: 'slate', pending: 'yellow' } as const;

/**
 * A project's milestones as the partner and the customer see them: names, statuses, dates, the
 * public reference, and (for the customer) the files of done milestones.
 */
export function MilestoneList({
  milestones,
  nextKey,
  today,
}: {
  milestones: readonly Shown[];
  nextKey: string | null;
  /** India's day, YYYY-MM-DD, for the overdue flag. */
  today: string;
}) {
  const { t } = useTranslation('milestones');
  const formatDate = useFormatDate();
  const done = milestones.filter((m) => m.status !== 'pending').length;
  return (
    <div>
      <p className="text-sm text-slate-700">{t('progress', { done, total: milestones.length })}</p>
      <ol className="mt-4 space-y-0">
        {milestones.map((m, index) => {
          const settled = m.status !== 'pending';
          const next = m.key === nextKey;
          const late = next && isOverdue(m.plannedOn, m.status, today);
          return (
            <li key={m.key} className="relative flex gap-4 pb-5 last:pb-0">
              {index < milestones.length - 1 && (
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute start-[11px] top-7 bottom-1 w-0.5',
                    settled ? 'bg-leaf-600' : 'bg-slate-200',
                  )}
                />
              )}
              {m.status === 'done' ? (
                <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-leaf-700" />
              ) : m.status === 'not_applicable' ? (
                <MinusCircle aria-hidden="true" className="size-6 shrink-0 text-slate-500" />
              ) : (
                <Circle aria-hidden="true" className="size-6 shrink-0 text-slate-400" />
              )}
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium text-navy-900">{t(`keys.${m.key}`)}</span>
                  <span className="flex flex-wrap gap-1">
                    {next && <Badge tone="navy">{t('next')}</Badge>}
                    {late && <Badge tone="red">{t('overdue')}</Badge>}
                    <Badge tone={TONES[m.status]}>{t(`status.${m.status}`)}</Badge>
                  </span>
                </div>
                <p className="text-sm text-slate-700">
                  {m.doneOn
                    ? t('done', { date: formatDate(m.doneOn) })
                    : m.plannedOn
                      ? t('planned', { date: formatDate(m.plannedOn) })
                      : null}
                  {m.reference && (
                    <span className="ms-2">{t('reference', { reference: m.reference })}</span>
                  )}
                </p>
                {m.attachments && m.attachments.length > 0 && (
                  <ul className="mt-1 text-sm" aria-label={t('files')}>
                    {m.attachments.map((file) => (
                      <li key={file.id}>
                        <a
                          className="text-navy-800 underline"
                          href={projectsApi.attachment(file.id)}
                        >
                          {file.fileName}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

import { CheckCircle2, Circle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { SAMPLE_TIMELINE, SAMPLE_TIMELINE_PROGRESS } from '#shared/sample-plant.ts';
import { ProgressBar } from './progress-bar.tsx';

type Stage = { key: string; status: 'completed' | 'pending' };

/** The Project Timeline tab: five stages; the sample's first one done unless real ones are given. */
export function ProjectTimeline({
  stages = SAMPLE_TIMELINE,
  progress = SAMPLE_TIMELINE_PROGRESS,
  sample = false,
}: {
  stages?: readonly Stage[];
  progress?: number;
  /** The seed's example, for a customer with no project: labelled as a sample. */
  sample?: boolean;
}) {
  const { t } = useTranslation(['customer', 'milestones']);
  const progressId = useId();
  return (
    <Card className="p-5">
      <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-navy-900">
        {t('timeline.title')}
        {sample && <Badge tone="yellow">{t('milestones:sample')}</Badge>}
      </h2>
      <p className="text-sm text-slate-600">
        {sample ? t('milestones:sampleNote') : t('timeline.description')}
      </p>
      <div className="mt-5">
        <p id={progressId} className="mb-2 flex justify-between text-sm text-slate-700">
          <span>{t('timeline.progress')}</span>
          <span>{t('timeline.progressValue', { value: progress })}</span>
        </p>
        <ProgressBar value={progress} labelledBy={progressId} />
      </div>
      <ol className="mt-6 space-y-0">
        {stages.map((stage, index) => {
          const completed = stage.status === 'completed';
          const last = index === stages.length - 1;
          return (
            <li key={stage.key} className="relative flex gap-4 pb-6 last:pb-0">
              {!last && (
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute start-[11px] top-7 bottom-1 w-0.5',
                    completed ? 'bg-leaf-600' : 'bg-slate-200',
                  )}
                />
              )}
              {completed ? (
                <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-leaf-700" />
              ) : (
                <Circle aria-hidden="true" className="size-6 shrink-0 text-slate-400" />
              )}
              <div className="flex flex-1 flex-wrap items-center justify-between gap-2">
                <span className="font-medium text-navy-900">
                  {t(`timeline.stages.${stage.key}`)}
                </span>
                <Badge tone={completed ? 'green' : 'slate'}>
                  {t(`timeline.status.${stage.status}`)}
                </Badge>
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}

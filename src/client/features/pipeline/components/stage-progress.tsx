import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { type LeadStage, PROGRESS_STAGES } from '#shared/lead-pipeline.ts';
import type { StageChange } from '#shared/schemas/leads.ts';

const TONES: Record<LeadStage, 'green' | 'yellow' | 'red' | 'slate' | 'navy'> = {
  new: 'slate',
  qualified: 'navy',
  site_survey: 'navy',
  proposal: 'yellow',
  won: 'green',
  lost: 'red',
};

/** A lead's stage as a badge. */
export function StageBadge({ stage }: { stage: LeadStage }) {
  const { t } = useTranslation('pipeline');
  return <Badge tone={TONES[stage]}>{t(`stages.${stage}`)}</Badge>;
}

/**
 * The stages from `new` to `won` as a line: done, current, still ahead. A lost lead ends the
 * line at the stage it was lost from (the last stage before `lost` in its history).
 */
export function StageProgress({ stage, history }: { stage: LeadStage; history: StageChange[] }) {
  const { t } = useTranslation('pipeline');
  const lostFrom =
    stage === 'lost' ? (history.findLast((h) => h.toStage === 'lost')?.fromStage ?? 'new') : null;
  const reached = PROGRESS_STAGES.indexOf((lostFrom ?? stage) as (typeof PROGRESS_STAGES)[number]);
  return (
    // One stage a line on a phone: five names side by side do not fit 360 px.
    <ol aria-label={t('progress.label')} className="flex flex-col gap-2 sm:flex-row sm:gap-0">
      {PROGRESS_STAGES.map((name, index) => {
        const done = index < reached || (index === reached && stage === 'won');
        const current = index === reached && stage !== 'won';
        const lostHere = current && lostFrom !== null;
        return (
          <li
            key={name}
            aria-current={current ? 'step' : undefined}
            className="flex min-w-0 flex-1 items-center gap-2 sm:flex-col sm:gap-1 sm:text-center"
          >
            <span
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold',
                done && 'border-leaf-700 bg-leaf-700 text-white',
                current && !lostHere && 'border-navy-900 bg-white text-navy-900',
                lostHere && 'border-red-700 bg-red-700 text-white',
                !done && !current && 'border-slate-300 bg-white text-slate-600',
              )}
            >
              {done ? (
                <Check aria-hidden="true" className="size-4" />
              ) : lostHere ? (
                <X aria-hidden="true" className="size-4" />
              ) : (
                index + 1
              )}
            </span>
            <span
              className={cn(
                'min-w-0 text-sm break-words',
                current ? 'font-semibold text-navy-900' : 'text-slate-700',
              )}
            >
              {t(`stages.${name}`)}
              <span className="sr-only">
                {' '}
                {t(
                  done
                    ? 'progress.done'
                    : lostHere
                      ? 'progress.lostHere'
                      : current
                        ? 'progress.current'
                        : 'progress.ahead',
                )}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

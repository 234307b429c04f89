import { useTranslation } from 'react-i18next';
import { useFormatDate } from '#client/lib/use-format-date.ts';
import type { StageChange } from '#shared/schemas/leads.ts';
import { StageBadge } from './stage-progress.tsx';

/** Every stage change, oldest first: when, from, to, why (and who, for admins). */
export function StageHistory({ history }: { history: StageChange[] }) {
  const { t } = useTranslation('pipeline');
  const formatDate = useFormatDate();
  return (
    <ol className="space-y-3">
      {history.map((change) => (
        <li key={change.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <time dateTime={change.createdAt} className="text-slate-700">
              {formatDate(change.createdAt)}
            </time>
            {change.fromStage ? (
              <>
                <StageBadge stage={change.fromStage} />
                <span aria-hidden="true">→</span>
                <span className="sr-only">{t('history.to')}</span>
              </>
            ) : (
              <span className="text-slate-700">{t('history.created')}</span>
            )}
            <StageBadge stage={change.toStage} />
            {change.actorName && (
              <span className="text-slate-700">{t('history.by', { name: change.actorName })}</span>
            )}
          </div>
          {change.lostReason && (
            <p className="mt-1 text-slate-800">
              {t('history.reason')}: {t(`lostReasons.${change.lostReason}`)}
            </p>
          )}
          {change.note && <p className="mt-1 whitespace-pre-line text-slate-800">{change.note}</p>}
        </li>
      ))}
    </ol>
  );
}

import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { type FeedbackEntityType, TOP_LIST_DEFAULT_LIMIT } from '#shared/reactions.ts';
import { useTopRated } from '../api/top-rated.ts';

export type TopRatedProps = {
  entityType: FeedbackEntityType;
  /** Renders one top item (a compact link to its page) by its id, points and rank (1-based). */
  renderItem: (entityId: number, totalPoints: number, rank: number) => ReactNode;
  limit?: number;
};

/**
 * The "top rated" strip of the Services and Projects pages, most points first: a compact ranked
 * list (the full cards follow below it, so it repeats none of them).
 */
export function TopRated({
  entityType,
  renderItem,
  limit = TOP_LIST_DEFAULT_LIMIT,
}: TopRatedProps) {
  const { t } = useTranslation('reactions');
  const headingId = useId();
  const top = useTopRated(entityType, limit);

  let body: ReactNode;
  if (top.isPending) body = <Spinner label={t('top.loading')} />;
  else if (top.isError) body = <p className="text-slate-600">{t('top.failed')}</p>;
  else if (top.data.length === 0) body = <p className="text-slate-600">{t('top.empty')}</p>;
  else
    body = (
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {top.data.map((item, index) => (
          <li key={item.entityId}>{renderItem(item.entityId, item.totalPoints, index + 1)}</li>
        ))}
      </ol>
    );

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-bold text-navy-900 sm:text-2xl">
        {t(`top.heading.${entityType}`)}
      </h2>
      {body}
    </section>
  );
}

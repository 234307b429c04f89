import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type FeedbackEntityType, TOP_LIST_DEFAULT_LIMIT } from '../../../../shared/constants.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTopRated } from '../api/top-rated.ts';

export type TopRatedProps = {
  entityType: FeedbackEntityType;
  /** Renders one top item (a service or project card) by its id. */
  renderItem: (entityId: number, totalPoints: number) => ReactNode;
  limit?: number;
};

/** The "top rated" section of the Services and Projects pages, most points first. */
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
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {top.data.map((item) => (
          <li key={item.entityId}>{renderItem(item.entityId, item.totalPoints)}</li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <h2 id={headingId} className="text-2xl font-bold text-navy-900 sm:text-3xl">
        {t(`top.heading.${entityType}`)}
      </h2>
      {body}
    </section>
  );
}

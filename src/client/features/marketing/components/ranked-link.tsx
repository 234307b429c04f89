import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type RankedLinkProps = {
  rank: number;
  title: string;
  /** A second line under the title (a city, a short description). */
  detail?: string;
  points: number;
  to: string;
};

/** One entry of a top-rated strip: rank, name and points, linking to the item's own page. */
export function RankedLink({ rank, title, detail, points, to }: RankedLinkProps) {
  const { t } = useTranslation('reactions');
  return (
    <Link
      to={to}
      className="group icon-end i-arrow-right flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow after:size-5 after:text-navy-700 hover:shadow-md"
    >
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-sun-100 text-lg font-extrabold text-navy-900"
      >
        {rank}
      </span>
      <span className="min-w-0 flex-1">
        <span className="sr-only">{t('top.rank', { rank })} </span>
        <span className="block font-bold text-navy-900 group-hover:underline">{title}</span>
        {detail && <span className="block truncate text-sm text-slate-600">{detail}</span>}
        <span className="block text-sm text-slate-600">{t('top.points', { count: points })}</span>
      </span>
    </Link>
  );
}

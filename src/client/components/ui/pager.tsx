import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#client/lib/use-language.ts';
import type { PageInfo } from '#shared/schemas/list.ts';
import { Button } from './button.tsx';

/**
 * Previous / Next under one page of a list (lib/lists.ts on the server): "Showing 21–40 of 1,234",
 * or "of 10,000+" past the count the server makes exactly, when Next stays while pages are full.
 */
export function Pager({
  info,
  shown,
  label,
  busy,
  onPage,
}: {
  info: PageInfo;
  /** Rows on this page. */
  shown: number;
  label: string;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('lists');
  const number = new Intl.NumberFormat(useLanguage() === 'hi' ? 'hi-IN' : 'en-IN');
  const from = (info.page - 1) * info.pageSize + 1;
  const total = info.totalAtLeast
    ? t('pager.atLeast', { total: number.format(info.total) })
    : number.format(info.total);
  const hasNext = info.totalAtLeast
    ? shown === info.pageSize
    : info.page * info.pageSize < info.total;
  if (info.total <= info.pageSize && info.page === 1) return null;
  return (
    <nav
      aria-label={label}
      className="flex flex-wrap items-center justify-between gap-3 pt-2 text-sm text-slate-700"
    >
      <p aria-live="polite">
        {t('pager.showing', {
          from: number.format(from),
          to: number.format(from + shown - 1),
          total,
        })}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPage(info.page - 1)}
          disabled={info.page <= 1 || busy}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('pager.previous')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPage(info.page + 1)}
          disabled={!hasNext || busy}
        >
          {t('pager.next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}

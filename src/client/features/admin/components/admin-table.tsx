import { ChevronLeft, ChevronRight, Download, Search } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { Input } from '#client/components/ui/form-field.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { TableScroll } from '#client/components/ui/table-scroll.tsx';
import { translateMessage } from '#client/i18n/i18n.ts';
import { useLanguage } from '#client/lib/use-language.ts';
import {
  type AdminListKind,
  type AdminRow,
  adminCsvUrl,
  useAdminList,
} from '../api/admin-lists.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';

export type AdminColumn<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
};

/** Rows a table page shows. */
const ADMIN_TABLE_PAGE_SIZE = 10;
const SEARCH_DELAY_MS = 300;

/**
 * One admin table: a search box (name, e-mail or company), Export CSV of everything the search
 * matches, the rows of the current page, and paging controls. Paging and search run on the server.
 */
export function AdminTable<K extends AdminListKind>({
  kind,
  title,
  columns,
  rowKey,
  emptyText,
  filters,
  filterControls,
}: {
  kind: K;
  /** The list's own filters, sent with the search and the CSV export. */
  filters?: Record<string, string>;
  /** The controls that set `filters`, shown beside the search box. */
  filterControls?: ReactNode;
  title: string;
  columns: readonly AdminColumn<AdminRow[K]>[];
  rowKey: (row: AdminRow[K]) => number | string;
  emptyText: string;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const headingId = useId();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // The page belongs to the search it was chosen for: a new search starts at page 1.
  const filterKey = JSON.stringify(filters ?? {});
  const [paging, setPaging] = useState({ q, filterKey, page: 1 });
  const page = paging.q === q && paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ q, filterKey, page: next });
  const list = useAdminList(kind, {
    page,
    pageSize: ADMIN_TABLE_PAGE_SIZE,
    q,
    ...(filters ? { filters } : {}),
  });
  const data = list.data;
  // Past the exact count ("10,000+") the last page is unknown: Next stays while pages are full.
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const hasNext = data
    ? data.totalAtLeast
      ? data.rows.length === data.pageSize
      : page < pageCount
    : false;
  const number = new Intl.NumberFormat(language === 'hi' ? 'hi-IN' : 'en-IN');
  const totalText = data
    ? data.totalAtLeast
      ? t('table.atLeast', { total: number.format(data.total) })
      : number.format(data.total)
    : '';

  let body: ReactNode;
  if (list.isPending) body = <Spinner label={t('loading')} className="py-8" />;
  else if (list.isError)
    body = (
      <p role="alert" className="py-6 text-red-700">
        {translateMessage(t, list.error)}
      </p>
    );
  else if (data!.rows.length === 0) body = <p className="py-6 text-slate-600">{emptyText}</p>;
  else
    body = (
      <TableScroll label={title} className="-mx-5 sm:mx-0">
        {/* Rows stay at full contrast while newer ones load: a spinner by the heading says so. */}
        <table aria-busy={list.isFetching} className="w-full min-w-max text-left text-sm">
          <caption className="sr-only">
            {t('table.caption', { title, page: data!.page, pages: pageCount })}
          </caption>
          <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className="px-3 py-2 font-semibold">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data!.rows.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-slate-50">
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={cn('px-3 py-2.5 align-middle', column.className)}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    );

  const from = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const to = data ? (data.page - 1) * data.pageSize + data.rows.length : 0;

  return (
    <Card className="p-5">
      <section aria-labelledby={headingId} className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex items-center gap-2">
            <h2 id={headingId} className="text-lg font-semibold text-navy-900">
              {title}
            </h2>
            {list.isFetching && !list.isPending && (
              <Spinner label={t('table.updating', { title })} className="[&_svg]:size-4" />
            )}
          </div>
          <div className="flex flex-wrap items-end gap-2">
            {filterControls}
            <div className="w-full sm:w-72">
              <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-slate-800">
                {t('table.search')}
              </label>
              <div className="relative">
                <Search
                  aria-hidden="true"
                  className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
                />
                <Input
                  id={searchId}
                  type="search"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  placeholder={t('table.searchPlaceholder')}
                  className="ps-9"
                  maxLength={100}
                />
              </div>
            </div>
            <a
              href={adminCsvUrl(kind, q, filters)}
              download
              className={buttonClass('outline', 'md')}
              aria-label={t('table.exportLabel', { title })}
            >
              <Download aria-hidden="true" className="size-4" />
              {t('table.export')}
            </a>
          </div>
        </div>
        {body}
        {data && data.total > 0 && (
          <nav
            aria-label={t('table.paging', { title })}
            className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4 text-sm text-slate-700"
          >
            <p aria-live="polite">
              {t('table.showing', {
                from: number.format(from),
                to: number.format(to),
                total: totalText,
              })}
            </p>
            <div className="flex items-center gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => setPage(Math.max(1, page - 1))}
                disabled={page <= 1 || list.isFetching}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
                {t('table.previous')}
              </Button>
              <span>
                {data.totalAtLeast
                  ? t('table.page', { page: number.format(data.page) })
                  : t('table.pageOf', {
                      page: number.format(data.page),
                      pages: number.format(pageCount),
                    })}
              </span>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setPage(page + 1)}
                disabled={!hasNext || list.isFetching}
              >
                {t('table.next')}
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
            </div>
          </nav>
        )}
      </section>
    </Card>
  );
}

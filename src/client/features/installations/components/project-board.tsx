import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Pager } from '#client/components/ui/pager.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useTranslateMessage } from '#client/i18n/i18n.ts';
import { useFormatDate } from '#client/lib/use-format-date.ts';
import { MILESTONE_KEYS } from '#shared/project-milestones.ts';
import type { ProjectSummary } from '#shared/schemas/projects.ts';
import { type BoardFilters, projectCsvUrl, useProjectBoard } from '../api/projects.ts';
import { ProjectDetailDialog } from './project-detail.tsx';

const input =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-navy-700';

/**
 * Operations' board: projects in columns by their next milestone (overdue flagged), with search,
 * owner and city filters, pages and the CSV of every match.
 */
export function ProjectBoard() {
  const { t } = useTranslation('milestones');
  const message = useTranslateMessage();
  const [filters, setFilters] = useState<BoardFilters>({ q: '', owner: '', city: '', page: 1 });
  const [open, setOpen] = useState<ProjectSummary | null>(null);
  const board = useProjectBoard(filters);
  const set = (change: Partial<BoardFilters>) => setFilters((f) => ({ ...f, page: 1, ...change }));
  const rows = board.data?.projects ?? [];
  const columns = [...MILESTONE_KEYS, null].map((key) => ({
    key,
    rows: rows.filter((row) => row.nextKey === key),
  }));
  return (
    <Card className="space-y-4 p-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-lg font-semibold text-navy-900">{t('board.title')}</h2>
        <a className="text-sm font-medium text-navy-800 underline" href={projectCsvUrl(filters)}>
          {t('board.export')}
        </a>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="text-sm text-slate-700">
          {t('board.search')}
          <input
            type="search"
            className={input}
            placeholder={t('board.searchPlaceholder')}
            value={filters.q}
            onChange={(event) => set({ q: event.target.value })}
          />
        </label>
        <label className="text-sm text-slate-700">
          {t('board.owner')}
          <select
            className={input}
            value={filters.owner}
            onChange={(event) => set({ owner: event.target.value })}
          >
            <option value="">{t('board.anyOwner')}</option>
            {board.data?.owners.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm text-slate-700">
          {t('board.city')}
          <input
            className={input}
            value={filters.city}
            onChange={(event) => set({ city: event.target.value })}
          />
        </label>
      </div>
      {board.isPending ? (
        <Spinner label={t('board.title')} className="py-8" />
      ) : board.isError ? (
        <p role="alert" className="text-red-700">
          {message(board.error)}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-slate-600">{t('board.empty')}</p>
      ) : (
        <section
          aria-label={t('board.columns')}
          className="grid gap-4 md:grid-cols-3 xl:grid-cols-5"
        >
          {columns
            .filter((column) => column.rows.length > 0)
            .map((column) => (
              <div key={column.key ?? 'settled'} className="rounded-lg bg-slate-50 p-3">
                <h3 className="mb-2 text-sm font-semibold text-navy-900">
                  {column.key ? t(`keys.${column.key}`) : t('board.allDone')} ({column.rows.length})
                </h3>
                <ul className="space-y-2">
                  {column.rows.map((row) => (
                    <BoardCard key={row.id} row={row} onOpen={() => setOpen(row)} />
                  ))}
                </ul>
              </div>
            ))}
        </section>
      )}
      {board.data && (
        <Pager
          info={board.data}
          shown={rows.length}
          label={t('board.paging')}
          busy={board.isFetching}
          onPage={(page) => setFilters((f) => ({ ...f, page }))}
        />
      )}
      {open && <ProjectDetailDialog summary={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}

function BoardCard({ row, onOpen }: { row: ProjectSummary; onOpen: () => void }) {
  const { t } = useTranslation('milestones');
  const formatDate = useFormatDate();
  return (
    <li className="rounded-md border border-slate-200 bg-white p-3 text-sm">
      <button
        type="button"
        className="text-start font-medium text-navy-900 underline"
        aria-label={t('board.open', { name: row.businessName })}
        onClick={onOpen}
      >
        {row.businessName}
      </button>
      <p className="text-slate-700">{row.city}</p>
      {row.nextPlannedOn && (
        <p className="text-slate-700">{t('planned', { date: formatDate(row.nextPlannedOn) })}</p>
      )}
      {row.nextOwnerName && <p className="text-slate-700">{row.nextOwnerName}</p>}
      <p className="mt-1 flex flex-wrap gap-1">
        {row.overdue && <Badge tone="red">{t('overdue')}</Badge>}
        {row.status === 'cancelled' && <Badge tone="red">{t('cancelled')}</Badge>}
      </p>
    </li>
  );
}

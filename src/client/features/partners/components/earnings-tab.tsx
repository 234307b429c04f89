import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Pager } from '#client/components/ui/pager.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { TableScroll } from '#client/components/ui/table-scroll.tsx';
import { useTranslateMessage } from '#client/i18n/i18n.ts';
import { useFormatDate } from '#client/lib/use-format-date.ts';
import { formatNumber, formatPaise } from '#shared/format.ts';
import type { Reward, RewardStatus } from '#shared/schemas/rewards.ts';
import { useEarnings } from '../api/earnings.ts';
import { RewardRule } from './reward-rule.tsx';

const TONES: Record<RewardStatus, 'yellow' | 'navy' | 'green'> = {
  pending: 'yellow',
  approved: 'navy',
  paid: 'green',
  cancelled: 'navy',
};

export function RewardStatusBadge({ status }: { status: RewardStatus }) {
  const { t } = useTranslation('partners');
  return <Badge tone={TONES[status]}>{t(`earnings.status.${status}`)}</Badge>;
}

/** The Earnings tab: the rule, the totals and every reward with its dates and reference. */
export function EarningsTab() {
  const { t } = useTranslation(['partners', 'common']);
  const message = useTranslateMessage();
  const formatDate = useFormatDate();
  const [page, setPage] = useState(1);
  const earnings = useEarnings(page);
  const date = (iso: string | null) => (iso ? formatDate(iso) : '—');
  const th = 'px-4 py-3 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase';

  let body: ReactNode;
  if (earnings.isPending) body = <Spinner label={t('common:loading')} className="py-8" />;
  else if (earnings.isError)
    body = (
      <p role="alert" className="py-6 text-red-700">
        {message(earnings.error.message)}
      </p>
    );
  else if (earnings.data.rewards.length === 0)
    body = <p className="py-6 text-slate-600">{t('earnings.empty')}</p>;
  else
    body = (
      <div>
        <TableScroll label={t('earnings.title')}>
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">{t('earnings.title')}</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>
                  {t('earnings.columns.customer')}
                </th>
                <th scope="col" className={th}>
                  {t('earnings.columns.size')}
                </th>
                <th scope="col" className={th}>
                  {t('earnings.columns.part')}
                </th>
                <th scope="col" className={th}>
                  {t('earnings.columns.amount')}
                </th>
                <th scope="col" className={th}>
                  {t('earnings.columns.status')}
                </th>
                <th scope="col" className={th}>
                  {t('earnings.columns.earned')}
                </th>
                <th scope="col" className={th}>
                  {t('earnings.columns.approved')}
                </th>
                <th scope="col" className={th}>
                  {t('earnings.columns.paid')}
                </th>
                <th scope="col" className={th}>
                  {t('earnings.columns.reference')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {earnings.data.rewards.map((reward: Reward) => (
                <tr key={reward.id}>
                  <th scope="row" className="px-4 py-3 text-start font-medium text-navy-900">
                    {reward.leadName}
                  </th>
                  <td className="px-4 py-3 tabular-nums">
                    {t('earnings.kw', { value: formatNumber(reward.sizeKw, 1) })}
                  </td>
                  <td className="px-4 py-3">{t(`earnings.part.${reward.part}`)}</td>
                  <td className="px-4 py-3 font-semibold tabular-nums">
                    {formatPaise(reward.amountPaise)}
                  </td>
                  <td className="px-4 py-3">
                    <RewardStatusBadge status={reward.status} />
                  </td>
                  <td className="px-4 py-3">{date(reward.earnedAt)}</td>
                  <td className="px-4 py-3">{date(reward.approvedAt)}</td>
                  <td className="px-4 py-3">{date(reward.paidAt)}</td>
                  <td className="px-4 py-3">{reward.reference ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <Pager
          info={earnings.data}
          shown={earnings.data.rewards.length}
          label={t('earnings.paging')}
          busy={earnings.isFetching}
          onPage={setPage}
        />
      </div>
    );

  return (
    <div className="space-y-6">
      <RewardRule />
      {earnings.data && (
        <dl className="grid gap-4 sm:grid-cols-3">
          {(
            [
              ['conversions', formatNumber(earnings.data.conversions)],
              ['totalEarned', formatPaise(earnings.data.totalEarnedPaise)],
              ['totalPaid', formatPaise(earnings.data.totalPaidPaise)],
            ] as const
          ).map(([key, value]) => (
            <Card key={key} className="p-5">
              <dt className="text-sm text-slate-600">{t(`earnings.${key}`)}</dt>
              <dd className="mt-1 text-2xl font-bold text-navy-900 tabular-nums">{value}</dd>
            </Card>
          ))}
        </dl>
      )}
      <Card className="p-5">
        <h2 className="mb-2 text-lg font-semibold text-navy-900">{t('earnings.title')}</h2>
        {body}
      </Card>
    </div>
  );
}

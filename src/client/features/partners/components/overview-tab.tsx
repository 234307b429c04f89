import { CheckCircle2, IndianRupee, type LucideIcon, TrendingUp, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '#client/components/ui/card.tsx';
import { formatNumber, formatPaise } from '#shared/format.ts';
import type { Partner } from '#shared/schemas/partners.ts';
import { useEarnings } from '../api/earnings.ts';
import { useLeads } from '../api/leads.ts';
import { AwaitingApproval } from './awaiting-approval.tsx';
import { RewardRule } from './reward-rule.tsx';

const STEPS = ['add', 'eligible', 'upload', 'review'] as const;

function Stat({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className="rounded-xl bg-sun-100 p-3">
        <Icon aria-hidden="true" className="size-6 text-sun-700" />
      </span>
      <div>
        <p className="text-sm text-slate-600">{label}</p>
        <p className="text-2xl font-bold text-navy-900">{value}</p>
      </div>
    </Card>
  );
}

export function OverviewTab({ profile }: { profile: Partner | null | undefined }) {
  const { t } = useTranslation('partners');
  // Won leads and their rewards, from the server (decision 023).
  const earnings = useEarnings().data;
  // The totals only: pages of one row, counted by the server.
  const leads = useLeads({ page: 1, pageSize: 1 }).data;
  const eligible = useLeads({ page: 1, pageSize: 1, eligible: true }).data;
  const count = (page: { total: number; totalAtLeast: boolean } | undefined) =>
    page ? `${formatNumber(page.total)}${page.totalAtLeast ? '+' : ''}` : '–';
  return (
    <div className="space-y-8">
      {profile?.status === 'pending' && <AwaitingApproval />}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Stat icon={Users} label={t('overview.totalLeads')} value={count(leads)} />
        <Stat icon={CheckCircle2} label={t('overview.eligibleLeads')} value={count(eligible)} />
        <Stat
          icon={TrendingUp}
          label={t('overview.conversions')}
          value={earnings ? formatNumber(earnings.conversions) : '–'}
        />
        <Stat
          icon={IndianRupee}
          label={t('overview.earnings')}
          value={earnings ? formatPaise(earnings.totalEarnedPaise) : '–'}
        />
      </div>
      <RewardRule />
      <Card className="p-6">
        <h2 className="text-lg font-semibold text-navy-900">{t('overview.howItWorks')}</h2>
        <ol className="mt-4 grid gap-4 md:grid-cols-2">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-semibold text-white"
              >
                {index + 1}
              </span>
              <span className="text-slate-700">{t(`overview.steps.${step}`)}</span>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}

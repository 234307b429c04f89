import { FileText, Handshake, type LucideIcon, Mail, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { formatNumber } from '#shared/format.ts';
import { LEAD_STAGES } from '#shared/lead-pipeline.ts';
import { can, type Permission } from '#shared/permissions.ts';
import { SUMMARY_COUNT_PERMISSIONS } from '#shared/schemas/admin.ts';
import type { Role } from '#shared/schemas/user.ts';
import { useAdminSummary } from '../api/admin-summary.ts';

/**
 * Total Partners, Leads, Documents and Contacts, each with its sub-count: the cards of the tabs
 * the member's role may see, only.
 */
export function AdminSummaryCards({ role }: { role: Role }) {
  const { t } = useTranslation('admin');
  const summary = useAdminSummary();
  const data = summary.data;
  const allCards: {
    key: string;
    permission: Permission;
    title: string;
    total?: number;
    sub?: string;
    Icon: LucideIcon;
  }[] = [
    {
      key: 'partners',
      permission: SUMMARY_COUNT_PERMISSIONS.partners,
      title: t('summary.partners'),
      total: data?.partners?.total,
      sub: data?.partners && t('summary.pending', { count: data.partners.pending }),
      Icon: Handshake,
    },
    {
      key: 'leads',
      permission: SUMMARY_COUNT_PERMISSIONS.leads,
      title: t('summary.leads'),
      total: data?.leads?.total,
      sub: data?.leads && t('summary.eligible', { count: data.leads.eligible }),
      Icon: Users,
    },
    {
      key: 'documents',
      permission: SUMMARY_COUNT_PERMISSIONS.documents,
      title: t('summary.documents'),
      total: data?.documents?.total,
      sub:
        data?.documents &&
        t('summary.leadsWithDocuments', { count: data.documents.leadsWithDocuments }),
      Icon: FileText,
    },
    {
      key: 'contacts',
      permission: SUMMARY_COUNT_PERMISSIONS.contacts,
      title: t('summary.contacts'),
      total: data?.contacts?.total,
      sub: data?.contacts && t('summary.recentContacts', { count: data.contacts.recent }),
      Icon: Mail,
    },
  ];
  const cards = allCards.filter((card) => can(role, card.permission));
  if (cards.length === 0) return null;
  return (
    <>
      <ul aria-label={t('summary.label')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ key, title, total, sub, Icon }) => (
          <li key={key}>
            <Card className="flex h-full items-start justify-between gap-4 p-5">
              <div>
                <p className="text-sm font-medium text-slate-600">{title}</p>
                {summary.isPending ? (
                  <Spinner label={t('loading')} className="mt-2" />
                ) : summary.isError ? (
                  <p className="mt-2 text-sm text-red-700">{t('summary.failed')}</p>
                ) : (
                  <>
                    <p className="mt-1 text-3xl font-bold text-navy-900 tabular-nums">
                      {formatNumber(total ?? 0)}
                    </p>
                    <p className="mt-1 text-sm text-slate-600">{sub}</p>
                  </>
                )}
              </div>
              <span className="rounded-xl bg-navy-50 p-3 text-navy-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
            </Card>
          </li>
        ))}
      </ul>
      {data?.leads && (
        <div className="mt-4 flex flex-wrap items-baseline gap-x-6 gap-y-2 text-sm">
          <p className="font-medium text-slate-700">{t('summary.byStage')}</p>
          <dl className="contents">
            {LEAD_STAGES.map((stage) => (
              <div key={stage} className="flex gap-1.5">
                <dt className="text-slate-600">{t(`stages.${stage}`)}</dt>
                <dd className="font-semibold text-navy-900 tabular-nums">
                  {formatNumber(data.leads?.byStage[stage] ?? 0)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </>
  );
}

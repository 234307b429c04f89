import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Partner } from '../../../../shared/schemas/partners.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useTranslateMessage } from '../../../i18n/i18n.ts';
import { useFormatDate } from '../../../lib/use-format-date.ts';
import { useApprovePartner } from '../api/approve-partner.ts';
import { usePartnerApplications } from '../api/partner-applications.ts';
import { PartnerStatusBadge } from './partner-status-badge.tsx';

function ApproveButton({ partner }: { partner: Partner }) {
  const { t } = useTranslation('partners');
  const message = useTranslateMessage();
  const approve = useApprovePartner();
  const onApprove = () =>
    approve.mutate(partner.id, {
      onSuccess: () =>
        toast({
          title: t('manage.approvedTitle'),
          description: t('manage.approvedText', { name: partner.fullName }),
          variant: 'success',
        }),
      onError: (err) =>
        toast({
          title: t('manage.failedTitle'),
          description: message(err.message),
          variant: 'destructive',
        }),
    });
  return (
    <Button
      size="sm"
      onClick={onApprove}
      disabled={approve.isPending}
      aria-label={t('manage.approveName', { name: partner.fullName })}
    >
      <Check aria-hidden="true" className="size-4" />
      {approve.isPending ? t('manage.approving') : t('manage.approve')}
    </Button>
  );
}

/** Manage Partners (admins): every application, with Approve on the pending ones only. */
export function ManagePartnersTab() {
  const { t } = useTranslation(['partners', 'common']);
  const message = useTranslateMessage();
  const formatDate = useFormatDate();
  const applications = usePartnerApplications();
  const th = 'px-4 py-3 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase';

  return (
    <section aria-labelledby="applications-heading" className="space-y-5">
      <h2 id="applications-heading" className="text-xl font-semibold text-navy-900">
        {t('manage.title')}
      </h2>
      {applications.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : applications.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          {t('manage.loadFailed')} {message(applications.error.message)}
        </p>
      ) : applications.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
          {t('manage.empty')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50">
              <tr>
                {(['name', 'contact', 'location', 'applied', 'status', 'actions'] as const).map(
                  (column) => (
                    <th key={column} scope="col" className={th}>
                      {t(`manage.columns.${column}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {applications.data.map((partner) => (
                <tr key={partner.id} data-partner-id={partner.id}>
                  <td className="px-4 py-3">
                    <p className="font-medium text-navy-900">{partner.fullName}</p>
                    {partner.companyName && <p className="text-slate-600">{partner.companyName}</p>}
                  </td>
                  <td className="px-4 py-3 text-slate-800">
                    <p className="break-all">{partner.email}</p>
                    <p className="text-slate-600">{partner.phone}</p>
                  </td>
                  <td className="px-4 py-3 text-slate-800">
                    {partner.city}, {partner.state}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-800">
                    {formatDate(partner.createdAt)}
                  </td>
                  <td className="px-4 py-3">
                    <PartnerStatusBadge status={partner.status} />
                  </td>
                  <td className="px-4 py-3">
                    {partner.status === 'pending' && <ApproveButton partner={partner} />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

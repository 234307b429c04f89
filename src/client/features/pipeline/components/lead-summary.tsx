import { useTranslation } from 'react-i18next';
import { useFormatDate } from '#client/lib/use-format-date.ts';
import { formatInr } from '#shared/format.ts';
import type { LeadDetail } from '#shared/schemas/leads.ts';

/** Every field of the lead (and its partner, for admins) as a description list. */
export function LeadSummary({ detail, showPartner }: { detail: LeadDetail; showPartner: boolean }) {
  const { t } = useTranslation('pipeline');
  const formatDate = useFormatDate();
  const { lead, partner } = detail;
  const rows: [string, string | number | null][] = [
    [t('fields.contactName'), lead.contactName],
    [t('fields.email'), lead.email],
    [t('fields.phone'), lead.phone],
    [t('fields.businessName'), lead.businessName],
    [t('fields.businessNature'), lead.businessNature],
    [t('fields.address'), `${lead.address}, ${lead.city}, ${lead.state}`],
    [t('fields.monthlyBill'), formatInr(lead.monthlyBill)],
    [t('fields.eligible'), t(lead.isEligible ? 'fields.yes' : 'fields.no')],
    [
      t('fields.installationSize'),
      lead.installationSizeKw === null ? null : t('fields.kw', { value: lead.installationSizeKw }),
    ],
    [t('fields.pan'), lead.panNumber],
    [t('fields.gstin'), lead.gstin],
    [t('fields.facilitySqft'), lead.facilitySqft],
    [t('fields.notes'), lead.notes],
    [t('fields.created'), formatDate(lead.createdAt)],
    [t('fields.protectedUntil'), detail.protectedUntil ? formatDate(detail.protectedUntil) : null],
  ];
  if (showPartner)
    rows.push([
      t('fields.partner'),
      partner
        ? `${partner.fullName}${partner.companyName ? ` (${partner.companyName})` : ''} · ${partner.email} · ${partner.phone}`
        : t('fields.companyLead'),
    ]);
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows
        .filter(([, value]) => value !== null && value !== '')
        .map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="font-medium break-words text-navy-900">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

import { useTranslation } from 'react-i18next';
import { PartnerStatusBadge } from '#client/components/ui/partner-status-badge.tsx';
import { useFormatDate } from '#client/lib/use-format-date.ts';
import type { Partner } from '#shared/schemas/partners.ts';
import { DetailsDialog } from './details-dialog.tsx';

/** View Details of one partner application (the table and the overview both offer it). */
export function PartnerDetails({
  partner,
  compact = false,
}: {
  partner: Partner;
  compact?: boolean;
}) {
  const { t } = useTranslation('admin');
  const formatDate = useFormatDate();
  return (
    <DetailsDialog
      title={t('partners.detailsTitle', { id: partner.id })}
      triggerText={compact ? t('view') : t('viewDetails')}
      triggerLabel={t('viewDetailsOf', { name: partner.fullName })}
      fields={[
        { label: t('columns.name'), value: partner.fullName },
        { label: t('columns.company'), value: partner.companyName },
        { label: t('columns.email'), value: partner.email },
        { label: t('columns.phone'), value: partner.phone },
        { label: t('fields.location'), value: `${partner.city}, ${partner.state}` },
        {
          label: t('fields.experience'),
          value: partner.experience ? t(`experience.${partner.experience}`) : null,
        },
        { label: t('fields.message'), value: partner.message },
        { label: t('columns.status'), value: <PartnerStatusBadge status={partner.status} /> },
        { label: t('columns.date'), value: formatDate(partner.createdAt) },
      ]}
    />
  );
}

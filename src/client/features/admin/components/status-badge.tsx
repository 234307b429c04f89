import { useTranslation } from 'react-i18next';
import type { PartnerStatusValue } from '../../../../shared/schemas/partners.ts';
import { Badge } from '../../../components/ui/badge.tsx';

/** Green for approved, yellow for pending, red for anything else. */
export function StatusBadge({ status }: { status: PartnerStatusValue }) {
  const { t } = useTranslation('admin');
  const tone = status === 'approved' ? 'green' : status === 'pending' ? 'yellow' : 'red';
  return <Badge tone={tone}>{t(`status.${status}`, { defaultValue: status })}</Badge>;
}

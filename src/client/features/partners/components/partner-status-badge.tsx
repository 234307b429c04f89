import { useTranslation } from 'react-i18next';
import type { PartnerStatusValue } from '../../../../shared/schemas/partners.ts';
import { Badge } from '../../../components/ui/badge.tsx';

const TONES = { approved: 'green', pending: 'yellow', rejected: 'red' } as const;

/** Approved (green), Pending (yellow) or Rejected (red). */
export function PartnerStatusBadge({ status }: { status: PartnerStatusValue }) {
  const { t } = useTranslation('partners');
  return <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>;
}

import { useTranslation } from 'react-i18next';
import type { PartnerStatusValue } from '#shared/schemas/partners.ts';
import { Badge } from './badge.tsx';

const TONES = { approved: 'green', pending: 'yellow', rejected: 'red' } as const;

/**
 * A partner application's status: Approved (green), Pending (yellow) or Rejected (red). The one
 * badge for it, on the admin dashboard, Manage Partners and the partner's own profile.
 */
export function PartnerStatusBadge({ status }: { status: PartnerStatusValue }) {
  const { t } = useTranslation('partners');
  return <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>;
}

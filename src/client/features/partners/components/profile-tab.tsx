import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { PartnerStatusBadge } from '#client/components/ui/partner-status-badge.tsx';
import { useFormatDate } from '#client/lib/use-format-date.ts';
import { isExperienceValue } from '#shared/partner-experience.ts';
import type { Partner } from '#shared/schemas/partners.ts';
import { AwaitingApproval } from './awaiting-approval.tsx';
import { NoProfile } from './no-profile.tsx';

/** My Profile: the application as filed, its status, and whether the account is active. */
export function ProfileTab({ profile }: { profile: Partner | null }) {
  const { t } = useTranslation('partners');
  const formatDate = useFormatDate();
  if (!profile) return <NoProfile />;
  const approved = profile.status === 'approved';
  const rows: [string, string][] = [
    [t('profile.fullName'), profile.fullName],
    [t('profile.companyName'), profile.companyName ?? t('profile.notGiven')],
    [t('profile.email'), profile.email],
    [t('profile.phone'), profile.phone],
    [t('profile.location'), `${profile.city}, ${profile.state}`],
    [
      t('profile.experience'),
      isExperienceValue(profile.experience)
        ? t(`experience.${profile.experience}`)
        : t('profile.notGiven'),
    ],
    [t('profile.appliedOn'), formatDate(profile.createdAt)],
  ];
  return (
    <section aria-labelledby="profile-heading" className="space-y-5">
      {!approved && <AwaitingApproval />}
      <Card className="p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="profile-heading" className="text-xl font-semibold text-navy-900">
            {t('profile.title')}
          </h2>
          <div className="flex flex-wrap gap-3 text-sm text-slate-700">
            <span className="flex items-center gap-2">
              {t('profile.applicationStatus')}: <PartnerStatusBadge status={profile.status} />
            </span>
            <span className="flex items-center gap-2">
              {t('profile.accountStatus')}:{' '}
              <Badge tone={approved ? 'green' : 'yellow'}>
                {approved ? t('status.active') : t('status.pendingApproval')}
              </Badge>
            </span>
          </div>
        </div>
        <dl className="mt-6 grid gap-x-8 gap-y-4 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="font-medium break-words text-navy-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </section>
  );
}

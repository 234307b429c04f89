import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#shared/paths.ts';
import { RequireSession } from '../components/layout/require-session.tsx';
import { Card } from '../components/ui/card.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { useAccount } from '../features/account/api/account.ts';
import { ChangePasswordForm } from '../features/account/components/change-password-form.tsx';
import { DataRights } from '../features/account/components/data-rights.tsx';
import { ProfileForm } from '../features/account/components/profile-form.tsx';
import { SessionsCard } from '../features/account/components/sessions-card.tsx';
import { MfaSettings } from '../features/mfa/components/mfa-settings.tsx';
import { useTranslateMessage } from '../i18n/i18n.ts';

/** /account: the settings of every role (profile, language, password, sessions, data rights). */
export default function AccountPage() {
  return (
    <RequireSession>{(user) => <AccountSettings mfaEnabled={user.mfaEnabled} />}</RequireSession>
  );
}

function AccountSettings({ mfaEnabled }: { mfaEnabled: boolean }) {
  const { t } = useTranslation('account');
  const message = useTranslateMessage();
  const account = useAccount();
  return (
    <section className="bg-cream">
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6 lg:py-14">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h1 className="text-3xl font-bold text-navy-900">{t('heading')}</h1>
          <Link
            to={paths.dashboard}
            className="font-semibold text-navy-700 underline-offset-4 hover:underline"
          >
            {t('toDashboard')}
          </Link>
        </div>
        {account.isPending ? (
          <PageSpinner label={t('loading')} />
        ) : account.isError ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
            {message(account.error.message)}
          </p>
        ) : (
          <>
            <Card className="p-5 sm:p-8">
              <ProfileForm account={account.data} />
            </Card>
            <Card className="p-5 sm:p-8">
              <ChangePasswordForm />
            </Card>
            <Card className="p-5 sm:p-8">
              <MfaSettings enabled={mfaEnabled} />
            </Card>
            <Card className="p-5 sm:p-8">
              <SessionsCard />
            </Card>
            <Card className="p-5 sm:p-8">
              <DataRights />
            </Card>
          </>
        )}
      </div>
    </section>
  );
}

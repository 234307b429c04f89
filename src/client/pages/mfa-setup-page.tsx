import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '#shared/paths.ts';
import { RequireSession } from '../components/layout/require-session.tsx';
import { Card } from '../components/ui/card.tsx';
import { MfaSetup } from '../features/mfa/components/mfa-setup.tsx';
import { dashboardPathFor, useRefreshSession } from '../lib/auth.ts';

/**
 * /account/two-factor: setting up the second factor. Staff without one are sent here (their
 * workspace answers mfa_setup_required until it is on); then on to their dashboard.
 */
export default function MfaSetupPage() {
  const { t } = useTranslation('mfa');
  const navigate = useNavigate();
  const refresh = useRefreshSession();
  return (
    <RequireSession>
      {(user) => (
        <section className="bg-cream">
          <div className="mx-auto max-w-xl space-y-6 px-4 py-10 sm:px-6 lg:py-14">
            <h1 className="text-3xl font-bold text-navy-900">{t('page.title')}</h1>
            <p className="text-slate-700">{t('page.intro')}</p>
            <Card className="p-5 sm:p-8">
              {user.mfaEnabled ? (
                <Navigate to={dashboardPathFor(user)} replace />
              ) : (
                <MfaSetup
                  onDone={async () => {
                    await refresh();
                    navigate(paths.dashboard, { replace: true });
                  }}
                />
              )}
            </Card>
          </div>
        </section>
      )}
    </RequireSession>
  );
}

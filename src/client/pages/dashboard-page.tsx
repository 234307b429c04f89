import { LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DASHBOARD_REDIRECT_DELAY_MS } from '../../shared/constants.ts';
import type { PublicUser } from '../../shared/schemas/user.ts';
import { RequireSession } from '../components/layout/require-session.tsx';
import { dashboardPathFor } from '../lib/auth.ts';

/** Sends the user on to their role's dashboard after the spec's 1.5 s. */
function RedirectByRole({ user }: { user: PublicUser }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const target = dashboardPathFor(user);
  useEffect(() => {
    const timer = setTimeout(
      () => navigate(target, { replace: true }),
      DASHBOARD_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate, target]);
  return (
    <div
      role="status"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-navy-700" />
      <p className="text-lg font-medium text-navy-900">{t('dashboard.redirecting')}</p>
    </div>
  );
}

/** /dashboard: visitors go to log in; everyone else to the dashboard of their role. */
export default function DashboardPage() {
  return <RequireSession>{(user) => <RedirectByRole user={user} />}</RequireSession>;
}

import { ShieldAlert } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import type { PublicUser } from '../../../shared/schemas/user.ts';
import { dashboardPathFor } from '../../lib/auth.ts';
import { toast } from '../ui/toast-store.ts';
import { RequireSession } from './require-session.tsx';

/** Who a dashboard is for. */
export type Audience = 'admin' | 'partner' | 'customer';

/** Whether `user` may open a page for `audience`. */
export function belongsTo(user: PublicUser, audience: Audience): boolean {
  const home = dashboardPathFor(user);
  if (audience === 'customer') return home === paths.customerDashboard;
  // Admins see the partner dashboard too: it shows them every lead and application.
  if (user.role === 'admin') return true;
  return audience === 'partner' && home === paths.partnerDashboard;
}

/**
 * Turns a signed-in user away from a page that is not theirs: "Access Denied" saying which
 * dashboard they belong on, a toast, then that dashboard.
 */
function AccessDenied({ user, audience }: { user: PublicUser; audience: Audience }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const home = dashboardPathFor(user);
  const text = t('accessDenied.belongs', {
    audience: t(`accessDenied.audience.${audience}`),
    dashboard: t(`accessDenied.dashboards.${home}`),
  });
  useEffect(() => {
    toast({ title: t('accessDenied.title'), description: text, variant: 'destructive' });
    navigate(home, { replace: true });
  }, [navigate, t, text, home]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <ShieldAlert aria-hidden="true" className="size-12 text-red-700" />
      <h1 className="mt-4 text-2xl font-bold text-navy-900">{t('accessDenied.title')}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
      <Link to={home} className="mt-4 font-semibold text-navy-700 underline underline-offset-4">
        {t('accessDenied.back')}
      </Link>
    </section>
  );
}

/**
 * The one role guard of every dashboard: a spinner while the session loads, the login tab (or
 * `redirectTo`) for visitors, and for a user of another role Access Denied saying where they
 * belong. Only the UI: the server checks every call itself.
 */
export function RequireRole({
  audience,
  redirectTo,
  children,
}: {
  audience: Audience;
  redirectTo?: string;
  children: (user: PublicUser) => ReactNode;
}) {
  return (
    <RequireSession {...(redirectTo ? { redirectTo } : {})}>
      {(user) =>
        belongsTo(user, audience) ? (
          children(user)
        ) : (
          <AccessDenied user={user} audience={audience} />
        )
      }
    </RequireSession>
  );
}

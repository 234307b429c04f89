import { ShieldAlert } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { dashboardPathFor } from '#client/lib/auth.ts';
import { paths } from '#shared/paths.ts';
import { can, isStaffRole, type Permission } from '#shared/permissions.ts';
import type { PublicUser } from '#shared/schemas/user.ts';
import { toast } from '../ui/toast-store.ts';
import { RequireSession } from './require-session.tsx';

/** Who a dashboard is for. */
export type Audience = 'admin' | 'partner' | 'customer';

/** Whether `user` may open a page for `audience`. */
export function belongsTo(user: PublicUser, audience: Audience): boolean {
  const home = dashboardPathFor(user);
  if (audience === 'customer') return home === paths.customerDashboard;
  if (audience === 'admin') return isStaffRole(user.role);
  // Admins see the partner dashboard too: it shows them every lead and application.
  if (user.role === 'admin') return true;
  return audience === 'partner' && home === paths.partnerDashboard;
}

/**
 * Turns a signed-in user away from a page that is not theirs: "Access Denied" saying which
 * dashboard they belong on, a toast, then that dashboard.
 */
export function AccessDenied({
  user,
  audience,
  permission,
}: {
  user: PublicUser;
  audience: Audience;
  /** Set when the member is staff but their role does not hold what the page needs. */
  permission?: Permission;
}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const home = dashboardPathFor(user);
  const text = permission
    ? t('accessDenied.permission')
    : t('accessDenied.belongs', {
        audience: t(`accessDenied.audience.${audience}`),
        dashboard: t(`accessDenied.dashboards.${home}`),
      });
  useEffect(() => {
    toast({ title: t('accessDenied.title'), description: text, variant: 'destructive' });
    // A member denied one part of the workspace stays on this page, which says so.
    if (!permission) navigate(home, { replace: true });
  }, [navigate, t, text, home, permission]);
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
 * belong. Staff without a second factor are sent to set it up; a staff page whose `permission`
 * their role lacks shows Access Denied. Only the UI: the server checks every call itself.
 */
export function RequireRole({
  audience,
  permission,
  redirectTo,
  children,
}: {
  audience: Audience;
  permission?: Permission;
  redirectTo?: string;
  children: (user: PublicUser) => ReactNode;
}) {
  return (
    <RequireSession {...(redirectTo ? { redirectTo } : {})}>
      {(user) =>
        !belongsTo(user, audience) ? (
          <AccessDenied user={user} audience={audience} />
        ) : isStaffRole(user.role) && !user.mfaEnabled ? (
          <Navigate to={paths.mfaSetup} replace />
        ) : permission && !can(user.role, permission) ? (
          <AccessDenied user={user} audience={audience} permission={permission} />
        ) : (
          children(user)
        )
      }
    </RequireSession>
  );
}

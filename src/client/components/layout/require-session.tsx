import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSession } from '#client/lib/auth.ts';
import { authHref } from '#shared/paths.ts';
import type { PublicUser } from '#shared/schemas/user.ts';
import { PageSpinner } from '../ui/spinner.tsx';

/**
 * Shows a spinner while the session loads, then sends visitors to the login tab (or `redirectTo`).
 * This only shapes the UI; the server checks every call on its own.
 */
export function RequireSession({
  children,
  redirectTo = authHref('login'),
}: {
  children: (user: PublicUser) => ReactNode;
  redirectTo?: string;
}) {
  const { t } = useTranslation();
  const { data: user, isPending } = useSession();
  if (isPending) return <PageSpinner label={t('loading')} />;
  if (!user) return <Navigate to={redirectTo} replace />;
  return <>{children(user)}</>;
}

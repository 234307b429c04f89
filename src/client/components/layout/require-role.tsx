import { ShieldAlert } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import type { PublicUser } from '../../../shared/schemas/user.ts';
import { toast } from '../ui/toast-store.ts';
import { RequireSession } from './require-session.tsx';

/** Turns a signed-in user without the role away: "Access Denied", a toast, then /dashboard. */
function AccessDenied({ text }: { text: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  useEffect(() => {
    toast({ title: t('accessDenied.title'), description: text, variant: 'destructive' });
    navigate(paths.dashboard, { replace: true });
  }, [navigate, t, text]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <ShieldAlert aria-hidden="true" className="size-12 text-red-700" />
      <h1 className="mt-4 text-2xl font-bold text-navy-900">{t('accessDenied.title')}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
    </section>
  );
}

/**
 * Shows children only to users with one of `roles`: a spinner while the session loads, the login
 * tab for visitors, Access Denied for others. Only the UI: the server checks every call itself.
 */
export function RequireRole({
  roles,
  deniedText,
  children,
}: {
  roles: readonly PublicUser['role'][];
  /** Already translated; defaults to a general "no permission" sentence. */
  deniedText?: string;
  children: (user: PublicUser) => ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <RequireSession>
      {(user) =>
        roles.includes(user.role) ? (
          children(user)
        ) : (
          <AccessDenied text={deniedText ?? t('accessDenied.text')} />
        )
      }
    </RequireSession>
  );
}

import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { translateMessage } from '../../i18n/i18n.ts';
import { useLogout } from '../../lib/auth.ts';
import { Button, type ButtonProps } from '../ui/button.tsx';
import { toast } from '../ui/toast-store.ts';

/** The dashboards' Logout button: ends the session, says so, and leaves for `redirectTo`. */
export function LogoutButton({
  redirectTo = paths.home,
  variant = 'outline',
  size = 'sm',
}: {
  redirectTo?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}) {
  const { t } = useTranslation();
  const logout = useLogout();
  const navigate = useNavigate();
  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({
          title: t('auth.loggedOut'),
          description: t('auth.loggedOutText'),
          variant: 'success',
        });
        navigate(redirectTo);
      },
      onError: (err) =>
        toast({
          title: t('auth.logoutFailed'),
          description: err.message ? translateMessage(t, err) : t('auth.logoutFailedText'),
          variant: 'destructive',
        }),
    });
  return (
    <Button variant={variant} size={size} onClick={onLogout} disabled={logout.isPending}>
      <LogOut aria-hidden="true" className="size-4" />
      {t('nav.logout')}
    </Button>
  );
}

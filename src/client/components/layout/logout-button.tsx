import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { translateMessage } from '#client/i18n/i18n.ts';
import { useLogout } from '#client/lib/auth.ts';
import { paths } from '#shared/paths.ts';
import { Button, type ButtonProps } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { toast } from '../ui/toast-store.ts';

/**
 * The one Logout of the site (header, mobile drawer, footer, every dashboard): ends the session
 * through the auth module, says so, leaves for `redirectTo` and calls `onDone` (the drawer closes).
 */
export function LogoutButton({
  redirectTo = paths.home,
  immediate = false,
  onDone,
  variant = 'outline',
  size = 'sm',
  asLink = false,
  iconOnly = false,
  className,
}: {
  redirectTo?: string;
  /** Forget the session at once: for a next page that must not see the old user at all. */
  immediate?: boolean;
  onDone?: () => void;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** Styled as a plain text link (the footer). */
  asLink?: boolean;
  /** Only the icon shows (the signed-in header); the word stays the button's name and tooltip. */
  iconOnly?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const logout = useLogout({ immediate });
  const navigate = useNavigate();
  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({
          title: t('auth.loggedOut'),
          description: t('auth.loggedOutText'),
          variant: 'success',
        });
        onDone?.();
        navigate(redirectTo);
      },
      onError: (err) =>
        toast({
          title: t('auth.logoutFailed'),
          description: err.message ? translateMessage(t, err) : t('auth.logoutFailedText'),
          variant: 'destructive',
        }),
    });
  if (asLink)
    return (
      <button
        type="button"
        onClick={onLogout}
        disabled={logout.isPending}
        className={cn('cursor-pointer', className)}
      >
        {t('nav.logout')}
      </button>
    );
  return (
    <Button
      variant={variant}
      size={size}
      onClick={onLogout}
      disabled={logout.isPending}
      className={className}
      {...(iconOnly ? { title: t('nav.logout') } : {})}
    >
      <LogOut aria-hidden="true" className="size-4" />
      {iconOnly ? <span className="sr-only">{t('nav.logout')}</span> : t('nav.logout')}
    </Button>
  );
}

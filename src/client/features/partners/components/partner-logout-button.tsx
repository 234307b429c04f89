import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../shared/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useTranslateMessage } from '../../../i18n/i18n.ts';
import { usePartnerLogout } from '../api/partner-logout.ts';

/** The partner dashboard's Logout: back to the Partner Portal (SPEC section 2). */
export function PartnerLogoutButton() {
  const { t } = useTranslation(['partners', 'common']);
  const message = useTranslateMessage();
  const logout = usePartnerLogout();
  const navigate = useNavigate();
  const onLogout = () => {
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({
          title: t('common:auth.loggedOut'),
          description: t('dashboard.loggedOutText'),
          variant: 'success',
        });
        navigate(paths.partner);
      },
      onError: (err) =>
        toast({
          title: t('common:auth.logoutFailed'),
          description: message(err) || t('common:auth.logoutFailedText'),
          variant: 'destructive',
        }),
    });
  };
  return (
    <Button variant="outline" size="sm" onClick={onLogout} disabled={logout.isPending}>
      <LogOut aria-hidden="true" className="size-4" />
      {t('common:nav.logout')}
    </Button>
  );
}

import { useTranslation } from 'react-i18next';
import { NarrowPage, useLinkToken } from '../components/layout/narrow-page.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form.tsx';

/** /auth/reset?token=…: the mailed reset (or invitation) link. */
export default function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  const token = useLinkToken();
  return (
    <NarrowPage heading={t('heading')}>
      {token === undefined ? (
        <Spinner label={t('common:loading')} />
      ) : (
        <ResetPasswordForm token={token} />
      )}
    </NarrowPage>
  );
}

import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NarrowPage } from '../components/layout/narrow-page.tsx';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form.tsx';

/** /auth/reset?token=…: the mailed reset (or invitation) link. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  return (
    <NarrowPage heading={t('heading')}>
      <ResetPasswordForm token={params.get('token')} />
    </NarrowPage>
  );
}

import { useTranslation } from 'react-i18next';
import { NarrowPage } from '../components/layout/narrow-page.tsx';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form.tsx';

/** /auth/forgot: "Forgot password?" of the Login tab. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <NarrowPage heading={t('heading')}>
      <ForgotPasswordForm />
    </NarrowPage>
  );
}

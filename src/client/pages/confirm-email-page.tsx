import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NarrowPage } from '../components/layout/narrow-page.tsx';
import { ConfirmEmail } from '../features/auth/components/confirm-email.tsx';

/** /auth/confirm?token=…: the mailed confirmation link. */
export default function ConfirmEmailPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  return (
    <NarrowPage heading={t('confirm.heading')}>
      <ConfirmEmail token={params.get('token')} />
    </NarrowPage>
  );
}

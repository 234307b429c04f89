import { useTranslation } from 'react-i18next';
import { NarrowPage, useLinkToken } from '../components/layout/narrow-page.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { ConfirmEmail } from '../features/auth/components/confirm-email.tsx';

/** /auth/confirm?token=…: the mailed confirmation link. */
export default function ConfirmEmailPage() {
  const { t } = useTranslation(['auth', 'common']);
  const token = useLinkToken();
  return (
    <NarrowPage heading={t('confirm.heading')}>
      {token === undefined ? (
        <Spinner label={t('common:loading')} />
      ) : (
        <ConfirmEmail token={token} />
      )}
    </NarrowPage>
  );
}

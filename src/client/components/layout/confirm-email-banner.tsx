import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '#client/i18n/i18n.ts';
import { useResendConfirmation, useSession } from '#client/lib/auth.ts';
import { Button } from '../ui/button.tsx';
import { toast } from '../ui/toast-store.ts';

/** Until the signed-in user's address is confirmed, a notice under the header offers a new link. */
export function ConfirmEmailBanner() {
  const { t } = useTranslation('auth');
  const message = useTranslateMessage();
  const { data: user } = useSession();
  const resend = useResendConfirmation();
  if (!user || user.emailConfirmed) return null;
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: () => toast({ title: t('banner.sent'), variant: 'success' }),
      onError: (error) =>
        toast({
          title: t('banner.failed'),
          description: message(error.message),
          variant: 'destructive',
        }),
    });
  return (
    <div className="border-b border-sun-300 bg-sun-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <p className="flex items-center gap-2 text-sm text-navy-900">
          <MailWarning aria-hidden="true" className="size-5 shrink-0 text-sun-700" />
          {t('banner.text', { email: user.email })}
        </p>
        <Button size="sm" variant="outline" onClick={onResend} disabled={resend.isPending}>
          {resend.isPending ? t('banner.sending') : t('banner.resend')}
        </Button>
      </div>
    </div>
  );
}

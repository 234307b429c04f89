import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useTranslateMessage } from '#client/i18n/i18n.ts';
import { useConfirmEmail } from '#client/lib/auth.ts';
import { paths } from '#shared/paths.ts';

/** Confirms the address with the mailed link's token as soon as the page opens, once. */
export function ConfirmEmail({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const message = useTranslateMessage();
  const confirm = useConfirmEmail();
  const sent = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  if (!token || confirm.isError)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 text-center">
        <XCircle aria-hidden="true" className="size-12 text-red-700" />
        <h2 className="text-xl font-semibold text-navy-900">{t('confirm.failed')}</h2>
        <p className="text-slate-700">
          {confirm.error ? message(confirm.error.message) : t('confirm.noToken')}
        </p>
        <p className="text-sm text-slate-600">{t('confirm.resendHint')}</p>
      </div>
    );
  if (confirm.isSuccess)
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <CheckCircle2 aria-hidden="true" className="size-12 text-green-700" />
        <h2 className="text-xl font-semibold text-navy-900">{t('confirm.done')}</h2>
        <Link
          to={paths.dashboard}
          className="font-semibold text-navy-700 underline underline-offset-4"
        >
          {t('confirm.toDashboard')}
        </Link>
      </div>
    );
  return <Spinner label={t('confirm.busy')} className="py-8" />;
}

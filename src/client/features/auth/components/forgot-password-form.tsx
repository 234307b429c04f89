import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailField } from '#client/components/ui/account-fields.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Form, useAppForm } from '#client/components/ui/form.tsx';
import { useForgotPassword } from '#client/lib/auth.ts';
import { authHref } from '#shared/paths.ts';
import { type ForgotPasswordInput, forgotPasswordSchema } from '#shared/schemas/account.ts';

/** Asks for a reset link. The answer is the same for every address, and says so. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAppForm<ForgotPasswordInput>({
    schema: forgotPasswordSchema,
    defaultValues: { email: '' },
  });
  const onSubmit = form.submitWith(forgot, {
    onSuccess: (_answer, values) => setSentTo(values.email),
    failure: () => ({ title: t('forgot.failed'), fallback: t('forgot.failedText') }),
  });

  return (
    <Form onSubmit={onSubmit} className="space-y-5" aria-labelledby="forgot-title">
      <div>
        <h2 id="forgot-title" className="text-xl font-semibold text-navy-900">
          {t('forgot.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('forgot.intro')}</p>
      </div>
      {sentTo ? (
        <p
          role="status"
          className="rounded-xl border border-green-200 bg-green-50 p-4 text-green-900"
        >
          {t('forgot.sent', { email: sentTo })}
        </p>
      ) : (
        <>
          <EmailField binding={form.field('email')} placeholder={t('fields.emailPlaceholder')} />
          <Button type="submit" size="lg" className="w-full" disabled={forgot.isPending}>
            <Mail aria-hidden="true" className="size-5" />
            {forgot.isPending ? t('forgot.busy') : t('forgot.submit')}
          </Button>
        </>
      )}
      <p className="text-center text-sm">
        <Link
          to={authHref('login')}
          className="font-semibold text-navy-700 underline-offset-4 hover:underline"
        >
          {t('forgot.backToLogin')}
        </Link>
      </p>
    </Form>
  );
}

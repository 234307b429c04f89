import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/fields.tsx';
import { Form, useAppForm } from '#client/components/ui/form.tsx';
import { useCancelMfaStep, useVerifyMfa } from '#client/lib/auth.ts';
import { type MfaCodeInput, mfaCodeSchema } from '#shared/schemas/mfa.ts';

/** The second step of a login: a code from the authenticator app, or a recovery code. */
export function MfaVerifyForm() {
  const { t } = useTranslation('mfa');
  const verify = useVerifyMfa();
  const cancel = useCancelMfaStep();
  const form = useAppForm<MfaCodeInput>({ schema: mfaCodeSchema, defaultValues: { code: '' } });
  const onSubmit = form.submitWith(verify, {
    success: ({ user }) => ({ title: t('verify.success', { name: user.name }) }),
    failure: () => ({ title: t('verify.failed'), fallback: t('verify.failedText') }),
  });
  return (
    <Form onSubmit={onSubmit} className="space-y-5" aria-labelledby="mfa-verify-title">
      <div>
        <h2 id="mfa-verify-title" className="text-xl font-semibold text-navy-900">
          {t('verify.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('verify.intro')}</p>
      </div>
      <TextField
        label={t('verify.code')}
        autoComplete="one-time-code"
        inputMode="text"
        required
        {...form.field('code')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={verify.isPending}>
        <ShieldCheck aria-hidden="true" className="size-5" />
        {verify.isPending ? t('verify.busy') : t('verify.submit')}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={cancel}>
        {t('verify.back')}
      </Button>
    </Form>
  );
}

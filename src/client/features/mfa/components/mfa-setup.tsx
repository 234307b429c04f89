import { KeyRound, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/fields.tsx';
import { Form, useAppForm } from '#client/components/ui/form.tsx';
import { useMfaEnable, useMfaSetup } from '#client/lib/auth.ts';
import { type MfaEnableInput, mfaEnableSchema } from '#shared/schemas/mfa.ts';
import { QrCode } from './qr-code.tsx';

/**
 * Setting up the second factor: a new secret as a QR code and as text, a first code from the app
 * to turn it on, then the recovery codes, shown this once. `onDone` follows the codes.
 */
export function MfaSetup({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('mfa');
  const setup = useMfaSetup();
  const enable = useMfaEnable();
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useAppForm<MfaEnableInput>({ schema: mfaEnableSchema, defaultValues: { code: '' } });
  const onSubmit = form.submitWith(enable, {
    success: () => ({ title: t('setup.enabled') }),
    onSuccess: ({ recoveryCodes }) => setCodes(recoveryCodes),
    failure: () => ({ title: t('setup.failed'), fallback: t('setup.failedText') }),
  });

  if (codes)
    return (
      <div className="space-y-4">
        <h2 className="text-xl font-semibold text-navy-900">{t('recovery.title')}</h2>
        <p className="text-sm text-slate-700">{t('recovery.intro')}</p>
        <ul aria-label={t('recovery.title')} className="grid grid-cols-2 gap-2 font-mono text-sm">
          {codes.map((code) => (
            <li key={code} className="rounded bg-slate-100 px-3 py-2 text-navy-900">
              {code}
            </li>
          ))}
        </ul>
        <Button type="button" onClick={onDone}>
          {t('recovery.done')}
        </Button>
      </div>
    );

  if (!setup.data)
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-700">{t('setup.intro')}</p>
        <Button type="button" onClick={() => setup.mutate()} disabled={setup.isPending}>
          <KeyRound aria-hidden="true" className="size-4" />
          {setup.isPending ? t('setup.busy') : t('setup.start')}
        </Button>
        {setup.isError && (
          <p role="alert" className="text-sm text-red-700">
            {t('setup.failedText')}
          </p>
        )}
      </div>
    );

  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">{t('setup.scan')}</p>
      <QrCode text={setup.data.otpauthUri} label={t('setup.qrLabel')} />
      <div>
        <p className="text-sm text-slate-700">{t('setup.typeInstead')}</p>
        <p className="mt-1 break-all font-mono text-sm text-navy-900" data-testid="mfa-secret">
          {setup.data.secret}
        </p>
      </div>
      <Form onSubmit={onSubmit} className="space-y-4" aria-label={t('setup.formLabel')}>
        <TextField
          label={t('setup.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          {...form.field('code')}
        />
        <Button type="submit" disabled={enable.isPending}>
          <ShieldCheck aria-hidden="true" className="size-4" />
          {enable.isPending ? t('setup.enabling') : t('setup.enable')}
        </Button>
      </Form>
    </div>
  );
}

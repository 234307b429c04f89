import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrentPasswordField } from '#client/components/ui/account-fields.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/fields.tsx';
import { Form, useAppForm } from '#client/components/ui/form.tsx';
import { useMfaDisable, useRefreshSession } from '#client/lib/auth.ts';
import { type MfaDisableInput, mfaDisableSchema } from '#shared/schemas/mfa.ts';
import { MfaSetup } from './mfa-setup.tsx';

/** The account page's two-factor section: turn it on, or off with the password and a code. */
export function MfaSettings({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('mfa');
  const [settingUp, setSettingUp] = useState(false);
  const refresh = useRefreshSession();
  const disable = useMfaDisable();
  const form = useAppForm<MfaDisableInput>({
    schema: mfaDisableSchema,
    defaultValues: { password: '', code: '' },
  });
  const onSubmit = form.submitWith(disable, {
    success: () => ({ title: t('settings.disabled') }),
    onSuccess: () => form.reset(),
    failure: () => ({ title: t('settings.failed'), fallback: t('settings.failedText') }),
  });
  return (
    <section aria-labelledby="mfa-title" className="space-y-4">
      <h2 id="mfa-title" className="text-xl font-semibold text-navy-900">
        {t('settings.title')}
      </h2>
      <p className="text-sm text-slate-700">{enabled ? t('settings.on') : t('settings.off')}</p>
      {enabled ? (
        <Form onSubmit={onSubmit} className="space-y-4" aria-label={t('settings.disableLabel')}>
          <CurrentPasswordField binding={form.field('password')} />
          <TextField
            label={t('verify.code')}
            autoComplete="one-time-code"
            required
            {...form.field('code')}
          />
          <Button type="submit" variant="secondary" disabled={disable.isPending}>
            {t('settings.disable')}
          </Button>
        </Form>
      ) : settingUp ? (
        <MfaSetup
          onDone={() => {
            setSettingUp(false);
            void refresh();
          }}
        />
      ) : (
        <Button type="button" onClick={() => setSettingUp(true)}>
          {t('settings.enable')}
        </Button>
      )}
    </section>
  );
}

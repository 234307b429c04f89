import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CurrentPasswordField, NewPasswordFields } from '#client/components/ui/account-fields.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Form, useAppForm } from '#client/components/ui/form.tsx';
import { useChangePassword } from '#client/lib/auth.ts';
import {
  type ChangePasswordFormValues,
  changePasswordFormSchema,
} from '#shared/schemas/account.ts';

/** The current password and the new one twice; every other device is logged out. */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const form = useAppForm<ChangePasswordFormValues>({
    schema: changePasswordFormSchema,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const onSubmit = form.submitWith(change, {
    toVariables: ({ confirmPassword: _confirm, ...input }) => input,
    success: () => ({ title: t('password.done'), description: t('password.doneText') }),
    onSuccess: () => form.reset(),
    failure: () => ({ title: t('password.failed'), fallback: t('password.failedText') }),
  });
  return (
    <Form onSubmit={onSubmit} className="space-y-5" aria-labelledby="password-title">
      <h2 id="password-title" className="text-xl font-semibold text-navy-900">
        {t('password.title')}
      </h2>
      <CurrentPasswordField binding={form.field('currentPassword')} label={t('password.current')} />
      <NewPasswordFields
        password={form.field('newPassword')}
        confirm={form.field('confirmPassword')}
        labels={{ password: t('password.new'), confirm: t('password.confirm') }}
      />
      <Button type="submit" disabled={change.isPending}>
        <KeyRound aria-hidden="true" className="size-4" />
        {change.isPending ? t('password.busy') : t('password.submit')}
      </Button>
    </Form>
  );
}

import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NewPasswordFields } from '#client/components/ui/account-fields.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Form, useAppForm } from '#client/components/ui/form.tsx';
import { useResetPassword } from '#client/lib/auth.ts';
import { authHref, paths } from '#shared/paths.ts';
import { type ResetPasswordFormValues, resetPasswordFormSchema } from '#shared/schemas/account.ts';

/** Sets a new password with the token of a mailed reset (or invitation) link. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const navigate = useNavigate();
  const form = useAppForm<ResetPasswordFormValues>({
    schema: resetPasswordFormSchema,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const onSubmit = form.submitWith(reset, {
    toVariables: ({ password }) => ({ token: token ?? '', password }),
    success: () => ({ title: t('reset.done'), description: t('reset.doneText') }),
    onSuccess: () => navigate(authHref('login')),
    failure: () => ({ title: t('reset.failed'), fallback: t('reset.failedText') }),
  });

  return (
    <Form onSubmit={onSubmit} className="space-y-5" aria-labelledby="reset-title">
      <h2 id="reset-title" className="text-xl font-semibold text-navy-900">
        {t('reset.title')}
      </h2>
      {token ? (
        <>
          <NewPasswordFields
            password={form.field('password')}
            confirm={form.field('confirmPassword')}
          />
          <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
            <KeyRound aria-hidden="true" className="size-5" />
            {reset.isPending ? t('reset.busy') : t('reset.submit')}
          </Button>
        </>
      ) : (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          {t('reset.noToken')}
        </p>
      )}
      <p className="text-center text-sm">
        <Link
          to={paths.forgotPassword}
          className="font-semibold text-navy-700 underline-offset-4 hover:underline"
        >
          {t('reset.newLink')}
        </Link>
      </p>
    </Form>
  );
}

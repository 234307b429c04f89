import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CredentialsFields } from '#client/components/ui/account-fields.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Form, useAppForm } from '#client/components/ui/form.tsx';
import { useLogin } from '#client/lib/auth.ts';
import { authHref, paths } from '#shared/paths.ts';
import { type LoginFormValues, loginFormSchema } from '#shared/schemas/auth.ts';
import { UserTypeField } from './user-type-field.tsx';

/** The Login tab: Customer or Partner, e-mail and password. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const form = useAppForm<LoginFormValues>({
    schema: loginFormSchema,
    defaultValues: { userType: 'customer', email: '', password: '' },
  });
  const onSubmit = form.submitWith(login, {
    // No toast while the second factor is asked for; an unreadable answer welcomes "User".
    success: (answer) =>
      'mfaRequired' in answer
        ? null
        : {
            title: t('login.success'),
            description: t('login.welcomeBack', { name: answer.user?.name ?? t('login.someone') }),
          },
    failure: () => ({ title: t('login.failed'), fallback: t('login.failedText') }),
  });

  return (
    <Form onSubmit={onSubmit} className="space-y-5" aria-labelledby="login-title">
      <h2 id="login-title" className="text-xl font-semibold text-navy-900">
        {t('login.title')}
      </h2>
      <UserTypeField registration={form.register('userType')} error={form.errorOf('userType')} />
      <CredentialsFields
        email={form.field('email')}
        password={form.field('password')}
        emailPlaceholder={t('fields.emailPlaceholder')}
      />
      <p className="-mt-2 text-right text-sm">
        <Link
          to={paths.forgotPassword}
          className="font-semibold text-navy-700 underline-offset-4 hover:underline"
        >
          {t('login.forgot')}
        </Link>
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        <LogIn aria-hidden="true" className="size-5" />
        {login.isPending ? t('login.busy') : t('login.submit')}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t('login.noAccount')}{' '}
        <Link
          to={authHref('signup')}
          className="font-semibold text-navy-700 underline-offset-4 hover:underline"
        >
          {t('login.toSignup')}
        </Link>
      </p>
    </Form>
  );
}

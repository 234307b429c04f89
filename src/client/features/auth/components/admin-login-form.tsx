import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CredentialsFields } from '#client/components/ui/account-fields.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Form, useAppForm } from '#client/components/ui/form.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { ApiError } from '#client/lib/api.ts';
import { NotAnAdminError, useAdminLogin } from '#client/lib/auth.ts';
import { authHref } from '#shared/paths.ts';
import { type AdminLoginValues, adminLoginSchema } from '#shared/schemas/auth.ts';

/** The Admin tab. Whether the account is an admin is the server's answer, not the form's. */
export function AdminLoginForm() {
  const { t } = useTranslation('auth');
  const adminLogin = useAdminLogin();
  const form = useAppForm<AdminLoginValues>({
    schema: adminLoginSchema,
    defaultValues: { email: '', password: '' },
  });
  const onSubmit = form.submitWith(adminLogin, {
    onStart: () =>
      toast({ title: t('admin.authenticating'), description: t('admin.authenticatingText') }),
    success: (answer) =>
      'mfaRequired' in answer
        ? null
        : {
            title: t('login.success'),
            description: t('login.welcomeBack', { name: answer.user?.name ?? t('login.someone') }),
          },
    // A wrong password and a non-admin account get the same answer; a limit or an outage gets
    // its own message.
    failure: (error) =>
      error instanceof NotAnAdminError || (error instanceof ApiError && error.status === 401)
        ? { title: t('admin.invalid'), description: t('admin.invalidText') }
        : { title: t('login.failed'), fallback: t('login.failedText') },
  });

  return (
    <Form onSubmit={onSubmit} className="space-y-5" aria-labelledby="admin-title">
      <div>
        <h2 id="admin-title" className="text-xl font-semibold text-navy-900">
          {t('admin.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('admin.intro')}</p>
      </div>
      <CredentialsFields
        email={form.field('email')}
        password={form.field('password')}
        emailAutoComplete="username"
      />
      <Button
        type="submit"
        variant="secondary"
        size="lg"
        className="w-full"
        disabled={adminLogin.isPending}
      >
        <ShieldCheck aria-hidden="true" className="size-5" />
        {adminLogin.isPending ? t('admin.busy') : t('admin.submit')}
      </Button>
      <p className="text-center text-sm">
        <Link
          to={authHref('login')}
          className="font-semibold text-navy-700 underline-offset-4 hover:underline"
        >
          {t('admin.toCustomer')}
        </Link>
      </p>
    </Form>
  );
}

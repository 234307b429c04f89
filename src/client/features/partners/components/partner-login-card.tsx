import { LayoutDashboard, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CredentialsFields } from '#client/components/ui/account-fields.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Form, useAppForm } from '#client/components/ui/form.tsx';
import { useLogin, useSession } from '#client/lib/auth.ts';
import { paths } from '#shared/paths.ts';
import { type PartnerLoginValues, partnerLoginSchema } from '#shared/schemas/partners.ts';

/** The Partner Portal's login card; a logged-in visitor gets a way to their dashboard instead. */
export function PartnerLoginCard() {
  const { t } = useTranslation('partners');
  const { data: user } = useSession();
  return (
    <Card className="p-6 sm:p-8">
      <h2 id="partner-login-title" className="text-xl font-semibold text-navy-900">
        {t('login.title')}
      </h2>
      {user ? (
        <div className="mt-4 space-y-4">
          <p className="text-slate-700">{t('login.signedInAs', { name: user.name })}</p>
          <Button asChild variant="secondary">
            <Link to={paths.dashboard}>
              <LayoutDashboard aria-hidden="true" className="size-4" />
              {t('login.toDashboard')}
            </Link>
          </Button>
        </div>
      ) : (
        <LoginForm />
      )}
    </Card>
  );
}

function LoginForm() {
  const { t } = useTranslation('partners');
  const navigate = useNavigate();
  const login = useLogin();
  const form = useAppForm<PartnerLoginValues>({
    schema: partnerLoginSchema,
    defaultValues: { email: '', password: '' },
  });
  const onSubmit = form.submitWith(login, {
    toVariables: (values) => ({ ...values, userType: 'partner' as const }),
    success: () => ({ title: t('login.successTitle'), description: t('login.successText') }),
    onSuccess: () => navigate(paths.dashboard),
    failure: () => ({ title: t('login.failedTitle'), fallback: t('login.failedText') }),
  });

  return (
    <Form onSubmit={onSubmit} className="mt-2 space-y-5" aria-labelledby="partner-login-title">
      <p className="text-sm text-slate-600">{t('login.description')}</p>
      <CredentialsFields email={form.field('email')} password={form.field('password')} />
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        <LogIn aria-hidden="true" className="size-5" />
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
    </Form>
  );
}

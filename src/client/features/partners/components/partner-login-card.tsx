import { zodResolver } from '@hookform/resolvers/zod';
import { LayoutDashboard, LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../../shared/paths.ts';
import {
  type PartnerLoginValues,
  partnerLoginSchema,
} from '../../../../shared/schemas/partners.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/fields.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useTranslateMessage } from '../../../i18n/i18n.ts';
import { useSession } from '../../../lib/auth.ts';
import { usePartnerLogin } from '../api/partner-login.ts';

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
  const message = useTranslateMessage();
  const navigate = useNavigate();
  const login = usePartnerLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PartnerLoginValues>({
    resolver: zodResolver(partnerLoginSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    if (login.isPending) return;
    login.mutate(values, {
      onSuccess: () => {
        toast({
          title: t('login.successTitle'),
          description: t('login.successText'),
          variant: 'success',
        });
        navigate(paths.dashboard);
      },
      onError: (err) =>
        toast({
          title: t('login.failedTitle'),
          description: message(err.message) || t('login.failedText'),
          variant: 'destructive',
        }),
    });
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-2 space-y-5"
      aria-labelledby="partner-login-title"
    >
      <p className="text-sm text-slate-600">{t('login.description')}</p>
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={message(errors.email?.message)}
        {...register('email')}
      />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        required
        error={message(errors.password?.message)}
        {...register('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        <LogIn aria-hidden="true" className="size-5" />
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}

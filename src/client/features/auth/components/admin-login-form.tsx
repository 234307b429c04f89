import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authHref } from '../../../../shared/paths.ts';
import { type AdminLoginValues, adminLoginSchema } from '../../../../shared/schemas/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/fields.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useTranslateMessage } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/api.ts';
import { NotAnAdminError, useAdminLogin } from '../api/admin-login.ts';

/** The Admin tab. Whether the account is an admin is the server's answer, not the form's. */
export function AdminLoginForm() {
  const { t } = useTranslation('auth');
  const message = useTranslateMessage();
  const adminLogin = useAdminLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdminLoginValues>({
    resolver: zodResolver(adminLoginSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    if (adminLogin.isPending) return;
    toast({ title: t('admin.authenticating'), description: t('admin.authenticatingText') });
    adminLogin.mutate(values, {
      onSuccess: (user) =>
        toast({
          title: t('login.success'),
          description: t('login.welcomeBack', { name: user.name }),
          variant: 'success',
        }),
      onError: (err) => {
        // A wrong password and a non-admin account get the same answer; a limit or an outage
        // gets its own message.
        const refused =
          err instanceof NotAnAdminError || (err instanceof ApiError && err.status === 401);
        toast({
          title: refused ? t('admin.invalid') : t('login.failed'),
          description: refused
            ? t('admin.invalidText')
            : message(err.message) || t('login.failedText'),
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby="admin-title">
      <div>
        <h2 id="admin-title" className="text-xl font-semibold text-navy-900">
          {t('admin.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('admin.intro')}</p>
      </div>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        error={message(errors.email?.message)}
        {...register('email')}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        required
        error={message(errors.password?.message)}
        {...register('password')}
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
    </form>
  );
}

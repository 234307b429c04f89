import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authHref } from '../../../../shared/paths.ts';
import { type LoginFormValues, loginFormSchema } from '../../../../shared/schemas/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/fields.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useTranslateMessage } from '../../../i18n/i18n.ts';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { useLogin } from '../api/login.ts';
import { UserTypeField } from './user-type-field.tsx';

/** The Login tab: Customer or Partner, e-mail and password. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const message = useTranslateMessage();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { userType: 'customer', email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    if (login.isPending) return;
    login.mutate(values, {
      onSuccess: ({ user }) =>
        toast({
          title: t('login.success'),
          description: t('login.welcomeBack', { name: user.name }),
          variant: 'success',
        }),
      onError: (err) => {
        showServerFieldErrors(err, setError, ['email', 'password', 'userType']);
        toast({
          title: t('login.failed'),
          description: message(err.message) || t('login.failedText'),
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby="login-title">
      <h2 id="login-title" className="text-xl font-semibold text-navy-900">
        {t('login.title')}
      </h2>
      <UserTypeField
        registration={register('userType')}
        error={message(errors.userType?.message)}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('fields.emailPlaceholder')}
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
    </form>
  );
}

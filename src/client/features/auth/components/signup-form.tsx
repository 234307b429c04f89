import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { authHref } from '../../../../shared/paths.ts';
import { type SignUpFormValues, signUpFormSchema } from '../../../../shared/schemas/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/fields.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useTranslateMessage } from '../../../i18n/i18n.ts';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { useRegister } from '../api/register.ts';
import { UserTypeField } from './user-type-field.tsx';

const SERVER_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'username',
  'phone',
  'company',
  'password',
  'userType',
] as const;

/** The Sign Up tab: a customer or partner account; the confirmation is checked, not sent. */
export function SignUpForm() {
  const { t } = useTranslation('auth');
  const message = useTranslateMessage();
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignUpFormValues, unknown, z.output<typeof signUpFormSchema>>({
    resolver: zodResolver(signUpFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      userType: 'customer',
      firstName: '',
      lastName: '',
      email: '',
      username: '',
      phone: '',
      company: '',
      password: '',
      confirmPassword: '',
    },
  });

  const onSubmit = handleSubmit(({ confirmPassword: _confirm, ...input }) => {
    if (registration.isPending) return;
    registration.mutate(input, {
      onSuccess: ({ user }) =>
        toast({
          title: t('signup.success'),
          description: t('signup.successText', { name: user.name }),
          variant: 'success',
        }),
      onError: (err) => {
        showServerFieldErrors(err, setError, SERVER_FIELDS);
        toast({
          title: t('signup.failed'),
          description: message(err.message) || t('signup.failedText'),
          variant: 'destructive',
        });
      },
    });
  });

  const error = (field: keyof SignUpFormValues) => message(errors[field]?.message);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby="signup-title">
      <h2 id="signup-title" className="text-xl font-semibold text-navy-900">
        {t('signup.title')}
      </h2>
      <UserTypeField registration={register('userType')} error={error('userType')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('fields.firstName')}
          autoComplete="given-name"
          required
          error={error('firstName')}
          {...register('firstName')}
        />
        <TextField
          label={t('fields.lastName')}
          autoComplete="family-name"
          required
          error={error('lastName')}
          {...register('lastName')}
        />
      </div>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('fields.emailPlaceholder')}
        required
        error={error('email')}
        {...register('email')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('fields.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={error('username')}
          {...register('username')}
        />
        <TextField
          label={t('fields.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={t('fields.phonePlaceholder')}
          required
          error={error('phone')}
          {...register('phone')}
        />
      </div>
      <TextField
        label={t('fields.company')}
        autoComplete="organization"
        error={error('company')}
        {...register('company')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          hint={t('fields.passwordHint')}
          required
          error={error('password')}
          {...register('password')}
        />
        <TextField
          label={t('fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          error={error('confirmPassword')}
          {...register('confirmPassword')}
        />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={registration.isPending}>
        <UserPlus aria-hidden="true" className="size-5" />
        {registration.isPending ? t('signup.busy') : t('signup.submit')}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t('signup.haveAccount')}{' '}
        <Link
          to={authHref('login')}
          className="font-semibold text-navy-700 underline-offset-4 hover:underline"
        >
          {t('signup.toLogin')}
        </Link>
      </p>
    </form>
  );
}

import { Handshake, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  EmailField,
  NameFields,
  NewPasswordFields,
  PhoneField,
} from '#client/components/ui/account-fields.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { TextField } from '#client/components/ui/fields.tsx';
import { Form, useAppForm } from '#client/components/ui/form.tsx';
import { useRegister } from '#client/lib/auth.ts';
import { authHref, paths } from '#shared/paths.ts';
import { type SignUpFormValues, signUpFormSchema } from '#shared/schemas/auth.ts';
import { UserTypeField } from './user-type-field.tsx';

/** The Sign Up tab: a customer or partner account; the confirmation is checked, not sent. */
export function SignUpForm() {
  const { t } = useTranslation('auth');
  const registration = useRegister();
  const form = useAppForm<SignUpFormValues, z.output<typeof signUpFormSchema>>({
    schema: signUpFormSchema,
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
  const userType = form.watch('userType');
  const onSubmit = form.submitWith(registration, {
    toVariables: ({ confirmPassword: _confirm, ...input }) => input,
    success: ({ user }) => ({
      title: t('signup.success'),
      description: t('signup.successText', { name: user.name }),
    }),
    failure: () => ({ title: t('signup.failed'), fallback: t('signup.failedText') }),
  });

  return (
    <Form onSubmit={onSubmit} className="space-y-5" aria-labelledby="signup-title">
      <h2 id="signup-title" className="text-xl font-semibold text-navy-900">
        {t('signup.title')}
      </h2>
      <UserTypeField registration={form.register('userType')} error={form.errorOf('userType')} />
      {userType === 'partner' ? (
        // One path to partnership: the application creates the account (decision 006).
        <div className="space-y-3 rounded-xl border border-sun-300 bg-sun-50 p-4">
          <h3 className="font-semibold text-navy-900">{t('signup.partnerTitle')}</h3>
          <p className="text-sm text-slate-700">{t('signup.partnerText')}</p>
          <Link
            to={`${paths.partner}#partner-signup-title`}
            className={cn(buttonClass('primary', 'lg'), 'w-full')}
          >
            <Handshake aria-hidden="true" className="size-5" />
            {t('signup.partnerContinue')}
          </Link>
        </div>
      ) : (
        <>
          <NameFields first={form.field('firstName')} last={form.field('lastName')} />
          <EmailField binding={form.field('email')} placeholder={t('fields.emailPlaceholder')} />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t('fields.username')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              {...form.field('username')}
            />
            <PhoneField binding={form.field('phone')} />
          </div>
          <TextField
            label={t('fields.company')}
            autoComplete="organization"
            {...form.field('company')}
          />
          <NewPasswordFields
            password={form.field('password')}
            confirm={form.field('confirmPassword')}
          />
          <Button type="submit" size="lg" className="w-full" disabled={registration.isPending}>
            <UserPlus aria-hidden="true" className="size-5" />
            {registration.isPending ? t('signup.busy') : t('signup.submit')}
          </Button>
        </>
      )}
      <p className="text-center text-sm text-slate-600">
        {t('signup.haveAccount')}{' '}
        <Link
          to={authHref('login')}
          className="font-semibold text-navy-700 underline-offset-4 hover:underline"
        >
          {t('signup.toLogin')}
        </Link>
      </p>
    </Form>
  );
}

import { LayoutDashboard, Send } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { EmailField, NewPasswordField, PhoneField } from '#client/components/ui/account-fields.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { SelectField, TextAreaField, TextField } from '#client/components/ui/fields.tsx';
import { Form, useAppForm } from '#client/components/ui/form.tsx';
import { PartnerStatusBadge } from '#client/components/ui/partner-status-badge.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useTranslateMessage } from '#client/i18n/i18n.ts';
import { useSession } from '#client/lib/auth.ts';
import { EXPERIENCE_OPTIONS } from '#shared/partner-experience.ts';
import { paths } from '#shared/paths.ts';
import {
  type PartnerApplication,
  type PartnerApplicationInput,
  partnerApplicationSchema,
  partnerApplicationWithPasswordSchema,
} from '#shared/schemas/partners.ts';
import type { PublicUser } from '#shared/schemas/user.ts';
import { usePartnerProfile } from '../api/partner-profile.ts';
import { usePartnerSignup } from '../api/partner-signup.ts';

type SignupFormValues = Omit<PartnerApplicationInput, 'terms'> & { terms: boolean };

/**
 * The partner application. A visitor also chooses a password (the application creates their
 * account); a logged-in user applies with their account, or sees where their application stands.
 */
export function PartnerSignupForm() {
  const { t } = useTranslation('partners');
  const { data: user } = useSession();
  const profile = usePartnerProfile();
  return (
    <Card className="p-6 sm:p-8">
      <h2 id="partner-signup-title" className="text-xl font-semibold text-navy-900">
        {t('signup.title')}
      </h2>
      {user && profile.isPending ? (
        <Spinner label={t('common:loading')} className="mt-6" />
      ) : user && profile.data ? (
        <div className="mt-4 space-y-4">
          <p className="text-slate-700">{t('signup.alreadyApplied')}</p>
          <PartnerStatusBadge status={profile.data.status} />
          <div>
            <Button asChild variant="secondary">
              <Link to={paths.partnerDashboard}>
                <LayoutDashboard aria-hidden="true" className="size-4" />
                {t('login.toDashboard')}
              </Link>
            </Button>
          </div>
        </div>
      ) : (
        // A new form when the session changes, as the rules (password or not) change with it.
        <ApplicationForm key={user?.id ?? 'visitor'} user={user ?? null} />
      )}
    </Card>
  );
}

function ApplicationForm({ user }: { user: PublicUser | null }) {
  const { t } = useTranslation('partners');
  const message = useTranslateMessage();
  const signup = usePartnerSignup();
  const termsId = useId();
  const schema = user ? partnerApplicationSchema : partnerApplicationWithPasswordSchema;
  const form = useAppForm<SignupFormValues, PartnerApplication>({
    // The terms box holds a boolean; the schema accepts only true, with the spec's message.
    schema: schema as unknown as z.ZodType<PartnerApplication, SignupFormValues>,
    defaultValues: {
      fullName: user?.name ?? '',
      companyName: '',
      email: user?.email ?? '',
      phone: '',
      city: '',
      state: '',
      experience: '',
      message: '',
      // Only a visitor chooses a password; a member's form has no such field.
      ...(user ? {} : { password: '' }),
      terms: false,
    },
  });
  const onSubmit = form.submitWith(signup, {
    success: (response) => ({
      title: t('signup.successTitle'),
      description: message(response.message) || t('signup.successText'),
    }),
    onSuccess: () => form.reset(),
    failure: () => ({ title: t('signup.failedTitle'), fallback: t('signup.failedText') }),
  });

  const termsError = form.errorOf('terms');
  return (
    <Form onSubmit={onSubmit} className="mt-2 space-y-5" aria-labelledby="partner-signup-title">
      <p className="text-sm text-slate-600">
        {t('signup.description')} {t('signup.requiredNote')}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('signup.fullName')}
          autoComplete="name"
          required
          {...form.field('fullName')}
        />
        <TextField
          label={`${t('signup.companyName')} ${t('signup.optional')}`}
          autoComplete="organization"
          {...form.field('companyName')}
        />
        <EmailField
          binding={form.field('email')}
          readOnly={Boolean(user)}
          hint={user ? t('signup.emailHint') : undefined}
        />
        <PhoneField binding={form.field('phone')} />
        <TextField
          label={t('signup.city')}
          autoComplete="address-level2"
          required
          {...form.field('city')}
        />
        <TextField
          label={t('signup.state')}
          autoComplete="address-level1"
          required
          {...form.field('state')}
        />
      </div>
      <SelectField label={t('signup.experience')} {...form.field('experience')}>
        <option value="">{t('signup.experiencePlaceholder')}</option>
        {EXPERIENCE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(`experience.${option.value}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={`${t('signup.message')} ${t('signup.optional')}`}
        placeholder={t('signup.messagePlaceholder')}
        {...form.field('message')}
      />
      {!user && (
        <NewPasswordField binding={form.field('password')} hint={t('signup.passwordHint')} />
      )}
      <div className="space-y-1.5">
        <div className="flex items-start gap-3">
          <input
            id={termsId}
            type="checkbox"
            required
            aria-invalid={Boolean(termsError)}
            {...(termsError ? { 'aria-describedby': `${termsId}-error` } : {})}
            className="mt-1 size-4 rounded border-slate-400 accent-navy-700"
            {...form.register('terms')}
          />
          <label htmlFor={termsId} className="text-sm text-slate-800">
            {t('signup.termsBefore')}
            <Link
              to={paths.termsConditions}
              className="font-semibold text-navy-700 underline underline-offset-2"
            >
              {t('signup.termsLink')}
            </Link>
            {t('signup.termsAfter')}
            <span aria-hidden="true" className="ms-0.5 text-red-700">
              *
            </span>
          </label>
        </div>
        {termsError && (
          <p id={`${termsId}-error`} role="alert" className="text-sm text-red-700">
            {termsError}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={signup.isPending}>
        <Send aria-hidden="true" className="size-5" />
        {signup.isPending ? t('signup.submitting') : t('signup.submit')}
      </Button>
    </Form>
  );
}
